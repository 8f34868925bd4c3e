// Display formatters of spec §9: money, file sizes, call durations; and the parser for typed
// money amounts. The one place for each: import these, don't copy them. Dates are formatted by
// ./dates.ts (date-fns, in the provider's time zone).

/** Shown instead of a value that cannot be formatted (NaN, Infinity, an invalid date). */
export const PLACEHOLDER = "—";

/** "1234567" → "1,234,567" (digits only in, no locale involved). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

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

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB"] as const;

/**
 * Base-1024 file size: whole bytes below 1 KB ('0 Bytes', '512 Bytes'), two decimals from KB
 * up ('1.00 KB', '1.50 MB'), capped at TB ('2,048.00 TB'), thousands separators in the number.
 * A value that rounds up to 1024 of a unit moves to the next one ('1.00 MB', not '1024.00 KB').
 * Negatives keep their sign ('-1.00 KB'); NaN, ±Infinity and non-numbers give '—'.
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== "number" || !Number.isFinite(bytes)) return PLACEHOLDER;
  const sign = bytes < 0 ? "-" : "";
  let value = Math.abs(bytes);
  if (Math.round(value) < 1024) {
    const whole = Math.round(value);
    return `${whole === 0 ? "" : sign}${whole} Bytes`;
  }
  // Already at least 1 KB once rounded; then climb while the shown value would read 1024.00+.
  value /= 1024;
  let unit = 1;
  while (unit < SIZE_UNITS.length - 1 && Number(value.toFixed(2)) >= 1024) {
    value /= 1024;
    unit++;
  }
  // toFixed switches to exponent notation from 1e21; such sizes have no meaningful decimals.
  const [whole = "0", decimals = "00"] =
    value < 1e21 ? value.toFixed(2).split(".") : [BigInt(Math.round(value)).toString(), "00"];
  return `${sign}${groupThousands(whole)}.${decimals} ${SIZE_UNITS[unit]}`;
}

/** Bytes to megabytes (÷ 1048576, spec §9), unrounded; non-finite input comes back as is. */
export function bytesToMegabytes(bytes: number): number {
  return bytes / 1048576;
}

/**
 * Call duration from seconds: '2:05' under an hour, '1:02:03' from an hour (hours are not
 * wrapped at 24). Fractions round to the nearest second. Negative, NaN and ±Infinity give '—'.
 */
export function formatDuration(seconds: number): string {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) return PLACEHOLDER;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
}

// Optional minus (before or after '$'), optional '$', digits with or without correct
// thousands grouping, optional one or two decimals.
const MONEY_INPUT = /^(-)?\s*(\$)?\s*(-)?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/**
 * A typed dollar amount → integer cents, or null when it is not an amount.
 * Accepts '12', '12.5', '12.50', '.5', '$1,234.56', ' $ 12 '. Rejects letters, more than two
 * decimals, badly placed commas ('1,23'), empty input and amounts beyond safe integers.
 * A negative ('-12', '-$12', '$-12') comes back negative so the caller can say why it is
 * not allowed, rather than "not a number".
 */
export function parseMoneyInput(text: string): number | null {
  if (typeof text !== "string") return null;
  const match = MONEY_INPUT.exec(text.trim());
  if (!match) return null;
  const [, minusBefore, , minusAfter, whole, fraction] = match;
  if (minusBefore && minusAfter) return null;
  if (whole === undefined && fraction === undefined) return null;
  const dollars = Number((whole ?? "0").replaceAll(",", ""));
  const cents = dollars * 100 + Number((fraction ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  if (cents === 0) return 0;
  return minusBefore || minusAfter ? -cents : cents;
}
