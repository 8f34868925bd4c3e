import { describe, expect, it } from "vitest";
import { createMemoryStore, SWEEP_INTERVAL_MS } from "./memory.ts";

describe("memory state store", () => {
  it("keeps a set whose members expire one by one, and drops it with its last", async () => {
    let now = 1_000;
    const store = createMemoryStore(() => now);
    await store.addMember("account:1", "a", 100);
    await store.addMember("account:1", "b", 300);
    await store.addMember("account:2", "c", 300);
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

  it("refuses a new anonymous key when that space is full, and leaves the kept records alone", async () => {
    let clock = 0;
    const store = createMemoryStore(() => clock, { anonymousCapacity: 3 });
    await store.set("session:sid-1", "1", 10_000);
    await store.setIfAbsent("payment:A10001:key-1", "pending", 10_000);
    expect(await store.anonymous.set("a", "1", 1_000)).toBe("stored");
    expect(await store.anonymous.set("b", "1", 1_000)).toBe("stored");
    clock = 500;
    expect(await store.anonymous.set("c", "1", 1_000)).toBe("stored");
    expect(await store.anonymous.set("d", "1", 1_000)).toBe("full");
    expect(await store.anonymous.get("d")).toBeUndefined();
    // A journey already held goes on.
    expect(await store.anonymous.set("a", "2", 1_000)).toBe("stored");
    expect(await store.anonymous.get("a")).toBe("2");
    // Kept records are neither refused nor dropped.
    await store.set("session:sid-2", "1", 10_000);
    expect(await store.get("session:sid-1")).toBe("1");
    expect(await store.get("session:sid-2")).toBe("1");
    expect(await store.get("payment:A10001:key-1")).toBe("pending");
    // A place comes back when an entry is deleted or expires ("b", written at 0, lives until 1,000).
    await store.anonymous.delete("c");
    expect(await store.anonymous.set("d", "1", 1_000)).toBe("stored");
    expect(await store.anonymous.set("e", "1", 1_000)).toBe("full");
    clock = 1_000;
    expect(await store.anonymous.set("e", "1", 1_000)).toBe("stored");
    expect(await store.anonymous.get("b")).toBeUndefined();
  });
});
