import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { BackLink, Button, ErrorSummary, PageHeading } from "#app/components/index.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { CardFormFields } from "#app/routes/billing/billing-rules.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { CardFields } from "#app/routes/billing/card-fields.tsx";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";

/** A failed post of the question: the errors, and a new key that empties the card fields. */
export type CardFailure = { result: SubmissionResult<string[]>; attempt: string };

/**
 * "Pay by card": the new card for the bills. Shown at /billing/payment-details/card, and again at
 * …/card/confirm when the card needs fixing. It posts to the check step.
 */
export function CardForm({ failed }: { failed?: CardFailure }) {
  const busy = useIsPending();
  // Validated on the server only, so card fields behave the same with JavaScript on or off.
  const [form, fields] = useForm<CardFormFields>({
    id: "update-card",
    lastResult: failed?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <div className={styles.narrow}>
      <PageTitle page="Pay by card" hasError={!form.valid} />
      <div>
        <BackLink to={BILLING_URLS.paymentDetails}>Back to payment details</BackLink>
        <PageHeading>Pay by card</PageHeading>
      </div>
      <p>We will charge this card for each bill when it is due.</p>
      <ErrorSummary form={form} />
      <Form method="post" action={BILLING_URLS.cardConfirm} {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="card-check" />
        <CardFields resetKey={failed?.attempt} fields={fields} />
        <div>
          <Button type="submit" disabled={busy}>
            Continue
          </Button>
        </div>
      </Form>
    </div>
  );
}
