// A person's age, and "18 or over": the one place for it. Age is counted on the provider's calendar
// day (app/domain/provider-day.ts), never the server's or UTC's: at 01:00 in Sydney on someone's 18th
// birthday it is still the day before in UTC, and a customer who is 18 where the provider is must
// be 18 in every journey. Pure (Intl only), so pages and schemas may ask.

import { providerToday } from "./provider-day.ts";

/** The age a customer must have reached to join or to activate a mobile service. */
export const ADULT_AGE = 18;

/**
 * Whole years from `dateOfBirth` to `today` (both YYYY-MM-DD): the birthday counts from its day on.
 * Someone born on 29 February turns a year older on 1 March in other years. Negative when
 * `dateOfBirth` is after `today`.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Age at the instant `now`, on the provider's calendar. */
export function ageAt(dateOfBirth: string, now: Date): number {
  return ageOn(dateOfBirth, providerToday(now));
}

/** 18 or over at the instant `now`, on the provider's calendar. */
export function isAdultAt(dateOfBirth: string, now: Date): boolean {
  return ageAt(dateOfBirth, now) >= ADULT_AGE;
}

/** Whether `dateOfBirth` is before the provider's today (a birth date of today is not "in the past"). */
export function bornBefore(dateOfBirth: string, now: Date): boolean {
  return dateOfBirth < providerToday(now);
}
