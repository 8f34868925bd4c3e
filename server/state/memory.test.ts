import { describe, expect, it } from "vitest";
import { createMemoryStore } from "./memory.ts";

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
});
