import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { portalContext } from "#app/lib/portal.server.ts";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { DOWNLOAD_PATHS, guard, REFRESH_AFTER_SECONDS } from "#app/lib/guard.server.ts";
import { LINK_REFUSED } from "#app/lib/sign-in-messages.ts";
import { fakeToken } from "#tests/mocks/provider.ts";
import { endSession, type PortalSession, sessionStanding } from "#server/session.ts";
import { action as switchAccount } from "#app/routes/switch-account.tsx";
import { action as confirmSignIn, loader as confirmSignInPage } from "#app/routes/confirm-sign-in.tsx";
import { providerFailure } from "#app/lib/provider-outcome.server.ts";
import { createProviderClient } from "#server/provider/index.ts";
import { outbox } from "#sandbox/testing.ts";
import {
  answer,
  cookieFor,
  nowSeconds,
  page,
  request,
  sessionOf,
  signedIn,
  startPortalSandbox,
  throughGuard,
} from "./portal.ts";

/**
 * The route guard (app/lib/guard.server.ts) and requireMfa, called as React Router calls them,
 * against the sandbox provider: where a visitor without a standing session goes, the ?token=
 * exchange, the token refresh (in parallel with a page, before a post), and the MFA gate.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterEach(() => sandbox.sandbox.faults.clear());
afterAll(() => sandbox.stop());

const MINUTE = 60;

describe("without a session that stands", () => {
  it("no session: to sign-in with the page to come back to; the page does not run", async () => {
    const result = await throughGuard(request("/billing?tpage=2"), page());
    expect(result.ran).toBe(false);
    expect(result.response.status).toBe(302);
    expect(result.response.headers.get("Location")).toBe("/login?redirectTo=%2Fbilling%3Ftpage%3D2");
    // Where to return after sign-out is remembered for the visitor (spec §4 step 1).
    expect((await sessionOf(result.response)).get("returnTo")).toBe("/login");
  });

  it("a .data request names its page, not the data URL", async () => {
    const result = await throughGuard(request("/home/usage.data?year=2026&_routes=routes%2Fhome%2Fusage"), page());
    expect(result.response.headers.get("Location")).toBe("/login?redirectTo=%2Fhome%2Fusage%3Fyear%3D2026");
  });

  it("an allowed returnTo is kept; an open redirect is not", async () => {
    const kept = await throughGuard(request("/home?returnTo=%2Fsupport"), page());
    expect((await sessionOf(kept.response)).get("returnTo")).toBe("/support");
    const refused = await throughGuard(request("/home?returnTo=https%3A%2F%2Fevil.example%2F"), page());
    expect((await sessionOf(refused.response)).get("returnTo")).toBe("/login");
  });

  it("an expired token: the session-expired alert (expired=1), and a signed-out cookie", async () => {
    const { session } = await signedIn(sandbox);
    session.set("token", fakeToken(nowSeconds() - 5));
    const result = await throughGuard(request("/home", { cookie: await cookieFor(session) }), page());
    expect(result.ran).toBe(false);
    expect(result.response.headers.get("Location")).toBe("/login?redirectTo=%2Fhome&expired=1");
    const after = await sessionOf(result.response);
    expect(after.get("token")).toBeUndefined();
    expect(after.get("sid")).toBeUndefined();
  });

  it("a session signed out elsewhere (its record gone): a plain sign-in, no expiry alert", async () => {
    const { session, cookie } = await signedIn(sandbox);
    await endSession(session);
    const result = await throughGuard(request("/home", { cookie }), page());
    expect(result.ran).toBe(false);
    expect(result.response.headers.get("Location")).toBe("/login?redirectTo=%2Fhome");
  });

  it("a record that ran out of its idle time: expired=idle (the exact limit: session-allow-list.test.ts)", async () => {
    // The record is gone and the cookie was last marked as seen 30 minutes ago: it ran out, rather than signed out.
    const idle = await signedIn(sandbox, { adjust: (s) => s.set("seenAt", nowSeconds() - 30 * MINUTE) });
    await endSession(idle.session);
    const idleResult = await throughGuard(request("/home", { cookie: idle.cookie }), page());
    // The idle limit, not another ending: the sign-in page says so in plain words.
    expect(idleResult.response.headers.get("Location")).toBe("/login?redirectTo=%2Fhome&expired=idle");
  });

  it("12 hours old: expired, however recently used; just inside: the page runs", async () => {
    const old = await signedIn(sandbox, { startedAt: Date.now() - 12 * 60 * MINUTE * 1000 });
    const oldResult = await throughGuard(request("/home", { cookie: old.cookie }), page());
    expect(oldResult.ran).toBe(false);
    expect(oldResult.response.headers.get("Location")).toBe("/login?redirectTo=%2Fhome&expired=1");

    const fine = await signedIn(sandbox, { startedAt: Date.now() - (12 * 60 * MINUTE - 60) * 1000 });
    expect((await throughGuard(request("/home", { cookie: fine.cookie }), page())).ran).toBe(true);
  });

  it("a cookie whose record is not its own (forged around a live id) is not honoured", async () => {
    const { cookie } = await signedIn(sandbox, { adjust: (s) => s.set("createdAt", nowSeconds() - 60) });
    const result = await throughGuard(request("/home", { cookie }), page());
    expect(result.ran).toBe(false);
  });
});

describe("with a session that stands", () => {
  it("runs the page with the portal in the context, and marks the session as seen", async () => {
    const { cookie } = await signedIn(sandbox, { adjust: (s) => s.set("seenAt", nowSeconds() - 5 * MINUTE) });
    let accountCode: string | undefined;
    const result = await throughGuard(request("/home", { cookie }), async ({ context }) => {
      accountCode = (await context.get(portalContext).profile()).accountCode;
      return null;
    });
    expect(result.ran).toBe(true);
    expect(accountCode).toBe("A10001");
    expect((await sessionOf(result.response)).get("seenAt")).toBeGreaterThanOrEqual(nowSeconds() - 1);
  });

  it("a recent refresh: the provider is not asked again (here it would refuse), the token is kept", async () => {
    const { cookie, token, session } = await signedIn(sandbox, { adjust: (s) => s.set("returnTo", "/login") });
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/refresh-token", status: 401 }]);
    const result = await throughGuard(request("/home", { cookie }), page());
    expect(result.ran).toBe(true);
    expect(result.response.status).toBe(200);
    // Nothing changed, so no cookie is written (most pages send none).
    expect(result.response.headers.getSetCookie()).toEqual([]);
    expect(session.get("token")).toBe(token);
  });

  it("a refresh due: the new token is in the Set-Cookie, the session otherwise unchanged", async () => {
    const { cookie, token, session } = await signedIn(sandbox, {
      adjust: (s) => s.set("refreshedAt", nowSeconds() - REFRESH_AFTER_SECONDS),
    });
    const result = await throughGuard(request("/home", { cookie }), page());
    expect(result.ran).toBe(true);
    const after = await sessionOf(result.response);
    expect(after.get("token")).toBeTruthy();
    expect(after.get("token")).not.toBe(token);
    expect(after.get("tokenExp")).toBeGreaterThan(nowSeconds());
    expect(after.get("refreshedAt")).toBeGreaterThanOrEqual(nowSeconds() - 1);
    expect(after.get("sid")).toBe(session.get("sid"));
    expect(after.get("isMfaDone")).toBe(true);
  });

  it("a page load runs alongside the refresh; a refused refresh still signs the customer out", async () => {
    const { cookie } = await signedIn(sandbox, {
      adjust: (s) => s.set("refreshedAt", nowSeconds() - REFRESH_AFTER_SECONDS),
    });
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/refresh-token", status: 401, latencyMs: 300 }]);
    const log: { ranAt?: number } = {};
    const started = performance.now();
    const result = await throughGuard(request("/home", { cookie }), page(log));
    // The page did not wait for the refresh (it ran well before the provider answered)…
    expect(result.ran).toBe(true);
    expect(log.ranAt! - started).toBeLessThan(250);
    // …but its answer is discarded: to sign-in with the expiry alert, the cookie deleted.
    expect(result.response.headers.get("Location")).toBe("/login?redirectTo=%2Fhome&expired=1");
    expect(result.response.headers.getSetCookie().join()).toMatch(/ssp_session=;.*Max-Age=0/);
  });

  it("a post waits for the refresh, and a refused refresh means the action never runs", async () => {
    const due = { adjust: (s: PortalSession) => s.set("refreshedAt", nowSeconds() - REFRESH_AFTER_SECONDS) };
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/refresh-token", status: 401 }]);
    const refused = await signedIn(sandbox, due);
    const post = request("/billing", { cookie: refused.cookie, form: { intent: "pay-now" } });
    const result = await throughGuard(post, page());
    expect(result.ran).toBe(false);
    expect(result.response.headers.get("Location")).toBe("/login?redirectTo=%2Fbilling&expired=1");
    sandbox.sandbox.faults.clear();

    // A slow but successful refresh: the action runs only once it has settled.
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/refresh-token", latencyMs: 300 }]);
    const slow = await signedIn(sandbox, due);
    const log: { ranAt?: number } = {};
    const started = performance.now();
    const ok = await throughGuard(request("/billing", { cookie: slow.cookie, form: { intent: "x" } }), page(log));
    expect(ok.ran).toBe(true);
    expect(log.ranAt! - started).toBeGreaterThanOrEqual(290);
    expect((await sessionOf(ok.response)).get("token")).not.toBe(slow.token);
  });
});

/** A page of the route table, and whether a layout above it runs the guard. */
type Page = { path: string; file: string; guarded: boolean };

