// What a page does with a failed provider call, in one place (docs/screens.md, "The request's
// portal"):
// - a 401 (the provider no longer accepts the token: revoked, expired, the provider restarted)
//   signs the visitor out — here and nowhere else (rethrowUnauthorized);
// - a call the page cannot do without: the route error screen with spec §8's message
//   (fromProvider, providerFailure);
// - a call the page can do without: an Outcome, its failure a message for an Alert (attempt);
// - spec §8's silently ignored loads: a fallback (quietly);
// - a write the page answers itself: the ProviderError (recoverable), whose `customerMessage` is
//   the provider's reason for a refusal and spec §8's message otherwise.
// Errors that are not provider errors are bugs: they propagate.

import { data, redirect } from "react-router";
import { isProviderError, type ProviderError } from "#server/provider/errors.ts";
import { destroySession } from "#server/session.ts";

/** A provider call's result, kept when it failed so one failing section does not sink the page. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

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

/** A failure the page answers itself: a provider error other than a 401 (which signs out); anything else propagates. */
export function recoverable(error: unknown): ProviderError {
  rethrowUnauthorized(error);
  if (!isProviderError(error)) throw error;
  return error;
}

/** The route error screen ('Error' and spec §8's message, 502) for a call the page cannot do without. */
export function providerFailure(error: unknown): never {
  throw data({ message: recoverable(error).message }, { status: 502 });
}

/** Load this, or show the route error screen (providerFailure). */
export async function fromProvider<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    return providerFailure(error);
  }
}

/** Load this, or keep spec §8's message for an Alert in its place (a 401 still signs out). */
export async function attempt<T>(work: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, message: recoverable(error).message };
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
    return fallback;
  };
}
