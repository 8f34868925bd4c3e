/** The password forms' checks as the browser loads them: on first touch of a form (docs/decisions/008). Not in the server build. */
export { validateChangePassword, validateForgot, validateNewPassword } from "./new-password.schemas.ts";
