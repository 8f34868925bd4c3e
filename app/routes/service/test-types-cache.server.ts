import { z } from "zod";
import { type DiagnosticTestType, diagnosticTestType } from "#server/provider/schemas/network.ts";
import { reportStateFailure, type StateStore } from "#server/state/index.ts";

/**
 * Spec §4: "diagnostic test types are cached once loaded". The types offered for a supplier
 * service rarely change, so they are kept in the state store (shared by every instance, bounded
 * by its own limits), keyed by supplier and supplier service id, for TTL_MS (10 minutes), so a
 * type added by the supplier shows up without a restart. Only answers are cached, never
 * failures. The answer holds no customer data; callers look a key up only for a service the
 * signed-in account owns (the selected service), so nothing leaks across accounts. A store that
 * cannot be reached is no reason to fail: the types are then loaded from the provider.
 */
const TTL_MS = 10 * 60 * 1000;

const cached = z.array(diagnosticTestType);
type Service = { supplier: string; supplierServiceId: string };

export function createTestTypesCache(store: StateStore, { ttlMs = TTL_MS }: { ttlMs?: number } = {}) {
  const keyOf = (service: Service) => `test-types:${service.supplier}:${service.supplierServiceId}`;

  return {
    /** The cached types for the service, or `load()`'s answer (then cached). A failed load is not cached. */
    async get(service: Service, load: () => Promise<DiagnosticTestType[]>): Promise<DiagnosticTestType[]> {
      const key = keyOf(service);
      const hit = await store.get(key).then(
        (value) => (value === undefined ? undefined : cached.safeParse(JSON.parse(value))),
        (error: unknown) => reportStateFailure(error),
      );
      if (hit?.success) return hit.data;
      const types = await load();
      await store.set(key, JSON.stringify(types), ttlMs).catch(reportStateFailure);
      return types;
    },
  };
}
