// Server-only parts of "Need more time to pay?": the words that depend on the rules and the
// account, written here so the pages ship no rules and no date code; and the request checked again
// before it is sent.

import { config } from "#server/config.ts";
import { datePartsOf } from "#app/components/date-input/date-input.ts";
import { formatDate } from "#app/lib/dates.ts";
import { centsToInput } from "#app/routes/billing/billing-rules.ts";
import type { PlanAnswers, PlanStep } from "./journey.ts";
import { planDateBounds } from "./plan-dates.ts";
import { instalmentSchema, startDateSchema } from "./plan.schemas.ts";

/** What the first question says besides its field, for what is owed. */
export function instalmentWords(owedCents: number) {
  return {
    hint:
      owedCents > 0
        ? `In dollars and cents. To pay it all at a later date, enter ${centsToInput(owedCents)}.`
        : "In dollars and cents.",
    hardshipUrl: config.HARDSHIP_POLICY_URL,
    supportPhone: config.SUPPORT_PHONE,
  };
}

/** The first payment's date range as the date question shows it, with an example as typed ("15 12 2026"). */
export function startDateWords(now: Date = new Date()) {
  const { min, max } = planDateBounds(now);
  const { day, month, year } = datePartsOf(min);
  return `From ${formatDate(min)} to ${formatDate(max)}. For example, ${Number(day)} ${Number(month)} ${year}`;
}

/**
 * The saved answers against what is owed now and today's date: the first question whose answer no
 * longer holds and why, or null when the request may be sent.
 */
export function staleAnswer(
  answers: PlanAnswers,
  owedCents: number,
  now: () => Date = () => new Date(),
): { step: PlanStep; field: string; message: string } | null {
  const instalment = instalmentSchema(owedCents).safeParse(centsToInput(answers.instalmentCents ?? 0));
  if (!instalment.success) {
    return { step: "instalment", field: "instalment", message: instalment.error.issues[0]!.message };
  }
  const start = startDateSchema(now).safeParse(answers.startDate ?? "");
  if (!start.success) return { step: "start", field: "startDate", message: start.error.issues[0]!.message };
  return null;
}
