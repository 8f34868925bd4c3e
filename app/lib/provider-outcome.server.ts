// What a page does with a failed provider call, in one place (docs/screens.md, "The request's
// portal"):
// - a 401 (the provider no longer accepts the token: revoked, expired, the provider restarted)
//   signs the visitor out — here and nowhere else (rethrowUnauthorized); the guard then ends the
//   session's record (signsOut);
// - a call the page cannot do without: the route error screen (fromProvider, providerFailure);
// - a call the page can do without: an Outcome, its failure a Failure for a FailureNotice (attempt);
//   the page's main data loaded the same way, its failure shown in place of the page (attemptMain);
// - spec §8's silently ignored loads: a fallback (quietly);
// - a write the page answers itself: the ProviderError (recoverable), whose `customerMessage` is
//   the provider's reason for a refusal and plain words otherwise.
// Every failure shown is worded by one rule (server/provider/failure-words.ts): plain words, what
// to do, spec §8's message as a detail line; the developer's details go to the log here.
// Errors that are not provider errors are bugs: they propagate.
// Each notes what the customer saw for the page outcome metric (server/metrics.ts): a card that
// could not load is a degraded page, the page's main data a failed one.

import { data, redirect } from "react-router";
import { logger } from "#server/logger.ts";
import { notePageOutcome } from "#server/metrics.ts";
import { isProviderError, type ProviderError } from "#server/provider/errors.ts";
import { failureWords } from "#server/provider/failure-words.ts";
import { currentRequest } from "#server/request-context.ts";
import { destroySession } from "#server/session.ts";

/** A failed load as the page shows it (app/components/failure-notice/FailureNotice.tsx). */
export type Failure = {
  /** What happened and what to do, in plain words. */
  message: string;
  /** Spec §8's message, shown as a detail line (null when it has none to give). */
  detail: string | null;
  /** It did not answer in time (the call's time budget ran out). */
  late: boolean;
};

/** A provider call's result, kept when it failed so one failing section does not sink the page. */
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Failure);

/** What only a developer needs (the call, its status, what was malformed): the log, never the page. */
function logFailure(error: ProviderError): void {
  logger.warn(
    {
      provider: {
        kind: error.kind,
        status: error.status,
        path: error.path,
        detail: error.message,
        requestId: currentRequest().id || undefined,
      },
    },
    "provider failure shown to the customer",
  );
}

/**
 * The provider failed (a 5xx, no answer in time, no connection, a malformed or oversized answer),
 * as opposed to answering with a refusal (a 4xx the page words) or the customer leaving (aborted).
 */
function isProviderFault(error: ProviderError): boolean {
  if (error.kind === "aborted") return false;
  return error.kind !== "status" || (error.status ?? 500) >= 500;
}

/** A provider failure worded for the page (and its details logged). */
export function failureOf(error: ProviderError): Failure {
  logFailure(error);
  const { message, detail, late } = failureWords(error, "load");
  return { message, detail, late };
}

/** Where a signed-out visitor goes: the sign-in form with spec §4's session-expired alert. */
export const SESSION_EXPIRED_URL = "/login?expired=1";

/**
 * The one place a provider 401 becomes a signed-out visitor: the session cookie is cleared (so
 * /login shows its form instead of bouncing back) and the visitor is sent to sign in again with
 * the session-expired alert. Any other error is left to the caller.
 */
export function rethrowUnauthorized(error: unknown): void {
  if (isProviderError(error) && error.isUnauthorized) {
    throw redirect(SESSION_EXPIRED_URL, { headers: { "Set-Cookie": destroySession() } });
  }
}

/**
 * Whether a page's answer is that sign-out (it clears the session cookie): the guard then deletes
 * the session's record too, so a copy of the cookie does not stand again once the provider
 * recovers. A client navigation's answer carries the same cookie header.
 */
export function signsOut(response: Response): boolean {
  return response.headers.getSetCookie().includes(destroySession());
}

/** A failure the page answers itself: a provider error other than a 401 (which signs out); anything else propagates. */
export function recoverable(error: unknown): ProviderError {
  rethrowUnauthorized(error);
  if (!isProviderError(error)) throw error;
  return error;
}

/**
 * The route error screen (502: 'Error', plain words, Try again, spec §8's message as a detail
 * line) for a call the page cannot do without.
 */
export function providerFailure(error: unknown): never {
  const failure = recoverable(error);
  notePageOutcome("failed");
  const { message, detail } = failureOf(failure);
  throw data({ message, detail }, { status: 502 });
}

/** Load this, or show the route error screen (providerFailure). */
export async function fromProvider<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    return providerFailure(error);
  }
}

/** Load this, or keep a Failure for a FailureNotice in its place (a 401 still signs out). */
export async function attempt<T>(work: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    const failure = recoverable(error);
    if (isProviderFault(failure)) notePageOutcome("degraded");
    return { ok: false, ...failureOf(failure) };
  }
}

/**
 * attempt for the page's main data, whose failure the page shows in place of its content (home's
 * services): a failed page whatever the provider answered.
 */
export async function attemptMain<T>(work: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    const failure = recoverable(error);
    notePageOutcome("failed");
    return { ok: false, ...failureOf(failure) };
  }
}

/**
 * What the customer may be told about a failure the page reports itself: a provider error's
 * `customerMessage`, and for anything else a plain "Something went wrong." (never its text).
 */
export function customerMessageOf(error: unknown): string {
  return isProviderError(error) ? error.customerMessage : "Something went wrong.";
}

/**
 * Spec §8: some loads (the profile and services of the layout, the contacts) fail silently,
 * showing the page without them — but never a 401, which signs the customer out.
 */
export function quietly<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    rethrowUnauthorized(error);
    if (isProviderError(error) && isProviderFault(error)) notePageOutcome("degraded");
    return fallback;
  };
}
