import { addDaysToIsoDate, todayIso } from "#app/lib/dates/calendar.ts";
import { PLAN_START_WITHIN_DAYS } from "#app/routes/billing/billing-rules.ts";

// Apart from billing-rules.ts, which pages import: date-fns stays off first visits (decision 018).

/** Today and the last allowed first-payment date, as YYYY-MM-DD (the provider's time zone). */
export function planDateBounds(now: Date = new Date()): { min: string; max: string } {
  const min = todayIso(now);
  return { min, max: addDaysToIsoDate(min, PLAN_START_WITHIN_DAYS) };
}
