// The provider's time zone: every calendar question ("what day is it?", "which month?") and every
// date shown to a customer is answered in it, so a server in UTC, a browser in Perth and the
// provider agree on dates. The server sets it from PROVIDER_TIME_ZONE when it starts
// (dates.server.ts); the browser from the root loader's data (root.tsx), before anything renders.
// Kept apart from dates.ts so the root route can set it without shipping date-fns on a first visit.

/** The default of PROVIDER_TIME_ZONE. */
export const DEFAULT_TIME_ZONE = "Australia/Sydney";

let zone = DEFAULT_TIME_ZONE;

export function providerTimeZone(): string {
  return zone;
}

export function setProviderTimeZone(timeZone: string): void {
  zone = timeZone;
}

/** A calendar day: year, month (1–12) and day of the month. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** One formatter per zone (Intl objects are immutable and costly to build). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The provider's calendar day at an instant (null for an invalid Date): 01:00 on 1 January in
 * Sydney is still 31 December in UTC, and the provider's answer is 1 January. Intl alone, so the
 * rules that ask (age, card expiry) run in the browser without a date library.
 */
export function providerDay(now: Date): CalendarDay | null {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of dayFormatter(zone).formatToParts(now)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** The provider's date at an instant as YYYY-MM-DD; throws RangeError for an invalid Date. */
export function providerToday(now: Date = new Date()): string {
  const day = providerDay(now);
  if (!day) throw new RangeError("providerToday: invalid date");
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}
