import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { Button } from "#app/components/index.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/format.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { isProviderError } from "#app/lib/provider-errors.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import {
  failureStatus,
  loadStatus,
  logBillingEvent,
  type Outcome,
  providerStatus,
  rethrowUnauthorized,
  type StatusView,
} from "#app/routes/billing/billing.server.ts";
import {
  centsToInput,
  formErrorResult,
  instalmentCount,
  PLAN_FREQUENCIES,
  type PlanFrequency,
} from "#app/routes/billing/billing-rules.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { CheckPage, CheckStep } from "#app/routes/billing/check-page.tsx";
import { checkStepClientLoader } from "#app/routes/billing/check-step-client-loader.ts";
import { billingHandle } from "#app/routes/billing/steps.ts";
import { billingHeaders, checkStepAction, checkStepLoader } from "#app/routes/billing/steps.server.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import type { Route } from "./+types/confirm";
import { PlanForm } from "./plan-form.tsx";
import { createPlanSchema, createPlanSubmitSchema } from "./plan.schemas.ts";
import { planAnswers, planQuestion } from "./plan.server.ts";

// /billing/plan/confirm — "Check your request", the answer to the plan form's post. It carries the
// answers in hidden fields; "Send request" posts here again, "Change your answers" posts them back
// to /billing/plan. Answers that need fixing show the plan form again, here.

export const handle = billingHandle;
export const headers = billingHeaders;
export const loader = checkStepLoader(BILLING_URLS.plan);
export const clientLoader = checkStepClientLoader;
export const action = checkStepAction({
  "plan-check": (portal, formData) => planStep(portal, formData, false),
  "plan-submit": (portal, formData) => planStep(portal, formData, true),
});

/** The plan form again, with what went wrong. */
function askAgain(status: Outcome<StatusView>, result: SubmissionResult<string[]>, code: number) {
  return data({ view: "question" as const, result, question: planQuestion(status) }, { status: code });
}

async function planStep(portal: Portal, formData: FormData, final: boolean) {
  const status = await loadStatus(portal);
  // Without the balance the request cannot be checked: say why, keep what was typed.
  if (!status.ok) return askAgain(status, formErrorResult(status.message, planAnswers(formData)), 502);
  const owedCents = status.value.balanceCents;
  if (owedCents <= 0) throw redirect(BILLING_URLS.plan, 303);
  const submission = parseWithZod(formData, {
    schema: final ? createPlanSubmitSchema(owedCents) : createPlanSchema(owedCents),
  });
  if (submission.status !== "success") return askAgain(status, submission.reply(), 400);
  const plan = {
    instalmentCents: submission.value.instalment,
    frequency: submission.value.frequency as PlanFrequency,
    startDate: submission.value.startDate,
    reason: submission.value.reason,
  };
  if (!final)
    return data({ view: "check" as const, plan, startDateShown: formatDate(plan.startDate), owedCents, error: null });
  try {
    const answer = await portal.api.account.paymentPlan(plan);
    logBillingEvent(portal, "payment-plan", "success", {
      amountCents: plan.instalmentCents,
      reference: answer.reference,
    });
    portal.session.flash("alert", {
      type: "success",
      message: `We have received your request for more time to pay. Your reference is ${answer.reference}. We will contact you about it.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "payment-plan", "failure", { status: providerStatus(error) });
    const message = isProviderError(error)
      ? `We could not send your request: ${error.customerMessage}`
      : "We could not send your request: Something went wrong.";
    return data(
      { view: "check" as const, plan, startDateShown: formatDate(plan.startDate), owedCents, error: message },
      { status: failureStatus(error) },
    );
  }
  throw redirect(BILLING_URLS.overview, 303);
}

export default function PlanConfirm({ actionData }: Route.ComponentProps) {
  return (
    <CheckStep
      answer={actionData}
      question={BILLING_URLS.plan}
      askAgain={(failed) => <PlanForm question={failed.question} failed={failed} />}
      check={(check) => <PlanCheck check={check} />}
    />
  );
}

function PlanCheck({ check }: { check: Extract<Route.ComponentProps["actionData"], { view: "check" }> }) {
  const busy = useIsPending();
  const { plan, owedCents, startDateShown } = check;
  const count = instalmentCount(owedCents, plan.instalmentCents);
  const frequency = PLAN_FREQUENCIES.find((f) => f.value === plan.frequency)?.label ?? plan.frequency;
  return (
    <CheckPage
      title="Check your request"
      back={BILLING_URLS.plan}
      action={BILLING_URLS.planConfirm}
      error={check.error}
      rows={[
        { key: "Amount owed", value: formatMoney(owedCents) },
        { key: "Each payment", value: formatMoney(plan.instalmentCents) },
        { key: "How often", value: count === 1 ? "One payment" : frequency },
        { key: count === 1 ? "Payment date" : "First payment", value: startDateShown },
        { key: "Number of payments", value: String(count) },
        { key: "Reason", value: plan.reason },
      ]}
    >
      <input type="hidden" name="instalment" value={centsToInput(plan.instalmentCents)} />
      <input type="hidden" name="frequency" value={plan.frequency} />
      <input type="hidden" name="startDate" value={plan.startDate} />
      <input type="hidden" name="reason" value={plan.reason} />
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="plan-submit" disabled={busy}>
          Send request
        </Button>
        <Button
          type="submit"
          name="intent"
          value="plan-edit"
          formAction={BILLING_URLS.plan}
          variant="secondary"
          disabled={busy}
        >
          Change your answers
        </Button>
      </div>
    </CheckPage>
  );
}
