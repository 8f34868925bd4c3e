// The provider's time zone: every calendar question ("what day is it?", "which month?") and every
// date shown to a customer is answered in it, so a server in UTC, a browser in Perth and the
// provider agree on dates. The server sets it from PROVIDER_TIME_ZONE when it starts
// (app/lib/dates.server.ts); the browser from the root loader's data (root.tsx), before anything renders.
// Kept apart from app/lib/dates.ts so the root route can set it without shipping date-fns on a first visit.

/** The default of PROVIDER_TIME_ZONE. */
export const DEFAULT_TIME_ZONE = "Australia/Sydney";

let zone = DEFAULT_TIME_ZONE;

export function providerTimeZone(): string {
  return zone;
}

export function setProviderTimeZone(timeZone: string): void {
  zone = timeZone;
}
