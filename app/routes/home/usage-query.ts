// Reading /home/usage (and its CSV) query values: a month for broadband and mobile, a date
// range for VoIP call records, a page number for paged tables. Bad values come back as
// messages for the page to show, never as exceptions.
import { datePartsOf, type DateParts, readDate } from "#app/components/date-input/date-input.ts";
import {
  addMonths,
  currentYearMonth,
  daysBetween,
  lastNDays,
  MAX_YEAR,
  MIN_YEAR,
  type YearMonth,
} from "#app/lib/dates.ts";
import type { BroadbandMonthlyUsage } from "#server/provider/schemas.ts";

export const CALLS_PAGE_SIZE = 20;
export const ENERGY_PAGE_SIZE = 12;
export const MOBILE_MONTHS = 6;

/** A month with any traffic at all; an empty or all-zero month is "no usage". */
export function hasUsage(usage: BroadbandMonthlyUsage | null): usage is BroadbandMonthlyUsage {
  return Boolean(usage && usage.dailyUsage.some((d) => d.downloadedBytes > 0 || d.uploadedBytes > 0));
}

export interface QueryError {
  /** The form field the message is about (the id of its input). */
  field: string;
  /** Where the error summary's link goes when not `field` (a date's first wrong part, e.g. "from-month"). */
  focus?: string;
  message: string;
}

export type MonthQuery =
  | { ok: true; month: YearMonth; previous: YearMonth; next: YearMonth | null; isFuture: boolean }
  | { ok: false; errors: QueryError[]; values: { year: string; month: string } };

export const YEAR_MESSAGE = `Enter a year from ${MIN_YEAR} to ${MAX_YEAR}, like 2026`;
export const MONTH_MESSAGE = "Choose a month from January to December (1 to 12)";

const isWholeNumber = (value: string) => /^\d{1,4}$/.test(value.trim());

/** ?year=2026&month=3; either may be left out (the current month's value is used). */
export function parseMonthQuery(params: URLSearchParams, now: Date = new Date()): MonthQuery {
  const current = currentYearMonth(now);
  const yearText = params.get("year") ?? "";
  const monthText = params.get("month") ?? "";
  const errors: QueryError[] = [];
  const year = yearText.trim() === "" ? current.year : isWholeNumber(yearText) ? Number(yearText) : NaN;
  const month = monthText.trim() === "" ? current.month : isWholeNumber(monthText) ? Number(monthText) : NaN;
  if (!(year >= MIN_YEAR && year <= MAX_YEAR)) errors.push({ field: "year", message: YEAR_MESSAGE });
  if (!(month >= 1 && month <= 12)) errors.push({ field: "month", message: MONTH_MESSAGE });
  if (errors.length > 0) return { ok: false, errors, values: { year: yearText, month: monthText } };
  const ym = { year, month };
  const index = (m: YearMonth) => m.year * 12 + m.month;
  const next = addMonths(ym, 1);
  const previous = addMonths(ym, -1);
  return {
    ok: true,
    month: ym,
    previous: previous.year >= MIN_YEAR ? previous : ym,
    next: index(next) <= index(current) ? next : null,
    isFuture: index(ym) > index(current),
  };
}

export type RangeQuery =
  | { ok: true; from: string; to: string; uninvoiced: boolean; input: RangeInput }
  | { ok: false; errors: QueryError[]; uninvoiced: boolean; input: RangeInput };

/** What the From and To date inputs show (Day, Month, Year): what was typed, as typed, or the range used. */
export type RangeInput = { from: DateParts; to: DateParts };

const DEFAULT_RANGE_DAYS = 30;
const MAX_RANGE_DAYS = 366;
/** What the From and To dates are called in the date input's messages ("The start date must include a month"). */
export const RANGE_SUBJECTS = { from: "The start date", to: "The end date" } as const;
export const ORDER_MESSAGE = "The end date must be the same as or after the start date";
export const LENGTH_MESSAGE = `Choose a period of at most ${MAX_RANGE_DAYS} days`;

/** A date of the query: the date input's fields (`from.day`, `from.month`, `from.year`) or one value (links, bookmarks: `from=2026-03-01`). */
function queryDate(params: URLSearchParams, name: "from" | "to"): unknown {
  const whole = params.get(name);
  if (whole !== null) return whole.slice(0, 40);
  const part = (p: string) => (params.get(`${name}.${p}`) ?? "").slice(0, 20);
  return { day: part("day"), month: part("month"), year: part("year") };
}

/**
 * The calls' date range: `?from.day=1&from.month=3&from.year=2026&to.day=…` as the DateInputs post
 * it (typed as people write dates, app/components/date-input/date-input.ts), or `?from=2026-03-01&to=2026-03-31` (the
 * CSV link, older links); `uninvoiced=on`. The last 30 days by default.
 */
export function parseRangeQuery(params: URLSearchParams, now: Date = new Date()): RangeQuery {
  const defaults = lastNDays(DEFAULT_RANGE_DAYS, now);
  const typed = { from: queryDate(params, "from"), to: queryDate(params, "to") };
  const uninvoiced = ["on", "true", "1"].includes(params.get("uninvoiced") ?? "");
  const errors: QueryError[] = [];
  const read = (name: "from" | "to"): string | null => {
    const reading = readDate(typed[name], RANGE_SUBJECTS[name]);
    if (reading.status === "empty") return defaults[name];
    if (reading.status === "valid") return reading.iso;
    // The summary's link goes to the first wrong field (GOV.UK): the day field has the date's id.
    const first = reading.parts[0] ?? "day";
    errors.push({ field: name, focus: first === "day" ? name : `${name}-${first}`, message: reading.message });
    return null;
  };
  const from = read("from");
  const to = read("to");
  if (from && to) {
    const days = daysBetween(from, to) + 1;
    if (days < 1) errors.push({ field: "to", message: ORDER_MESSAGE });
    else if (days > MAX_RANGE_DAYS) errors.push({ field: "from", message: LENGTH_MESSAGE });
  }
  const shown = (name: "from" | "to", value: string | null) => {
    const parts = datePartsOf(typed[name]);
    return parts.day || parts.month || parts.year || !value ? parts : datePartsOf(value);
  };
  const input = { from: shown("from", from), to: shown("to", to) };
  if (errors.length > 0 || !from || !to) return { ok: false, errors, uninvoiced, input };
  return { ok: true, from, to, uninvoiced, input };
}

/** The CSV of the calls a range query shows: the same range as YYYY-MM-DD dates. */
export function rangeCsvQuery(query: { from: string; to: string; uninvoiced: boolean }): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.uninvoiced) params.set("uninvoiced", "on");
  return `?${params.toString()}`;
}

/** The query string with some values replaced (null removes). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(params);
  next.delete("dismiss");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}
