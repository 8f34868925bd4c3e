// "This month's usage" on Home: one provider call per kind of service, worded on the server.
// Broadband and mobile: the current month so far; VoIP: this month's calls; gas and electricity:
// the latest meter read (the provider reads energy per billing period, not day by day).
import type { ProviderClient } from "#server/provider/index.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import type { BroadbandMonthlyUsage, Cdr, EnergyUsage, MobileMonthlyUsage } from "#server/provider/schemas/usage.ts";
import type { Capabilities } from "#app/domain/services.ts";
import { currentYearMonth, monthRange, todayIso, type YearMonth } from "#app/lib/dates/calendar.ts";
import { formatDate, monthLabel } from "#app/lib/dates/format.ts";
import { formatMoney } from "#app/domain/format.ts";
import { formatDuration, formatFileSize, usedOfAllowance } from "#app/lib/format-usage.ts";
import { attempt, type Outcome } from "#app/lib/provider-outcome.server.ts";
import { broadbandMonth, voipCalls } from "#app/routes/home/usage.server.ts";

export type MonthUsage = {
  /** What the figures cover: "November 2026 so far". */
  period: string;
  rows: { key: string; value: string }[];
  /** Data used against the plan's allowance, where the plan has one. */
  bar: { label: string; value: number; max: number; text: string } | null;
  /** Nothing recorded yet, or another word about the figures. */
  note: string | null;
};

const mapped = async <T>(work: Promise<Outcome<T>>, shape: (value: T) => MonthUsage): Promise<Outcome<MonthUsage>> => {
  const outcome = await work;
  return outcome.ok ? { ok: true, value: shape(outcome.value) } : outcome;
};

function mobileMonth(api: ProviderClient, service: Service): Promise<Outcome<MonthUsage>> {
  const now = currentYearMonth();
  return mapped(attempt(api.account.mobileMonthlyUsage({ serviceCode: service.code, ...now })), (m) =>
    mobileShown(m, now),
  );
}

/** Data used against an allowance, as the panel's bar: mobiles and capped broadband alike. */
const allowanceBar = (used: number, allowance: number | null | undefined): MonthUsage["bar"] =>
  allowance && allowance > 0
    ? { label: "Data used", value: Math.min(used, allowance), max: allowance, text: usedOfAllowance(used, allowance) }
    : null;

function mobileShown(m: MobileMonthlyUsage, now: YearMonth): MonthUsage {
  const used = formatFileSize(m.dataBytes);
  const allowance = m.dataAllowanceBytes;
  return {
    period: `${monthLabel(now)} so far`,
    bar: allowanceBar(m.dataBytes, allowance),
    rows: [
      ...(allowance ? [] : [{ key: "Data used", value: `${used} (no limit)` }]),
      { key: "Calls", value: `${m.callCount} (${formatDuration(m.callSeconds)})` },
      { key: "SMS", value: String(m.smsCount) },
    ],
    note: null,
  };
}

function broadband(api: ProviderClient, service: Service): Promise<Outcome<MonthUsage>> {
  const now = currentYearMonth();
  return mapped(broadbandMonth(api, service, now), (usage) =>
    broadbandShown(usage, now, service.dataAllowanceBytes ?? null),
  );
}

/** A capped plan counts downloads and uploads together against its allowance (decision 082). */
function broadbandShown(usage: BroadbandMonthlyUsage | null, now: YearMonth, allowance: number | null): MonthUsage {
  const period = `${monthLabel(now)} so far`;
  if (!usage || usage.dailyUsage.length === 0)
    return { period, rows: [], bar: allowanceBar(0, allowance), note: "No usage recorded yet this month." };
  return {
    period,
    rows: [
      { key: "Downloaded", value: formatFileSize(usage.totalDownloadedBytes) },
      { key: "Uploaded", value: formatFileSize(usage.totalUploadedBytes) },
    ],
    bar: allowanceBar(usage.totalDownloadedBytes + usage.totalUploadedBytes, allowance),
    note: null,
  };
}

function voip(api: ProviderClient, service: Service): Promise<Outcome<MonthUsage>> {
  const now = currentYearMonth();
  const range = { from: monthRange(now.year, now.month).start, to: todayIso(), uninvoiced: false };
  return mapped(voipCalls(api, service, range), (calls) => voipShown(calls, now));
}

function voipShown(calls: readonly Cdr[], now: YearMonth): MonthUsage {
  const cost = calls.reduce((sum, c) => sum + c.costCents, 0);
  return {
    period: `${monthLabel(now)} so far`,
    rows: [
      { key: "Calls", value: String(calls.length) },
      { key: "Cost", value: formatMoney(cost) },
    ],
    bar: null,
    note: calls.length === 0 ? "No calls yet this month." : null,
  };
}

function energy(api: ProviderClient, service: Service): Promise<Outcome<MonthUsage>> {
  const query = { id: service.id, skip: 0, take: 1 };
  const reads =
    service.type.toLowerCase() === "gas" ? api.account.gasUsage(query) : api.account.electricityUsage(query);
  return mapped(attempt(reads), energyShown);
}

function energyShown(reads: EnergyUsage): MonthUsage {
  const latest = reads.usage[0];
  if (!latest) return { period: "Latest meter read", rows: [], bar: null, note: "No meter reads yet." };
  return {
    period: `Meter read for ${formatDate(latest.periodStart)} to ${formatDate(latest.periodEnd)}`,
    rows: [
      { key: "Used", value: `${latest.quantity.toLocaleString("en-AU")} ${latest.unit}` },
      { key: "Cost", value: formatMoney(latest.costCents) },
    ],
    bar: null,
    note: null,
  };
}

const LOADERS = { broadband, mobile: mobileMonth, voip, energy } as const;

/** The panel's title: energy is read per billing period, so its figures are the latest read's. */
export const usageTitle = (can: Pick<Capabilities, "usageView">) =>
  can.usageView === "energy" ? "Your latest energy use" : "This month's usage";

/**
 * This month's usage for a service in use, or null where there is none to show (cancelled, still
 * to be connected, a kind without usage). One provider call; a failure is the panel's message.
 */
export function monthUsage(
  api: ProviderClient,
  service: Service,
  can: Pick<Capabilities, "usageView" | "isCancelled">,
  inUse: boolean,
): Promise<Outcome<MonthUsage>> | null {
  if (can.isCancelled || !inUse || can.usageView === "none") return null;
  return LOADERS[can.usageView](api, service);
}
