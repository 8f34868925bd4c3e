/** The support forms' checks as the browser loads them: on first touch of the form (docs/decisions/008). Not in the server build. */
export { validateComplaint, validateFault, validateTicket } from "./support-forms.schemas.ts";
