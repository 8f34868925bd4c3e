/** Moving home's checks as the browser loads them: on first touch of a form (docs/decisions/008). */
export { validateMoveAppointment, validateMoveDate, validateMoveServices } from "./move.schemas.ts";
