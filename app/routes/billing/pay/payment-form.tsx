import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { BackLink, Button, ErrorSummary, Field, PageHeading } from "#app/components/index.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { formatMoney } from "#app/lib/format.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Outcome, StatusView } from "#app/routes/billing/billing.server.ts";
import { type CardFormFields, centsToInput, PAYMENT_LIMITS } from "#app/routes/billing/billing-rules.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { CardFields } from "#app/routes/billing/card-fields.tsx";
import { StatusFailure } from "#app/routes/billing/status-failure.tsx";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";

export type PaymentQuestion = {
  status: Outcome<StatusView>;
  /** An amount carried back by "Change amount" (not secret). */
  amount: string;
};

/** A failed post of the question: the errors, and a new key that empties the card fields. */
export type PaymentFailure = { result: SubmissionResult<string[]>; attempt: string };

/**
 * "Make a payment": the amount (the balance owing by default) and the card. Shown at /billing/pay,
 * and again at /billing/pay/confirm when its answers need fixing. It posts to the check step.
 */
export function PaymentForm({ status, amount, failed }: PaymentQuestion & { failed?: PaymentFailure }) {
  const busy = useIsPending();
  const balance = status.ok ? status.value.balanceCents : 0;
  const defaultAmount = amount || centsToInput(Math.min(Math.max(balance, 0), PAYMENT_LIMITS.maxCents));
  // Validated on the server only, so card fields behave the same with JavaScript on or off.
  const [form, fields] = useForm<CardFormFields & { amount: string }>({
    id: "payment",
    lastResult: failed?.result,
    defaultValue: { amount: defaultAmount },
    shouldValidate: "onSubmit",
  });
  return (
    <div className={styles.narrow}>
      <PageTitle page="Make a payment" hasError={!form.valid} />
      <div>
        <BackLink to={BILLING_URLS.overview}>Back to billing</BackLink>
        <PageHeading>Make a payment</PageHeading>
      </div>
      {status.ok ? (
        <p>
          Your balance is <strong>{formatMoney(status.value.balanceCents)}</strong>
          {status.value.shown.dueDate ? `, due ${status.value.shown.dueDate}` : ""}.
        </p>
      ) : (
        <StatusFailure message={status.message} />
      )}
      <ErrorSummary form={form} />
      <Form method="post" action={BILLING_URLS.payConfirm} {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="pay-check" />
        <Field
          label="Amount to pay"
          hint={`In dollars and cents, from ${formatMoney(PAYMENT_LIMITS.minCents)} to ${formatMoney(PAYMENT_LIMITS.maxCents)}. For example, 25.50`}
          meta={fields.amount}
          inputProps={getInputProps(fields.amount, { type: "text" })}
          inputMode="decimal"
          autoComplete="off"
          className={styles.medium}
        />
        <CardFields resetKey={failed?.attempt} fields={fields} />
        <p className={styles.help}>Next, you can check the payment before it is made.</p>
        <div>
          <Button type="submit" disabled={busy}>
            Continue
          </Button>
        </div>
      </Form>
    </div>
  );
}
