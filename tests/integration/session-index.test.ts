import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestSandbox } from "#sandbox/testing.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { bootInstance } from "./instance.ts";

/**
 * An account's sign-ins are indexed (`account-sessions:<account>`) so that a password change can end
 * them; one holder of a provider token can start as many as it likes through `?token=` handoffs. The
 * index keeps at most SESSIONS_PER_ACCOUNT_MAX (50 in tests: RATE_LIMIT_FACTOR is 1), ending the
 * oldest sign-ins beyond it, on the memory store and on two instances sharing a real redis-server.
 *
 * Each "boot" loads the portal's modules afresh (vi.resetModules), as a new process would.
 */

let sandbox: RunningSandbox & { close(): Promise<void> };
let redis: RedisServer;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  redis = await startRedisServer(await freePort());
});
afterAll(async () => {
  await redis?.stop();
  await sandbox?.close();
});

const boot = (redisUrl?: string) =>
  bootInstance({ redisUrl, providerUrl: sandbox.url }, async ({ state }) => {
    const harness = await import("./portal.ts");
    const session = await import("#server/session.ts");
    const { tokenExp } = await import("#server/auth.ts");
    return {
      /**
       * A sign-in as a `?token=` handoff starts it (every way in passes through startSignedInSession;
       * the handoff's own limits are the guard's, not tested here): the new session's cookie.
       */
      async handoff(token: string, ip: string): Promise<string> {
        const started = await harness.fromClient(
          () => session.startSignedInSession(token, tokenExp(token), Date.now(), undefined, "link"),
          ip,
        );
        return harness.cookieFor(started);
      },
      /** Whether the cookie's sign-in still stands. */
      async standing(cookie: string) {
        return session.sessionStanding(await session.getSession(cookie));
      },
      members: (account: string) => state.state.members(`account-sessions:${account}`),
    };
  });

describe("an account's sign-ins", () => {
  it("in memory: 150 handoffs of one token keep 50 sign-ins, the newest; the oldest are signed out", async () => {
    const portal = await boot();
    expect(portal.config.SESSIONS_PER_ACCOUNT_MAX).toBe(50);
    const { token } = await signIn(sandbox, "demo@example.com");
    const cookies: string[] = [];
    for (let i = 0; i < 150; i++) cookies.push(await portal.handoff(token, "198.51.100.60"));
    expect(await portal.members("A10001")).toHaveLength(50);
    expect(await portal.standing(cookies[0]!)).toBe("ended");
    expect(await portal.standing(cookies[99]!)).toBe("ended");
    expect(await portal.standing(cookies[100]!)).toBe("active");
    expect(await portal.standing(cookies[149]!)).toBe("active");
    await portal.shutdown();
  });

  it("on two instances sharing Redis: handoffs sent at once keep at most 50, and the last one stands", async () => {
    const [a, b] = [await boot(redis.url), await boot(redis.url)];
    const { token } = await signIn(sandbox, "demo@example.com");
    const cookies = await Promise.all(
      Array.from({ length: 120 }, (_, i) => (i % 2 ? a : b).handoff(token, `198.51.100.${70 + (i % 2)}`)),
    );
    const members = await a.members("A10001");
    expect(members).toHaveLength(50);
    const standing = await Promise.all(cookies.map((cookie) => b.standing(cookie)));
    expect(standing.filter((s) => s === "active")).toHaveLength(50);
    expect(standing.filter((s) => s === "ended")).toHaveLength(70);
    // A later sign-in always stands; the oldest still standing is the one that ends.
    const last = await a.handoff(token, "198.51.100.72");
    expect(await b.standing(last)).toBe("active");
    expect((await b.members("A10001")).includes(members[0]!)).toBe(false);
    await Promise.all([a.shutdown(), b.shutdown()]);
  });
});
