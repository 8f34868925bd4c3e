/** The new mobile's code check as the browser loads it: on first touch of the form (docs/decisions/008). */
export { validateMobileCode } from "./mobile-code.schemas.ts";
