import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { createMemoryStore } from "./memory.ts";
import { createRedisClient, createRedisStore, type RedisClient } from "./redis.ts";

/**
 * `touch`: a read that resets the expiry, for the sessions' idle limit (server/session.ts). It
 * must keep a value alive exactly as long as asked, and never bring back one that ran out.
 */

describe("touch, in memory", () => {
  it("resets the expiry from now, to the millisecond", async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    await store.set("k", "v", 100);
    now = 99;
    expect(await store.touch("k", 100)).toBe("v");
    now = 198;
    expect(await store.get("k")).toBe("v");
    now = 199;
    expect(await store.get("k")).toBeUndefined();
  });

  it("never creates or revives a key", async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect(await store.touch("absent", 100)).toBeUndefined();
    expect(await store.get("absent")).toBeUndefined();
    await store.set("k", "v", 100);
    now = 100;
    expect(await store.touch("k", 100)).toBeUndefined();
    expect(await store.get("k")).toBeUndefined();
  });
});

describe("touch, on Redis", () => {
  let redis: RedisServer;
  let client: RedisClient;
  beforeAll(async () => {
    redis = await startRedisServer(await freePort());
    client = createRedisClient(redis.url);
    await client.connect();
  });
  afterAll(async () => {
    if (client.isOpen) await client.close();
    await redis.stop();
  });

  it("reads the value and sets the new expiry in one command; never creates a key", async () => {
    const store = createRedisStore(client);
    await store.set("k", "v", 1_000);
    expect(await store.touch("k", 60_000)).toBe("v");
    const ttl = await client.pTTL("portal:k");
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await store.touch("absent", 60_000)).toBeUndefined();
    expect(await client.exists("portal:absent")).toBe(0);
  });
});
