// The SIM activation's answers between its pages (docs/decisions/024): kept on the server, in the
// state store under this sign-in's id, never in hidden fields. Each page asks `stepGuard` whether
// the customer may be on it; the check step re-checks everything before it submits.

import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import { awaitsSimActivation } from "#app/domain/sim.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import { state } from "#app/lib/state.server.ts";
import type { Service } from "#server/provider/schemas.ts";
import type { IdType } from "#app/domain/identity-documents.ts";
import { SIM_URLS, type SimStep } from "./urls.ts";

export type SimJourney = {
  serviceId: number;
  serviceCode: string;
  /** The provider's id for this activation's checks (port-in, email, identity). */
  contextId: string;
  simNumber?: string;
  numberChoice?: "keep" | "new";
  portInMsn?: string;
  portInVerified?: boolean;
  emailAddress?: string;
  emailVerified?: boolean;
  /** What the identity check passed with (the document number only as its last 4 digits). */
  identity?: { dateOfBirth: string; idType: IdType; idNumberEnd: string };
  done?: {
    reference: string;
    status: string;
    nextStep: string | null;
    serviceStatus: string | null;
    phoneNumber: string | null;
    message: string | null;
  };
};

/** An hour to finish; every answer saved starts the hour again. */
const JOURNEY_TTL_MS = 60 * 60_000;
const keyOf = (portal: Portal) => `sim-activation:${portal.session.get("sid") ?? "none"}`;

/** The service a SIM is activated for: the chosen one when it waits for activation, else the first that does. */
export function pendingService(services: readonly Service[], selected: Service | undefined): Service | undefined {
  if (selected && awaitsSimActivation(selected)) return selected;
  return services.find(awaitsSimActivation);
}

async function read(portal: Portal): Promise<SimJourney | null> {
  const raw = await state.get(keyOf(portal));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SimJourney;
  } catch {
    return null;
  }
}

export async function saveJourney(portal: Portal, journey: SimJourney): Promise<void> {
  await state.set(keyOf(portal), JSON.stringify(journey), JOURNEY_TTL_MS);
}

/** Whether each step has its answer. */
const answered: Record<Exclude<SimStep, "done">, (j: SimJourney) => boolean> = {
  sim: (j) => Boolean(j.simNumber),
  number: (j) => Boolean(j.numberChoice),
  keepNumber: (j) => j.numberChoice === "new" || Boolean(j.portInMsn),
  numberCode: (j) => j.numberChoice === "new" || Boolean(j.portInVerified),
  email: (j) => Boolean(j.emailAddress),
  emailCode: (j) => Boolean(j.emailVerified),
  identity: (j) => Boolean(j.identity),
  check: (j) => Boolean(j.done),
};
const ORDER = Object.keys(answered) as Exclude<SimStep, "done">[];

/** The first step without its answer ("check" when all are answered; "done" once submitted). */
export function firstOpenStep(journey: SimJourney): SimStep {
  return ORDER.find((step) => !answered[step](journey)) ?? "done";
}

/** After an answer: the next open step. */
export function nextUrl(journey: SimJourney): string {
  return SIM_URLS[firstOpenStep(journey)];
}

/** A step may be shown once every step before it has its answer (skipped steps of a new number aside). */
export function mayShow(journey: SimJourney, step: SimStep): boolean {
  if (journey.done) return step === "done";
  if (step === "done") return false;
  if ((step === "keepNumber" || step === "numberCode") && journey.numberChoice === "new") return false;
  const open = ORDER.indexOf(firstOpenStep(journey) as Exclude<SimStep, "done">);
  return open === -1 || ORDER.indexOf(step) <= open;
}

/**
 * The journey for this page, or a redirect: to /home when no service waits for a SIM (with a
 * message), to the first open step when this one comes too early.
 */
export async function stepGuard(
  portal: Portal,
  step: SimStep,
): Promise<{ journey: SimJourney; service: Service | null }> {
  const saved = await read(portal);
  if (saved?.done) {
    if (step === "done") return { journey: saved, service: null };
    throw redirect(SIM_URLS.done);
  }
  const [services, selected] = await Promise.all([
    fromProvider(portal.services()),
    fromProvider(portal.selectedService()),
  ]);
  const service = pendingService(services, selected);
  if (!service) {
    portal.session.flash("alert", {
      type: "info",
      message: "There is no SIM waiting to be activated on your account.",
    });
    throw redirect("/home");
  }
  const journey: SimJourney =
    saved && saved.serviceId === service.id
      ? saved
      : { serviceId: service.id, serviceCode: service.code, contextId: randomUUID() };
  if (!mayShow(journey, step)) throw redirect(nextUrl(journey));
  return { journey, service };
}

/** Back from a step: the previous step the customer answered. */
export function backUrl(journey: SimJourney, step: SimStep): string {
  const i = ORDER.indexOf(step as Exclude<SimStep, "done">);
  for (let k = i - 1; k >= 0; k--) {
    const previous = ORDER[k]!;
    if ((previous === "keepNumber" || previous === "numberCode") && journey.numberChoice === "new") continue;
    return SIM_URLS[previous];
  }
  return "/home";
}
