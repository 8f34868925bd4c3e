import { data, redirect } from "react-router";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { formatMoney } from "#app/domain/format.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf } from "#app/lib/provider-outcome.server.ts";
import {
  loadStatus,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
} from "#app/routes/billing/billing.server.ts";
import { formErrorResult, instalmentCount, PLAN_FREQUENCIES } from "#app/routes/billing/billing-rules.ts";
import { debitDuringPlan } from "#app/domain/direct-debit.ts";
import type { Route } from "./+types/confirm";
import { planStore } from "./journey.server.ts";
import { PLAN_URLS } from "./journey.ts";
import { staleAnswer } from "./plan.server.ts";

// /billing/plan/confirm — "Check your request", then "Send request". The post carries nothing:
// the answers are the journey's, checked again against what is owed now before they are sent, once.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const [step, status] = await Promise.all([
    planStore.page(args, "check"),
    loadStatus(args.context.get(portalContext)),
  ]);
  const { instalmentCents, frequency, startDate, reason } = step.answers;
  const owedCents = status.ok ? status.value.balanceCents : null;
  const count = owedCents === null ? null : instalmentCount(owedCents, instalmentCents!);
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      version: step.version,
      statusFailure: status.ok ? null : status.message,
      owed: owedCents === null ? null : formatMoney(owedCents),
      instalment: formatMoney(instalmentCents!),
      frequency: PLAN_FREQUENCIES.find((f) => f.value === frequency)?.label ?? frequency!,
      startDate: formatDate(startDate!),
      reason: reason!,
      count,
      debit: status.ok ? debitDuringPlan(status.value) : null,
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { answers } = await planStore.page(args, "check");
  // Whatever the form holds is ignored; a body that is not a form is a 400.
  await readForm(args.request);
  const portal = args.context.get(portalContext);
  const status = await loadStatus(portal);
  if (!status.ok)
    return planStore.askAgain(args, "check", formErrorResult(`We could not send your request: ${status.message}`, {}));
  if (status.value.balanceCents <= 0) throw redirect(PLAN_URLS.instalment, 303);
  const stale = staleAnswer(answers, status.value.balanceCents);
  if (stale) {
    const { [stale.field === "instalment" ? "instalmentCents" : "startDate"]: _gone, ...kept } = answers;
    return planStore.askAgain(args, stale.step, formErrorResult(stale.message, {}), kept);
  }
  const plan = {
    instalmentCents: answers.instalmentCents!,
    frequency: answers.frequency!,
    startDate: answers.startDate!,
    reason: answers.reason!,
  };
  return planStore.sendOnce(args, async (finish) => {
    let reference: string;
    try {
      ({ reference } = await portal.api.account.paymentPlan(plan));
    } catch (error) {
      rethrowUnauthorized(error);
      logBillingEvent(portal, "payment-plan", "failure", { status: providerStatus(error) });
      return planStore.askAgain(
        args,
        "check",
        formErrorResult(`We could not send your request: ${customerMessageOf(error)}`, {}),
      );
    }
    logBillingEvent(portal, "payment-plan", "success", { amountCents: plan.instalmentCents, reference });
    return finish({ reference, debit: debitDuringPlan(status.value) });
  });
}

export default function PlanConfirm({ loaderData }: Route.ComponentProps) {
  const [form] = useForm({ id: "plan-send", lastResult: loaderData.lastResult });
  const { count } = loaderData;
  const change = (step: keyof typeof PLAN_URLS, what: string) => ({ to: withChange(PLAN_URLS[step], true), what });
  return (
    <CheckPage
      version={loaderData.version}
      title="Check your request"
      back={loaderData.back}
      rows={[
        loaderData.owed !== null && { key: "Amount owed", value: loaderData.owed },
        { key: "Each payment", value: loaderData.instalment, change: change("instalment", "each payment") },
        {
          key: "How often",
          value: count === 1 ? "One payment" : loaderData.frequency,
          change: change("frequency", "how often"),
        },
        {
          key: count === 1 ? "Payment date" : "First payment",
          value: loaderData.startDate,
          change: change("start", "first payment date"),
        },
        count !== null && { key: "Number of payments", value: String(count) },
        { key: "Reason", value: loaderData.reason, change: change("reason", "reason") },
      ]}
      form={form}
      formProps={getFormProps(form)}
      submit="Send request"
    >
      {loaderData.debit ? <p data-testid="direct-debit">{loaderData.debit}</p> : null}
    </CheckPage>
  );
}
