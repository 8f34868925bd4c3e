// The billing forms' rules as zod schemas (issue 6): used by the actions and loaders, and
// imported lazily by the browser for inline checks (never on a first visit, docs/screens.md
// "Forms"). Money is integer cents once parsed. The constants, types and helpers the components
// need live in billing-rules.ts (no zod); card and direct-debit rules live in app/lib/card.ts.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { createCardSchema, directDebitSchema } from "#app/lib/card.ts";
import { formatDate, parseIsoDate } from "#app/lib/dates.ts";
import { formatMoney, parseMoneyInput } from "#app/lib/format.ts";
import { currentPasswordSchema } from "#app/lib/schemas.ts";
import { AMOUNT_MESSAGES, PAYMENT_LIMITS, PLAN_MIN_CENTS, PLAN_REASON_MAX, planDateBounds } from "./billing-rules.ts";

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

/** "Save payment details" for a card: what the check step carries (never card data). */
export const cardSaveDetailsSchema = z.object({
  intent: z.literal("card-save"),
  cardToken: z.string().regex(/^[\w.:-]{1,200}$/),
  cardLabel: z.string().max(60),
});
/** …and the current password, typed on the check step (re-authentication, DESIGN §4). */
export const cardSaveSchema = cardSaveDetailsSchema.extend({ currentPassword: currentPasswordSchema });

// ─── "Need more time to pay?" ───────────────────────────────────────────────

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

/** The payment plan's first step, for one amount owed: the schema is built once per owed value. */
export function planValidator(owedCents: number) {
  const schema = createPlanSchema(owedCents);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
export type PlanFields = z.input<ReturnType<typeof createPlanSchema>>;

// ─── Direct debit on /billing/payment-details ───────────────────────────────

export const ddCheckSchema = directDebitSchema.extend({ intent: z.literal("dd-check") });
/** "Save payment details" for direct debit: the details the check step carries in hidden fields… */
export const ddSaveDetailsSchema = directDebitSchema.extend({ intent: z.literal("dd-save") });
/** …and the current password, typed on the check step (re-authentication, DESIGN §4). */
export const ddSaveSchema = ddSaveDetailsSchema.extend({ currentPassword: currentPasswordSchema });

export const validateDirectDebit = (formData: FormData) => parseWithZod(formData, { schema: ddCheckSchema });
export type DirectDebitFields = z.input<typeof ddCheckSchema>;
