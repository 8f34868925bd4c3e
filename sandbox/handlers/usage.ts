import type { Service } from "#server/provider/schemas/services.ts";
import type { BroadbandMonthlyUsage } from "#server/provider/schemas/usage.ts";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, intParam, ok } from "#sandbox/context.ts";
import type { UsageRecord } from "#sandbox/records.ts";
import type { Row } from "#sandbox/store.ts";
import { addMonths, daysInMonth, isoDate, monthNames, prng, seedOf, startOfToday } from "#sandbox/util.ts";
import { mobileAllowanceBytes, mobileMonthBytes } from "#sandbox/usage-alerts.ts";
import { BROADBAND_TYPES, myService, myServiceByCode } from "./shared.ts";

/** Usage: broadband (daily rows in the store), mobile and energy (generated deterministically). */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function broadbandService(row: Row<Service>): Row<Service> {
  if (!BROADBAND_TYPES.includes(row.data.type as (typeof BROADBAND_TYPES)[number]))
    fail(400, "Invalid request: not a broadband service");
  return row;
}

/** A service's daily rows from `from` to `to` (ISO dates, both included): only those are read. */
function dailyRows(ctx: Ctx, code: string, from: string, to: string): UsageRecord[] {
  return ctx.sb.store
    .list<UsageRecord>("usage_daily", { ref: code, between: { field: "date", from, to } })
    .map((r) => r.data);
}

const yearRows = (ctx: Ctx, code: string, year: number) => dailyRows(ctx, code, `${year}-01-01`, `${year}-12-31`);

function monthTotals(rows: UsageRecord[], filter: (year: number, month: number) => boolean, serviceCode: string) {
  const byMonth = new Map<string, { year: number; month: number; down: number; up: number }>();
  for (const r of rows) {
    const year = Number(r.date.slice(0, 4));
    const month = Number(r.date.slice(5, 7));
    if (!filter(year, month)) continue;
    const key = r.date.slice(0, 7);
    const entry = byMonth.get(key) ?? { year, month, down: 0, up: 0 };
    entry.down += r.downloadedBytes;
    entry.up += r.uploadedBytes;
    byMonth.set(key, entry);
  }
  return {
    serviceCode,
    months: [...byMonth.values()].map((m) => ({
      year: m.year,
      month: m.month,
      monthName: monthNames[m.month - 1]!,
      totalDownloadedBytes: m.down,
      totalUploadedBytes: m.up,
    })),
  };
}

/** Spec §3 broadband monthly usage for the month of `start`, days from start to end (inclusive). */
function monthlyUsage(rows: UsageRecord[], start: string, end: string): BroadbandMonthlyUsage {
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  const prefix = start.slice(0, 7);
  const days = rows.filter(
    (r) => r.date.startsWith(prefix) && r.date >= start.slice(0, 10) && r.date <= end.slice(0, 10),
  );
  const dailyUsage = days.map((r) => ({
    day: Number(r.date.slice(8, 10)),
    downloadedBytes: r.downloadedBytes,
    uploadedBytes: r.uploadedBytes,
  }));
  const totalDownloadedBytes = dailyUsage.reduce((s, d) => s + d.downloadedBytes, 0);
  const totalUploadedBytes = dailyUsage.reduce((s, d) => s + d.uploadedBytes, 0);
  const n = dailyUsage.length || 1;
  return {
    year,
    month,
    dailyUsage,
    totalDownloadedBytes,
    totalUploadedBytes,
    averageDailyDownloadedBytes: Math.round(totalDownloadedBytes / n),
    averageDailyUploadedBytes: Math.round(totalUploadedBytes / n),
    daysInMonth: daysInMonth(year, month),
    monthName: monthNames[month - 1]!,
  };
}

function energy(ctx: Ctx, id: number, type: "electricity" | "gas", months: number, skip = 0, take = months) {
  const service = myService(ctx, id).data;
  if (service.type !== type) fail(400, `Invalid request: not a ${type} service`);
  const r = prng(seedOf(`${service.code}:energy`));
  const today = startOfToday(ctx.sb.now());
  const usage = Array.from({ length: months }, (_, i) => {
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i - 1, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    const winter = [5, 6, 7].includes(start.getUTCMonth()) ? 1.5 : 1;
    const quantity = Math.round((type === "electricity" ? 280 + r() * 220 : 900 + r() * 1400) * winter);
    const costCents = Math.round(quantity * (type === "electricity" ? 28 : 3.9));
    return {
      periodStart: isoDate(start),
      periodEnd: isoDate(end),
      quantity,
      unit: type === "electricity" ? "kWh" : "MJ",
      costCents,
    };
  });
  return { serviceId: service.id, total: usage.length, usage: usage.slice(skip, skip + take) };
}

