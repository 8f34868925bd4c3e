// The date input's messages about missing parts, and which parts a message is about: what the
// DateInput component needs to mark the wrong fields, apart from the date reading of ./date-input.ts.

export type DatePart = "day" | "month" | "year";

export const ALL_PARTS: readonly DatePart[] = ["day", "month", "year"];

export const YEAR_LENGTH_MESSAGE = "Year must include 4 numbers";

/** "… must include a month": what is missing, by the missing parts joined with ",". */
export const MISSING: Record<string, string> = {
  day: "a day",
  month: "a month",
  year: "a year",
  "day,month": "a day and month",
  "day,year": "a day and year",
  "month,year": "a month and year",
};

/**
 * The parts a date input's error message is about, for the DateInput to mark only those fields:
 * the part(s) readDate's "must include …" names, the year for "Year must include 4 numbers", all
 * three for anything else ("must be a real date", a form's own rule such as a range's order).
 * It reads the message because that is what reaches the page (the server's reply or the browser's
 * lazily loaded check); date-input.test.ts checks that it agrees with readDate's `parts` for every
 * message readDate gives.
 */
export function datePartsInError(message: string | undefined): readonly DatePart[] {
  if (!message) return [];
  if (message === YEAR_LENGTH_MESSAGE) return ["year"];
  const named = / must include (a .+)$/.exec(message)?.[1];
  if (named !== undefined && Object.values(MISSING).includes(named))
    return ALL_PARTS.filter((part) => named.includes(part));
  return ALL_PARTS;
}
