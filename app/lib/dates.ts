// Calendar helpers for query values (from/to, year/month) and date ranges sent to the provider.
//
// All "today" / "this month" questions are answered in one fixed time zone, the provider's:
// Australia/Sydney. A server in UTC and a browser in Perth then agree on which day it is, and
// server-rendered output does not change with the host's TZ setting.

/** The time zone every displayed or derived calendar date uses. */
export const TIME_ZONE = "Australia/Sydney";

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

const zonedFormatter = new Intl.DateTimeFormat("en-AU", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** Wall-clock parts of an instant in Australia/Sydney, or null for an invalid Date. */
export function zonedParts(date: Date): ZonedParts | null {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of zonedFormatter.formatToParts(date)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some ICU versions render midnight as 24 even with h23; fold it back.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** YYYY-MM-DD for a calendar date (no time zone involved). */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Strict YYYY-MM-DD: the day must exist ('2026-02-30' → null, '2024-02-29' is fine).
 * Returns the date at UTC midnight, so comparisons (`to < from`) are plain and the date reads
 * the same when formatted in Australia/Sydney (UTC+10/+11).
 */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; set the full year explicitly.
  date.setUTCFullYear(year);
  return date;
}

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

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
  const index = ym.year * 12 + (ym.month - 1) + Math.trunc(delta);
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Today's date in Australia/Sydney as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const p = zonedParts(now);
  if (!p) throw new RangeError("todayIso: invalid date");
  return toIsoDate(p.year, p.month, p.day);
}

/** The current month in Australia/Sydney. */
export function currentYearMonth(now: Date = new Date()): YearMonth {
  const p = zonedParts(now);
  if (!p) throw new RangeError("currentYearMonth: invalid date");
  return { year: p.year, month: p.month };
}

/**
 * The last `n` days including today (Sydney): n = 30 → from is 29 days before to.
 * Throws RangeError for n that is not a positive integer (a programming error).
 */
export function lastNDays(n: number, now: Date = new Date()): { from: string; to: string } {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`lastNDays: n must be a positive integer, got ${n}`);
  const to = todayIso(now);
  const start = parseIsoDate(to);
  if (!start) throw new RangeError("lastNDays: invalid date");
  start.setUTCDate(start.getUTCDate() - (n - 1));
  return {
    from: toIsoDate(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate()),
    to,
  };
}
