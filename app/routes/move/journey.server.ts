// Moving home's answers between its pages (docs/decisions/024): in the state store under this
// sign-in's id, never in hidden fields. Shown only when FEATURE_MOVING is on.

import { data, redirect } from "react-router";
import type { LocatedAddress } from "#app/domain/address.ts";
import type { Availability } from "#app/lib/address.server.ts";
import { config } from "#app/lib/config.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { state } from "#app/lib/state.server.ts";
import { MOVE_URLS, type MoveStep } from "./urls.ts";

export type MoveJourney = {
  address?: LocatedAddress;
  label?: string;
  /** Typed in by hand (/move/address) rather than chosen from the search's matches. */
  manual?: boolean;
  availability?: Availability;
  moveDate?: string;
  serviceIds?: number[];
  done?: {
    label: string;
    moveDate: string;
    moved: { serviceCode: string; reference: string; status: string }[];
    failed: { serviceCode: string; message: string }[];
  };
};

const JOURNEY_TTL_MS = 60 * 60_000;
const keyOf = (portal: Portal) => `move-home:${portal.session.get("sid") ?? "none"}`;

/** Moving home exists only when the brand offers it (spec §1: moving off by default; README). */
export function requireMoving(): void {
  if (!config.FEATURE_MOVING) throw data({ message: "Not Found" }, { status: 404 });
}

export async function readJourney(portal: Portal): Promise<MoveJourney> {
  const raw = await state.get(keyOf(portal));
  try {
    return raw ? (JSON.parse(raw) as MoveJourney) : {};
  } catch {
    return {};
  }
}

export async function saveJourney(portal: Portal, journey: MoveJourney): Promise<void> {
  await state.set(keyOf(portal), JSON.stringify(journey), JOURNEY_TTL_MS);
}

const ORDER: MoveStep[] = ["address", "manualAddress", "available", "date", "services", "check", "done"];

/** The first step without its answer ("available" needs none but the address). */
export function firstOpenStep(j: MoveJourney): MoveStep {
  if (j.done) return "done";
  if (!j.address || !j.availability) return "address";
  if (!j.moveDate) return "date";
  if (!j.serviceIds?.length) return "services";
  return "check";
}

export function mayShow(j: MoveJourney, step: MoveStep): boolean {
  if (j.done) return step === "done";
  if (step === "done") return false;
  const open = ORDER.indexOf(firstOpenStep(j));
  // The address can always be asked again (found or typed in); "available" comes right after it,
  // before the date is answered.
  if (step === "address" || step === "manualAddress") return true;
  return step === "available" ? Boolean(j.address) : ORDER.indexOf(step) <= open;
}

export const nextUrl = (j: MoveJourney) => MOVE_URLS[firstOpenStep(j)];

/** Where the new address is asked again: the search, or the typed address's own form. */
export const addressUrl = (j: MoveJourney) => (j.manual ? MOVE_URLS.manualAddress : MOVE_URLS.address);

/** The journey for this page, or a redirect to the first open step (or to the outcome once done). */
export async function stepGuard(portal: Portal, step: MoveStep): Promise<MoveJourney> {
  requireMoving();
  const journey = await readJourney(portal);
  if (journey.done && (step === "address" || step === "manualAddress")) {
    // A new move starts afresh once the last one was sent.
    await saveJourney(portal, {});
    return {};
  }
  if (!mayShow(journey, step)) throw redirect(nextUrl(journey));
  return journey;
}
