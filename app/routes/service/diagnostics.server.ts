import { isProviderError } from "#server/provider/errors.ts";
import type { Service } from "#server/provider/schemas.ts";
import { providerFailure, type Portal } from "#app/lib/portal.server.ts";
import { serviceTypeName } from "#app/lib/services.ts";
import { testTypesCache } from "./test-types-cache.server.ts";

export type SupplierService = { supplier: string; supplierServiceId: string };

/** The supplier's ids for a service that can run diagnostics, or why it cannot. */
export function diagnosable(
  service: Service | undefined,
): { ok: true; supplier: SupplierService } | { ok: false; reason: string } {
  if (!service) return { ok: false, reason: "There is no service on your account to test." };
  const name = `${service.code} (${serviceTypeName(service.type)})`;
  if (service.serviceStatus?.toLowerCase() === "cancelled")
    return { ok: false, reason: `Diagnostics are not available for ${name}: the service is cancelled.` };
  if (!service.supplierServiceId || !service.supplier)
    return { ok: false, reason: `Diagnostics are not available for ${name}.` };
  return { ok: true, supplier: { supplier: service.supplier, supplierServiceId: service.supplierServiceId } };
}

/** The test types for the service, from the cache when loaded before (spec §4). */
export function testTypes(portal: Portal, supplier: SupplierService) {
  return testTypesCache.get(supplier, () => portal.api.wholesale.diagnostics(supplier).then((answer) => answer.tests));
}

export type Settled<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * For a call the page can do without: its value, or the spec §8 message to show in an Alert.
 * A 401 still goes to sign-in.
 */
export async function settle<T>(work: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    if (!isProviderError(error) || error.isUnauthorized) return providerFailure(error);
    return { ok: false, message: error.message };
  }
}
