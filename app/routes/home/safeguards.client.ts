/** Life support's and a lost SIM's checks as the browser loads them: on first touch of a form (docs/decisions/008). Not in the server build. */
export {
  validateEquipment,
  validatePerson,
  validateRemoveReason,
  validateSimFound,
  validateSimReason,
} from "./safeguards.schemas.ts";
export { validateDeliverTo, validateDeliveryMatch } from "./plan.schemas.ts";
