import { data } from "react-router";
import { Field } from "#app/components/field/Field.tsx";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { debitBeforePaying } from "#app/domain/direct-debit.ts";
import { formatMoney } from "#app/domain/format.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { loadStatus } from "#app/routes/billing/billing.server.ts";
import { centsToInput, PAYMENT_LIMITS } from "#app/routes/billing/billing-rules.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { StatusFailure } from "#app/routes/billing/status-failure.tsx";
import type { Route } from "./+types/index";
import { changePayment, payStore } from "./journey.server.ts";
import { amountQuestionSchema } from "./pay.schemas.ts";

// /billing/pay — "Make a payment": how much (the balance owing by default). The first question of
// the journey; after a payment it starts a new one.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const [step, status] = await Promise.all([
    payStore.page(args, "amount"),
    loadStatus(args.context.get(portalContext)),
  ]);
  const balance = status.ok ? status.value.balanceCents : 0;
  const amount =
    step.answers.amountCents !== undefined
      ? centsToInput(step.answers.amountCents)
      : centsToInput(Math.min(Math.max(balance, 0), PAYMENT_LIMITS.maxCents));
  // What paying now does to a scheduled direct debit (docs/decisions/081); null without one.
  const debit = status.ok ? debitBeforePaying(status.value.debit, formatDate) : null;
  return data({ lastResult: step.lastResult, back: step.back, status, amount, debit }, { status: step.status });
}

export async function action(args: Route.ActionArgs) {
  const step = await payStore.page(args, "amount");
  const submission = parseWithZod(await readForm(args.request), { schema: amountQuestionSchema });
  if (submission.status !== "success") return payStore.askAgain(args, "amount", fieldErrors(submission));
  return payStore.answer(args, changePayment(step.answers, { amountCents: submission.value.amount }));
}

export default function PayAmount({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  const [form, fields] = useForm<{ amount: string }>({
    id: "payment",
    lastResult: loaderData.lastResult,
    defaultValue: { amount: loaderData.amount },
    shouldValidate: "onSubmit",
  });
  return (
    <StepPage
      title="Make a payment"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro={
        status.ok ? (
          <>
            Your balance is <strong>{formatMoney(status.value.balanceCents)}</strong>
            {status.value.shown.dueDate ? `, due ${status.value.shown.dueDate}` : ""}.
          </>
        ) : undefined
      }
    >
      {status.ok ? null : <StatusFailure failure={status} />}
      {loaderData.debit ? <p data-testid="direct-debit">{loaderData.debit}</p> : null}
      <Field
        label="Amount to pay"
        hint={`In dollars and cents, from ${formatMoney(PAYMENT_LIMITS.minCents)} to ${formatMoney(PAYMENT_LIMITS.maxCents)}. For example, 25.50`}
        meta={fields.amount}
        inputProps={getInputProps(fields.amount, { type: "text" })}
        inputMode="decimal"
        autoComplete="off"
        className={styles.medium}
      />
    </StepPage>
  );
}