/** The layouts whose middleware is the guard (app/routes.ts). */
const GUARD_LAYOUTS = ["routes/guarded.tsx", "routes/signed-in.tsx"];

/** Every customer page outside the guard: signed out by design (spec §2, §4). */
const SIGNED_OUT_PAGES = [
  "/",
  "/login",
  "/confirm-sign-in",
  "/password/forgot",
  "/password/forgot/sent",
  "/password/reset",
  "/password/reset/done",
  "/logout",
  "/switch-account",
  "/unavailable",
  "/session/timed-out",
  "/signup",
  "/signup/address",
  "/signup/available",
  "/signup/plan",
  "/signup/details",
  "/signup/check",
  "/signup/done",
  "/__catalogue",
  "/__catalogue/error",
  "/*",
];

/** The route table's pages, walked as React Router nests them; the staff console (its own listener and guard) left out. */
function pages(entries: RouteConfigEntry[], parent = "", guarded = false): Page[] {
  return entries.flatMap((entry) => {
    if (entry.path === "staff") return [];
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const below = guarded || GUARD_LAYOUTS.includes(entry.file);
    if (entry.children) return pages(entry.children, path, below);
    return [{ path: path || "/", file: entry.file, guarded: below }];
  });
}

describe("where the guard runs", () => {
  const table = pages(routes);

  it("each guard layout's middleware is the guard", async () => {
    for (const file of GUARD_LAYOUTS) {
      const module = (await import(`#app/${file}`)) as { middleware?: unknown[]; loader?: unknown };
      expect(module.middleware, file).toEqual([guard]);
      // Without a loader the middleware would not run on a client navigation's `.data` request.
      expect(module.loader, file).toBeTypeOf("function");
    }
  });

  it("every page outside the guard layouts is one listed as signed out: a new page is guarded unless listed", () => {
    expect(table.filter((p) => !p.guarded).map((p) => p.path)).toEqual(SIGNED_OUT_PAGES);
    expect(table.filter((p) => p.guarded).map((p) => p.path)).toEqual(
      expect.arrayContaining([
        "/mfa",
        "/session/keep-alive",
        "/home",
        "/billing/pay/card",
        "/support",
        "/requests/:reference",
      ]),
    );
  });

  it("every guarded route without a page (a download) is one the guard knows, so a refusal is shown in words", async () => {
    const downloads: string[] = [];
    for (const { path, file } of table.filter((p) => p.guarded && p.file.endsWith(".ts"))) {
      const module = (await import(`#app/${file}`)) as { loader?: unknown; default?: unknown };
      if (module.loader && !module.default) downloads.push(path);
    }
    expect(downloads.length).toBeGreaterThan(0);
    expect(new Set(downloads)).toEqual(DOWNLOAD_PATHS);
  });
});

