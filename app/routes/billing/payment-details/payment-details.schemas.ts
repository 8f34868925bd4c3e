// The forms of /billing/payment-details as zod schemas: "Pay by card" (checked on the server
// only), "Pay by direct debit" (also loaded by the browser when the form is first touched) and
// the two check pages. Card and direct-debit rules live in app/domain/card.ts and direct-debit.ts.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { directDebitSchema } from "#app/domain/direct-debit.schemas.ts";
import { currentPasswordSchema } from "#app/lib/schemas.ts";

// ─── Pay by card ────────────────────────────────────────────────────────────

/** The question: the new card. */

/** "Save payment details" for a card: the current password (re-authentication, DESIGN §4). */
export const cardSaveSchema = z.object({ currentPassword: currentPasswordSchema });

// ─── Pay by direct debit ────────────────────────────────────────────────────

/** The question: the bank account and the agreement to the terms. */
export const directDebitQuestionSchema = directDebitSchema;

export const validateDirectDebit = (formData: FormData) => parseWithZod(formData, { schema: directDebitSchema });
export type DirectDebitFields = z.input<typeof directDebitSchema>;

/** When the account number typed on the check page is not the one answered before. */
export const accountNumberNotSame = (ending: string) =>
  `Enter the same account number as before (it ends in ${ending})`;

/**
 * "Save payment details" for direct debit: the account number typed again (only its last digits
 * were kept, and the provider needs all of them) and the current password.
 */
export function directDebitSaveSchema(accountEnding: string) {
  return z.object({
    accountNumber: directDebitSchema.shape.accountNumber.refine(
      (digits) => digits.endsWith(accountEnding),
      accountNumberNotSame(accountEnding),
    ),
    currentPassword: currentPasswordSchema,
  });
}
