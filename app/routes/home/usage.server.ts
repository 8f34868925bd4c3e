// Loading usage for the selected service, shared by /home/usage and its CSV download.
import type { ProviderClient } from "#server/provider/index.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import type { BroadbandMonthlyUsage, Cdr, EnergyUsage, MobileMonthlyUsage } from "#server/provider/schemas/usage.ts";
import { addMonths, MIN_YEAR, monthRange, toIsoDate, type YearMonth } from "#app/lib/dates/calendar.ts";
import {
  csvDate,
  csvDateTime,
  formatDate,
  dateTimeShown,
  formatShortMonth,
  monthLabel,
} from "#app/lib/dates/format.ts";
import { monthName } from "#app/domain/months.ts";
import { toCsv } from "#app/lib/csv.ts";
import { attempt, type Outcome } from "#app/lib/provider-outcome.server.ts";
import { CALLS_PAGE_SIZE, ENERGY_PAGE_SIZE, MOBILE_MONTHS } from "./usage-query.ts";
import { paginate } from "#app/lib/paging.ts";
import { hasProviderStatus } from "#server/provider/errors.ts";
import { formatDuration, formatFileSize, usedOfAllowance } from "#app/lib/format-usage.ts";
import { chartPicture } from "./usage-chart.server.ts";
import type { ChartPicture } from "./usage/chart.tsx";
import * as styles from "./usage.css.ts";

/** A month's broadband usage; a month the provider has nothing for (404) is an empty month. */
export async function broadbandMonth(
  api: ProviderClient,
  service: Service,
  month: YearMonth,
): Promise<Outcome<BroadbandMonthlyUsage | null>> {
  const { start, end } = monthRange(month.year, month.month);
  return attempt(
    api.account.broadbandMonthlyUsage({ serviceCode: service.code, start, end }).catch((error: unknown) => {
      if (hasProviderStatus(error, 404)) return null;
      throw error;
    }),
  );
}

/** Call records of a range, newest first. */
export async function voipCalls(
  api: ProviderClient,
  service: Service,
  range: { from: string; to: string; uninvoiced: boolean },
): Promise<Outcome<Cdr[]>> {
  return attempt(
    api.account
      .voipUsage({ id: service.id, from: range.from, to: range.to, uninvoiced: range.uninvoiced ? true : undefined })
      .then(({ cdrs }) => [...cdrs].sort((a, b) => b.startedAt.localeCompare(a.startedAt))),
  );
}

/** The chosen month and the five before it (in parallel), oldest first. */
export async function mobileMonths(
  api: ProviderClient,
  service: Service,
  month: YearMonth,
): Promise<Outcome<MobileMonthlyUsage[]>> {
  const months = Array.from({ length: MOBILE_MONTHS }, (_, i) => addMonths(month, i - (MOBILE_MONTHS - 1))).filter(
    (m) => m.year >= MIN_YEAR,
  );
  return attempt(
    Promise.all(
      months.map((m) => api.account.mobileMonthlyUsage({ serviceCode: service.code, year: m.year, month: m.month })),
    ),
  );
}

/** One page of gas or electricity reads (newest first, as the provider sends them). */
export async function energyReads(api: ProviderClient, service: Service, page: number): Promise<Outcome<EnergyUsage>> {
  const query = { id: service.id, skip: (page - 1) * ENERGY_PAGE_SIZE, take: ENERGY_PAGE_SIZE };
  return attempt(
    service.type.toLowerCase() === "gas" ? api.account.gasUsage(query) : api.account.electricityUsage(query),
  );
}

export function broadbandCsv(usage: BroadbandMonthlyUsage): string {
  const ym = { year: usage.year, month: usage.month };
  return toCsv(
    ["Date", "Downloaded (bytes)", "Uploaded (bytes)"],
    usage.dailyUsage.map((d) => [toIsoDate(ym.year, ym.month, d.day), d.downloadedBytes, d.uploadedBytes]),
  );
}

