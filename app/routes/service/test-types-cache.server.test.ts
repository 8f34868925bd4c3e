import { describe, expect, it, vi } from "vitest";
import type { DiagnosticTestType } from "#server/provider/schemas/network.ts";
import { createMemoryStore } from "#server/state/memory.ts";
import type { StateStore } from "#server/state/store.ts";
import { createTestTypesCache } from "./test-types-cache.server.ts";

const lineState: DiagnosticTestType = {
  testType: "line-state",
  name: "Line state",
  description: "Checks the line.",
  durationSeconds: 30,
};
const service = { supplier: "superloop", supplierServiceId: "SL-N1001" };

describe("the diagnostic test types cache (spec §4)", () => {
  it("loads once and answers from the state store until the TTL passes", async () => {
    let now = 0;
    const cache = createTestTypesCache(
      createMemoryStore(() => now),
      { ttlMs: 1000 },
    );
    const load = vi.fn(async () => [lineState]);
    expect(await cache.get(service, load)).toEqual([lineState]);
    now = 999;
    expect(await cache.get(service, load)).toEqual([lineState]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get(service, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is shared by every instance using the same store", async () => {
    const store = createMemoryStore();
    const load = vi.fn(async () => [lineState]);
    await createTestTypesCache(store).get(service, load);
    expect(await createTestTypesCache(store).get(service, load)).toEqual([lineState]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keys by supplier and supplier service id", async () => {
    const cache = createTestTypesCache(createMemoryStore());
    const load = vi.fn(async () => [lineState]);
    await cache.get(service, load);
    await cache.get({ ...service, supplierServiceId: "SL-N1501" }, load);
    await cache.get({ ...service, supplier: "other" }, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("never caches a failure", async () => {
    const cache = createTestTypesCache(createMemoryStore());
    await expect(cache.get(service, () => Promise.reject(new Error("Network Error")))).rejects.toThrow("Network Error");
    const load = vi.fn(async () => [lineState]);
    expect(await cache.get(service, load)).toEqual([lineState]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads from the provider when the store cannot be reached", async () => {
    const down = new Error("The client is closed");
    const broken: StateStore = {
      get: () => Promise.reject(down),
      set: () => Promise.reject(down),
      setIfAbsent: () => Promise.reject(down),
      increment: () => Promise.reject(down),
      touch: () => Promise.reject(down),
      delete: () => Promise.reject(down),
      addMember: () => Promise.reject(down),
      members: () => Promise.reject(down),
      removeMember: () => Promise.reject(down),
      spaces: createMemoryStore().spaces,
    };
    const load = vi.fn(async () => [lineState]);
    expect(await createTestTypesCache(broken).get(service, load)).toEqual([lineState]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
