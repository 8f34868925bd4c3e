import { data } from "react-router";
import { isProviderError } from "#server/provider/errors.ts";
import { providerFor } from "#server/provider/index.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, limits } from "#server/security/rate-limit.ts";
import { config } from "#server/config.ts";
import { createHash } from "node:crypto";
import {
  endSession,
  type PortalSession,
  SessionNotRecorded,
  sessionStanding,
  startSignedInSession,
  tokenAccount,
} from "#server/session.ts";
import { isValidToken, tokenExp } from "#server/auth.ts";
import { failureWords } from "#server/provider/failure-words.ts";
import { tooManySignIns } from "./sign-in-messages.ts";

/**
 * A `?token=` handoff (an emailed sign-in link, an external login) never signs anyone in on a GET
 * (docs/decisions/014, 058). The guard exchanges the URL's token and parks the result in the
 * encrypted session cookie (never in a page); the customer then confirms with a POST: on
 * /confirm-sign-in when nobody is signed in, on /switch-account when another account is. Both
 * pages and their POSTs use what is here.
 */

/** The parked token and the page to open once the customer confirms. */
export type ParkedHandoff = { token: string; page: string };

export function parkHandoff(session: PortalSession, token: string, page: string): void {
  session.set("pendingToken", token);
  session.set("pendingPage", page);
}

export function parkedHandoff(session: PortalSession): ParkedHandoff | null {
  const token = session.get("pendingToken");
  if (!token) return null;
  return { token, page: session.get("pendingPage") ?? "/home" };
}

export function dropHandoff(session: PortalSession): void {
  session.unset("pendingToken");
  session.unset("pendingPage");
}

/** The state store could not answer: nothing is decided from the cookie alone (503, try again shortly). */
export function storeUnavailable(): never {
  throw data({ message: LIMIT_UNAVAILABLE_MESSAGE }, { status: 503 });
}

/**
 * Whether the cookie holds a sign-in that still stands; a store that cannot say refuses the request
 * (a signed-out copy of a cookie must not name, or switch from, an account while Redis is down).
 */
export async function signedInNow(session: PortalSession): Promise<boolean> {
  const standing = await sessionStanding(session);
  if (standing === "unchecked") storeUnavailable();
  return standing === "active" && isValidToken(session.get("token"));
}

/** The key a handoff's session counts under: its account, or (a token naming none) the token itself. */
function accountKey(token: string): string {
  return tokenAccount(token) ?? `token:${createHash("sha256").update(token).digest("hex").slice(0, 32)}`;
}

export type HandoffStart = { kind: "started"; session: PortalSession } | { kind: "refused" };

/**
 * Starts the session a confirmed handoff asks for. The account's point is taken first; then the
 * parked token is refreshed with the provider (it may have been parked minutes ago, or revoked
 * since), which gives the new session a fresh token; then the session is recorded and the current
 * one, if any, ends. A token the provider refuses keeps its point ("refused"); a provider that
 * could not be asked, or a session that could not be recorded, gives it back.
 */
export async function startHandoffSession(
  request: Request,
  current: PortalSession,
  parked: ParkedHandoff,
): Promise<HandoffStart> {
  const attempt = await limits.handoffSessionsPerAccount.attempt(accountKey(parked.token));
  if (attempt.outcome === "over") throw data({ message: tooManySignIns(config.SUPPORT_PHONE) }, { status: 429 });
  if (attempt.outcome === "unavailable") storeUnavailable();
  let token: string;
  try {
    ({ token } = await providerFor(request, parked.token).authentication.refreshToken());
  } catch (error) {
    if (isProviderError(error) && error.isClientError) return { kind: "refused" };
    await attempt.giveBack();
    if (!isProviderError(error)) throw error;
    const { message, detail } = failureWords(error, "load");
    throw data({ message, detail }, { status: 502 });
  }
  let fresh: PortalSession;
  try {
    fresh = await startSignedInSession(token, tokenExp(token), Date.now(), current.get("returnTo"), "link");
  } catch (error) {
    await attempt.giveBack();
    if (error instanceof SessionNotRecorded) storeUnavailable();
    throw error;
  }
  await endSession(current);
  return { kind: "started", session: fresh };
}
