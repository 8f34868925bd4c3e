/** The component catalogue's demo form check as the browser loads them: on first touch of the form (docs/decisions/008). Not in the server build. */
export { validateDemo } from "./catalogue.schemas.ts";
