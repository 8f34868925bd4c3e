import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningSandbox } from "#sandbox/server.ts";
import { outbox, records, startTestSandbox } from "#sandbox/testing.ts";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { bootInstance } from "./instance.ts";

/**
 * A support form sent many times at once is lodged once when its posts reach two portal
 * instances that share one real redis-server, and the account's support requests an hour are
 * counted across both. Each instance loads the portal's modules afresh (vi.resetModules), as its
 * own process would: its own Redis client, request context and limits on the shared server.
 */

let sandbox: RunningSandbox;
let redis: RedisServer;
let instances: [Instance, Instance];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  redis = await startRedisServer(await freePort());
  instances = [await boot(), await boot()];
}, 120_000);
afterEach(() => {
  sandbox.sandbox.faults.clear();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await Promise.all(instances?.map((instance) => instance.shutdown()) ?? []);
  await redis?.stop();
  await sandbox?.close();
});

type Instance = Awaited<ReturnType<typeof boot>>;

/** One portal instance: its own module graph, connected to the shared redis-server. */
const boot = () =>
  bootInstance({ redisUrl: redis.url, providerUrl: sandbox.url }, async () => {
    const harness = await import("./portal.ts");
    const { action } = await import("#app/routes/support/new-ticket.tsx");
    return {
      /** A sign-in of `email` (its session record in the shared Redis); its cookie. */
      signIn: async (email: string) => (await harness.signedIn(sandbox, { email, mfa: false })).cookie,
      /** "Send support ticket" posted to this instance. */
      send: async (cookie: string, message: string) =>
        (
          await harness.throughGuard(
            harness.request("/support/new-ticket", {
              cookie,
              form: { topic: "billing", message, contactMethod: "email" },
            }),
            action as never,
          )
        ).inner!,
    };
  });

const TICKET_CALL = "/api/v1/account/actions/support-ticket";

describe("support forms on two instances sharing a real redis-server", () => {
  it("the two instances are two module graphs, each with its own store client", () => {
    const [a, b] = instances;
    expect(a.state).not.toBe(b.state);
    expect(a.config).not.toBe(b.config);
  });

  it("20 identical posts at once, half through each instance, lodge one ticket and show its confirmation", async () => {
    const [a, b] = instances;
    const cookie = await a.signIn("demo@example.com");
    const message = "Sent through two instances at once.";
    const before = (await records(sandbox, "support_tickets", "A10001")).length;
    const messagesBefore = (await outbox(sandbox)).length;
    // The provider takes a while, so the posts overlap for certain.
    sandbox.sandbox.faults.add([{ path: TICKET_CALL, latencyMs: 300 }]);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => instances[i % 2]!.send(cookie, message)));

    expect((await records(sandbox, "support_tickets", "A10001")).length - before).toBe(1);
    expect((await outbox(sandbox)).length - messagesBefore).toBe(1);
    expect(answers.map((answer) => [answer.status, answer.location])).toEqual(
      Array(20).fill([303, "/support/new-ticket?sent"]),
    );
    // A later repeat through the other instance shows the confirmation too, and lodges nothing.
    expect(await b.send(cookie, message)).toMatchObject({ status: 303, location: "/support/new-ticket?sent" });
    expect((await records(sandbox, "support_tickets", "A10001")).length - before).toBe(1);
  });

  it("20 different posts at once, half through each instance: 10 lodged, 10 refused (429)", async () => {
    const [a] = instances;
    const cookie = await a.signIn("energy@example.com");
    const before = (await records(sandbox, "support_tickets", "A10003")).length;
    sandbox.sandbox.faults.add([{ path: TICKET_CALL, latencyMs: 300 }]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2]!.send(cookie, `Question ${i + 1} of 20.`)),
    );

    expect((await records(sandbox, "support_tickets", "A10003")).length - before).toBe(10);
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });
});
