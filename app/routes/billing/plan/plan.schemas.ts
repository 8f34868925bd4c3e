// "Need more time to pay?" as zod schemas, one per question, for the actions; and the whole request,
// checked again before it is sent (what is owed and today's date may have moved on).

import { z } from "zod";
import { dateInputSchema } from "#app/components/date-input/date-input.schemas.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/domain/format.ts";
import { amountSchema } from "#app/routes/billing/amount.schemas.ts";
import { PLAN_MIN_CENTS, PLAN_REASON_MAX } from "#app/routes/billing/billing-rules.ts";
import { planDateBounds } from "./plan-dates.ts";

/** How much each time: at least the provider's minimum, at most what is owed (all of it: more time in one go). */
export function instalmentSchema(owedCents: number) {
  const maxCents = Math.max(owedCents, PLAN_MIN_CENTS);
  return amountSchema({
    minCents: PLAN_MIN_CENTS,
    maxCents,
    messages: {
      required: "Enter how much you can pay each time",
      format: "Enter the amount in dollars and cents, like 50.00",
      tooSmall: `Enter an amount of at least ${formatMoney(PLAN_MIN_CENTS)}`,
      tooLarge: `Enter an amount of no more than the ${formatMoney(maxCents)} you owe`,
    },
  });
}

const frequencySchema = z.enum(["weekly", "fortnightly", "monthly"], { error: "Choose how often you can pay" });

export function startDateSchema(now: () => Date = () => new Date()) {
  return dateInputSchema({
    subject: "The date of your first payment",
    required: "Enter the date of your first payment",
    check: (iso) => {
      const { min, max } = planDateBounds(now());
      return iso < min || iso > max ? `Enter a date from ${formatDate(min)} to ${formatDate(max)}` : null;
    },
  });
}

const reasonSchema = z
  .string({ error: "Tell us why you need more time to pay" })
  .trim()
  .min(1, "Tell us why you need more time to pay")
  .max(PLAN_REASON_MAX, `Reason must be ${PLAN_REASON_MAX} characters or fewer`);

export const instalmentQuestion = (owedCents: number) => z.object({ instalment: instalmentSchema(owedCents) });
export const frequencyQuestion = z.object({ frequency: frequencySchema });
export const startQuestion = (now?: () => Date) => z.object({ startDate: startDateSchema(now) });
export const reasonQuestion = z.object({ reason: reasonSchema });
