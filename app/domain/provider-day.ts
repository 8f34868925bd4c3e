// The provider's calendar day at an instant ("what day is it where the provider is?"), with Intl
// alone: the rules that ask (age, card expiry) run in the browser too, without a date library.
// Apart from ./time-zone.ts, which the root route ships on every first visit.

import { providerTimeZone } from "./time-zone.ts";

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
 * Sydney is still 31 December in UTC, and the provider's answer is 1 January.
 */
export function providerDay(now: Date): CalendarDay | null {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of dayFormatter(providerTimeZone()).formatToParts(now))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** The provider's date at an instant as YYYY-MM-DD; throws RangeError for an invalid Date. */
export function providerToday(now: Date = new Date()): string {
  const day = providerDay(now);
  if (!day) throw new RangeError("providerToday: invalid date");
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}
