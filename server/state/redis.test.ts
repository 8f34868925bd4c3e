import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { logger } from "#server/logger.ts";
import { createRateLimit, type RateLimit } from "#server/security/rate-limit.ts";
import { createRedisClient, createRedisStore, type RedisClient } from "./redis.ts";
import { reportStateFailure, STATE_FAILURE_LOG_INTERVAL_MS } from "./index.ts";

/** The state store and the limits on a real redis-server (DESIGN §8): what several instances share. */

let redis: RedisServer;
let client: RedisClient;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const unique = () => `t${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  redis = await startRedisServer(await freePort());
  client = createRedisClient(redis.url);
  await client.connect();
});

afterAll(async () => {
  if (client.isOpen) await client.close();
  await redis.stop();
});

describe("Redis state store", () => {
  it("forgets a value when it expires", async () => {
    const store = createRedisStore(client);
    const key = unique();
    await store.set(key, "v", 1_000);
    expect(await store.get(key)).toBe("v");
    // Waits on the key, never a sleep that a busy machine could stretch past the value's life.
    while ((await client.exists(`portal:${key}`)) === 1) await sleep(20);
    expect(await store.get(key)).toBeUndefined();
  });

  it("sets if absent only once while the value lives", async () => {
    const store = createRedisStore(client);
    const key = unique();
    expect(await store.setIfAbsent(key, "a", 1_000)).toBe(true);
    expect(await store.setIfAbsent(key, "b", 1_000)).toBe(false);
    expect(await store.get(key)).toBe("a");
    while ((await client.exists(`portal:${key}`)) === 1) await sleep(20);
    expect(await store.setIfAbsent(key, "c", 1_000)).toBe(true);
  });

  it("counts within a window that starts with the first count", async () => {
    const store = createRedisStore(client);
    const key = unique();
    // Read from the key's own time to live, never from a sleep: a busy machine stretches sleeps.
    expect(await store.increment(key, 60_000)).toBe(1);
    const first = await client.pTTL(`portal:${key}`);
    expect(first).toBeGreaterThan(0);
    while ((await client.pTTL(`portal:${key}`)) === first) await sleep(2);
    // A later count does not push the window on.
    expect(await store.increment(key, 60_000)).toBe(2);
    expect(await client.pTTL(`portal:${key}`)).toBeLessThan(first);
    // When the window has ended, counting starts again.
    const short = unique();
    expect(await store.increment(short, 50)).toBe(1);
    while ((await client.exists(`portal:${short}`)) === 1) await sleep(10);
    expect(await store.increment(short, 50)).toBe(1);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it("keeps a set whose members expire one by one, the set gone with its last", async () => {
    const store = createRedisStore(client);
    const key = unique();
    await store.addMember(key, "a", 1_000, 10);
    await store.addMember(key, "b", 60_000, 10);
    expect((await store.members(key)).sort()).toEqual(["a", "b"]);
    // Until "a" has gone (a condition, not a sleep: a busy machine stretches sleeps).
    while ((await store.members(key)).length > 1) await sleep(20);
    expect(await store.members(key)).toEqual(["b"]);
    expect(await client.pTTL(`portal:${key}`)).toBeGreaterThan(30_000);
    await store.removeMember(key, "b");
    expect(await store.members(key)).toEqual([]);
  });

  it("is one store for every client: what one instance writes, another reads", async () => {
    const other = createRedisClient(redis.url);
    await other.connect();
    const key = unique();
    await createRedisStore(client).set(key, "from A", 5_000);
    expect(await createRedisStore(other).get(key)).toBe("from A");
    await other.close();
  });
});

describe("an index on Redis", () => {
  it("keeps at most the cap, dropping and naming those that expire first, across instances adding at once", async () => {
    const other = createRedisClient(redis.url);
    await other.connect();
    const key = unique();
    const [onA, onB] = [createRedisStore(client), createRedisStore(other)];
    const dropped = (
      await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? onA : onB).addMember(key, `s${i}`, 60_000, 5)))
    ).flat();
    const kept = await onA.members(key);
    expect(kept).toHaveLength(5);
    expect(await client.zCard(`portal:${key}`)).toBe(5);
    // Every member either stayed or was named once as dropped.
    expect([...kept, ...dropped].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `s${i}`).sort());
    // One by one, the oldest goes.
    expect(await onB.addMember(key, "newest", 60_000, 5)).toEqual([kept[0]]);
    await other.close();
  });

  it("adds to an index of 150,000 members without reading or rewriting it", { timeout: 60_000 }, async () => {
    const store = createRedisStore(client);
    const key = unique();
    // Filled directly (as 150,000 sign-ins would leave it), then one sign-in more.
    const later = Date.now() + 3_600_000;
    for (let i = 0; i < 150_000; i += 10_000) {
      await client.zAdd(
        `portal:${key}`,
        Array.from({ length: 10_000 }, (_, j) => ({ score: later, value: `s${i + j}` })),
      );
    }
    expect(await store.addMember(key, "newest", 7_200_000, 1_000_000)).toEqual([]);
    expect(await client.zCard(`portal:${key}`)).toBe(150_001);
    expect(await store.addMember(key, "one-more", 7_200_000, 150_000)).toHaveLength(2);
    expect(await client.zScore(`portal:${key}`, "newest")).not.toBeNull();
  });
});

describe("the bounded spaces on Redis", () => {
  it("hold at most their capacity across instances racing for the last places, and leave kept records alone", async () => {
    const other = createRedisClient(redis.url);
    await other.connect();
    const prefix = `${unique()}:`;
    const onA = createRedisStore(client, prefix, { spaces: { join: { capacity: 5 } } });
    const onB = createRedisStore(other, prefix, { spaces: { join: { capacity: 5 } } });
    await onA.set("session:sid-1", "1", 60_000);
    expect(await onA.setIfAbsent("payment:A10001:key-1", "pending", 60_000)).toBe(true);
    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? onA : onB).spaces.join.set(`join:${i}`, "{}", 60_000, `ip-${i}`)),
    );
    expect(writes.filter((w) => w === "stored")).toHaveLength(5);
    expect(writes.filter((w) => w === "full")).toHaveLength(15);
    const held = writes.flatMap((w, i) => (w === "stored" ? [`join:${i}`] : []));
    // A journey already held goes on, on either instance, from any address; a new one is refused.
    expect(await onB.spaces.join.set(held[0]!, "answered", 60_000, "ip-elsewhere")).toBe("stored");
    expect(await onA.spaces.join.get(held[0]!)).toBe("answered");
    expect(await onA.spaces.join.set("join:new", "{}", 60_000, "ip-new")).toBe("full");
    // The other space has its own room; the kept records are untouched, and a kept write is never refused.
    expect(await onA.spaces.recovery.set("join:new", "{}", 60_000, "ip-new")).toBe("stored");
    await onB.set("session:sid-2", "1", 60_000);
    expect(await onA.get("session:sid-1")).toBe("1");
    expect(await onA.get("session:sid-2")).toBe("1");
    expect(await onA.get("payment:A10001:key-1")).toBe("pending");
    // Deleting one gives its place back.
    await onA.spaces.join.delete(held[1]!);
    expect(await onB.spaces.join.get(held[1]!)).toBeUndefined();
    expect(await onB.spaces.join.set("join:new", "{}", 60_000, "ip-new")).toBe("stored");
    await other.close();
  });

  it("let one address hold only its share, across instances at once, while another still starts", async () => {
    const other = createRedisClient(redis.url);
    await other.connect();
    const prefix = `${unique()}:`;
    const sizes = { spaces: { recovery: { capacity: 100, share: 3 } } };
    const [onA, onB] = [createRedisStore(client, prefix, sizes), createRedisStore(other, prefix, sizes)];
    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? onA : onB).spaces.recovery.set(`k${i}`, "{}", 60_000, "ip-1")),
    );
    expect(writes.filter((w) => w === "stored")).toHaveLength(3);
    expect(writes.filter((w) => w === "over-share")).toHaveLength(17);
    expect(await onB.spaces.recovery.set("k-other", "{}", 60_000, "ip-2")).toBe("stored");
    const held = writes.flatMap((w, i) => (w === "stored" ? [`k${i}`] : []));
    // Its own journeys go on (from another address too: they stay its own); a deleted one frees a place.
    expect(await onA.spaces.recovery.set(held[0]!, "again", 60_000, "ip-9")).toBe("stored");
    expect(await onA.spaces.recovery.set("k-9", "{}", 60_000, "ip-9")).toBe("stored");
    await onB.spaces.recovery.delete(held[1]!);
    expect(await onA.spaces.recovery.set("k-new", "{}", 60_000, "ip-1")).toBe("stored");
    expect(await onA.spaces.recovery.set("k-newer", "{}", 60_000, "ip-1")).toBe("over-share");
    await other.close();
  });

  it("count only live entries: an expired one's place, in the space and in its owner's share, is free again", async () => {
    const store = createRedisStore(client, `${unique()}:`, { spaces: { join: { capacity: 2, share: 1 } } });
    const join = store.spaces.join;
    expect(await join.set("a", "1", 1_000, "ip-a")).toBe("stored");
    expect(await join.set("a2", "1", 60_000, "ip-a")).toBe("over-share");
    expect(await join.set("b", "1", 60_000, "ip-b")).toBe("stored");
    expect(await join.set("c", "1", 60_000, "ip-c")).toBe("full");
    while ((await join.get("a")) !== undefined) await sleep(20);
    expect(await join.set("a2", "1", 60_000, "ip-a")).toBe("stored");
    expect(await join.get("b")).toBe("1");
  });
});

describe("limits on Redis", () => {
  const rule = (onSuccess: "keep" | "reset" = "keep", failure: "closed" | "open" = "closed") => ({
    name: unique(),
    limit: 3,
    windowMs: 60_000,
    failure,
    onSuccess,
  });
  const outcomeOf = async (limit: RateLimit, key = "k") => (await limit.attempt(key)).outcome;

  it("share one count between instances, and a success resets it for both by the limit's rule", async () => {
    const other = createRedisClient(redis.url);
    await other.connect();
    const shared = rule("reset");
    const onA = createRateLimit(shared, client);
    const onB = createRateLimit(shared, other);
    expect(await outcomeOf(onA)).toBe("allowed");
    expect(await outcomeOf(onB)).toBe("allowed");
    const third = await onA.attempt("k");
    expect(third.outcome).toBe("allowed");
    expect(await outcomeOf(onB)).toBe("over");
    if (third.outcome === "allowed") await third.succeeded();
    expect(await outcomeOf(onB)).toBe("allowed");
    await other.close();
  });

  it("takes every point of a burst sent to two instances at once, and allows only the limit", async () => {
    const other = createRedisClient(redis.url);
    await other.connect();
    const shared = rule();
    const instances = [createRateLimit(shared, client), createRateLimit(shared, other)];
    const outcomes = await Promise.all(Array.from({ length: 24 }, (_, i) => outcomeOf(instances[i % 2]!)));
    expect(outcomes.filter((o) => o === "allowed")).toHaveLength(3);
    await other.close();
  });

  it("gives a point back, never below nothing and never into a window that has ended", async () => {
    const limit = createRateLimit(rule("reset"), client);
    const first = await limit.attempt("k");
    const second = await limit.attempt("k");
    if (first.outcome !== "allowed" || second.outcome !== "allowed") throw new Error("not allowed");
    await second.giveBack();
    // One point given back: two more fit, then the limit.
    expect(await outcomeOf(limit)).toBe("allowed");
    expect(await outcomeOf(limit)).toBe("allowed");
    expect(await outcomeOf(limit)).toBe("over");
    // After a reset, a late give-back does not make room for a fourth attempt.
    await first.succeeded();
    await first.giveBack();
    for (let i = 0; i < 3; i++) expect(await outcomeOf(limit)).toBe("allowed");
    expect(await outcomeOf(limit)).toBe("over");
  });

  it("fail closed or open when Redis is gone, by the limit's rule", async () => {
    const lonely = await startRedisServer(await freePort());
    const gone = createRedisClient(lonely.url);
    gone.on("error", () => undefined);
    await gone.connect();
    const closed = createRateLimit(rule(), gone);
    const open = createRateLimit(rule("keep", "open"), gone);
    expect(await outcomeOf(closed)).toBe("allowed");
    await lonely.stop();
    // Once the client has seen the connection close (a condition, not a sleep).
    while (gone.isReady) await sleep(10);
    expect(await outcomeOf(closed)).toBe("unavailable");
    expect(await outcomeOf(open)).toBe("allowed");
    // It comes back by itself when Redis does.
    await lonely.start();
    for (let i = 0; i < 60 && !gone.isReady; i++) await sleep(100);
    expect(await outcomeOf(closed)).toBe("allowed");
    await gone.close();
    await lonely.stop();
  });

  it("refuses to connect at start when Redis is unreachable (no endless retries)", async () => {
    const nobody = createRedisClient(`redis://127.0.0.1:${await freePort()}/0`);
    nobody.on("error", () => undefined);
    await expect(nobody.connect()).rejects.toThrow();
    expect(nobody.isOpen).toBe(false);
  });
});

describe("the state-store failure log", () => {
  it("logs a lost store once a minute, however often it is noticed", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const start = Date.now() + 10 * STATE_FAILURE_LOG_INTERVAL_MS;
    for (let i = 0; i < 50; i++) reportStateFailure(new Error("Socket closed unexpectedly"), start + i * 100);
    expect(error).toHaveBeenCalledTimes(1);
    reportStateFailure(new Error("Socket closed unexpectedly"), start + STATE_FAILURE_LOG_INTERVAL_MS);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
