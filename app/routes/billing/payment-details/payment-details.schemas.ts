// The forms of /billing/payment-details as zod schemas: "Pay by card" (checked on the
// server only) and "Pay by direct debit" (also loaded by the browser when the form is first
// touched). Card and direct-debit rules live in app/domain/card.ts and direct-debit.ts.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { createCardSchema } from "#app/domain/card.schemas.ts";
import { directDebitSchema } from "#app/domain/direct-debit.schemas.ts";
import { currentPasswordSchema } from "#app/lib/schemas.ts";

// ─── Pay by card ────────────────────────────────────────────────────────────

/** The question: the new card. */
export function createCardUpdateSchema(now: () => Date = () => new Date()) {
  return z.intersection(z.object({ intent: z.literal("card-check") }), createCardSchema(now));
}
export const cardUpdateSchema = createCardUpdateSchema();

/** "Save payment details" for a card: what the check step carries (never card data). */
export const cardSaveDetailsSchema = z.object({
  intent: z.literal("card-save"),
  cardToken: z.string().regex(/^[\w.:-]{1,200}$/),
  cardLabel: z.string().max(60),
});
/** …and the current password, typed on the check step (re-authentication, DESIGN §4). */
export const cardSaveSchema = cardSaveDetailsSchema.extend({ currentPassword: currentPasswordSchema });

// ─── Pay by direct debit ────────────────────────────────────────────────────

export const ddCheckSchema = directDebitSchema.extend({ intent: z.literal("dd-check") });
/** "Save payment details" for direct debit: the details the check step carries in hidden fields… */
export const ddSaveDetailsSchema = directDebitSchema.extend({ intent: z.literal("dd-save") });
/** …and the current password, typed on the check step (re-authentication, DESIGN §4). */
export const ddSaveSchema = ddSaveDetailsSchema.extend({ currentPassword: currentPasswordSchema });

export const validateDirectDebit = (formData: FormData) => parseWithZod(formData, { schema: ddCheckSchema });
export type DirectDebitFields = z.input<typeof ddCheckSchema>;
