// The GOV.UK date input (Day, Month, Year): reading what a person types into its three fields, and
// splitting a date back into them. Pure code with no date library, so the DateInput component may
// import `datePartsOf` without shipping date-fns (decision 018); the checks run on the server and
// in the forms' lazily loaded schemas (./date-input.schemas.ts).
//
// Accepted: day 1–31 ("5", "05"); month 1–12 or its English name, short or long ("11", "Nov",
// "nov.", "Sept", "November"); a 4-digit year. A whole date typed into the day field alone
// ("20/11/2026", "20-11-2026", "20 November 2026", "2026-11-20") is read too, as are the ISO
// dates of links and hidden fields.

import { monthFromName } from "#app/domain/months.ts";
import { ALL_PARTS, type DatePart, MISSING, YEAR_LENGTH_MESSAGE } from "./date-input-messages.ts";

export type { DatePart };
export type DateParts = Record<DatePart, string>;
export { datePartsInError } from "./date-input-messages.ts";

/**
 * An invalid reading names the parts that are wrong (GOV.UK: only those fields are marked):
 * the missing ones, the year when it is not 4 numbers, all three when the date is not real.
 */
export type DateReading =
  | { status: "empty" }
  | { status: "valid"; iso: string }
  | { status: "invalid"; message: string; parts: readonly DatePart[] };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The month number (1–12) of "1"–"12" (a leading 0 allowed) or of an English month name of 3+ letters ("Nov", "Sept"); else null. */
export function readMonth(value: string): number | null {
  const v = value.trim();
  if (/^\d{1,2}$/.test(v)) {
    const n = Number(v);
    return n >= 1 && n <= 12 ? n : null;
  }
  return monthFromName(v);
}

// A whole date in one string: day month year (any of / - . space between), or year-month-day.
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?[\s/.,-]+([a-z]+\.?|\d{1,2})[\s/.,-]+(\d+)$/i;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A whole date typed into one field, as parts; null when it is not one. */
function splitWholeDate(value: string): DateParts | null {
  const iso = YEAR_FIRST.exec(value);
  if (iso) return { year: iso[1]!, month: iso[2]!, day: iso[3]! };
  const dayFirst = DAY_FIRST.exec(value);
  return dayFirst ? { day: dayFirst[1]!, month: dayFirst[2]!, year: dayFirst[3]! } : null;
}

/** The three fields' text from a posted value: an object of parts, or one string holding a whole date. */
export function datePartsOf(value: unknown): DateParts {
  if (typeof value === "string") {
    const whole = splitWholeDate(value.trim());
    if (whole) return whole;
    return { day: value.trim(), month: "", year: "" };
  }
  const parts = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const typed = { day: text(parts.day), month: text(parts.month), year: text(parts.year) };
  // A whole date typed into the day field, the others left empty.
  if (typed.day && !typed.month && !typed.year) return splitWholeDate(typed.day) ?? typed;
  return typed;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * Reads a date input's value (`subject` names it in messages, "The date the fault started"):
 * empty, a valid date as YYYY-MM-DD, or GOV.UK's message for what is wrong:
 * "… must include a month", "Year must include 4 numbers", "… must be a real date".
 */
export function readDate(value: unknown, subject: string): DateReading {
  const parts = datePartsOf(value);
  const real = { status: "invalid", message: `${subject} must be a real date`, parts: ALL_PARTS } as const;
  // One string (a link's or hidden field's value) or a day field holding more than a day: a whole date or nothing.
  if (parts.day && !parts.month && !parts.year && /\D/.test(parts.day)) return real;
  const missing = (["day", "month", "year"] as const).filter((part) => parts[part] === "");
  if (missing.length === 3) return { status: "empty" };
  if (missing.length > 0)
    return { status: "invalid", message: `${subject} must include ${MISSING[missing.join(",")]}`, parts: missing };
  if (!/^\d+$/.test(parts.year)) return real;
  if (parts.year.length !== 4) return { status: "invalid", message: YEAR_LENGTH_MESSAGE, parts: ["year"] };
  const month = readMonth(parts.month);
  if (!/^\d{1,2}$/.test(parts.day) || month === null) return real;
  const year = Number(parts.year);
  const day = Number(parts.day);
  if (day < 1 || day > daysIn(year, month)) return real;
  return { status: "valid", iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}
