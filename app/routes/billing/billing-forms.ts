// The billing forms' rules (issue 6), shared by the server (actions) and the browser (conform's
// client-side checks). Money is integer cents once parsed. Card and direct-debit rules live in
// app/lib/card.ts; this file adds the amount, the payment-plan request and the list filters.

import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { createCardSchema } from "../../lib/card.ts";
import { parseIsoDate, todayIso, toIsoDate } from "../../lib/dates.ts";
import { formatDate, formatMoney, parseMoneyInput } from "../../lib/format.ts";
import { SECRET_FIELDS } from "../../lib/forms.ts";

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

/** The card fields: never echoed back, logged or kept (DESIGN §6). The name on the card too. */
export const CARD_FIELDS = ["nameOnCard", "cardNumber", "expiryMonth", "expiryYear", "securityCode"] as const;
export const HIDDEN_ON_ERROR = [...new Set([...SECRET_FIELDS, ...CARD_FIELDS])];

/** The card form's fields as typed (strings), for conform's useForm. */
export type CardFormFields = {
  nameOnCard: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
};

type Bounds = {
  minCents: number;
  maxCents: number;
  messages: { required: string; format: string; tooSmall: string; tooLarge: string };
};

/** A typed dollar amount → cents within bounds; '12', '12.5', '$1,234.56' are fine. */
export function amountSchema({ minCents, maxCents, messages }: Bounds) {
  return z.string({ error: messages.required }).transform((text, ctx) => {
    const cents = parseMoneyInput(text);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: messages.format });
      return z.NEVER;
    }
    if (cents < minCents) {
      ctx.addIssue({ code: "custom", message: messages.tooSmall });
      return z.NEVER;
    }
    if (cents > maxCents) {
      ctx.addIssue({ code: "custom", message: messages.tooLarge });
      return z.NEVER;
    }
    return cents;
  });
}

export const paymentAmountSchema = amountSchema({ ...PAYMENT_LIMITS, messages: AMOUNT_MESSAGES });

/** Step 1 of "Make a payment": the amount and the card. */
export function createPaymentSchema(now: () => Date = () => new Date()) {
  return z.intersection(
    z.object({ intent: z.literal("pay-check"), amount: paymentAmountSchema }),
    createCardSchema(now),
  );
}
export const paymentSchema = createPaymentSchema();

/** Step 2, "Pay now": what the confirm step carries in hidden fields (never card data). */
export const payNowSchema = z.object({
  intent: z.literal("pay-now"),
  amountCents: z.coerce.number().int().min(PAYMENT_LIMITS.minCents).max(PAYMENT_LIMITS.maxCents),
  cardToken: z.string().regex(/^[\w.:-]{1,200}$/),
  cardLabel: z.string().max(60),
  idempotencyKey: z.uuid(),
});

/** "Update to a card" on /billing/payment-details. */
export function createCardUpdateSchema(now: () => Date = () => new Date()) {
  return z.intersection(z.object({ intent: z.literal("card-check") }), createCardSchema(now));
}
export const cardUpdateSchema = createCardUpdateSchema();

export const cardSaveSchema = z.object({
  intent: z.literal("card-save"),
  cardToken: z.string().regex(/^[\w.:-]{1,200}$/),
  cardLabel: z.string().max(60),
});

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

/** Today and the last allowed first-payment date, as YYYY-MM-DD (Australia/Sydney). */
export function planDateBounds(now: Date = new Date()): { min: string; max: string } {
  const min = todayIso(now);
  const last = parseIsoDate(min)!;
  last.setUTCDate(last.getUTCDate() + PLAN_START_WITHIN_DAYS);
  return { min, max: toIsoDate(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate()) };
}

/**
 * The payment-plan request: an instalment amount (the full amount owed asks for more time to pay
 * in one go), how often, the first payment date and a reason. `owedCents` caps the instalment.
 */
export function createPlanSchema(owedCents: number, now: () => Date = () => new Date()) {
  const maxCents = Math.max(owedCents, PLAN_MIN_CENTS);
  return z.object({
    intent: z.literal("plan-check"),
    instalment: amountSchema({
      minCents: PLAN_MIN_CENTS,
      maxCents,
      messages: {
        required: "Enter how much you can pay each time",
        format: "Enter the amount in dollars and cents, like 50.00",
        tooSmall: `Enter an amount of at least ${formatMoney(PLAN_MIN_CENTS)}`,
        tooLarge: `Enter an amount of no more than the ${formatMoney(maxCents)} you owe`,
      },
    }),
    frequency: z.enum(["weekly", "fortnightly", "monthly"], { error: "Choose how often you can pay" }),
    startDate: z.string({ error: "Enter the date of your first payment" }).superRefine((value, ctx) => {
      const { min, max } = planDateBounds(now());
      if (!parseIsoDate(value)) {
        ctx.addIssue({ code: "custom", message: "Enter a real date, like 2026-12-15" });
      } else if (value < min || value > max) {
        ctx.addIssue({ code: "custom", message: `Enter a date from ${formatDate(min)} to ${formatDate(max)}` });
      }
    }),
    reason: z
      .string({ error: "Tell us why you need more time to pay" })
      .trim()
      .min(1, "Tell us why you need more time to pay")
      .max(PLAN_REASON_MAX, `Reason must be ${PLAN_REASON_MAX} characters or fewer`),
  });
}

/** What the plan's confirm step carries in hidden fields, checked again on submit. */
export function createPlanSubmitSchema(owedCents: number, now: () => Date = () => new Date()) {
  return createPlanSchema(owedCents, now)
    .omit({ intent: true })
    .extend({ intent: z.literal("plan-submit") });
}

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
export function formErrorResult(message: string, initialValue: Record<string, string>): SubmissionResult<string[]> {
  return { status: "error", initialValue, error: { "": [message] } };
}
