import type { SubmissionResult } from "@conform-to/react";
import { useCallback } from "react";
import { Form } from "react-router";
import {
  Alert,
  BackLink,
  Button,
  DateInput,
  ErrorSummary,
  Field,
  PageHeading,
  RadioGroup,
  TextareaField,
} from "#app/components/index.ts";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { formatMoney } from "#app/lib/format.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { StatusFailure } from "#app/routes/billing/status-failure.tsx";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import type { PlanQuestion } from "./plan.server.ts";
import type { PlanFields } from "./plan.schemas.ts";

/**
 * The plan's rules (zod) load on first touch of the form, never with the page. Only the browser
 * loads them this way (the server build has them already, for the actions).
 */
const loadPlanCheck = (owedCents: number) =>
  import.meta.env.SSR
    ? Promise.reject(new Error("validation loads in the browser"))
    : import("./plan.schemas.ts").then((m) => m.planValidator(owedCents));

/**
 * "Need more time to pay?": a payment-plan request. Shown at /billing/plan (also with the answers
 * of "Change your answers"), and at /billing/plan/confirm when its answers need fixing. It posts to
 * the check step.
 */
export function PlanForm({
  question,
  failed,
}: {
  question: PlanQuestion;
  failed?: { result: SubmissionResult<string[]> };
}) {
  const { status, planBounds, hardshipUrl, supportPhone } = question;
  const owed = status.ok ? status.value.balanceCents : 0;
  const busy = useIsPending();
  // The rules depend on what is owed: one loader per amount, so the check is reloaded only when it changes.
  const loadCheck = useCallback(() => loadPlanCheck(owed), [owed]);
  const [form, fields] = useForm<PlanFields>({
    id: "payment-plan",
    lastResult: failed?.result,
    constraint: question.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("payment-plan", loadCheck),
    defaultValue: { frequency: "fortnightly" },
  });
  const help = (
    <p className={styles.help}>
      Read our <a href={hardshipUrl}>Financial Hardship Policy</a>, or call us on{" "}
      <a href={`tel:${supportPhone.replace(/\s/g, "")}`}>{supportPhone}</a> to talk it through.
    </p>
  );
  return (
    <div className={styles.narrow}>
      <PageTitle page="Need more time to pay?" hasError={!form.valid} />
      <div>
        <BackLink to={BILLING_URLS.overview}>Back to billing</BackLink>
        <PageHeading>Need more time to pay?</PageHeading>
      </div>
      {!status.ok && !failed ? (
        <StatusFailure message={status.message} />
      ) : status.ok && owed <= 0 ? (
        <Alert type="info">You have nothing to pay right now.</Alert>
      ) : (
        <>
          {/* After a post that failed for want of the balance, the answers stay on screen with the error. */}
          {status.ok ? (
            <p>
              You owe <strong>{formatMoney(owed)}</strong>. Ask to pay it in instalments, or to pay it all at a later
              date. We will contact you about your request.
            </p>
          ) : null}
          {help}
          <ErrorSummary form={form} />
          <Form method="post" action={BILLING_URLS.planConfirm} {...getFormProps(form)} className={styles.form}>
            <input type="hidden" name="intent" value="plan-check" />
            <Field
              label="How much can you pay each time?"
              hint={question.instalmentHint}
              meta={fields.instalment}
              inputProps={getInputProps(fields.instalment, { type: "text" })}
              inputMode="decimal"
              className={styles.medium}
            />
            <RadioGroup legend="How often can you pay?" meta={fields.frequency} options={question.frequencies} inline />
            <DateInput
              legend="Date of your first payment"
              hint={`From ${planBounds.shown.min} to ${planBounds.shown.max}. For example, ${planBounds.shown.example}`}
              meta={fields.startDate}
            />
            <TextareaField
              label="Why do you need more time to pay?"
              hint={question.reasonHint}
              meta={fields.reason}
              textareaProps={getTextareaProps(fields.reason)}
            />
            <div>
              <Button type="submit" disabled={busy}>
                Continue
              </Button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
