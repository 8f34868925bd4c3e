import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisSentinel, createRedisStore } from "#server/state/redis.ts";
import { startTestSandbox } from "#sandbox/testing.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { type SentinelSetup, startSentinelSetup } from "#tests/redis-sentinel.ts";
import { spawnPortal, until } from "./spawned-portal.ts";

/**
 * A store that survives (docs/deployment.md): the portal's state store on a replicated Redis
 * watched by Sentinel — real `redis-server` and `redis-sentinel` processes. The primary crashes;
 * while no primary answers, store operations fail at once (a page never waits); the sentinel
 * promotes the replica, and the store writes again, with what was written before the crash.
 */
describe("the state store through Redis Sentinel", () => {
  let setup: SentinelSetup;
  let client: ReturnType<typeof createRedisSentinel>;

  beforeAll(async () => {
    setup = await startSentinelSetup();
    client = createRedisSentinel({ sentinels: [setup.sentinel], name: setup.name });
    client.on("error", () => {});
    await client.connect();
  }, 30_000);

  afterAll(async () => {
    if (client?.isOpen) await client.close();
    await setup?.stop();
  });

  it("writes to the primary, and after a failover to the promoted replica, keeping what it held", async () => {
    const store = createRedisStore(client);
    expect(await setup.primaryNow()).toBe(setup.primaryPort);
    await store.set("session:before", "kept", 600_000);
    expect(await store.increment("limit:before", 600_000)).toBe(1);
    // Replicated before the crash (a real deployment relies on the replica being close behind).
    await until("the replica has the writes", async () =>
      Number(await client.sendCommand(false, ["WAIT", "1", "1000"])) === 1 ? true : undefined,
    );

    await setup.killPrimary();
    const failures: number[] = [];
    const recovered = await until(
      "the store writes again after the failover",
      async () => {
        const started = Date.now();
        try {
          await store.set("session:after", "written", 600_000);
          return true;
        } catch {
          failures.push(Date.now() - started);
          return undefined;
        }
      },
      30_000,
    );
    expect(recovered).toBe(true);
    // The replica is the primary now.
    expect(await setup.primaryNow()).toBe(setup.replicaPort);
    // Operations that failed while there was no primary failed fast.
    for (const ms of failures) expect(ms).toBeLessThan(2_500);
    expect(await store.get("session:before")).toBe("kept");
    expect(await store.get("session:after")).toBe("written");
    expect(await store.increment("limit:before", 600_000)).toBe(2);
  }, 45_000);
});

describe("the portal configured with REDIS_SENTINELS", () => {
  let setup: SentinelSetup;
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    setup = await startSentinelSetup("portal-state");
    sandbox = await startTestSandbox();
  }, 30_000);

  afterAll(async () => {
    await sandbox?.close();
    await setup?.stop();
  });

  it("starts on the primary the sentinels name, reports it ready, and stops cleanly", async () => {
    const portal = await spawnPortal(sandbox.url, {
      REDIS_SENTINELS: `${setup.sentinel.host}:${setup.sentinel.port}`,
      REDIS_SENTINEL_NAME: setup.name,
    });
    try {
      expect(portal.output()).toContain(`state store: Redis at REDIS_SENTINELS (127.0.0.1:${setup.sentinel.port}`);
      const ready = await fetch(`${portal.opsUrl}/readyz`);
      expect(await ready.json()).toEqual({ status: "ready", state: "up", provider: "up" });
      portal.child.kill("SIGTERM");
      expect(await portal.exited).toEqual({ code: 0, signal: null });
    } finally {
      await portal.stop();
    }
  }, 90_000);
});
