import type { Service } from "#server/provider/schemas/services.ts";
import type { DiagnosticRecord, OutageRecord } from "#sandbox/records.ts";
import type { Store } from "#sandbox/store.ts";
import { addDays } from "#sandbox/util.ts";

/** Outages for the avcIds: a resolved planned one for each, and a current one when the account has one. */
export function seedOutages(
  store: Store,
  accountCode: string,
  services: readonly Service[],
  today: Date,
  current: boolean,
): void {
  for (const service of services.filter((s) => s.avcId)) {
    const avcId = service.avcId!;
    const outages: OutageRecord[] = [
      {
        avcId,
        type: "planned",
        status: "resolved",
        title: "Planned network maintenance",
        description: "Upgrade work in your area. Services were interrupted for up to 4 hours overnight.",
        startAt: new Date(addDays(today, -20).getTime() + 0 * 3600_000).toISOString(),
        endAt: new Date(addDays(today, -20).getTime() + 4 * 3600_000).toISOString(),
      },
    ];
    if (current) {
      outages.push({
        avcId,
        type: "unplanned",
        status: "active",
        title: "Service disruption in your area",
        description: "A fault in the local network is slowing or interrupting services. Technicians are on site.",
        startAt: new Date(today.getTime() - 2 * 3600_000).toISOString(),
        // Expected end: tomorrow (UTC) 06:00, always ahead of the demo's clock.
        endAt: new Date(today.getTime() + 30 * 3600_000).toISOString(),
      });
    }
    for (const o of outages) store.insert("outages", { accountCode: null, ref: avcId, data: o, createdAt: o.startAt });
  }
}

/** Diagnostics history: three completed tests per broadband service in use. */
export function seedLineTests(store: Store, accountCode: string, services: readonly Service[], today: Date): void {
  for (const service of services.filter((s) => s.supplierServiceId && s.serviceStatus !== "Cancelled")) {
    const types = ["line-state", "speed-profile", "ncd-status"];
    types.forEach((testType, i) => {
      const started = new Date(addDays(today, -(30 - i * 9)).getTime() + 10 * 3600_000);
      const record: DiagnosticRecord = {
        testId: `T${service.code}${String(i + 1).padStart(4, "0")}`,
        testType,
        supplierServiceId: service.supplierServiceId!,
        serviceId: service.id,
        startedAt: started.toISOString(),
        completesAt: new Date(started.getTime() + 30_000).toISOString(),
      };
      store.insert("diagnostic_tests", { accountCode, ref: record.testId, data: record, createdAt: record.startedAt });
    });
  }
}
