// Every date shown to a customer, in the house style below, and the dates of files (CSV, file
// names). Reading dates and calendar arithmetic are ./calendar.ts.
//
// Every date shown is in the provider's time zone (#app/lib/time-zone.ts: PROVIDER_TIME_ZONE,
// Australia/Sydney by default), so the text never changes with the host's or the browser's zone.
//
// The display formats bring date-fns's English locale (about 6 KiB gzip): pages format their dates
// in loaders, on the server, so a first visit ships none of this module (README, Performance).
// In the browser it is only loaded lazily (a form's inline checks, a billing step).

import { format, isValid, parseISO } from "date-fns";
import { isMonthNumber, monthName } from "#app/domain/months.ts";
import { PLACEHOLDER } from "#app/domain/format.ts";
import { providerTimeZone } from "#app/domain/time-zone.ts";
import { calendarDate, daysInMonth, providerZone, type YearMonth, type ZonedParts } from "./calendar.ts";

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

/** A value's instant (ms), undefined when it is none this module reads simply (date-fns decides). */
function instantOf(value: Date | string | number): number | undefined {
  let instant: number;
  if (typeof value === "string") {
    const text = value.trim();
    if (!SIMPLE_INSTANT.test(text)) return undefined;
    instant = Date.parse(text);
  } else if (value instanceof Date || typeof value === "number") {
    instant = value instanceof Date ? value.getTime() : value;
  } else return undefined;
  return Number.isFinite(instant) ? instant : undefined;
}

/**
 * The wall-clock parts, null for a value `display` would refuse, undefined when `display` must
 * decide: a zone-less time can fall in a daylight-saving gap, which date-fns moves on (an hour).
 */
function wallClock(value: Date | string | number, withTime: boolean): ZonedParts | null | undefined {
  const local = typeof value === "string" ? LOCAL_PARTS.exec(value.trim()) : null;
  if (local) {
    if (withTime || local[4] !== undefined) return undefined;
    const [year, month, day] = local.slice(1, 4).map(Number) as [number, number, number];
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
    return { year, month, day, hour: 0, minute: 0, second: 0 };
  }
  const instant = instantOf(value);
  if (instant === undefined) return undefined;
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
  machineDateTime: machineByDateFns,
};

/**
 * The machine-readable form of a date-time for `<time dateTime>`, with the provider zone's offset
 * ('2026-03-05T14:07:09+11:00'), for software reading the page; null if invalid.
 */
export function machineDateTime(value: Date | string | number): string | null {
  return machineInstant(value) ?? machineByDateFns(value);
}

function machineByDateFns(value: Date | string | number): string | null {
  const date = toZoned(value);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm:ssxxx") : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * An instant's machine form from its wall-clock parts (one Intl call, as `wallClock`) and the
 * zone's offset they imply: TZDate and `format` cost several time-zone look-ups a date. Undefined
 * (date-fns decides) for a zone-less string, whose offset depends on the wall time it names, and
 * for offsets that are not whole minutes (a zone's local mean time before standard time).
 */
function machineInstant(value: Date | string | number): string | undefined {
  const instant = instantOf(value);
  if (instant === undefined) return undefined;
  const wall = wallClock(instant, true);
  if (!wall || wall.year > 9999) return undefined;
  const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsetMs = wallMs - Math.floor(instant / 1000) * 1000;
  if (offsetMs % 60_000 !== 0) return undefined;
  const offset = Math.abs(offsetMs / 60_000);
  const sign = offsetMs < 0 ? "-" : "+";
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`
  );
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
