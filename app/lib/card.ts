// Card and direct-debit rules for payments and payment details (issue 6), checked on the
// server. Nothing here logs or keeps card data; callers must not echo it back either.

import { z } from "zod";
import { zonedParts } from "./dates.ts";

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

export const DIRECT_DEBIT_MESSAGES = {
  accountName: "Enter the account name",
  accountNameTooLong: "Account name must be 32 characters or fewer",
  bsb: "Enter a BSB in the format 000-000",
  accountNumber: "Enter an account number of 6 to 10 digits",
  agree: "You must agree to the direct debit terms",
} as const;

/** Removes spaces (any whitespace) and dashes: '4242 4242-4242 4242' → '4242424242424242'. */
export function normaliseCardNumber(number: string): string {
  return typeof number === "string" ? number.replace(/[\s-]/g, "") : "";
}

/** Luhn checksum over 12–19 digits (after normalising); all zeros is rejected. */
export function luhnValid(number: string): boolean {
  const digits = normaliseCardNumber(number);
  if (!/^\d{12,19}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
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

/** Luhn-valid, and of a length the brand issues (any 12–19 digits for an unknown brand). */
export function cardNumberValid(number: string): boolean {
  if (!luhnValid(number)) return false;
  const brand = cardBrand(number);
  return brand === "unknown" || BRAND_LENGTHS[brand].includes(normaliseCardNumber(number).length);
}

/** Two-digit years are 20YY. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * A card is valid until the end of its expiry month, so 03/2026 is still good on 31 March
 * 2026. "Now" is read in the provider's time zone, like every other date in the portal.
 */
export function expiryInFuture(month: number, year: number, now: Date = new Date()): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12 || year < 0) return false;
  const today = zonedParts(now);
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

/** A BSB is not secret: shown in full as 000-000. Not six digits → '—'. */
export function maskBsb(bsb: string): string {
  const digits = typeof bsb === "string" ? bsb.replace(/\D/g, "") : "";
  return digits.length === 6 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : "—";
}

/** 'Account ending 789': only the last three digits. Fewer than three digits → 'Account'. */
export function maskAccount(accountNumber: string): string {
  const digits = typeof accountNumber === "string" ? accountNumber.replace(/\D/g, "") : "";
  return digits.length >= 3 ? `Account ending ${digits.slice(-3)}` : "Account";
}

/** Digits only from a text field, trimmed; undefined stays undefined for "missing". */
function digitsField(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}

/**
 * The card form: "Name on card", "Card number", "Expiry month", "Expiry year",
 * "Security code". Output: trimmed name, the card number as digits only, month 1–12,
 * four-digit year, and the security code. `now` is read at parse time (a function, for tests).
 */
export function createCardSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      nameOnCard: z
        .string({ error: CARD_MESSAGES.nameOnCard })
        .trim()
        .min(1, CARD_MESSAGES.nameOnCard)
        .max(50, CARD_MESSAGES.nameOnCardTooLong),
      cardNumber: z
        .string({ error: CARD_MESSAGES.cardNumber })
        .transform(normaliseCardNumber)
        .refine(cardNumberValid, CARD_MESSAGES.cardNumber),
      expiryMonth: z.preprocess(
        digitsField,
        z
          .string({ error: CARD_MESSAGES.expiryMonth })
          .regex(/^(0?[1-9]|1[0-2])$/, CARD_MESSAGES.expiryMonth)
          .transform(Number),
      ),
      expiryYear: z.preprocess(
        digitsField,
        z
          .string({ error: CARD_MESSAGES.expiryYear })
          .regex(/^(\d{2}|20\d{2})$/, CARD_MESSAGES.expiryYear)
          .transform((value) => fullYear(Number(value))),
      ),
      securityCode: z
        .string({ error: CARD_MESSAGES.securityCode })
        .trim()
        .regex(/^\d{3,4}$/, CARD_MESSAGES.securityCode),
    })
    .superRefine((card, ctx) => {
      // zod 4 runs this even when a field failed; check only what parsed, to avoid doubled
      // or misleading messages.
      const { expiryMonth, expiryYear, securityCode, cardNumber } = card as Partial<Record<keyof typeof card, unknown>>;
      if (typeof expiryMonth === "number" && typeof expiryYear === "number") {
        const at = now();
        if (!expiryInFuture(expiryMonth, expiryYear, at)) {
          // A past year is the year's fault; a past month of this year is the month's.
          const path = expiryYear === zonedParts(at)?.year ? "expiryMonth" : "expiryYear";
          ctx.addIssue({ code: "custom", message: CARD_MESSAGES.expiryPast, path: [path] });
        }
      }
      if (
        typeof securityCode === "string" &&
        /^\d{3,4}$/.test(securityCode) &&
        typeof cardNumber === "string" &&
        !cvvValid(securityCode, cardBrand(cardNumber))
      ) {
        ctx.addIssue({ code: "custom", message: CARD_MESSAGES.securityCode, path: ["securityCode"] });
      }
    });
}

export const cardSchema = createCardSchema();
export type CardInput = z.output<typeof cardSchema>;

const AGREED_VALUES = new Set(["on", "true", "yes", "1"]);

/**
 * The direct-debit form: "Account name", "BSB" (000-000; '062000' and spaces accepted, output
 * as '062-000'), "Account number" (6–10 digits; spaces and dashes removed) and the agreement
 * checkbox (a checked box posts 'on'; an unchecked one posts nothing).
 */
export const directDebitSchema = z.object({
  accountName: z
    .string({ error: DIRECT_DEBIT_MESSAGES.accountName })
    .trim()
    .min(1, DIRECT_DEBIT_MESSAGES.accountName)
    .max(32, DIRECT_DEBIT_MESSAGES.accountNameTooLong),
  bsb: z
    .string({ error: DIRECT_DEBIT_MESSAGES.bsb })
    .transform((value) => value.replace(/\s/g, ""))
    .refine((value) => /^\d{3}-?\d{3}$/.test(value), DIRECT_DEBIT_MESSAGES.bsb)
    .transform(maskBsb),
  accountNumber: z
    .string({ error: DIRECT_DEBIT_MESSAGES.accountNumber })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine((value) => /^\d{6,10}$/.test(value), DIRECT_DEBIT_MESSAGES.accountNumber),
  agree: z
    .unknown()
    .refine(
      (value) => value === true || (typeof value === "string" && AGREED_VALUES.has(value.toLowerCase())),
      DIRECT_DEBIT_MESSAGES.agree,
    )
    .transform(() => true as const),
});
export type DirectDebitInput = z.output<typeof directDebitSchema>;
