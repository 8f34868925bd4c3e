import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { BackLink, Button, CheckboxField, ErrorSummary, Field, PageHeading } from "#app/components/index.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import type { DirectDebitFields } from "#app/routes/billing/payment-details/payment-details.schemas.ts";

const DD_TERMS = [
  "We will debit the amount of each bill from this account on or after its due date.",
  "We will give you at least 14 days' notice in writing before we change these terms.",
  "You can stop or change direct debits by contacting us or your bank.",
  "If a debit is refused, your bank may charge you a fee.",
];

/**
 * The direct-debit rules (zod) load on first touch of the form, never with the page. Only the
 * browser loads them this way (the server build has them already, for the actions).
 */
const loadDirectDebitCheck = () =>
  import.meta.env.SSR
    ? Promise.reject(new Error("validation loads in the browser"))
    : import("#app/routes/billing/payment-details/payment-details.schemas.ts").then((m) => m.validateDirectDebit);

/** The form's HTML constraints, computed on the server from its schema. */
export type DirectDebitConstraint = Parameters<typeof useForm<DirectDebitFields>>[0]["constraint"];

/**
 * "Pay by direct debit": the bank account and the terms. Shown at …/direct-debit (also with the
 * answers of "Change your answers"), and at …/direct-debit/confirm when its answers need fixing.
 * It posts to the check step. The account number is never shown again: it is typed again.
 */
export function DirectDebitForm({
  constraint,
  failed,
}: {
  constraint: DirectDebitConstraint;
  failed?: { result: SubmissionResult<string[]> };
}) {
  const busy = useIsPending();
  const [form, fields] = useForm<DirectDebitFields>({
    id: "direct-debit",
    lastResult: failed?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("direct-debit", loadDirectDebitCheck),
  });
  return (
    <div className={styles.narrow}>
      <PageTitle page="Pay by direct debit" hasError={!form.valid} />
      <div>
        <BackLink to={BILLING_URLS.paymentDetails}>Back to payment details</BackLink>
        <PageHeading>Pay by direct debit</PageHeading>
      </div>
      <p>We will take each bill from this Australian bank account when it is due.</p>
      <ErrorSummary form={form} />
      <Form method="post" action={BILLING_URLS.directDebitConfirm} {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="dd-check" />
        <Field
          label="Account name"
          hint="The name on the bank account"
          meta={fields.accountName}
          inputProps={getInputProps(fields.accountName, { type: "text" })}
          autoComplete="name"
          spellCheck={false}
        />
        <Field
          label="BSB"
          hint="6 digits, like 062-000"
          meta={fields.bsb}
          inputProps={getInputProps(fields.bsb, { type: "text" })}
          inputMode="numeric"
          className={styles.short}
        />
        <Field
          label="Account number"
          hint="6 to 10 digits"
          meta={fields.accountNumber}
          inputProps={{ ...getInputProps(fields.accountNumber, { type: "text" }), defaultValue: "" }}
          inputMode="numeric"
          autoComplete="off"
          className={styles.medium}
        />
        <section aria-labelledby="dd-terms">
          <h2 id="dd-terms" className={styles.legend}>
            Direct debit terms
          </h2>
          <ul className={styles.list}>
            {DD_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
        <CheckboxField
          label="I agree to the direct debit terms"
          meta={fields.agree}
          inputProps={getInputProps(fields.agree, { type: "checkbox" })}
        />
        <div>
          <Button type="submit" disabled={busy}>
            Continue
          </Button>
        </div>
      </Form>
    </div>
  );
}
