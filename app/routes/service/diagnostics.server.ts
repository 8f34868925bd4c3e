import type { SupplierService } from "#app/domain/services.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { state } from "#server/state/index.ts";
import { createTestTypesCache } from "./test-types-cache.server.ts";

const testTypesCache = createTestTypesCache(state);

/** The test types for the service, from the cache when loaded before (spec §4). */
export function testTypes(portal: Portal, supplier: SupplierService) {
  return testTypesCache.get(supplier, () => portal.api.wholesale.diagnostics(supplier).then((answer) => answer.tests));
}
