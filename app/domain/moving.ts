// Moving home: the move date's rules and which services go with the customer. Pure:
// the forms' schemas, the pages and the tests ask here.

import { isCancelled, kindOf, type ServiceFacts } from "./services.ts";

/** How far ahead a move can be booked. */
export const MOVE_WINDOW_DAYS = 90;

export const MOVE_DATE_MESSAGES = {
  required: "Enter the date you are moving",
  past: "The move date must be today or in the future",
  tooFar: `The move date must be within the next ${MOVE_WINDOW_DAYS} days`,
} as const;

/** Days from `from` to `to` (both YYYY-MM-DD). */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Why a move date cannot be used, or null: not before `today`, at most 90 days after it. */
export function moveDateProblem(date: string, today: string): string | null {
  const days = daysFrom(today, date);
  if (days < 0) return MOVE_DATE_MESSAGES.past;
  if (days > MOVE_WINDOW_DAYS) return MOVE_DATE_MESSAGES.tooFar;
  return null;
}

/** What a new address offers, as far as moving services is concerned. */
export interface MoveAvailability {
  broadbandType: "nbn" | "dsl" | null;
  electricity: boolean;
  gas: boolean;
}

/**
 * Whether a service can move to the new address, or why not. Mobile services go wherever the
 * customer goes and are not moved; broadband moves when the address has nbn or DSL (the plan
 * is checked by the quote); a home phone needs broadband there; energy needs supply there.
 */
export function moveBlock(
  service: ServiceFacts,
  availability: MoveAvailability,
): null | "cancelled" | "not-active" | "mobile" | "unavailable" {
  if (isCancelled(service)) return "cancelled";
  if ((service.serviceStatus ?? "").toLowerCase() !== "active") return "not-active";
  const kind = kindOf(service.type);
  if (kind === "mobile") return "mobile";
  if (kind === "broadband" || kind === "voip") return availability.broadbandType ? null : "unavailable";
  if (service.type.toLowerCase() === "electricity") return availability.electricity ? null : "unavailable";
  if (service.type.toLowerCase() === "gas") return availability.gas ? null : "unavailable";
  return "unavailable";
}

export const MOVE_BLOCK_TEXT: Record<NonNullable<ReturnType<typeof moveBlock>>, string> = {
  cancelled: "Cancelled: it does not move.",
  "not-active": "Not active yet: it cannot move.",
  mobile: "A mobile service goes wherever you go: nothing to move.",
  unavailable: "Not available at your new address.",
};
