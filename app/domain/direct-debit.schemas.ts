// The direct-debit form's schema (payment details): the rules of direct-debit.ts as a zod object,
// for the actions and, lazily, the browser's inline checks.

import { z } from "zod";
import {
  accountNumberValid,
  bsbValid,
  DIRECT_DEBIT_MESSAGES,
  maskBsb,
  normaliseAccountNumber,
} from "./direct-debit.ts";

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
  bsb: z.string({ error: DIRECT_DEBIT_MESSAGES.bsb }).refine(bsbValid, DIRECT_DEBIT_MESSAGES.bsb).transform(maskBsb),
  accountNumber: z
    .string({ error: DIRECT_DEBIT_MESSAGES.accountNumber })
    .refine(accountNumberValid, DIRECT_DEBIT_MESSAGES.accountNumber)
    .transform(normaliseAccountNumber),
  agree: z
    .unknown()
    .refine(
      (value) => value === true || (typeof value === "string" && AGREED_VALUES.has(value.toLowerCase())),
      DIRECT_DEBIT_MESSAGES.agree,
    )
    .transform(() => true as const),
});
export type DirectDebitInput = z.output<typeof directDebitSchema>;
