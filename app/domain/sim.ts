// A SIM card's number (ICCID, ITU-T E.118) and the rules for activating a mobile service: the one
// place for them. Pure: the forms' schemas and the pages ask here (the sandbox, imitating the
// provider, keeps its own check).

import { luhnValid } from "./luhn.ts";
import type { ServiceFacts } from "./services.ts";

/** What the customer is told about the SIM number. */
export const SIM_MESSAGES = {
  required: "Enter your SIM number",
  format: "SIM number must be 19 or 20 digits and start with 89, like 8961 0123 4567 8901 234",
  checksum: "Enter the SIM number exactly as it is printed on your SIM card: this number is not a real SIM number",
} as const;

/** Spaces and dashes as printed on the card are ignored. */
export function normaliseIccid(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * Why a SIM number is not acceptable, or null when it is: 19 or 20 digits, starting 89 (the
 * telecommunications industry prefix), with a valid Luhn check digit.
 */
export function iccidProblem(value: string): keyof typeof SIM_MESSAGES | null {
  const digits = normaliseIccid(value);
  if (digits === "") return "required";
  if (!/^89\d{17,18}$/.test(digits)) return "format";
  if (!luhnValid(digits)) return "checksum";
  return null;
}

/** "8961 0123 4567 8901 234": groups of four, as printed on the card. */
export function formatIccid(value: string): string {
  return normaliseIccid(value).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** A mobile service waiting for its SIM to be activated (the provider's status "Pending activation"). */
export function awaitsSimActivation(service: ServiceFacts): boolean {
  return service.type.toLowerCase() === "mobile" && service.serviceStatus?.toLowerCase() === "pending activation";
}
