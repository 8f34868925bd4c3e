// The /billing list filters (date range) and paging, read from the query string. Used by the page
// loader and by the transactions CSV route, so both see the same range for the same URL.

import { datePartsOf, type DateParts, readDate } from "#app/components/date-input/date-input.ts";
import { addDaysToIsoDate, addYearsToIsoDate, todayIso } from "#app/lib/dates.ts";

export const PAGE_SIZE = 10;
/** The longest range one request may ask for (keeps provider answers bounded). */
const MAX_RANGE_YEARS = 5;

export const FILTER_MESSAGES = {
  /** What the start and end dates are called in the date input's messages ("… must include a month"). */
  from: "The start date",
  to: "The end date",
  order: "The end date must be the same as or after the start date",
  tooLong: `Choose a range of ${MAX_RANGE_YEARS} years or less`,
} as const;

export type BillingRange = {
  from: string;
  to: string;
  /** What was typed into each date's fields (Day, Month, Year), to show again. */
  input: { from: DateParts; to: DateParts };
  errors: { from?: string; to?: string };
};

/** The last 12 months including today (the provider's time zone): 2026-11-21 → 2025-11-22 … 2026-11-21. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const to = todayIso(now);
  return { from: addDaysToIsoDate(addYearsToIsoDate(to, -1), 1), to };
}

/** A date of the query: the date input's fields (`from.day`, `from.month`, `from.year`) or one YYYY-MM-DD value (links, bookmarks). */
function queryDate(params: URLSearchParams, name: "from" | "to"): unknown {
  const whole = params.get(name);
  if (whole !== null) return whole.slice(0, 40);
  const part = (p: string) => (params.get(`${name}.${p}`) ?? "").slice(0, 20);
  return { day: part("day"), month: part("month"), year: part("year") };
}

/**
 * from/to from the query, typed as people write dates (app/components/date-input/date-input.ts). Missing values take
 * the default (last 12 months); a bad value gets a message and the default is used for the lists,
 * so the page always shows something. What was typed is kept, as typed.
 */
export function parseRange(params: URLSearchParams, now: Date = new Date()): BillingRange {
  const fallback = defaultRange(now);
  const typed = { from: queryDate(params, "from"), to: queryDate(params, "to") };
  const errors: BillingRange["errors"] = {};
  const read = (name: "from" | "to"): string | null => {
    const reading = readDate(typed[name], FILTER_MESSAGES[name]);
    if (reading.status === "empty") return fallback[name];
    if (reading.status === "valid") return reading.iso;
    errors[name] = reading.message;
    return null;
  };
  const from = read("from");
  const to = read("to");
  if (from && to && to < from) errors.to = FILTER_MESSAGES.order;
  else if (from && to && to > addYearsToIsoDate(from, MAX_RANGE_YEARS)) errors.to = FILTER_MESSAGES.tooLong;
  const ok = !errors.from && !errors.to;
  const shown = (name: "from" | "to", value: string | null) => {
    const parts = datePartsOf(typed[name]);
    return parts.day || parts.month || parts.year || !value ? parts : datePartsOf(value);
  };
  return {
    from: ok ? (from as string) : fallback.from,
    to: ok ? (to as string) : fallback.to,
    input: { from: shown("from", from), to: shown("to", to) },
    errors,
  };
}
