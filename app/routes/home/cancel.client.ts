/** The cancel questions' checks as the browser loads them: on first touch of a form (docs/decisions/008). Not in the server build. */
export { validateCancelConfirm, validateCancelDate, validateCancelReason } from "./cancel.schemas.ts";