describe("a token the provider refuses (401) on a page", () => {
  it("signs out, and ends the session's record: a copy of the cookie is signed out once the provider recovers", async () => {
    const { cookie, session } = await signedIn(sandbox);
    sandbox.sandbox.faults.add([{ path: "/api/v1/account/*", status: 401 }]);
    const refused = await throughGuard(request("/billing", { cookie }), async ({ context }) =>
      context
        .get(portalContext)
        .api.account.userDetails()
        .catch((error: unknown) => providerFailure(error)),
    );
    expect(refused.response.headers.get("Location")).toBe("/login?expired=1");
    expect(refused.response.headers.getSetCookie().join()).toMatch(/ssp_session=;.*Max-Age=0/);
    // The provider recovers: the old cookie (a copy kept elsewhere) does not stand again.
    sandbox.sandbox.faults.clear();
    expect(await sessionStanding(session)).toBe("ended");
    const copy = await throughGuard(request("/billing", { cookie }), page());
    expect(copy.ran).toBe(false);
    expect(copy.response.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("a token in the URL", () => {
  async function linkToken(email = "demo@example.com"): Promise<string> {
    await createProviderClient({ baseUrl: sandbox.url }).authentication.authenticateViaEmail({ email, wid: "" });
    const [message] = (await outbox(sandbox)).filter((m) => m.to === email && m.link);
    return new URL(message!.link!).searchParams.get("token")!;
  }

  /** POST /confirm-sign-in with `cookie` (the visitor's "Sign in" button, or "Cancel"). */
  const confirm = (cookie: string, intent = "sign-in") =>
    answer(() =>
      confirmSignIn({
        request: request("/confirm-sign-in", { cookie, form: { intent } }),
        context: undefined,
        params: {},
      } as never),
    );

  it("a signed-out visitor is not signed in on the GET: the token is parked and /confirm-sign-in asks", async () => {
    const token = await linkToken();
    const result = await throughGuard(request(`/support?token=${encodeURIComponent(token)}&x=1`), page());
    expect(result.ran).toBe(false);
    expect(result.response.headers.get("Location")).toBe("/confirm-sign-in");
    const parked = await sessionOf(result.response);
    // Nobody is signed in yet: no session id, no token of a session; the exchanged token is parked.
    expect(parked.get("sid")).toBeUndefined();
    expect(parked.get("token")).toBeUndefined();
    expect(parked.get("pendingToken")).toBeTruthy();
    expect(parked.get("pendingToken")).not.toBe(token); // exchanged: the link's own token is spent
    expect(parked.get("pendingPage")).toBe("/support?x=1");
    const cookie = await cookieFor(parked);
    // Any page with that cookie is a signed-out visit.
    const elsewhere = await throughGuard(request("/support", { cookie }), page());
    expect(elsewhere.ran).toBe(false);
    expect(elsewhere.response.headers.get("Location")).toMatch(/^\/login/);
    // The page names the account, masked as /mfa masks it.
    const shown = await answer(() =>
      confirmSignInPage({ request: request("/confirm-sign-in", { cookie }), context: undefined, params: {} } as never),
    );
    expect(shown.data).toEqual({ accountCode: "A10001", email: "d***@example.com", mobile: "•••• ••• 678" });

    // The POST signs in: a new session, recorded, by link, not verified yet.
    const confirmed = await confirm(cookie);
    expect(confirmed.location).toBe("/support?x=1");
    const session = await sessionOf(confirmed.response!);
    expect(session.get("signInMethod")).toBe("link");
    expect(session.get("token")).toBeTruthy();
    expect(session.get("isMfaDone")).toBe(false);
    expect(session.get("pendingToken")).toBeUndefined();
    expect(await sessionStanding(session)).toBe("active"); // its record is in the state store

    // The same link again: refused, to sign-in with the link message.
    const again = await throughGuard(request(`/support?token=${encodeURIComponent(token)}`), page());
    expect(again.response.headers.get("Location")).toBe("/login?link=refused");
    expect(again.response.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });

  it("Cancel on /confirm-sign-in forgets the parked token and signs nobody in", async () => {
    const parked = await throughGuard(request(`/home?token=${encodeURIComponent(await linkToken())}`), page());
    const cancelled = await confirm(await cookieFor(await sessionOf(parked.response)), "cancel");
    expect(cancelled.location).toBe("/login");
    const after = await sessionOf(cancelled.response!);
    expect(after.get("pendingToken")).toBeUndefined();
    expect(after.get("sid")).toBeUndefined();
  });

  it("with another account signed in: parked for /switch-account, nothing switched on a GET", async () => {
    const current = await signedIn(sandbox);
    const token = await linkToken("voip@example.com");
    const result = await throughGuard(
      request(`/billing?token=${encodeURIComponent(token)}`, { cookie: current.cookie }),
      page(),
    );
    expect(result.ran).toBe(false);
    expect(result.response.headers.get("Location")).toBe("/switch-account");
    const session = await sessionOf(result.response);
    expect(session.get("token")).toBe(current.token);
    expect(session.get("sid")).toBe(current.session.get("sid"));
    expect(session.get("pendingToken")).toBeTruthy();
    expect(session.get("pendingToken")).not.toBe(token);
    expect(session.get("pendingPage")).toBe("/billing");

    // Carrying on with the current account drops the parked token.
    const next = await throughGuard(request("/billing", { cookie: await cookieFor(session) }), page());
    expect(next.ran).toBe(true);
    expect((await sessionOf(next.response)).get("pendingToken")).toBeUndefined();
  });

  it("switching account (a POST on /switch-account) records the new session and ends the old one", async () => {
    const current = await signedIn(sandbox);
    const token = await linkToken("voip@example.com");
    const parked = await throughGuard(
      request(`/billing?token=${encodeURIComponent(token)}`, { cookie: current.cookie }),
      page(),
    );
    const cookie = await cookieFor(await sessionOf(parked.response));
    const switched = await answer(() =>
      switchAccount({
        request: request("/switch-account", { cookie, form: {} }),
        context: undefined,
        params: {},
      } as never),
    );
    expect(switched.location).toBe("/billing");
    const fresh = await sessionOf(switched.response!);
    expect(fresh.get("sid")).not.toBe(current.session.get("sid"));
    expect(await sessionStanding(fresh)).toBe("active");
    // The other account's cookie, copied before the switch, no longer opens anything.
    expect(await sessionStanding(current.session)).toBe("ended");
    expect((await throughGuard(request("/billing", { cookie: current.cookie }), page())).ran).toBe(false);
  });

  it("a refused token while signed in: back to the page with a warning, still signed in", async () => {
    const current = await signedIn(sandbox);
    const result = await throughGuard(request("/home?token=not-a-token", { cookie: current.cookie }), page());
    expect(result.response.headers.get("Location")).toBe("/home");
    const session = await sessionOf(result.response);
    expect(session.get("token")).toBe(current.token);
    expect(session.get("alert")).toEqual({ type: "warning", message: LINK_REFUSED });
  });
});

describe("requireMfa", () => {
  it("sends an unverified session to /mfa with the page to return to", async () => {
    const { cookie } = await signedIn(sandbox, { mfa: false });
    const result = await throughGuard(request("/billing/payment-details?x=1", { cookie }), page(), { mfa: true });
    expect(result.ran).toBe(false);
    expect(result.response.headers.get("Location")).toBe("/mfa?redirectTo=%2Fbilling%2Fpayment-details%3Fx%3D1");
  });

  it("lets a verified session through", async () => {
    const { cookie } = await signedIn(sandbox, { mfa: true });
    const result = await throughGuard(request("/billing", { cookie }), page(), { mfa: true });
    expect(result.ran).toBe(true);
  });
});
