/** The profile form's check as the browser loads them: on first touch of the form (docs/decisions/008). Not in the server build. */
export { profileEditValidator } from "./profile-form.schemas.ts";
