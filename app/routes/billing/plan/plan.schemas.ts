// "Need more time to pay?" (/billing/plan → /billing/plan/confirm) as zod schemas: used
// by the actions and loader, and loaded by the browser when the form is first touched (never on a
// first visit, docs/screens.md "Forms").

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { dateInputSchema } from "#app/lib/date-input.schemas.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/format.ts";
import { amountSchema } from "#app/routes/billing/amount.schemas.ts";
import { PLAN_MIN_CENTS, PLAN_REASON_MAX } from "#app/routes/billing/billing-rules.ts";
import { planDateBounds } from "./plan-dates.ts";

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
    startDate: dateInputSchema({
      subject: "The date of your first payment",
      required: "Enter the date of your first payment",
      check: (iso) => {
        const { min, max } = planDateBounds(now());
        return iso < min || iso > max ? `Enter a date from ${formatDate(min)} to ${formatDate(max)}` : null;
      },
    }),
    reason: z
      .string({ error: "Tell us why you need more time to pay" })
      .trim()
      .min(1, "Tell us why you need more time to pay")
      .max(PLAN_REASON_MAX, `Reason must be ${PLAN_REASON_MAX} characters or fewer`),
  });
}

/** What the check step carries in hidden fields, checked again on "Send request". */
export function createPlanSubmitSchema(owedCents: number, now: () => Date = () => new Date()) {
  return createPlanSchema(owedCents, now)
    .omit({ intent: true })
    .extend({ intent: z.literal("plan-submit") });
}

/** The question's check in the browser, for one amount owed: the schema is built once per owed value. */
export function planValidator(owedCents: number) {
  const schema = createPlanSchema(owedCents);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
export type PlanFields = z.input<ReturnType<typeof createPlanSchema>>;
