// The join journey's answers between steps (docs/decisions/022): kept in the state store's
// anonymous space (docs/decisions/031) under a random id, the id in a signed, short-lived cookie.
// Nothing is read back from hidden fields; the final step re-checks every answer with the provider.
import { randomBytes } from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import { config } from "#app/lib/config.server.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, limits } from "#app/lib/rate-limit.server.ts";
import { reportStateFailure, state } from "#app/lib/state.server.ts";
import { currentRequest } from "#server/request-context.ts";
import type { LocatedAddress } from "#app/domain/address.ts";
import type { Availability } from "#app/lib/address.server.ts";
import { JOIN_STEPS } from "./steps.ts";

/** An hour to finish joining. */
const TTL_MS = 60 * 60_000;

export interface JoinAnswers {
  address?: { address: LocatedAddress; label: string; manual: boolean };
  availability?: Availability;
  plan?: { planCode: string; hardwareCode?: string; voipCode?: string };
  details?: { firstName: string; lastName: string; email: string; mobile: string; dateOfBirth: string };
  /** After "Confirm and join": what the confirmation shows. */
  joined?: {
    accountCode: string;
    email: string;
    planName: string;
    connectionDate: string | null;
    technicianWindow: { date: string; from: string; to: string } | null;
    hardware: string | null;
  };
}

const secure = config.APP_ENV !== "development" || (config.PORTAL_URL?.startsWith("https:") ?? false);
const joinCookie = createCookie(secure ? "__Host-ssp_join" : "ssp_join", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure,
  maxAge: TTL_MS / 1000,
  secrets: config.SESSION_SECRET.length ? config.SESSION_SECRET : ["development-only-join-secret"],
});

const keyOf = (id: string) => `join:${id}`;

/** What a new journey is told while the anonymous space is full. */
export const JOURNEYS_FULL =
  "Lots of people are joining online right now, so we cannot start your application. Try again shortly.";

/**
 * A page that answers 503 with `message` (the journey's error page shows it). A Response, so the
 * steps' own failure handling (which re-throws Responses) passes it on instead of calling it a
 * provider failure.
 */
export function unavailable(message: string): Response {
  return Response.json({ message }, { status: 503, headers: { "Retry-After": "60" } });
}

/** The state store could not be reached: logged (once a minute), and the try-again page. */
export function storeFailed(error: unknown): Response {
  reportStateFailure(error);
  return unavailable(LIMIT_UNAVAILABLE_MESSAGE);
}

/** This visitor's journey id, from the signed cookie (null when none). */
export async function journeyIdOf(request: Request): Promise<string | null> {
  const value: unknown = await joinCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[a-f0-9]{32}$/.test(value) ? value : null;
}

/** This visitor's answers so far (empty when none or expired). */
export async function readAnswers(request: Request): Promise<JoinAnswers> {
  const id = await journeyIdOf(request);
  if (!id) return {};
  const raw = await state.anonymous.get(keyOf(id)).catch((error: unknown) => {
    throw storeFailed(error);
  });
  if (!raw) return {};
  try {
    return JSON.parse(raw) as JoinAnswers;
  } catch {
    return {};
  }
}

/**
 * Saves the answers; returns the Set-Cookie header to send with the redirect. `fresh` starts a new
 * journey id (a visitor who has joined and starts again). A new journey while the anonymous space
 * is full is refused with the JOURNEYS_FULL page.
 */
export async function saveAnswers(request: Request, answers: JoinAnswers, { fresh = false } = {}): Promise<string> {
  const id = (fresh ? null : await journeyIdOf(request)) ?? randomBytes(16).toString("hex");
  const written = await state.anonymous.set(keyOf(id), JSON.stringify(answers), TTL_MS).catch((error: unknown) => {
    throw storeFailed(error);
  });
  if (written === "full") throw unavailable(JOURNEYS_FULL);
  return joinCookie.serialize(id);
}

/** Forgets the answers (after joining: only the confirmation's facts are kept). */
export async function forgetAnswers(request: Request): Promise<void> {
  const id = await journeyIdOf(request);
  if (id) await state.anonymous.delete(keyOf(id));
}

export const TOO_MANY_STEPS = "You have made too many requests. Wait 15 minutes and try again.";

/** Counts one step for the visitor's IP; throws a 429 page when over the limit. */
export async function countStep(): Promise<void> {
  const { outcome: verdict } = await limits.joinStepsPerIp.attempt(currentRequest().clientIp);
  if (verdict === "over") throw data({ message: TOO_MANY_STEPS }, { status: 429 });
}

type Needed = "address" | "plan" | "details";

/** Sends a visitor who skipped ahead (or whose answers expired) to the first question not yet answered. */
export function requireAnswers(answers: JoinAnswers, needed: readonly Needed[]): void {
  if (needed.includes("address") && (!answers.address || !answers.availability))
    throw redirect(JOIN_STEPS.address, 303);
  if (needed.includes("plan") && !answers.plan) throw redirect(JOIN_STEPS.available, 303);
  if (needed.includes("details") && !answers.details) throw redirect(JOIN_STEPS.details, 303);
}

/** Counts one account creation for the visitor's IP (a closed limit: refused when it cannot be checked). */
export async function countCreate(): Promise<"allowed" | "over" | "unavailable"> {
  return (await limits.joinCreatePerIp.attempt(currentRequest().clientIp)).outcome;
}
