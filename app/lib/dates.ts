// Dates, with date-fns and @date-fns/tz: reading date values (query strings, form fields, the
// provider's answers), calendar arithmetic, and every date shown to a customer (the house style below).
//
// "Today", "this month" and every date shown to a customer are in the provider's time zone
// (./time-zone.ts: PROVIDER_TIME_ZONE, Australia/Sydney by default), so the output never changes
// with the host's or the browser's zone. Calendar dates without a time ('2026-03-05') are
// calculated in UTC, where no day is 23 or 25 hours long.
//
// The display formats bring date-fns's English locale (about 6 KiB gzip): pages format their dates
// in loaders, on the server, so a first visit ships none of this module (README, Performance).
// In the browser it is only loaded lazily (a form's inline checks, a billing step).

import { TZDate, tz } from "@date-fns/tz";
import {
  addDays,
  addMonths as addCalendarMonths,
  addYears,
  differenceInCalendarDays,
  format,
  isValid,
  parseISO,
} from "date-fns";
import { isMonthNumber, monthName } from "#app/domain/months.ts";
import { PLACEHOLDER } from "#app/domain/format.ts";
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
const providerZone = () => tz(providerTimeZone());

// ─── Calendar dates (YYYY-MM-DD) ────────────────────────────────────────────

/** A calendar date from its parts (months 1–12), at UTC midnight; years below 100 are years, not 19xx. */
function calendarDate(year: number, month: number, day: number): TZDate {
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

// ─── Display ──────────────────────────────────────────────────────

// A date-only or zone-less date-time string, e.g. '2026-03-05' or '2026-03-05T14:07:09'.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?)?$/;
// An instant: a date-time with 'Z' or an offset.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A value to show, in the provider's zone. Strings without a zone (the provider's 'YYYY-MM-DD'
 * and 'YYYY-MM-DDTHH:mm:ss') are wall time there as written, not the host's local time; strings
 * with a zone ('Z', '+10:00'), Dates and numbers (epoch milliseconds) are instants. Anything
 * else (other string shapes, whose parsing would depend on the host) is null.
 */
function toZoned(value: Date | string | number): Date | null {
  const zone = providerZone();
  if (value instanceof Date || typeof value === "number") {
    const instant = zone(value);
    return isValid(instant) ? instant : null;
  }
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!LOCAL_DATE_TIME.test(text) && !INSTANT.test(text)) return null;
  const date = parseISO(text, { in: zone });
  return isValid(date) ? date : null;
}

function display(value: Date | string | number, pattern: string): string {
  const date = toZoned(value);
  return date ? format(date, pattern) : PLACEHOLDER;
}

// ─── Wall-clock parts, fast ──────────────────────────────────────────
// A page shows dozens of dates; through TZDate each costs several time-zone look-ups (7 % of
// /home's CPU time). The wall-clock parts come from a zone-less string's own digits, or from one
// Intl call for an instant (dates.test.ts compares the text with date-fns's over many values).
// Anything else takes date-fns.

const LOCAL_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;
const SIMPLE_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** One formatter per zone (immutable Intl objects, as date-fns/tz keeps its own). */
const wallFormatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallFormatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock parts, null for a value `display` would refuse, undefined when `display` must
 * decide: a zone-less time can fall in a daylight-saving gap, which date-fns moves on (an hour).
 */
function wallClock(value: Date | string | number, withTime: boolean): ZonedParts | null | undefined {
  let instant: number;
  if (typeof value === "string") {
    const text = value.trim();
    const local = LOCAL_PARTS.exec(text);
    if (local) {
      if (withTime || local[4] !== undefined) return undefined;
      const [year, month, day] = local.slice(1, 4).map(Number) as [number, number, number];
      if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
      return { year, month, day, hour: 0, minute: 0, second: 0 };
    }
    if (!SIMPLE_INSTANT.test(text)) return undefined;
    instant = Date.parse(text);
  } else if (value instanceof Date || typeof value === "number") {
    instant = value instanceof Date ? value.getTime() : value;
  } else return undefined;
  if (!Number.isFinite(instant)) return undefined;
  const parts: Record<string, number> = {};
  for (const part of wallFormatter(providerTimeZone()).formatToParts(instant))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  const { year, month, day, hour, minute, second } = parts;
  if ([year, month, day, hour, minute, second].some((n) => n === undefined || !Number.isFinite(n))) return undefined;
  if (year! < 1000) return undefined; // date-fns pads years differently; leave them to it
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
}

// ─── The house style: dates worded for people ───────────────────────────────
// One style everywhere (docs/decisions/048): '30 November 2026'; a day someone plans around
// (a visit, a connection, a move, a cancellation) with its weekday, 'Monday 30 November 2026';
// times without seconds, '9:00am', '2:07pm', and 'midnight' and 'midday' rather than '12:00am'
// and '12:00pm', which people read either way.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function dateWords(wall: Pick<ZonedParts, "year" | "month" | "day">): string {
  return `${wall.day} ${monthName(wall.month)} ${wall.year}`;
}