export function callsCsv(cdrs: readonly Cdr[]): string {
  return toCsv(
    ["Date and time", "Number called", "Call type", "Duration (seconds)", "Cost (dollars)", "Invoiced"],
    cdrs.map((c) => [
      csvDateTime(c.startedAt),
      c.calledNumber,
      c.callType,
      c.durationSeconds,
      (c.costCents / 100).toFixed(2),
      c.invoiced ? "yes" : "no",
    ]),
  );
}

export function mobileCsv(months: readonly MobileMonthlyUsage[]): string {
  return toCsv(
    ["Month", "Data (bytes)", "Calls", "Call time (seconds)", "SMS", "Cost (dollars)"],
    months.map((m) => [
      monthLabel(m),
      m.dataBytes,
      m.callCount,
      m.callSeconds,
      m.smsCount,
      (m.costCents / 100).toFixed(2),
    ]),
  );
}

export function energyCsv(usage: EnergyUsage): string {
  return toCsv(
    ["Period start", "Period end", "Usage", "Unit", "Cost (dollars)"],
    usage.usage.map((r) => [
      csvDate(r.periodStart),
      csvDate(r.periodEnd),
      r.quantity,
      r.unit,
      (r.costCents / 100).toFixed(2),
    ]),
  );
}

// ── What the page shows: dates formatted here, on the server (app/lib/dates/format.ts) ──

/** The month picker's options: 1 → 'January' … 12 → 'December'. */
export const monthOptions = () =>
  Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1) }));

/**
 * A month's broadband usage as the page shows it: the month's name, the totals and each day's
 * figures worded here, so the page ships no formatting code (and no date code: app/lib/dates/format.ts).
 */
export function broadbandDays(usage: BroadbandMonthlyUsage, allowance: number | null = null) {
  const used = usage.totalDownloadedBytes + usage.totalUploadedBytes;
  return {
    label: monthLabel(usage),
    totals: [
      // A capped plan (decision 082): downloads and uploads together, against its allowance.
      ...(allowance ? [{ key: "Data allowance", value: usedOfAllowance(used, allowance) }] : []),
      { key: "Total downloaded", value: formatFileSize(usage.totalDownloadedBytes) },
      { key: "Total uploaded", value: formatFileSize(usage.totalUploadedBytes) },
      { key: "Average downloaded a day", value: formatFileSize(usage.averageDailyDownloadedBytes) },
      { key: "Average uploaded a day", value: formatFileSize(usage.averageDailyUploadedBytes) },
    ],
    days: usage.dailyUsage.map((d) => ({
      day: d.day,
      date: formatDate(toIsoDate(usage.year, usage.month, d.day)),
      downloaded: formatFileSize(d.downloadedBytes),
      uploaded: formatFileSize(d.uploadedBytes),
    })),
  };
}

/** Mobile months as the page shows them ('March 2026', sizes, call time). */
export const shownMonths = (months: readonly MobileMonthlyUsage[]) =>
  months.map((m) => ({
    year: m.year,
    month: m.month,
    label: monthLabel(m),
    data: formatFileSize(m.dataBytes),
    allowance: m.dataAllowanceBytes === null ? "Unlimited" : formatFileSize(m.dataAllowanceBytes),
    callCount: m.callCount,
    callTime: formatDuration(m.callSeconds),
    smsCount: m.smsCount,
    costCents: m.costCents,
  }));

/** One page of call records as shown, with the count and cost of all the range's calls. */
export function shownCalls(cdrs: readonly Cdr[], page: number) {
  const shown = paginate(cdrs, page, CALLS_PAGE_SIZE);
  return {
    ...shown,
    items: shown.items.map((c) => ({
      id: c.id,
      when: dateTimeShown(c.startedAt),
      calledNumber: c.calledNumber,
      callType: c.callType,
      duration: formatDuration(c.durationSeconds),
      costCents: c.costCents,
    })),
    totalCostCents: cdrs.reduce((sum, c) => sum + c.costCents, 0),
  };
}

