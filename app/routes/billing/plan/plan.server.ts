// Server-only parts of "Need more time to pay?" shared by its question (/billing/plan) and its
// check step (/billing/plan/confirm).

import { config } from "#app/lib/config.server.ts";
import { getZodConstraint } from "#app/lib/parse-form.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { loadStatus, type Outcome, type StatusView } from "../billing.server.ts";
import { PLAN_MIN_CENTS, PLAN_REASON_MAX } from "../billing-rules.ts";
import { planDateBounds } from "./plan-dates.ts";
import { createPlanSchema } from "./plan.schemas.ts";
import { formatDate } from "#app/lib/dates.ts";

// Dates are formatted here, on the server, so the page ships no date code (decision 018).
const shownBounds = (bounds: { min: string; max: string }) => ({
  ...bounds,
  shown: { min: formatDate(bounds.min), max: formatDate(bounds.max) },
});

/** What the plan form shows besides its fields, for an account status already loaded. */
export function planQuestion(status: Outcome<StatusView>) {
  return {
    status,
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

/** The plan form's answers as posted, to show them again. */
export function planAnswers(formData: FormData): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const name of ["instalment", "frequency", "startDate", "reason"]) {
    const value = formData.get(name);
    if (typeof value === "string") answers[name] = value.slice(0, PLAN_REASON_MAX);
  }
  return answers;
}
