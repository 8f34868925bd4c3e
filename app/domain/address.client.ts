/** The address forms' checks as the browser loads them: on first touch of a form (docs/decisions/008). */
export { validateChooseAddress, validateManualAddress } from "./address.schemas.ts";