/** Meter reads with their period as shown ('05 Feb 2026 to 04 Mar 2026'). */
export function shownReads(usage: EnergyUsage) {
  return {
    ...usage,
    usage: usage.usage.map((r) => ({ ...r, period: `${formatDate(r.periodStart)} to ${formatDate(r.periodEnd)}` })),
  };
}

// ── Charts: worked out here (usage-chart.server.ts), so the browser gets the picture without the chart code ──

const tick = (v: number) => v.toLocaleString("en-AU");

const SIZE_NAMES: Record<string, string> = { KB: "Kilobytes", MB: "Megabytes", GB: "Gigabytes", TB: "Terabytes" };
const SIZE_POWERS: Record<string, number> = { KB: 1, MB: 2, GB: 3, TB: 4 };

/**
 * The unit the table beside the chart shows its largest figure in (formatFileSize's choice), so
 * the axis reads in the same unit as the figures: "Gigabytes (GB)" and 4, not 4,096 MB.
 */
function sizeAxis(bytes: readonly number[]) {
  const unit =
    formatFileSize(Math.max(1024, ...bytes))
      .split(" ")
      .pop() ?? "MB";
  const divisor = 1024 ** (SIZE_POWERS[unit] ?? 2);
  const name = SIZE_NAMES[unit] ?? unit;
  return { label: `${name} (${unit})`, words: name.toLowerCase(), of: (b: number) => b / divisor };
}

export function broadbandChart(usage: BroadbandMonthlyUsage): ChartPicture {
  const label = monthLabel(usage);
  const rows = usage.dailyUsage;
  const axis = sizeAxis(rows.flatMap((d) => [d.downloadedBytes, d.uploadedBytes]));
  return chartPicture({
    id: "usage-chart",
    title: `Daily downloads and uploads in ${label}`,
    description: `Bar chart of ${axis.words} downloaded and uploaded on each of ${rows.length} days of ${label}. The table "Daily usage in ${label}" below has the same figures.`,
    categories: rows.map((d) => String(d.day)),
    series: [
      {
        key: "down",
        label: "Downloaded",
        className: styles.download,
        swatchClassName: styles.swatchDownload,
        values: rows.map((d) => axis.of(d.downloadedBytes)),
      },
      {
        key: "up",
        label: "Uploaded",
        className: styles.upload,
        swatchClassName: styles.swatchUpload,
        values: rows.map((d) => axis.of(d.uploadedBytes)),
      },
    ],
    xLabel: "Day of the month",
    yLabel: axis.label,
    formatTick: tick,
  });
}

export function mobileChart(months: readonly MobileMonthlyUsage[], to: YearMonth): ChartPicture {
  const axis = sizeAxis(months.map((m) => m.dataBytes));
  return chartPicture({
    id: "usage-chart",
    title: `Mobile data used each month to ${monthLabel(to)}`,
    description: `Bar chart of ${axis.words} of mobile data used in each of ${months.length} months. The table below has the same figures.`,
    categories: months.map((m) => formatShortMonth(toIsoDate(m.year, m.month, 1))),
    series: [
      {
        key: "data",
        label: "Data used",
        className: styles.download,
        swatchClassName: styles.swatchDownload,
        values: months.map((m) => axis.of(m.dataBytes)),
      },
    ],
    xLabel: "Month",
    yLabel: axis.label,
    formatTick: tick,
  });
}

export function energyChart(usage: EnergyUsage): ChartPicture {
  const unit = usage.usage[0]?.unit ?? "";
  const oldestFirst = [...usage.usage].reverse();
  return chartPicture({
    id: "usage-chart",
    title: `Energy used per billing period (${unit})`,
    description: `Bar chart of ${unit} used in each of ${oldestFirst.length} periods, oldest first. The table below has the same figures.`,
    categories: oldestFirst.map((r) => formatShortMonth(r.periodEnd)),
    series: [
      {
        key: "qty",
        label: `Usage (${unit})`,
        className: styles.download,
        swatchClassName: styles.swatchDownload,
        values: oldestFirst.map((r) => r.quantity),
      },
    ],
    xLabel: "Period ending",
    yLabel: unit,
    formatTick: tick,
  });
}
