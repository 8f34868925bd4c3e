/** The verification forms' checks as the browser loads them: on first touch of the form (docs/decisions/008). Not in the server build. */
export { validateSend, validateVerify } from "./mfa.schemas.ts";
