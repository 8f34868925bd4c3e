// Payment card rules (card payments, payment details): the number (Luhn, brand, length), expiry,
// security code, and how a card is shown. Pure and free of zod, so pages may ask; the form's
// schema is card.schemas.ts. Nothing here logs or keeps card data; callers must not echo it.

import { providerDay } from "./provider-day.ts";
import { luhnValid } from "./luhn.ts";

export type CardBrand = "visa" | "mastercard" | "amex" | "unknown";

export const CARD_MESSAGES = {
  nameOnCard: "Enter the name on the card",
  nameOnCardTooLong: "Name on card must be 50 characters or fewer",
  cardNumber: "Enter a valid card number",
  expiryMonth: "Enter the expiry month as a number from 1 to 12",
  expiryYear: "Enter the expiry year, like 2028",
  expiryPast: "The expiry date must be in the future",
  securityCode: "Enter the 3 or 4 digit security code",
} as const;

/** Removes spaces (any whitespace) and dashes: '4242 4242-4242 4242' → '4242424242424242'. */
export function normaliseCardNumber(number: string): string {
  return typeof number === "string" ? number.replace(/[\s-]/g, "") : "";
}

/** Brand from the number's prefix (IIN): Visa 4; Mastercard 51–55 and 2221–2720; Amex 34, 37. */
export function cardBrand(number: string): CardBrand {
  const digits = normaliseCardNumber(number);
  if (!/^\d+$/.test(digits)) return "unknown";
  if (digits.startsWith("4")) return "visa";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^5[1-5]/.test(digits)) return "mastercard";
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.length >= 4 && prefix4 >= 2221 && prefix4 <= 2720) return "mastercard";
  return "unknown";
}

const BRAND_LENGTHS: Record<Exclude<CardBrand, "unknown">, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
};

/**
 * 12–19 digits once spaces and dashes are removed, not all zeros, passing Luhn, and of a length
 * the brand issues (any of 12–19 for an unknown brand).
 */
export function cardNumberValid(number: string): boolean {
  const digits = normaliseCardNumber(number);
  if (!/^\d{12,19}$/.test(digits) || /^0+$/.test(digits) || !luhnValid(digits)) return false;
  const brand = cardBrand(digits);
  return brand === "unknown" || BRAND_LENGTHS[brand].includes(digits.length);
}

/** Two-digit years are 20YY. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The provider's current year at `now` (null for an invalid Date): the year an expiry is compared with. */
export function currentYear(now: Date): number | null {
  return providerDay(now)?.year ?? null;
}

/**
 * A card is valid until the end of its expiry month, so 03/2026 is still good on 31 March
 * 2026. "Now" is read in the provider's time zone, like every other date in the portal.
 */
export function expiryInFuture(month: number, year: number, now: Date = new Date()): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12 || year < 0) return false;
  const today = providerDay(now);
  if (!today) return false;
  const y = fullYear(year);
  return y > today.year || (y === today.year && month >= today.month);
}

/** Three digits, four for American Express; either for an unknown brand. */
export function cvvValid(cvv: string, brand: CardBrand): boolean {
  if (typeof cvv !== "string") return false;
  if (brand === "amex") return /^\d{4}$/.test(cvv);
  if (brand === "unknown") return /^\d{3,4}$/.test(cvv);
  return /^\d{3}$/.test(cvv);
}

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  unknown: "Card",
};

/** 'Visa ending 4242'; only the last four digits of `last4` are used. */
export function maskCard(last4: string, brand: CardBrand): string {
  const digits = typeof last4 === "string" ? last4.replace(/\D/g, "").slice(-4) : "";
  const name = BRAND_NAMES[brand] ?? BRAND_NAMES.unknown;
  return digits ? `${name} ending ${digits}` : name;
}
