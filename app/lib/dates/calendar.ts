// Reading dates and calendar arithmetic, with date-fns and @date-fns/tz: date values from query
// strings, form fields and the provider's answers; YYYY-MM-DD dates moved by days, months, years;
// "today" and "this month". Showing a date to a customer is ./format.ts.
//
// "Today" and "this month" are in the provider's time zone (#app/lib/time-zone.ts:
// PROVIDER_TIME_ZONE, Australia/Sydney by default), so they never change with the host's or the
// browser's zone. Calendar dates without a time ('2026-03-05') are calculated in UTC, where no day
// is 23 or 25 hours long.
//
// No display format here, so no date-fns locale: a form's inline checks load only this module.

import { TZDate, tz } from "@date-fns/tz";
import {
  addDays,
  addMonths as addCalendarMonths,
  addYears,
  differenceInCalendarDays,
  isValid,
  parseISO,
} from "date-fns";
import { providerToday } from "#app/domain/provider-day.ts";
import { providerTimeZone } from "#app/domain/time-zone.ts";

export interface ZonedParts {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number; // 0–23
  minute: number;
  second: number;
}

export interface YearMonth {
  year: number;
  month: number; // 1–12
}

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

/** Calendar arithmetic on dates without a time happens here: no daylight saving. */
const calendar = tz("UTC");
/** The provider's zone, read at each call (the server sets it once at start, the browser on hydration). */
export const providerZone = () => tz(providerTimeZone());

// ─── Calendar dates (YYYY-MM-DD) ────────────────────────────────────────────

/** A calendar date from its parts (months 1–12), at UTC midnight; years below 100 are years, not 19xx. */
export function calendarDate(year: number, month: number, day: number): TZDate {
  const date = new TZDate(0, "UTC");
  date.setFullYear(year, month - 1, day);
  return date;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Strict YYYY-MM-DD: the day must exist ('2026-02-30' → null, '2024-02-29' is fine).
 * Returns the date at UTC midnight, so comparisons (`to < from`) are plain.
 */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return null;
  const date = parseISO(`${value}T00:00:00Z`);
  return isValid(date) ? date : null;
}

/** YYYY-MM-DD of a calendar date (its UTC fields: calendar dates live at UTC midnight). */
function isoDateOf(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/**
 * YYYY-MM-DD for a calendar date (no time zone involved); days or months past the end roll over
 * ('2026-01-32' is '2026-02-01'). Plain UTC arithmetic: a usage page calls it for every day shown.
 */
export function toIsoDate(year: number, month: number, day: number): string {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return isoDateOf(date);
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last of this one (UTC: no zone look-up; years below 100 kept).
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** A YYYY-MM-DD date moved by whole days (negative goes back). */
export function addDaysToIsoDate(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`addDaysToIsoDate: not a date: ${iso}`);
  return isoDateOf(addDays(date, days, { in: calendar }));
}

/** A YYYY-MM-DD date moved by whole years; 29 February becomes 28 February in other years. */
export function addYearsToIsoDate(iso: string, years: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`addYearsToIsoDate: not a date: ${iso}`);
  return isoDateOf(addYears(date, years, { in: calendar }));
}

/** How many days `to` is after `from` (both YYYY-MM-DD); negative when it is before. */
export function daysBetween(from: string, to: string): number {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) throw new RangeError(`daysBetween: not a date: ${start ? to : from}`);
  return differenceInCalendarDays(end, start, { in: calendar });
}

function toInteger(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  if (typeof value === "string" && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A year (2000–2100) and month (1–12) from query values or numbers; null when invalid. */
export function parseYearMonth(year: unknown, month: unknown): YearMonth | null {
  const y = toInteger(year);
  const m = toInteger(month);
  if (y === null || m === null) return null;
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12) return null;
  return { year: y, month: m };
}

/** First and last day (inclusive) of a month as YYYY-MM-DD, and its number of days. */
export function monthRange(year: number, month: number): { start: string; end: string; daysInMonth: number } {
  const days = daysInMonth(year, month);
  return { start: toIsoDate(year, month, 1), end: toIsoDate(year, month, days), daysInMonth: days };
}

/** Move a year/month by `delta` months (negative goes back); the result is not range-checked. */
export function addMonths(ym: YearMonth, delta: number): YearMonth {
  const moved = addCalendarMonths(calendarDate(ym.year, ym.month, 1), Math.trunc(delta));
  return { year: moved.getFullYear(), month: moved.getMonth() + 1 };
}

// ─── Now, in the provider's zone ────────────────────────────────────────────

/** Wall-clock parts of an instant in the provider's zone, or null for an invalid Date. */
export function zonedParts(date: Date): ZonedParts | null {
  if (!(date instanceof Date) || !isValid(date)) return null;
  const wall = providerZone()(date);
  return {
    year: wall.getFullYear(),
    month: wall.getMonth() + 1,
    day: wall.getDate(),
    hour: wall.getHours(),
    minute: wall.getMinutes(),
    second: wall.getSeconds(),
  };
}

/** Today's date in the provider's zone as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return providerToday(now);
}

/** The current month in the provider's zone. */
export function currentYearMonth(now: Date = new Date()): YearMonth {
  const p = zonedParts(now);
  if (!p) throw new RangeError("currentYearMonth: invalid date");
  return { year: p.year, month: p.month };
}

/**
 * The last `n` days including today (provider's zone): n = 30 → from is 29 days before to.
 * Throws RangeError for n that is not a positive integer (a programming error).
 */
export function lastNDays(n: number, now: Date = new Date()): { from: string; to: string } {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`lastNDays: n must be a positive integer, got ${n}`);
  const to = todayIso(now);
  return { from: addDaysToIsoDate(to, -(n - 1)), to };
}