function weekdayOf(wall: Pick<ZonedParts, "year" | "month" | "day">): string {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  return WEEKDAYS[date.getUTCDay()]!;
}

function timeWords(wall: Pick<ZonedParts, "hour" | "minute">): string {
  if (wall.minute === 0 && wall.hour === 0) return "midnight";
  if (wall.minute === 0 && wall.hour === 12) return "midday";
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  return `${hour12}:${String(wall.minute).padStart(2, "0")}${wall.hour < 12 ? "am" : "pm"}`;
}

/** The wall-clock parts of a value in the provider's zone, fast when it can be (see wallClock), else through date-fns. */
function wallOf(value: Date | string | number, withTime: boolean): ZonedParts | null {
  const wall = wallClock(value, withTime);
  if (wall !== undefined) return wall;
  const date = toZoned(value);
  if (!date) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

/** '30 November 2026' in the provider's zone; '—' for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const wall = wallOf(value, false);
  return wall ? dateWords(wall) : PLACEHOLDER;
}

/** 'Monday 30 November 2026' in the provider's zone (a day to plan around); '—' for an invalid date. */
export function formatDay(value: Date | string | number): string {
  const wall = wallOf(value, false);
  return wall ? `${weekdayOf(wall)} ${dateWords(wall)}` : PLACEHOLDER;
}

/** '9:00am', '2:07pm', 'midnight', 'midday' in the provider's zone; '—' if invalid. */
export function formatTime(value: Date | string | number): string {
  const wall = wallOf(value, true);
  return wall ? timeWords(wall) : PLACEHOLDER;
}

/** '30 November 2026 at 9:00am' in the provider's zone; '—' if invalid. */
export function formatDateTime(value: Date | string | number): string {
  const wall = wallOf(value, true);
  return wall ? `${dateWords(wall)} at ${timeWords(wall)}` : PLACEHOLDER;
}

/** 'Monday 21 December 2026, 8:00am to midday': a visit's window (both ends on the same day). */
export function formatTimeWindow(start: Date | string | number, end: Date | string | number): string {
  const from = wallOf(start, true);
  const to = wallOf(end, true);
  if (!from || !to) return PLACEHOLDER;
  return `${weekdayOf(from)} ${dateWords(from)}, ${timeWords(from)} to ${timeWords(to)}`;
}

/** The formats above through date-fns alone (tests compare the two). */
export const displayedByDateFns = {
  formatDate: (v: Date | string | number) => display(v, "d MMMM yyyy"),
  formatDateTime: (v: Date | string | number) =>
    display(v, "d MMMM yyyy 'at' h:mmaaa")
      .replace(/12:00am$/, "midnight")
      .replace(/12:00pm$/, "midday"),
};

/**
 * The machine-readable form of a date-time for `<time dateTime>`, with the provider zone's offset
 * ('2026-03-05T14:07:09+11:00'), for software reading the page; null if invalid.
 */
export function machineDateTime(value: Date | string | number): string | null {
  const date = toZoned(value);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm:ssxxx") : null;
}

/** A date-time to show and its `<time dateTime>` value (null when invalid: the text is then '—'). */
export function dateTimeShown(value: Date | string | number): { text: string; iso: string | null } {
  return { text: formatDateTime(value), iso: machineDateTime(value) };
}

/**
 * A provider's free-text value (a diagnostic detail): a date-time in it ('2026-11-10T10:00:30.000Z')
 * is shown worded for people in the provider's zone, never raw; other text as it is.
 */
export function displayValue(value: string): string {
  return INSTANT.test(value.trim()) ? formatDateTime(value) : value;
}

/** The month of a date, 'Mar 2026' (chart labels); '—' if invalid. */
export function formatShortMonth(value: Date | string | number): string {
  return display(value, "MMM yyyy");
}

/** For files (CSV): 'YYYY-MM-DD' in the provider's zone, the order spreadsheets sort and read; '—' if invalid. */
export function csvDate(value: Date | string | number): string {
  return display(value, "yyyy-MM-dd");
}

/** For files (CSV): 'YYYY-MM-DD HH:mm:ss' in the provider's zone; '—' if invalid. */
export function csvDateTime(value: Date | string | number): string {
  return display(value, "yyyy-MM-dd HH:mm:ss");
}

/** 'YYYY-MM' of a month (file names). */
export function isoYearMonth(ym: YearMonth): string {
  return format(calendarDate(ym.year, ym.month, 1), "yyyy-MM");
}

/**
 * 'March 2026'. Plain text for ordinary months: a usage page names a dozen, and each TZDate costs
 * time-zone look-ups. Anything else takes date-fns.
 */
export function monthLabel(ym: YearMonth): string {
  if (isMonthNumber(ym.month) && Number.isInteger(ym.year) && ym.year >= 1000 && ym.year <= 9999)
    return `${monthName(ym.month)} ${ym.year}`;
  return format(calendarDate(ym.year, ym.month, 1), "MMMM yyyy");
}
