// The /billing list filters (date range) and paging, read from the query string. Used by the page
// loader and by the transactions CSV route, so both see the same range for the same URL.

import { addDaysToIsoDate, addYearsToIsoDate, parseIsoDate, todayIso } from "#app/lib/dates.ts";

export const PAGE_SIZE = 10;
/** The longest range one request may ask for (keeps provider answers bounded). */
export const MAX_RANGE_YEARS = 5;

export const FILTER_MESSAGES = {
  from: "Enter a real start date, like 2026-01-31",
  to: "Enter a real end date, like 2026-12-31",
  order: "The end date must be the same as or after the start date",
  tooLong: `Choose a range of ${MAX_RANGE_YEARS} years or less`,
} as const;

export type BillingRange = {
  from: string;
  to: string;
  /** What was typed, to show again next to an error. */
  input: { from: string; to: string };
  errors: { from?: string; to?: string };
};

/** The last 12 months including today (the provider's time zone): 2026-11-21 → 2025-11-22 … 2026-11-21. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const to = todayIso(now);
  return { from: addDaysToIsoDate(addYearsToIsoDate(to, -1), 1), to };
}

/**
 * from/to from the query. Missing values take the default (last 12 months); a bad value gets an
 * error message and the default is used for the lists, so the page always shows something.
 */
export function parseRange(params: URLSearchParams, now: Date = new Date()): BillingRange {
  const fallback = defaultRange(now);
  const rawFrom = (params.get("from") ?? "").trim();
  const rawTo = (params.get("to") ?? "").trim();
  const errors: BillingRange["errors"] = {};
  const from =
    rawFrom === "" ? fallback.from : parseIsoDate(rawFrom) ? rawFrom : ((errors.from = FILTER_MESSAGES.from), null);
  const to = rawTo === "" ? fallback.to : parseIsoDate(rawTo) ? rawTo : ((errors.to = FILTER_MESSAGES.to), null);
  if (from && to && to < from) errors.to = FILTER_MESSAGES.order;
  else if (from && to && to > addYearsToIsoDate(from, MAX_RANGE_YEARS)) errors.to = FILTER_MESSAGES.tooLong;
  const ok = !errors.from && !errors.to;
  return {
    from: ok ? (from as string) : fallback.from,
    to: ok ? (to as string) : fallback.to,
    input: { from: rawFrom || (ok ? (from as string) : ""), to: rawTo || (ok ? (to as string) : "") },
    errors,
  };
}

/** A 1-based page number from the query; anything else is page 1. */
export function parsePage(value: string | null): number {
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of `items`; a page past the end shows the last page. */
export function paginate<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount, total: items.length };
}
