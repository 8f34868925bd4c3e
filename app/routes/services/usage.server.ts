// Loading usage for the selected service, shared by /home/usage and its CSV download.
import type { ProviderClient } from "../../../server/provider/index.ts";
import type { BroadbandMonthlyUsage, Cdr, EnergyUsage, MobileMonthlyUsage, Service } from "../../../server/provider/schemas.ts";
import { addMonths, MIN_YEAR, monthRange, type YearMonth } from "../../lib/dates.ts";
import { toCsv } from "../../lib/csv.ts";
import { attempt, type Outcome } from "./outcome.server.ts";
import { ENERGY_PAGE_SIZE, isoDay, MOBILE_MONTHS, monthLabel } from "./usage-query.ts";
import { isProviderError } from "../../../server/provider/errors.ts";


/** A month's broadband usage; a month the provider has nothing for (404) is an empty month. */
export async function broadbandMonth(api: ProviderClient, service: Service, month: YearMonth): Promise<Outcome<BroadbandMonthlyUsage | null>> {
  const { start, end } = monthRange(month.year, month.month);
  return attempt(
    api.account.broadbandMonthlyUsage({ serviceCode: service.code, start, end }).catch((error: unknown) => {
      if (isProviderError(error) && error.kind === "status" && error.status === 404) return null;
      throw error;
    }),
  );
}

/** Call records of a range, newest first. */
export async function voipCalls(api: ProviderClient, service: Service, range: { from: string; to: string; uninvoiced: boolean }): Promise<Outcome<Cdr[]>> {
  return attempt(
    api.account
      .voipUsage({ id: service.id, from: range.from, to: range.to, uninvoiced: range.uninvoiced ? true : undefined })
      .then(({ cdrs }) => [...cdrs].sort((a, b) => b.startedAt.localeCompare(a.startedAt))),
  );
}

/** The chosen month and the five before it (in parallel), oldest first. */
export async function mobileMonths(api: ProviderClient, service: Service, month: YearMonth): Promise<Outcome<MobileMonthlyUsage[]>> {
  const months = Array.from({ length: MOBILE_MONTHS }, (_, i) => addMonths(month, i - (MOBILE_MONTHS - 1))).filter((m) => m.year >= MIN_YEAR);
  return attempt(Promise.all(months.map((m) => api.account.mobileMonthlyUsage({ serviceCode: service.code, year: m.year, month: m.month }))));
}

/** One page of gas or electricity reads (newest first, as the provider sends them). */
export async function energyReads(api: ProviderClient, service: Service, page: number): Promise<Outcome<EnergyUsage>> {
  const query = { id: service.id, skip: (page - 1) * ENERGY_PAGE_SIZE, take: ENERGY_PAGE_SIZE };
  return attempt(service.type.toLowerCase() === "gas" ? api.account.gasUsage(query) : api.account.electricityUsage(query));
}

export function broadbandCsv(usage: BroadbandMonthlyUsage): string {
  const ym = { year: usage.year, month: usage.month };
  return toCsv(
    ["Date", "Downloaded (bytes)", "Uploaded (bytes)"],
    usage.dailyUsage.map((d) => [isoDay(ym, d.day), d.downloadedBytes, d.uploadedBytes]),
  );
}

export function callsCsv(cdrs: readonly Cdr[]): string {
  return toCsv(
    ["Date and time", "Number called", "Call type", "Duration (seconds)", "Cost (dollars)", "Invoiced"],
    cdrs.map((c) => [c.startedAt, c.calledNumber, c.callType, c.durationSeconds, (c.costCents / 100).toFixed(2), c.invoiced ? "yes" : "no"]),
  );
}

export function mobileCsv(months: readonly MobileMonthlyUsage[]): string {
  return toCsv(
    ["Month", "Data (bytes)", "Calls", "Call time (seconds)", "SMS", "Cost (dollars)"],
    months.map((m) => [monthLabel(m), m.dataBytes, m.callCount, m.callSeconds, m.smsCount, (m.costCents / 100).toFixed(2)]),
  );
}

export function energyCsv(usage: EnergyUsage): string {
  return toCsv(
    ["Period start", "Period end", "Usage", "Unit", "Cost (dollars)"],
    usage.usage.map((r) => [r.periodStart.slice(0, 10), r.periodEnd.slice(0, 10), r.quantity, r.unit, (r.costCents / 100).toFixed(2)]),
  );
}
