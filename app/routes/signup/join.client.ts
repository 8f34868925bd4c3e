/** The join forms' checks as the browser loads them: on first touch of a form (docs/decisions/008). */
export { validateDetails, validatePlan } from "./join.schemas.ts";
