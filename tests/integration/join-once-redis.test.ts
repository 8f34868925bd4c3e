import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocatedAddress } from "#app/domain/address.ts";
import { addressBook } from "#sandbox/address-book.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { outbox, records, startTestSandbox } from "#sandbox/testing.ts";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { bootInstance } from "./instance.ts";

/**
 * "Confirm and join" runs once per journey when its posts reach two portal instances that share
 * one real redis-server: the journey is claimed there before the provider opens the account.
 *
 * Each instance loads the portal's modules afresh (vi.resetModules), as its own process would, so
 * each has its own Redis client, its own request context and its own limits on the shared server.
 */

let sandbox: RunningSandbox;
let redis: RedisServer;
let instances: [Instance, Instance];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  redis = await startRedisServer(await freePort());
  instances = [await boot(), await boot()];
  // Loading the portal's modules twice takes a while on a busy machine.
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
  bootInstance({ redisUrl: redis.url, providerUrl: sandbox.url }, async ({ state }) => {
    const harness = await import("./portal.ts");
    const { action: check } = await import("#app/routes/signup/check.tsx");
    const { joinStore, JOURNEYS_OVER_SHARE, STILL_JOINING } = await import("#app/routes/signup/join.server.ts");
    const { qualifyAddress } = await import("#app/lib/address.server.ts");
    const { providerFor } = await import("#app/lib/portal.server.ts");
    const { versionOf } = await import("#app/lib/journey/journey.server.ts");
    const { SHOWN_FIELD } = await import("#app/lib/journey/journey.ts");
    const post = (path: string, cookie?: string, body = new URLSearchParams()) =>
      new Request(`${harness.PORTAL}${path}`, {
        method: "POST",
        headers: cookie ? { Cookie: cookie } : {},
        body,
      });
    return {
      STILL_JOINING,
      JOURNEYS_OVER_SHARE,
      share: state.state.spaces.join.share,
      /** A new journey's first answer, from the visitor at `ip` (no journey cookie yet). */
      start: (ip: string) =>
        harness.answer(() =>
          harness.fromClient(() => joinStore.answer({ request: post("/signup"), context: undefined as never }, {}), ip),
        ),
      /** "Confirm and join" posted to this instance by the visitor at `ip`. */
      confirm: async (cookie: string, ip: string) => {
        // The check page's form sends the version of the answers it shows.
        const shown = harness.fromClient(
          async () =>
            versionOf(await joinStore.answers({ request: post("/signup/check", cookie), context: undefined as never })),
          ip,
        );
        const body = new URLSearchParams({ [SHOWN_FIELD]: await shown });
        return harness.answer(() =>
          harness.fromClient(
            () => check({ request: post("/signup/check", cookie, body), context: undefined, params: {} } as never),
            ip,
          ),
        );
      },
      /** A journey answered up to "Check your answers", as the earlier steps leave it; its cookie. */
      journeyAtCheck: async (email: string, ip: string) => {
        const saved = await harness.answer(() =>
          harness.fromClient(async () => {
            const address = addressBook.find((e) => e.address.locationId === "LOC000000001")!.address as LocatedAddress;
            const availability = await qualifyAddress(providerFor(post("/signup")), address);
            return joinStore.answer(
              { request: post("/signup/details"), context: undefined as never },
              {
                address: { address, label: "1 Harbour Street, Sydney NSW 2000", manual: false },
                availability,
                plan: { planCode: "NBN100-20", hardwareCode: "MODEM-AX" },
                details: {
                  firstName: "Jo",
                  lastName: "Citizen",
                  email,
                  mobile: "0412345678",
                  dateOfBirth: "1980-05-01",
                },
              },
            );
          }, ip),
        );
        expect(saved).toMatchObject({ status: 303, location: "/signup/check" });
        return saved.response!.headers.get("Set-Cookie")!.split(";")[0]!;
      },
    };
  });

const CREATE = "/api/v1/account/create";

/** Counts the provider calls to `path` (the sandbox decides each request's faults once). */
function countCalls(path: string): () => number {
  const decide = vi.spyOn(sandbox.sandbox.faults, "decide");
  return () => decide.mock.calls.filter(([, p]) => p === path).length;
}

/** `count` posts of one journey at once, alternating between the two instances. */
function burst(cookie: string, ip: string, count: number) {
  return Promise.all(Array.from({ length: count }, (_, i) => instances[i % 2]!.confirm(cookie, ip)));
}

describe("Confirm and join on two instances sharing a real redis-server", () => {
  it("opens one account for 20 posts of one journey at once, half through each instance", async () => {
    const [a, b] = instances;
    const ip = "198.51.100.201";
    const email = "two-instances@example.com";
    const cookie = await a.journeyAtCheck(email, ip);
    // The provider takes a while, so the posts overlap for certain.
    sandbox.sandbox.faults.add([{ path: CREATE, latencyMs: 300 }]);
    const creates = countCalls(CREATE);
    const ordersBefore = (await records(sandbox, "hardware_orders")).length;

    const answers = await burst(cookie, ip, 20);

    expect(creates()).toBe(1);
    expect((await records(sandbox, "accounts")).filter((r) => r.ref === email)).toHaveLength(1);
    expect(await records(sandbox, "hardware_orders")).toHaveLength(ordersBefore + 1);
    expect((await outbox(sandbox)).filter((m) => m.to === email)).toHaveLength(1);
    // Each post shows the confirmation, or (had the first taken longer than a repeat waits) the
    // documented answer that the account is still being opened.
    for (const answer of answers) {
      if (answer.status === 303) expect(answer.location).toBe("/signup/done");
      else {
        expect(answer.status).toBe(503);
        expect(await answer.response!.json()).toEqual({ message: a.STILL_JOINING });
      }
    }
    // A later repeat through the other instance shows the confirmation too, without a new account.
    expect(await b.confirm(cookie, ip)).toMatchObject({ status: 303, location: "/signup/done" });
    expect(creates()).toBe(1);
  });

  it("when the first post fails, every post follows it back to the check page; confirming again through the other instance opens one account", async () => {
    const [a, b] = instances;
    const ip = "198.51.100.202";
    const email = "two-instances-first-fails@example.com";
    const cookie = await a.journeyAtCheck(email, ip);
    sandbox.sandbox.faults.add([
      { path: CREATE, latencyMs: 200 },
      { path: CREATE, status: 503, times: 1 },
    ]);
    const creates = countCalls(CREATE);

    const answers = await burst(cookie, ip, 20);

    // The failed try gave the journey back: no post opened an account, each shows the check page again.
    expect(creates()).toBe(1);
    expect(answers.map((answer) => [answer.status, answer.location])).toEqual(Array(20).fill([303, "/signup/check"]));
    expect(await b.confirm(cookie, ip)).toMatchObject({ status: 303, location: "/signup/done" });
    // The failed try and the one that opened the account.
    expect(creates()).toBe(2);
    expect((await records(sandbox, "accounts")).filter((r) => r.ref === email)).toHaveLength(1);
    expect((await outbox(sandbox)).filter((m) => m.to === email)).toHaveLength(1);
  });

  it("one address starting journeys through both instances at once holds only its share; another still starts", async () => {
    const [a, b] = instances;
    const ip = "198.51.100.203";
    const answers = await Promise.all(Array.from({ length: a.share + 20 }, (_, i) => instances[i % 2]!.start(ip)));
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(a.share);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(20);
    expect(await refused[0]!.response!.json()).toEqual({ message: a.JOURNEYS_OVER_SHARE });
    expect(await b.start("198.51.100.204")).toMatchObject({ status: 303 });
  });
});
