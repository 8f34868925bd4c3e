import type { DiagnosticTestType } from "#server/provider/schemas.ts";

/**
 * Spec §4: "diagnostic test types are cached once loaded". The types offered for a supplier
 * service rarely change, so they are kept in this process's memory, keyed by supplier and
 * supplier service id, for TTL_MS (10 minutes), so a type added by the supplier shows up
 * without a restart. Only answers are cached, never failures; concurrent loads of one key share
 * a single provider call. At most MAX_ENTRIES keys are kept (the oldest go first), so memory is
 * bounded. The answer holds no customer data; callers look a key up only for a service the
 * signed-in account owns (the selected service), so nothing leaks across accounts. Each server
 * process has its own cache; that is fine for data this static.
 */
export const TTL_MS = 10 * 60 * 1000;
export const MAX_ENTRIES = 1000;

type Entry = { expiresAt: number; types: Promise<DiagnosticTestType[]> };

export function createTestTypesCache({
  ttlMs = TTL_MS,
  maxEntries = MAX_ENTRIES,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, Entry>();
  const keyOf = (supplier: string, supplierServiceId: string) => `${supplier}\u0000${supplierServiceId}`;

  return {
    /** The cached types for the service, or `load()`'s answer (then cached). A failed load is not cached. */
    get(
      service: { supplier: string; supplierServiceId: string },
      load: () => Promise<DiagnosticTestType[]>,
    ): Promise<DiagnosticTestType[]> {
      const key = keyOf(service.supplier, service.supplierServiceId);
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.types;
      if (hit) entries.delete(key);
      const types = load();
      const entry: Entry = { expiresAt: now() + ttlMs, types };
      entries.set(key, entry);
      types.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return types;
    },
    /** Forget one service's types, or all. */
    clear(service?: { supplier: string; supplierServiceId: string }) {
      if (service) entries.delete(keyOf(service.supplier, service.supplierServiceId));
      else entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export const testTypesCache = createTestTypesCache();
