import { describe, expect, it } from "vitest";
import { createMemoryStore, SWEEP_INTERVAL_MS } from "./memory.ts";

describe("memory state store", () => {
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
});
