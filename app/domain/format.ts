// Display formatters of spec §9: money here; file sizes and call durations in app/lib/format-usage.ts;
// the parser for typed money amounts in app/lib/money-input.ts. The one place for each: import these,
// don't copy them. Dates are formatted by app/lib/dates.ts (date-fns, in the provider's time zone).
// Three modules, each imported where it is used: money by most pages, the others by the usage
// loaders and the forms' checks.

import { groupThousands, PLACEHOLDER } from "./format-number.ts";

export { PLACEHOLDER };

/**
 * Cents → dollars with two decimals and thousands separators: 123456 → '$1,234.56',
 * -1234 → '-$12.34', { noPrefix: true } → '1,234.56' / '-12.34'. Fractional cents are
 * rounded half away from zero; a value that rounds to zero is never '-$0.00'. NaN, ±Infinity
 * and non-numbers give '—'. Arbitrary magnitudes stay exact (BigInt), never '1e+21'.
 */
export function formatMoney(cents: number, opts?: { noPrefix?: boolean }): string {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return PLACEHOLDER;
  const rounded = Math.round(Math.abs(cents));
  const negative = cents < 0 && rounded !== 0;
  const total = BigInt(rounded);
  const dollars = groupThousands((total / 100n).toString());
  const rest = (total % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${opts?.noPrefix ? "" : "$"}${dollars}.${rest}`;
}
