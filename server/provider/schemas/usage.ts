import { z } from "zod";
import { cents, id, isoDate } from "./common.ts";

/** Usage by kind of service: broadband by day, month and hour, VoIP calls, mobile by month, gas and electricity reads. */

const dailyUsage = z.object({ day: z.number().int(), downloadedBytes: z.number(), uploadedBytes: z.number() });
export type DailyUsage = z.infer<typeof dailyUsage>;

/** Spec §3 "Broadband monthly usage", fields exactly. */
export const broadbandMonthlyUsage = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  dailyUsage: z.array(dailyUsage),
  totalDownloadedBytes: z.number(),
  totalUploadedBytes: z.number(),
  averageDailyDownloadedBytes: z.number(),
  averageDailyUploadedBytes: z.number(),
  daysInMonth: z.number().int(),
  monthName: z.string(),
});
export type BroadbandMonthlyUsage = z.infer<typeof broadbandMonthlyUsage>;

/** (sandbox shape) Totals per month, for the yearly/monthly views. */
const usageMonthTotal = z.object({
  year: z.number().int(),
  month: z.number().int(),
  monthName: z.string(),
  totalDownloadedBytes: z.number(),
  totalUploadedBytes: z.number(),
});
export const broadbandUsageTotals = z.object({ serviceCode: z.string(), months: z.array(usageMonthTotal) });
export type BroadbandUsageTotals = z.infer<typeof broadbandUsageTotals>;

/** (sandbox shape) */
export const hourlyUsage = z.object({
  serviceCode: z.string(),
  date: isoDate,
  hours: z.array(z.object({ hour: z.number().int(), downloadedBytes: z.number(), uploadedBytes: z.number() })),
});
export type HourlyUsage = z.infer<typeof hourlyUsage>;

export const cdr = z.object({
  id,
  startedAt: isoDate,
  callingNumber: z.string(),
  calledNumber: z.string(),
  /** local, national, mobile, international, 13/1300 */
  callType: z.string(),
  durationSeconds: z.number().int(),
  costCents: cents,
  invoiced: z.boolean(),
});
export type Cdr = z.infer<typeof cdr>;
export const voipUsageResponse = z.object({ cdrs: z.array(cdr) });
export type VoipUsageResponse = z.infer<typeof voipUsageResponse>;

/** (sandbox shape) */
export const mobileMonthlyUsage = z.object({
  serviceCode: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  dataBytes: z.number(),
  dataAllowanceBytes: z.number().nullable(),
  callCount: z.number().int(),
  callSeconds: z.number().int(),
  smsCount: z.number().int(),
  costCents: cents,
});
export type MobileMonthlyUsage = z.infer<typeof mobileMonthlyUsage>;

/** (sandbox shape) Gas (MJ) or electricity (kWh) reads, newest first. */
const energyReading = z.object({
  periodStart: isoDate,
  periodEnd: isoDate,
  quantity: z.number(),
  unit: z.enum(["kWh", "MJ"]),
  costCents: cents,
});
export const energyUsage = z.object({ serviceId: id, total: z.number().int(), usage: z.array(energyReading) });
export type EnergyUsage = z.infer<typeof energyUsage>;
