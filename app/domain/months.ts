// The English month names: the one table. Dates shown to customers ('5 March 2026', 'March 2026'),
// the month picker and the date input's reading of a typed month ('Nov', 'Sept') all use it.
// date-fns's English locale writes the same names (dates.test.ts compares them).

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A month number, 1 (January) to 12 (December). */
export function isMonthNumber(month: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= 12;
}

function checked(month: number): number {
  if (!isMonthNumber(month)) throw new RangeError(`not a month number: ${month}`);
  return month;
}

/** 'January' … 'December' for 1–12; RangeError otherwise (a programming error). */
export function monthName(month: number): string {
  return MONTH_NAMES[checked(month) - 1]!;
}

/** 'Jan' … 'Dec' for 1–12 (spec §9's 'DD MMM YYYY'); RangeError otherwise. */
export function shortMonthName(month: number): string {
  return monthName(month).slice(0, 3);
}

/**
 * The month number (1–12) of an English month name of 3 letters or more, any case, a trailing
 * dot allowed: 'Nov', 'nov.', 'Sept', 'November' → 11. Null when it names no month or is too short
 * to tell ('Ma' could be March or May).
 */
export function monthFromName(text: string): number | null {
  const name = text.trim().toLowerCase().replace(/\.$/, "");
  if (name.length < 3 || !/^[a-z]+$/.test(name)) return null;
  const index = MONTH_NAMES.findIndex((month) => month.toLowerCase().startsWith(name));
  return index === -1 ? null : index + 1;
}
