// The provider's own check of a SIM number (ICCID) and of a mobile waiting for activation. The
// sandbox imitates the provider, so it keeps these apart from the portal's business rules:
// a portal rule that drifted would then show as a refusal, as it would against the real provider.

import { luhn } from "./util.ts";

export const SIM_NUMBER_MESSAGES = {
  required: "Enter your SIM number",
  format: "SIM number must be 19 or 20 digits and start with 89, like 8961 0123 4567 8901 234",
  checksum: "Enter the SIM number exactly as it is printed on your SIM card: this number is not a real SIM number",
} as const;

/** Spaces and dashes as printed on the card are ignored. */
export function normaliseIccid(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** What is wrong with a SIM number, or null: 19 or 20 digits starting 89, with a Luhn check digit. */
export function simNumberProblem(value: string): keyof typeof SIM_NUMBER_MESSAGES | null {
  const digits = normaliseIccid(value);
  if (digits === "") return "required";
  if (!/^89\d{17,18}$/.test(digits)) return "format";
  return luhn(digits) ? null : "checksum";
}

/** A mobile service whose SIM is still to be activated. */
export function awaitsSimActivation(service: { type: string; serviceStatus?: string | null }): boolean {
  return service.type.toLowerCase() === "mobile" && service.serviceStatus?.toLowerCase() === "pending activation";
}
