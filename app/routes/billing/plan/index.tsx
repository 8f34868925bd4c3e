import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import { loadStatus } from "#app/routes/billing/billing.server.ts";
import { formErrorResult } from "#app/routes/billing/billing-rules.ts";
import { billingHandle } from "#app/routes/billing/steps.ts";
import { billingHeaders, intentAction } from "#app/routes/billing/steps.server.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import type { Route } from "./+types/index";
import { PlanForm } from "./plan-form.tsx";
import { loadPlanQuestion, planAnswers, planQuestion } from "./plan.server.ts";

// /billing/plan — "Need more time to pay?". The form posts to /billing/plan/confirm; that step's
// "Change your answers" posts its answers back here, to fill the form in again.

export const handle = billingHandle;
export const headers = billingHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return loadPlanQuestion(context.get(portalContext));
}

export const action = intentAction({ "plan-edit": planEdit });

/** "Change your answers" on the check step: the form again with what the step carried. */
async function planEdit(portal: Portal, formData: FormData) {
  const status = await loadStatus(portal);
  if (!status.ok) {
    // Without the balance the request cannot be checked: say why, keep what was typed.
    return data(
      { result: formErrorResult(status.message, planAnswers(formData)), question: planQuestion(status) },
      { status: 502 },
    );
  }
  if (status.value.balanceCents <= 0) throw redirect(BILLING_URLS.plan, 303);
  return data({
    result: { initialValue: planAnswers(formData) } as SubmissionResult<string[]>,
    question: planQuestion(status),
  });
}

export default function Plan({ loaderData, actionData }: Route.ComponentProps) {
  return <PlanForm question={actionData?.question ?? loaderData} failed={actionData} />;
}
