/** The SIM activation's checks as the browser loads them: on first touch of a form (docs/decisions/008). */
export {
  validateCode,
  validateEmail,
  validateIdentity,
  validateKeepNumber,
  validateNumberChoice,
  validateSim,
} from "./activate-sim.schemas.ts";