function skipTake(ctx: Ctx): [number, number] {
  const skip = ctx.query.get("skip") ? intParam(ctx.query.get("skip"), "skip") : 0;
  const take = ctx.query.get("take") ? intParam(ctx.query.get("take"), "take") : 12;
  if (skip < 0 || take < 1 || take > 100) fail(400, "Invalid request: skip must be ≥ 0 and take 1–100");
  return [skip, take];
}

export const usageHandlers: HandlerMap["account"] = {
  broadbandMonthlyUsage(ctx) {
    const { serviceCode = "", start = "", end = "" } = ctx.params;
    if (!ISO_DATE.test(start) || !ISO_DATE.test(end)) fail(400, "Invalid request: start and end must be ISO dates");
    if (end < start) fail(400, "Invalid request: end is before start");
    const service = broadbandService(myServiceByCode(ctx, serviceCode));
    return ok(monthlyUsage(dailyRows(ctx, service.data.code, start.slice(0, 10), end.slice(0, 10)), start, end));
  },

  broadbandUsage(ctx) {
    const service = broadbandService(myService(ctx, intParam(ctx.params.id, "id")));
    const year = ctx.query.get("year")
      ? intParam(ctx.query.get("year"), "year")
      : new Date(ctx.sb.now()).getUTCFullYear();
    return ok(monthTotals(yearRows(ctx, service.data.code, year), (y) => y === year, service.data.code));
  },

  broadbandUsageByMonth(ctx) {
    const service = broadbandService(myServiceByCode(ctx, ctx.params.serviceCode ?? ""));
    const year = intParam(ctx.params.year, "year");
    return ok(monthTotals(yearRows(ctx, service.data.code, year), (y) => y === year, service.data.code));
  },

  broadbandYearlyUsage(ctx) {
    const service = broadbandService(myServiceByCode(ctx, ctx.params.serviceCode ?? ""));
    const from = isoDate(addMonths(startOfToday(ctx.sb.now()), -12)).slice(0, 7);
    return ok(
      monthTotals(
        dailyRows(ctx, service.data.code, `${from}-01`, "9999-12-31"),
        (y, m) => `${y}-${String(m).padStart(2, "0")}` >= from,
        service.data.code,
      ),
    );
  },

  broadbandHourlyUsage(ctx) {
    const service = broadbandService(myServiceByCode(ctx, ctx.params.serviceCode ?? ""));
    const date = ctx.params.date ?? "";
    if (!ISO_DATE.test(date)) fail(400, "Invalid request: date must be an ISO date");
    const [day] = dailyRows(ctx, service.data.code, date.slice(0, 10), date.slice(0, 10));
    const weights = Array.from({ length: 24 }, (_, h) => (h < 7 ? 0.3 : h < 17 ? 0.8 : h < 23 ? 2 : 0.6));
    const sum = weights.reduce((a, b) => a + b, 0);
    const hours = weights.map((w, hour) => ({
      hour,
      downloadedBytes: day ? Math.round((day.downloadedBytes * w) / sum) : 0,
      uploadedBytes: day ? Math.round((day.uploadedBytes * w) / sum) : 0,
    }));
    return ok({ serviceCode: service.data.code, date: date.slice(0, 10), hours });
  },

  mobileMonthlyUsage(ctx) {
    const service = myServiceByCode(ctx, ctx.params.serviceCode ?? "").data;
    if (service.type !== "mobile") fail(400, "Invalid request: not a mobile service");
    const year = intParam(ctx.params.year, "year");
    const month = intParam(ctx.params.month, "month");
    if (month < 1 || month > 12) fail(400, "Invalid request: month must be 1–12");
    const r = prng(seedOf(`${service.code}:${year}-${month}`));
    r(); // The month's first figure is its data (mobileMonthBytes), stored once something adds to it.
    return ok({
      serviceCode: service.code,
      year,
      month,
      dataBytes: mobileMonthBytes(ctx.sb.store, service.code, year, month),
      dataAllowanceBytes: mobileAllowanceBytes(service),
      callCount: Math.floor(20 + r() * 80),
      callSeconds: Math.floor(3000 + r() * 20000),
      smsCount: Math.floor(10 + r() * 150),
      costCents: 2500,
    });
  },

  gasUsage: (ctx) => ok(energy(ctx, intParam(ctx.params.id, "id"), "gas", 24, ...skipTake(ctx))),
  electricityUsage: (ctx) => ok(energy(ctx, intParam(ctx.params.id, "id"), "electricity", 24, ...skipTake(ctx))),
  electricityMonthlyUsage(ctx) {
    const year = intParam(ctx.params.year, "year");
    const all = energy(ctx, intParam(ctx.params.id, "id"), "electricity", 36);
    const usage = all.usage.filter((u) => u.periodStart.startsWith(String(year)));
    return ok({ serviceId: all.serviceId, total: usage.length, usage });
  },
  electricityYearlyUsage: (ctx) => ok(energy(ctx, intParam(ctx.params.id, "id"), "electricity", 12)),
};
