// Display formatters of spec §9 that only the usage pages show: file sizes, call durations.
// The usage loaders format with them, on the server.
import { groupThousands, PLACEHOLDER } from "#app/domain/format-number.ts";

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

/** Whole per cent of an allowance used (over 100 when past it). */
export const percentUsed = (used: number, allowance: number) => Math.round((used / allowance) * 100);

/** "38.20 GB used of 200.00 GB (19%)": data used against a plan's allowance, mobile or capped broadband. */
export function usedOfAllowance(used: number, allowance: number): string {
  return `${formatFileSize(used)} used of ${formatFileSize(allowance)} (${percentUsed(used, allowance)}%)`;
}

/** Bytes to megabytes (÷ 1048576, spec §9), unrounded; non-finite input comes back as is. */
export function bytesToMegabytes(bytes: number): number {
  return bytes / 1048576;
}

/**
 * Call duration from seconds, in units a reader cannot mistake for a time of day: '2 min 5 s',
 * '1 h 2 min 3 s', '45 s' (a zero part is left out: '1 h 5 s'; hours are not wrapped at 24).
 * Fractions round to the nearest second. Negative, NaN and ±Infinity give '—'.
 */
export function formatDuration(seconds: number): string {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) return PLACEHOLDER;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const parts = [hours ? `${hours} h` : "", minutes ? `${minutes} min` : "", secs || !total ? `${secs} s` : ""];
  // No-break spaces: a duration is read as one thing and never wraps inside.
  return parts.filter(Boolean).join(" ").replaceAll(" ", "\u00a0");
}
