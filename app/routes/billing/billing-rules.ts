// The billing forms' constants, types and small helpers, shared by the server and the
// browser. No zod here: the route components import this module, and the first visit to a page
// must not download the validation library (docs/screens.md "Forms"). The schemas built on these
// rules live in the *.schemas.ts modules beside the routes (pay/, plan/, payment-details/).

import type { SubmissionResult } from "@conform-to/react";
import { formatMoney } from "#app/domain/format.ts";
import { SECRET_FIELDS } from "#app/lib/form/replies.ts";

/**
 * Limits on one card payment. The provider states none (spec §9 "not shown"), so we use the
 * sane ones written down in docs/decisions/010-card-payments-and-pci-scope.md.
 */
export const PAYMENT_LIMITS = { minCents: 100, maxCents: 1_000_000 } as const;

export const AMOUNT_MESSAGES = {
  required: "Enter an amount to pay",
  format: "Enter an amount in dollars and cents, like 25.50",
  tooSmall: `Enter an amount of at least ${formatMoney(PAYMENT_LIMITS.minCents)}`,
  tooLarge: `Enter an amount of no more than ${formatMoney(PAYMENT_LIMITS.maxCents)}`,
} as const;

/**
 * What a failed card post never sends back (DESIGN §6): the card number and security code, with
 * every other secret. The name on the card and the expiry are kept for the customer to correct:
 * without the number they identify no card (docs/decisions/077).
 */
const NEVER_KEPT = ["cardNumber", "securityCode"] as const;
export const HIDDEN_ON_ERROR = [...new Set([...SECRET_FIELDS, ...NEVER_KEPT])];

/** Why the card number and security code are empty after a failed card post (in the error summary). */
export const CARD_TYPED_AGAIN = "For your security, enter your card number and security code again";

/** The card form's fields as typed (strings), for useForm. */
export type CardFormFields = {
  nameOnCard: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
};

// ─── "Need more time to pay?" ───────────────────────────────────────────────

export const PLAN_FREQUENCIES = [
  { value: "weekly", label: "Weekly" },
  { value: "fortnightly", label: "Fortnightly" },
  { value: "monthly", label: "Monthly" },
] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number]["value"];

/** The provider refuses instalments under $5.00 (actions/payment-plan answers 400). */
export const PLAN_MIN_CENTS = 500;

/** The first instalment (or the extended due date) must fall within this many days from today. */
export const PLAN_START_WITHIN_DAYS = 30;
export const PLAN_REASON_MAX = 500;

/** Number of instalments needed to pay `owedCents`, at least one. */
export function instalmentCount(owedCents: number, instalmentCents: number): number {
  if (instalmentCents <= 0) return 1;
  return Math.max(1, Math.ceil(owedCents / instalmentCents));
}

/** Cents as a plain amount for a form field: 12345 → '123.45'. */
export function centsToInput(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) return "";
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * A form-level error for a form whose submission we no longer have (e.g. "Pay now" failed and the
 * customer goes back to the payment form): the message plus the values to show again.
 */
export function formErrorResult(
  message: string,
  initialValue: Record<string, string | Record<string, string>>,
): SubmissionResult<string[]> {
  return { status: "error", initialValue, error: { "": [message] } };
}
