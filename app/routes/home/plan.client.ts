/** The plan and product questions' checks as the browser loads them: on first touch of the form (docs/decisions/008). Not in the server build. */
export { validateChoosePlan, validateChooseProduct, validateDeliverTo, validateDeliveryMatch } from "./plan.schemas.ts";
