import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action as forgotAction } from "#app/routes/password/forgot.tsx";
import { loader as resetLoader } from "#app/routes/password/reset.tsx";
import { RECOVERY_OVER_SHARE } from "#app/routes/password/journeys.server.ts";
import { action as addressAction } from "#app/routes/signup/index.tsx";
import { createProviderClient } from "#server/provider/index.ts";
import { state } from "#server/state/index.ts";
import { outbox } from "#sandbox/testing.ts";
import { answer, fromClient, PORTAL, startPortalSandbox } from "./portal.ts";

/**
 * Signed-out password tasks have a bounded space of their own (`recovery`, apart from joining's),
 * one address holds at most its share of it (JOURNEYS_PER_IP_MAX, 50 in tests), and a reset link
 * writes nothing until the provider says it can be used (docs/decisions/057). In memory here; the
 * spaces' atomicity on a shared Redis is in server/state/redis.test.ts and
 * tests/integration/join-once-redis.test.ts.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => sandbox.stop());

let visitors = 0;
const nextIp = () => `203.0.113.${++visitors}`;

function request(path: string, form?: Record<string, string>): Request {
  return new Request(`${PORTAL}${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
  });
}

const call = (route: (args: never) => unknown, req: Request, ip = nextIp()) =>
  answer(() => fromClient(() => route({ request: req, context: undefined, params: {} } as never), ip));

const journeyCookie = (response: Response | undefined) =>
  response?.headers.getSetCookie().find((header) => /ssp_journey=/.test(header));

/** Fills a space with entries each from an address of its own; a function that empties it again. */
async function fill(space: "join" | "recovery"): Promise<() => Promise<void>> {
  const keys: string[] = [];
  for (let i = 0; ; i++) {
    if ((await state.spaces[space].set(`filler:${i}`, "{}", 60_000, `filler-${i}`)) === "full") break;
    keys.push(`filler:${i}`);
  }
  return async () => {
    await Promise.all(keys.map((key) => state.spaces[space].delete(key)));
  };
}

describe("a reset link", () => {
  it("malformed, made up or refused by the provider: said at once, and nothing is written", async () => {
    const writes = vi.spyOn(state.spaces.recovery, "set");
    const madeUp = Array.from({ length: 20 }, (_, i) => `${"x".repeat(30)}${i}`);
    const malformed = ["", "short", "<script>", "a".repeat(500), "has spaces in it here", "ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ"];
    for (const token of [...malformed, ...madeUp]) {
      const opened = await call(resetLoader, request(`/password/reset?token=${encodeURIComponent(token)}`));
      expect(opened.status).toBe(410);
      expect(opened.data).toMatchObject({ link: "unknown" });
      expect(journeyCookie(opened.response)).toBeUndefined();
    }
    expect(writes).not.toHaveBeenCalled();
  });

  it("that works is kept for the visitor (one write) and leaves the URL", async () => {
    await createProviderClient({ baseUrl: sandbox.url }).authentication.passwordResetRequest({
      email: "demo@example.com",
      wid: "",
    });
    const link = (await outbox(sandbox)).find((m) => m.to === "demo@example.com" && m.link)!.link!;
    const writes = vi.spyOn(state.spaces.recovery, "set");
    const opened = await call(resetLoader, request(new URL(link).pathname + new URL(link).search));
    expect(opened).toMatchObject({ status: 303, location: "/password/reset" });
    expect(journeyCookie(opened.response)).toBeDefined();
    expect(writes).toHaveBeenCalledTimes(1);
  });
});

describe("the recovery space", () => {
  it("is its own: a full join space does not stop /password/forgot, nor a full recovery space /signup", async () => {
    const emptyJoin = await fill("join");
    try {
      const asked = await call(forgotAction, request("/password/forgot", { email: "demo@example.com" }));
      expect(asked).toMatchObject({ status: 303, location: "/password/forgot/sent" });
    } finally {
      await emptyJoin();
    }
    const emptyRecovery = await fill("recovery");
    try {
      const started = await call(
        addressAction,
        request("/signup?address=1%20Harbour%20St", { intent: "choose", locationId: "LOC000000001" }),
      );
      expect(started.status).toBe(303);
      // While a new password task waits for room.
      const refused = await call(forgotAction, request("/password/forgot", { email: "demo@example.com" }));
      expect(refused.status).toBe(503);
    } finally {
      await emptyRecovery();
    }
  });

  it("lets one address hold only its share; another address still starts", async () => {
    const ip = nextIp();
    const share = state.spaces.recovery.share;
    expect(share).toBe(50);
    // Each post without a journey cookie starts a journey (a wrong email's errors are kept in it).
    for (let i = 0; i < share; i++) {
      const posted = await call(forgotAction, request("/password/forgot", { email: "not an email" }), ip);
      expect(posted).toMatchObject({ status: 303, location: "/password/forgot" });
    }
    const over = await call(forgotAction, request("/password/forgot", { email: "not an email" }), ip);
    expect(over.status).toBe(429);
    expect(await over.response!.json()).toEqual({ message: RECOVERY_OVER_SHARE });
    const other = await call(forgotAction, request("/password/forgot", { email: "demo@example.com" }));
    expect(other).toMatchObject({ status: 303, location: "/password/forgot/sent" });
  });
});
