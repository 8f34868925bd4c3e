import { describe, expect, it } from "vitest";
import { createMemoryStore, SWEEP_INTERVAL_MS } from "./memory.ts";

describe("memory state store", () => {
  it("keeps a set whose members expire one by one, and drops it with its last", async () => {
    let now = 1_000;
    const store = createMemoryStore(() => now);
    await store.addMember("account:1", "a", 100, 10);
    await store.addMember("account:1", "b", 300, 10);
    await store.addMember("account:2", "c", 300, 10);
    expect((await store.members("account:1")).sort()).toEqual(["a", "b"]);
    now += 100;
    expect(await store.members("account:1")).toEqual(["b"]);
    await store.removeMember("account:1", "b");
    expect(await store.members("account:1")).toEqual([]);
    expect(await store.members("account:2")).toEqual(["c"]);
    now += 200;
    expect(await store.members("account:2")).toEqual([]);
    expect(store.size()).toBe(0);
  });

  it("forgets a value when it expires", async () => {
    let now = 1_000;
    const store = createMemoryStore(() => now);
    await store.set("k", "v", 100);
    expect(await store.get("k")).toBe("v");
    now += 100;
    expect(await store.get("k")).toBeUndefined();
  });

  it("sets if absent only once while the value lives", async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect(await store.setIfAbsent("k", "a", 50)).toBe(true);
    expect(await store.setIfAbsent("k", "b", 50)).toBe(false);
    expect(await store.get("k")).toBe("a");
    now = 60;
    expect(await store.setIfAbsent("k", "c", 50)).toBe(true);
  });

  it("counts within a window and starts again after it", async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect(await store.increment("c", 100)).toBe(1);
    expect(await store.increment("c", 100)).toBe(2);
    now = 100;
    expect(await store.increment("c", 100)).toBe(1);
    await store.delete("c");
    expect(await store.get("c")).toBeUndefined();
  });

  it("sweeps expired entries that are never read again", async () => {
    let clock = 0;
    const store = createMemoryStore(() => clock);
    for (let i = 0; i < 100; i++) await store.set(`session:${i}`, "x", 1_000);
    await store.set("long", "kept", 10 * SWEEP_INTERVAL_MS);
    expect(store.size()).toBe(101);
    clock = SWEEP_INTERVAL_MS; // all 100 expired long ago; the next write sweeps
    await store.set("another", "y", 1_000);
    expect(store.size()).toBe(2);
    expect(await store.get("long")).toBe("kept");
  });

  it("never drops a kept record to make room, however many keys it holds", async () => {
    const store = createMemoryStore();
    await store.set("session:sid-1", "1", 60_000);
    await store.set("payment:A10001:key-1", "pending", 60_000);
    for (let i = 0; i < 100_001; i++) await store.set(`join:${i}`, "{}", 60_000);
    expect(await store.get("session:sid-1")).toBe("1");
    expect(await store.get("payment:A10001:key-1")).toBe("pending");
  });

  it("refuses a new key when a space is full, and leaves the kept records and the other spaces alone", async () => {
    let clock = 0;
    const store = createMemoryStore(() => clock, { spaces: { join: { capacity: 3 } } });
    const join = store.spaces.join;
    await store.set("session:sid-1", "1", 10_000);
    await store.setIfAbsent("payment:A10001:key-1", "pending", 10_000);
    expect(await join.set("a", "1", 1_000, "ip-a")).toBe("stored");
    expect(await join.set("b", "1", 1_000, "ip-b")).toBe("stored");
    clock = 500;
    expect(await join.set("c", "1", 1_000, "ip-c")).toBe("stored");
    expect(await join.set("d", "1", 1_000, "ip-d")).toBe("full");
    expect(await join.get("d")).toBeUndefined();
    // A journey already held goes on, from any address.
    expect(await join.set("a", "2", 1_000, "ip-z")).toBe("stored");
    expect(await join.get("a")).toBe("2");
    // Another space has room of its own.
    expect(await store.spaces.recovery.set("d", "1", 1_000, "ip-d")).toBe("stored");
    // Kept records are neither refused nor dropped.
    await store.set("session:sid-2", "1", 10_000);
    expect(await store.get("session:sid-1")).toBe("1");
    expect(await store.get("session:sid-2")).toBe("1");
    expect(await store.get("payment:A10001:key-1")).toBe("pending");
    // A place comes back when an entry is deleted or expires ("b", written at 0, lives until 1,000).
    await join.delete("c");
    expect(await join.set("d", "1", 1_000, "ip-d")).toBe("stored");
    expect(await join.set("e", "1", 1_000, "ip-e")).toBe("full");
    clock = 1_000;
    expect(await join.set("e", "1", 1_000, "ip-e")).toBe("stored");
    expect(await join.get("b")).toBeUndefined();
  });

  it("lets one address hold only its share of a space, while others still start", async () => {
    let clock = 0;
    const store = createMemoryStore(() => clock, { spaces: { recovery: { capacity: 100, share: 3 } } });
    const recovery = store.spaces.recovery;
    const one = await Promise.all(Array.from({ length: 10 }, (_, i) => recovery.set(`k${i}`, "{}", 1_000, "ip-1")));
    expect(one.filter((w) => w === "stored")).toHaveLength(3);
    expect(one.filter((w) => w === "over-share")).toHaveLength(7);
    expect(await recovery.set("other", "{}", 1_000, "ip-2")).toBe("stored");
    // Its own journeys go on; a place of its share comes back when one is deleted or expires.
    expect(await recovery.set("k0", "again", 1_000, "ip-1")).toBe("stored");
    await recovery.delete("k1");
    expect(await recovery.set("k-new", "{}", 1_000, "ip-1")).toBe("stored");
    expect(await recovery.set("k-newer", "{}", 1_000, "ip-1")).toBe("over-share");
    clock = 1_000;
    expect(await recovery.set("k-newer", "{}", 1_000, "ip-1")).toBe("stored");
  });

  it("keeps at most the cap of an index's members, dropping and naming the oldest", async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    for (let i = 0; i < 5; i++) {
      now += 10;
      expect(await store.addMember("account:1", `s${i}`, 1_000, 3)).toEqual(i < 3 ? [] : [`s${i - 3}`]);
    }
    expect(await store.members("account:1")).toEqual(["s2", "s3", "s4"]);
    // Added again, a member is renewed: it is now the newest, and the oldest goes.
    expect(await store.addMember("account:1", "s2", 1_000, 3)).toEqual([]);
    expect(await store.addMember("account:1", "s5", 1_000, 3)).toEqual(["s3"]);
    expect(await store.members("account:1")).toEqual(["s4", "s2", "s5"]);
  });

  it("adds to an index of 150,000 members as cheaply as to an empty one", { timeout: 20_000 }, async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    for (let i = 0; i < 150_000; i++) {
      await store.addMember("account:big", `s${i}`, 12 * 3_600_000, 1_000_000);
      // Let the test's timeout fire if adding is slow (a rewrite of the whole set per member).
      if (i % 5_000 === 0) await new Promise(setImmediate);
    }
    now += 1;
    expect(await store.addMember("account:big", "newest", 12 * 3_600_000, 1_000_000)).toEqual([]);
    const members = await store.members("account:big");
    expect(members).toHaveLength(150_001);
    expect(members.at(-1)).toBe("newest");
    // Each member expires on its own, and the set with its last.
    now += 12 * 3_600_000;
    expect(await store.members("account:big")).toEqual([]);
  });
});
