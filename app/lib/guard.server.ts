import { data, type MiddlewareFunction, redirect } from "react-router";
import { authenticator, isValidToken, SignInError, tokenExp } from "#server/auth.ts";
import { audit } from "#server/audit/index.ts";
import { config } from "#server/config.ts";
import { logger } from "#server/logger.ts";
import { LIMIT_UNAVAILABLE_MESSAGE } from "#server/security/rate-limit.ts";
import {
  commitSession,
  destroySession,
  endSession,
  getSession,
  type PortalSession,
  SessionNotRecorded,
  sessionStanding,
  signedOutSession,
  tokenAccount,
  touchSession,
} from "#server/session.ts";
import { dropHandoff, parkHandoff, storeUnavailable } from "./handoff.server.ts";
import { createPortal, currentRequest, portalContext } from "./portal.server.ts";
import { signsOut } from "./provider-outcome.server.ts";
import { allowedReturnTo, pagePath, signInUrl } from "./return-target.server.ts";
import { LINK_REFUSED, PASSWORD_CHANGED_SIGN_OUT, tooManySignIns } from "./sign-in-messages.ts";

/**
 * The guarded routes that answer a download rather than a page (their modules have no component),
 * so a refusal sends the browser to a page that says it in plain words (tested against app/routes.ts).
 */
export const DOWNLOAD_PATHS: ReadonlySet<string> = new Set([
  "/home/usage/csv",
  "/billing/invoice",
  "/billing/transactions.csv",
]);

/** Spec §4 / §9: the token is refreshed once this many seconds have passed since the last refresh. */
export const REFRESH_AFTER_SECONDS = 600;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether the session is a signed-in one the portal still honours (its record stands, token unexpired). */
export async function isSignedIn(session: PortalSession, nowMs = Date.now()): Promise<boolean> {
  if (!isValidToken(session.get("token"), Math.floor(nowMs / 1000))) return false;
  const standing = await sessionStanding(session, nowMs);
  return standing === "active" || standing === "unchecked";
}

/** A new sign-in could not be recorded (the state store is down): nothing changed; try again shortly. */
export function sessionNotRecorded(error: unknown): never {
  if (error instanceof SessionNotRecorded) throw data({ message: LIMIT_UNAVAILABLE_MESSAGE }, { status: 503 });
  throw error;
}

/**
 * The route guard (spec §4), as server middleware on the two layouts every signed-in page sits under
 * (routes/signed-in.tsx, routes/guarded.tsx; which pages sit outside both is pinned by a test):
 * (1) remember the return target; (2) exchange a `?token=` and drop it from the URL, parking the
 * result in the cookie: the customer confirms with a POST — /confirm-sign-in when signed out,
 * /switch-account when another account is signed in — since a link from someone else must not
 * sign in or switch accounts on a GET (docs/decisions/014, 058);
 * (3) use the session if it still stands (its record is in the state store: not signed out,
 * within its absolute and idle limits; token unexpired), refreshing the token every 600 s (in parallel with a page's own provider
 * calls, so a refresh adds no round trip; before a state-changing post runs); otherwise send the
 * visitor to sign in. A store that cannot answer refuses the request (503): the cookie alone
 * never serves a page;
 * (4) give loaders the profile and services on demand (see portal.server.ts).
 */
