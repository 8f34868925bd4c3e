// The card form's schema (card payments, payment details): the rules of card.ts as a zod object,
// for the actions and, lazily, the browser's inline checks.

import { z } from "zod";
import {
  CARD_MESSAGES,
  cardBrand,
  cardNumberValid,
  currentYear,
  cvvValid,
  expiryInFuture,
  fullYear,
  normaliseCardNumber,
} from "./card.ts";

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
          const path = expiryYear === currentYear(at) ? "expiryMonth" : "expiryYear";
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
