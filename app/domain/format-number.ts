// The pieces the display formatters share (./format.ts, app/lib/format-usage.ts).

/** Shown instead of a value that cannot be formatted (NaN, Infinity, an invalid date). */
export const PLACEHOLDER = "—";

/** "1234567" → "1,234,567" (digits only in, no locale involved). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}
