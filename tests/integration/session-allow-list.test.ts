import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestSandbox } from "#sandbox/testing.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";

/**
 * Sessions are an allow-list (docs/decisions/030): a session stands only while its record is in
 * the state store. A signed-out copy of a cookie stays signed out when the store forgets (a
 * portal on the memory store restarts, Redis restarts empty) and when the sign-out happened while
 * Redis was down; the idle limit ends a session exactly at the limit, not a minute early.
 *
 * Each "boot" loads the portal's modules afresh (vi.resetModules), as a new process
 * would: the memory store starts empty, or the store connects to the given Redis.
 */

let sandbox: RunningSandbox & { close(): Promise<void> };
let redis: RedisServer | undefined;
let booted: Portal | undefined;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  vi.useRealTimers();
  await booted?.shutdown();
  booted = undefined;
  await redis?.stop();
  redis = undefined;
});
afterAll(() => sandbox.close());

type Portal = Awaited<ReturnType<typeof boot>>;

async function boot(redisUrl?: string) {
  await booted?.shutdown();
  vi.resetModules();
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  const { config } = await import("#server/config.ts");
  config.providerUrl = sandbox.url;
  const state = await import("#server/state/index.ts");
  await state.connectState();
  const harness = await import("./portal.ts");
  const { action: login } = await import("#app/routes/login.tsx");
  const { action: logout } = await import("#app/routes/logout.ts");
  const call = (route: (args: never) => unknown, req: Request) =>
    harness.answer(() => route({ request: req, context: undefined, params: {} } as never));
  const portal = {
    config,
    state,
    harness,
    /** Signs in with the password form, as a browser would; the session's cookie. */
    async signIn(): Promise<string> {
      const form = { intent: "password", email: "demo@example.com", password: "demo-password", redirectTo: "/home" };
      const signedIn = await call(login, harness.request("/login", { form }));
      expect(signedIn.location).toBe("/home");
      return harness.cookieOf(signedIn.response!)!;
    },
    signOut: (cookie: string) => call(logout, harness.request("/logout", { cookie, form: {} })),
    /** A page load with the cookie: whether the page ran, and where the guard sent the visitor. */
    async visit(cookie: string, method: "GET" | "POST" = "GET") {
      const req = harness.request("/support", method === "POST" ? { cookie, form: {} } : { cookie });
      const result = await harness.throughGuard(req, harness.page());
      return {
        ran: result.ran,
        status: result.response.status,
        location: result.response.headers.get("Location"),
        response: result.response,
      };
    },
    async shutdown() {
      await state.disconnectState();
    },
  };
  booted = portal;
  return portal;
}

async function untilReady(portal: Portal) {
  for (let i = 0; i < 100 && !(await portal.state.stateReady()); i++) await new Promise((r) => setTimeout(r, 50));
  expect(await portal.state.stateReady()).toBe(true);
}

