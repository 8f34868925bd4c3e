import { describe, expect, it, vi } from "vitest";
import type { DiagnosticTestType } from "#server/provider/schemas.ts";
import { createTestTypesCache } from "./test-types-cache.server.ts";

const lineState: DiagnosticTestType = {
  testType: "line-state",
  name: "Line state",
  description: "Checks the line.",
  durationSeconds: 30,
};
const service = { supplier: "superloop", supplierServiceId: "SL-N1001" };

describe("the diagnostic test types cache (spec §4)", () => {
  it("loads once and answers from memory until the TTL passes", async () => {
    let now = 0;
    const cache = createTestTypesCache({ ttlMs: 1000, now: () => now });
    const load = vi.fn(async () => [lineState]);
    expect(await cache.get(service, load)).toEqual([lineState]);
    now = 999;
    expect(await cache.get(service, load)).toEqual([lineState]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get(service, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent callers", async () => {
    const cache = createTestTypesCache();
    const load = vi.fn(async () => [lineState]);
    await Promise.all([cache.get(service, load), cache.get(service, load), cache.get(service, load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keys by supplier and supplier service id", async () => {
    const cache = createTestTypesCache();
    const load = vi.fn(async () => [lineState]);
    await cache.get(service, load);
    await cache.get({ ...service, supplierServiceId: "SL-N1501" }, load);
    await cache.get({ ...service, supplier: "other" }, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("never caches a failure", async () => {
    const cache = createTestTypesCache();
    await expect(cache.get(service, () => Promise.reject(new Error("Network Error")))).rejects.toThrow("Network Error");
    expect(cache.size).toBe(0);
    const load = vi.fn(async () => [lineState]);
    expect(await cache.get(service, load)).toEqual([lineState]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = createTestTypesCache({ maxEntries: 2 });
    const load = vi.fn(async () => [lineState]);
    for (const id of ["a", "b", "c"]) await cache.get({ supplier: "s", supplierServiceId: id }, load);
    expect(cache.size).toBe(2);
    await cache.get({ supplier: "s", supplierServiceId: "c" }, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get({ supplier: "s", supplierServiceId: "a" }, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
