/** The contract choice's check as the browser loads it: on first touch of the form (docs/decisions/008). Not in the server build. */
export { validateChooseContract } from "./energy-contract.schemas.ts";
