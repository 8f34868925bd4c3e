// Reading /home/usage (and its CSV) query values: a month for broadband and mobile, a date
// range for VoIP call records, a page number for paged tables. Bad values come back as
// messages for the page to show, never as exceptions.
import { addMonths, currentYearMonth, daysBetween, lastNDays, MAX_YEAR, MIN_YEAR, parseIsoDate, type YearMonth } from "#app/lib/dates.ts";
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
  | { ok: true; from: string; to: string; uninvoiced: boolean }
  | { ok: false; errors: QueryError[]; values: { from: string; to: string; uninvoiced: boolean } };

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
export const FROM_MESSAGE = "Enter a real 'from' date, like 2026-03-01";
export const TO_MESSAGE = "Enter a real 'to' date, like 2026-03-31";
export const ORDER_MESSAGE = "The 'to' date must be the same as or after the 'from' date";
export const LENGTH_MESSAGE = `Choose a period of at most ${MAX_RANGE_DAYS} days`;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD&uninvoiced=on; the last 30 days by default. */
export function parseRangeQuery(params: URLSearchParams, now: Date = new Date()): RangeQuery {
  const defaults = lastNDays(DEFAULT_RANGE_DAYS, now);
  const fromText = (params.get("from") ?? "").trim();
  const toText = (params.get("to") ?? "").trim();
  const uninvoiced = ["on", "true", "1"].includes(params.get("uninvoiced") ?? "");
  const from = fromText === "" ? defaults.from : fromText;
  const to = toText === "" ? defaults.to : toText;
  const fromDate = parseIsoDate(from);
  const toDate = parseIsoDate(to);
  const errors: QueryError[] = [];
  if (!fromDate) errors.push({ field: "from", message: FROM_MESSAGE });
  if (!toDate) errors.push({ field: "to", message: TO_MESSAGE });
  if (fromDate && toDate) {
    const days = daysBetween(from, to) + 1;
    if (days < 1) errors.push({ field: "to", message: ORDER_MESSAGE });
    else if (days > MAX_RANGE_DAYS) errors.push({ field: "from", message: LENGTH_MESSAGE });
  }
  if (errors.length > 0) return { ok: false, errors, values: { from: fromText, to: toText, uninvoiced } };
  return { ok: true, from, to, uninvoiced };
}

/** ?page=N, 1 when missing or not a positive whole number. */
export function parsePage(params: URLSearchParams): number {
  const text = params.get("page") ?? "";
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** Rows of one page, and whether there are pages either side. */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount);
  return {
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
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
