import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { config } from "#server/config.ts";
import { endOtherSessions, endSession, getSession, recentlyDecryptedCount } from "#server/session.ts";
import { page, request, signedIn, startPortalSandbox, throughGuard } from "./portal.ts";

/**
 * A cookie's plaintext is kept for a short burst (server/session.ts), so a page and the requests
 * right behind it decrypt it once. Attacks on that memory: it must never serve a revoked sign-in,
 * never give one cookie's contents to another cookie, never carry one request's changes into the
 * next, and never outlive the session's absolute limit.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterAll(() => sandbox.stop());

describe("a cookie's contents remembered for a burst", () => {
  it("a sign-out within the burst: the very same cookie is refused at once", async () => {
    const { session, cookie } = await signedIn(sandbox);
    // The page and its data request: the cookie is decrypted (and remembered) and serves.
    expect((await throughGuard(request("/home", { cookie }), page())).ran).toBe(true);
    expect((await throughGuard(request("/home.data", { cookie }), page())).ran).toBe(true);
    await endSession(session);
    // Signed out elsewhere, within the burst: refused, to sign-in.
    const after = await throughGuard(request("/home", { cookie }), page());
    expect(after.ran).toBe(false);
    expect(after.response.headers.get("Location")).toMatch(/^\/login/);
  });

  it("a password change's revocation of the other sign-ins holds within the burst", async () => {
    const other = await signedIn(sandbox);
    const mine = await signedIn(sandbox);
    expect((await throughGuard(request("/billing", { cookie: other.cookie }), page())).ran).toBe(true);
    expect(await endOtherSessions(mine.session)).toEqual({ ended: expect.any(Number) as number });
    expect((await throughGuard(request("/billing", { cookie: other.cookie }), page())).ran).toBe(false);
    expect((await throughGuard(request("/billing", { cookie: mine.cookie }), page())).ran).toBe(true);
  });

  it("keyed by the exact cookie value: another cookie never gets its contents", async () => {
    const a = await signedIn(sandbox, { adjust: (s) => s.set("serviceId", "service-of-a") });
    const b = await signedIn(sandbox, { adjust: (s) => s.set("serviceId", "service-of-b") });
    expect((await getSession(a.cookie)).get("serviceId")).toBe("service-of-a");
    expect((await getSession(b.cookie)).get("serviceId")).toBe("service-of-b");
    // A changed copy of a remembered cookie (one character of its tag) is no session at all.
    const value = a.cookie.slice(a.cookie.indexOf("=") + 1);
    const last = value.at(-1) === "A" ? "B" : "A";
    const tampered = `${a.cookie.slice(0, a.cookie.indexOf("=") + 1)}${value.slice(0, -1)}${last}`;
    expect((await getSession(tampered)).data).toEqual({});
    // The same value with other cookies around it is the same cookie.
    expect((await getSession(`theme=dark; ${a.cookie}; x=1`)).get("serviceId")).toBe("service-of-a");
  });

  it("what one request changes in its session, the next request with the cookie does not see", async () => {
    const { cookie } = await signedIn(sandbox);
    await getSession(cookie); // decrypted and remembered: the next ones are served from memory
    const first = await getSession(cookie);
    first.set("returnTo", "/changed-by-the-first-request");
    first.flash("alert", { type: "info", message: "for the first request only" });
    const second = await getSession(cookie);
    expect(second.get("returnTo")).not.toBe("/changed-by-the-first-request");
    expect(second.get("alert")).toBeUndefined();
  });

  it("never past the burst, nor past the session's absolute limit", async () => {
    const maxAgeMs = config.SESSION_MAX_AGE_MINUTES * 60_000;
    const now = Date.now();
    // Started almost a whole lifetime ago: its entry may last only until the lifetime ends.
    const old = await signedIn(sandbox, {
      startedAt: now - maxAgeMs + 500,
      adjust: (s) => s.set("serviceId", "old"),
    });
    expect((await getSession(old.cookie, now)).get("serviceId")).toBe("old");
    // Past the absolute limit the cookie is decrypted anew (and the guard calls it expired).
    const later = await getSession(old.cookie, now + 1_000);
    expect(later.get("serviceId")).toBe("old");
    // The guard asked at that later moment too: the clock set there, not waited for.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now + 1_000);
    try {
      const expired = await throughGuard(request("/home", { cookie: old.cookie }), page());
      expect(expired.ran).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is bounded however many cookies arrive", async () => {
    const { session } = await signedIn(sandbox);
    const { commitSession } = await import("#server/session.ts");
    for (let i = 0; i < 1_100; i++) {
      session.set("returnTo", `/home?${i}`);
      await getSession((await commitSession(session)).split(";")[0]!);
    }
    expect(recentlyDecryptedCount()).toBeLessThanOrEqual(1_000);
  });
});
