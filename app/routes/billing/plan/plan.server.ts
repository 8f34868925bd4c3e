// Server-only parts of "Need more time to pay?" shared by its question (/billing/plan) and its
// check step (/billing/plan/confirm).

import { config } from "#app/lib/config.server.ts";
import { getZodConstraint } from "#app/lib/parse-form.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { loadStatus, type Outcome, type StatusView } from "#app/routes/billing/billing.server.ts";
import { centsToInput, PLAN_FREQUENCIES, PLAN_MIN_CENTS, PLAN_REASON_MAX } from "#app/routes/billing/billing-rules.ts";
import { planDateBounds } from "./plan-dates.ts";
import { createPlanSchema } from "./plan.schemas.ts";
import { formatDate } from "#app/lib/dates.ts";
import { datePartsOf, type DateParts } from "#app/lib/date-input.ts";

// Dates are formatted here, on the server, so the page ships no date code (decision 018).
const shownBounds = (bounds: { min: string; max: string }) => ({
  ...bounds,
  shown: { min: formatDate(bounds.min), max: formatDate(bounds.max), example: exampleDate(bounds.min) },
});

/** A date as typed into the date input's fields, "15 12 2026" (GOV.UK's hint). */
function exampleDate(iso: string): string {
  const { day, month, year } = datePartsOf(iso);
  return `${Number(day)} ${Number(month)} ${year}`;
}

/** What the plan form shows besides its fields, for an account status already loaded. */
export function planQuestion(status: Outcome<StatusView>) {
  const owed = status.ok ? status.value.balanceCents : 0;
  return {
    status,
    // The form's words that depend on the rules, written here: the page ships no rules (billing-rules.ts).
    frequencies: PLAN_FREQUENCIES,
    instalmentHint:
      owed > 0
        ? `In dollars and cents. To pay it all at a later date, enter ${centsToInput(owed)}.`
        : "In dollars and cents.",
    reasonHint: `Up to ${PLAN_REASON_MAX} characters`,
    hardshipUrl: config.HARDSHIP_POLICY_URL,
    supportPhone: config.SUPPORT_PHONE,
    planBounds: shownBounds(planDateBounds()),
    // The form's HTML constraints; the cap on the amount (what is owed) is not one of them.
    constraint: getZodConstraint(createPlanSchema(PLAN_MIN_CENTS)),
  };
}
export type PlanQuestion = ReturnType<typeof planQuestion>;

export async function loadPlanQuestion(portal: Portal): Promise<PlanQuestion> {
  return planQuestion(await loadStatus(portal));
}

/**
 * The plan form's answers as posted, to show them again: the date as its three fields (from the
 * date input, or split from the check step's hidden YYYY-MM-DD).
 */
export function planAnswers(formData: FormData): Record<string, string | DateParts> {
  const answers: Record<string, string | DateParts> = {};
  for (const name of ["instalment", "frequency", "reason"]) {
    const value = formData.get(name);
    if (typeof value === "string") answers[name] = value.slice(0, PLAN_REASON_MAX);
  }
  const whole = formData.get("startDate");
  const part = (p: string) => String(formData.get(`startDate.${p}`) ?? "").slice(0, 20);
  answers.startDate = datePartsOf(
    typeof whole === "string" ? whole.slice(0, 20) : { day: part("day"), month: part("month"), year: part("year") },
  );
  return answers;
}