describe("a signed-out copy of a cookie stays signed out", () => {
  it("after a restart of a portal on the memory store", async () => {
    let portal = await boot();
    const cookie = await portal.signIn();
    expect((await portal.visit(cookie)).ran).toBe(true);
    await portal.signOut(cookie);
    expect((await portal.visit(cookie)).ran).toBe(false);

    portal = await boot(); // the process restarted: its memory is empty
    const copy = await portal.visit(cookie);
    expect(copy.ran).toBe(false);
    expect(copy.location).toMatch(/^\/login/);
  });

  it("after Redis restarts empty", async () => {
    redis = await startRedisServer(await freePort());
    const portal = await boot(redis.url);
    const cookie = await portal.signIn();
    expect((await portal.visit(cookie)).ran).toBe(true);
    await portal.signOut(cookie);

    await redis.stop();
    await redis.start();
    await untilReady(portal);
    const copy = await portal.visit(cookie);
    expect(copy.ran).toBe(false);
    expect(copy.location).toMatch(/^\/login/);
  });

  it("when the sign-out happened while Redis was down: the customer is told, posts are refused, and it stays signed out", async () => {
    redis = await startRedisServer(await freePort());
    const portal = await boot(redis.url);
    const cookie = await portal.signIn();
    expect((await portal.visit(cookie)).ran).toBe(true);

    await redis.stop();
    const signedOut = await portal.signOut(cookie);
    // The cookie is cleared, and the page the customer lands on says the sign-out is not confirmed elsewhere.
    expect(signedOut.response!.headers.getSetCookie().join()).toMatch(/ssp_session=;.*Max-Age=0/);
    expect(signedOut.location).toBe("/login?signout=unconfirmed");
    // While Redis is down, nothing of that session is served: no page, no post (decision 058; pages
    // used to be served from the cookie alone).
    const view = await portal.visit(cookie);
    expect(view.ran).toBe(false);
    expect(view.status).toBe(503);
    const post = await portal.visit(cookie, "POST");
    expect(post.ran).toBe(false);
    expect(post.status).toBe(503);

    await redis.start();
    await untilReady(portal);
    const copy = await portal.visit(cookie);
    expect(copy.ran).toBe(false);
    expect(copy.location).toMatch(/^\/login/);
  });
});

describe("while Redis is down, no cookie is served on its own (decision 058)", () => {
  it("a signed-out copy and a live cookie: every page, data request and post answers 503, never the page", async () => {
    redis = await startRedisServer(await freePort());
    const portal = await boot(redis.url);
    const signedOut = await portal.signIn();
    await portal.signOut(signedOut); // its record is deleted while Redis is up
    const live = await portal.signIn();
    expect((await portal.visit(live)).ran).toBe(true);

    await redis.stop();
    for (const cookie of [signedOut, live]) {
      for (const path of ["/billing", "/profile", "/home.data"]) {
        const result = await portal.harness.throughGuard(
          portal.harness.request(path, { cookie }),
          portal.harness.page(),
        );
        expect(result.ran, path).toBe(false);
        expect(result.response.status, path).toBe(503);
        expect(await result.response.json()).toEqual({ message: "We cannot do this right now. Try again shortly." });
      }
      // A download cannot show a page: the browser is sent to the plain-words 503 screen, whose Try again asks again.
      for (const path of ["/billing/transactions.csv", "/billing/invoice?id=1"]) {
        const result = await portal.harness.throughGuard(
          portal.harness.request(path, { cookie }),
          portal.harness.page(),
        );
        expect(result.ran, path).toBe(false);
        expect(result.response.status, path).toBe(303);
        expect(result.response.headers.get("Location")).toBe(`/unavailable?page=${encodeURIComponent(path)}`);
      }
      const post = await portal.visit(cookie, "POST");
      expect(post.ran).toBe(false);
      expect(post.status).toBe(503);
    }

    // Redis is back: the signed-out copy stays signed out.
    await redis.start();
    await untilReady(portal);
    expect((await portal.visit(signedOut)).ran).toBe(false);
  });
});

describe("the idle limit", () => {
  it("ends the session exactly at the limit after the last request, not earlier", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    vi.setSystemTime(start);
    const portal = await boot();
    const idleMs = portal.config.SESSION_IDLE_MINUTES * 60_000;
    let cookie = await portal.signIn();
    const at = async (time: number) => {
      vi.setSystemTime(time);
      const visit = await portal.visit(cookie);
      cookie = portal.harness.cookieOf(visit.response) ?? cookie;
      return visit;
    };

    // A request 59 s in, then one a millisecond before the idle limit counted from it.
    expect((await at(start + 59_000)).ran).toBe(true);
    const last = start + 59_000 + idleMs - 1;
    expect((await at(last)).ran).toBe(true);
    expect((await at(last + idleMs - 1)).ran).toBe(true);
    const ended = await at(last + idleMs - 1 + idleMs);
    expect(ended.ran).toBe(false);
    expect(ended.location).toBe("/login?redirectTo=%2Fsupport&expired=idle");
  });
});