export const guard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const session = await getSession(request.headers.get("Cookie"));
  const before = JSON.stringify(session.data);
  const requestId = currentRequest().id;
  const nowMs = Date.now();
  const now = Math.floor(nowMs / 1000);

  // (1) the return target
  const returnTo = allowedReturnTo(url.searchParams.get("returnTo"));
  if (returnTo) session.set("returnTo", returnTo);
  else if (!session.get("returnTo")) session.set("returnTo", config.loginUrl);
  const target = session.get("returnTo") ?? config.loginUrl;

  // (2) a token in the URL: exchange it (the link is spent), park the result in the cookie and ask
  // the customer to confirm with a POST — never a sign-in or a switch on a GET (login CSRF).
  const urlToken = url.searchParams.get("token");
  if (urlToken !== null) {
    url.searchParams.delete("token");
    const page = pagePath(url);
    const standing = await sessionStanding(session, nowMs);
    // The store cannot say whether a sign-in stands: nothing is exchanged (the link stays unspent).
    if (standing === "unchecked") storeUnavailable();
    const signedIn = standing === "active" && isValidToken(session.get("token"), now);
    let token: string;
    try {
      // The "email-link" strategy (server/auth.ts) exchanges the URL's token with the provider,
      // after taking the address's handoff point.
      ({ token } = await authenticator.authenticate("email-link", request));
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      if (error.reason === "busy") storeUnavailable();
      if (error.reason === "rate-limited")
        throw data({ message: tooManySignIns(config.SUPPORT_PHONE) }, { status: 429 });
      if (error.reason === "unavailable") throw data({ message: error.message }, { status: 502 });
      if (signedIn) {
        session.flash("alert", { type: "warning", message: LINK_REFUSED });
        return redirect(page, { headers: { "Set-Cookie": await commitSession(session) } });
      }
      return redirect(linkRefusedUrl(target), { headers: { "Set-Cookie": destroySession() } });
    }
    // Signed in: /switch-account names both accounts. Signed out: /confirm-sign-in names the one.
    const parked = signedIn ? session : signedOutSession(session.get("returnTo"));
    parkHandoff(parked, token, page);
    return redirect(signedIn ? "/switch-account" : "/confirm-sign-in", {
      headers: { "Set-Cookie": await commitSession(parked) },
    });
  }

  // (3) the session's token
  const token = session.get("token");
  const standing = await sessionStanding(session, nowMs);
  // State store down: a session whose record cannot be read is not served from the cookie alone —
  // no page, data request, download or post (a signed-out copy of the cookie must not read either).
  if (standing === "unchecked") {
    // A download cannot render the plain-words screen itself: it is shown on /unavailable.
    if (request.method === "GET" && DOWNLOAD_PATHS.has(url.pathname))
      throw redirect(`/unavailable?page=${encodeURIComponent(pagePath(url))}`, 303);
    storeUnavailable();
  }
  if (!token || !isValidToken(token, now) || standing !== "active") {
    // Never signed in, or ended with a token still valid (signed out elsewhere, a store that lost
    // it): a plain sign-in. Run out (the token, the idle or the absolute limit): the spec's alert.
    const expired = Boolean(token) && standing !== "signed-out" && (standing !== "ended" || !isValidToken(token, now));
    // Within the absolute limit, "expired" is the idle limit: the sign-in page says so in plain words.
    const idle = standing === "expired" && now - (session.get("createdAt") ?? 0) < config.SESSION_MAX_AGE_MINUTES * 60;
    // A sign-in whose token ran out is over: its record goes too, rather than waiting for the idle limit.
    if (standing === "active") await endSession(session);
    const next = signedOutSession(session.get("returnTo"));
    // A notice for the sign-in page (e.g. "You have signed out.") goes on with the visitor; a
    // sign-in ended by a password change elsewhere is told so (in the cookie: a link cannot claim it).
    const passwordChanged = standing === "password-changed";
    if (passwordChanged) await endSession(session);
    const notice = passwordChanged
      ? { type: "warning" as const, message: PASSWORD_CHANGED_SIGN_OUT }
      : session.get("alert");
    if (notice) next.flash("alert", notice);
    const signedOut = await commitSession(next);
    return redirect(signInUrl(target, pagePath(url), passwordChanged ? false : idle ? "idle" : expired), {
      headers: { "Set-Cookie": signedOut },
    });
  }

  // A parked token (/switch-account) is dropped once the customer carries on with this account.
  dropHandoff(session);
  const changesState = request.method !== "GET" && request.method !== "HEAD";

  const portal = createPortal(request, session, token);
  const refreshDue = now - (session.get("refreshedAt") ?? 0) >= REFRESH_AFTER_SECONDS;
  const refresh = refreshDue
    ? portal.api.authentication.refreshToken().then(
        (r) => ({ ok: true as const, token: r.token }),
        (error: unknown) => ({ ok: false as const, error }),
      )
    : undefined;

  // Spec §4: a failed refresh clears the session and sends the customer to sign in again.
  const refreshFailed = async () => {
    logger.info({ reqId: requestId, event: "token-refresh", outcome: "failure" }, "token refresh failed");
    const ended = await endSession(session);
    audit("session.refresh-failed", {
      outcome: ended === "ended" ? "ok" : "unconfirmed",
      account: tokenAccount(token),
      sid: session.get("sid"),
    });
    return redirect(signInUrl(target, pagePath(url), true), { headers: { "Set-Cookie": destroySession() } });
  };

  context.set(portalContext, portal);
  // A post that changes something (a payment, a plan change) must not run and then be discarded
  // by a failed refresh: for those the refresh is settled first. Page loads keep it in parallel.
  const settledFirst = refresh && changesState ? await refresh : undefined;
  if (settledFirst && !settledFirst.ok) return await refreshFailed();
  const response = await next();
  // The provider refused the token (a 401: rethrowUnauthorized cleared the cookie). The session's
  // record goes too, so no copy of the cookie stands again once the provider recovers.
  if (signsOut(response)) {
    await endSession(session);
    return response;
  }

  if (refresh) {
    const result = settledFirst ?? (await refresh);
    if (!result.ok) return await refreshFailed();
    session.set("token", result.token);
    session.set("tokenExp", tokenExp(result.token));
    session.set("refreshedAt", nowSeconds());
  }
  touchSession(session, nowSeconds());
  if (JSON.stringify(session.data) !== before && !response.headers.has("Set-Cookie")) {
    response.headers.append("Set-Cookie", await commitSession(session));
  }
  return response;
};

/** Where a refused link sends a signed-out visitor: the sign-in page saying so, or the external login. */
export function linkRefusedUrl(target: string): string {
  if (!target.startsWith("/")) return target;
  const url = new URL(target, "http://portal.invalid");
  if (url.pathname === "/login") url.searchParams.set("link", "refused");
  return `${url.pathname}${url.search}`;
}

/** Spec §4: pages that need multi-factor verification send the customer to /mfa first. */
export const requireMfa: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const portal = context.get(portalContext);
  if (!portal.session.get("isMfaDone")) {
    const redirectTo = pagePath(new URL(request.url));
    throw redirect(`/mfa?redirectTo=${encodeURIComponent(redirectTo)}`);
  }
  return next();
};
