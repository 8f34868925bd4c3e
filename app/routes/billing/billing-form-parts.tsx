import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  Alert,
  ErrorSummary,
  type ErrorSummaryItem,
  Field,
  type FieldMeta,
  PageHeading,
} from "#app/components/index.ts";
import { type FormMetadata, getFormProps } from "#app/lib/form/client.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { BackLink } from "./billing-parts.tsx";
import { visuallyHidden } from "#app/styles/global.css.ts";
import * as styles from "./billing.css.ts";

// The parts the billing forms share; loaded with the forms, never on a first visit to a page.

export type CardFieldMetas = {
  nameOnCard: FieldMeta;
  cardNumber: FieldMeta;
  expiryMonth: FieldMeta;
  expiryYear: FieldMeta;
  securityCode: FieldMeta;
};

/**
 * The five card fields. They always render empty: card data is never sent back to the browser,
 * and `resetKey` (new after every failed post) remounts them so typed values are cleared with
 * JavaScript on as well.
 */
export function CardFields({
  fields,
  resetKey,
  legend = "Card details",
}: {
  fields: CardFieldMetas;
  resetKey?: string;
  legend?: string;
}) {
  return (
    <fieldset className={styles.fieldset} key={resetKey}>
      <legend className={styles.legend}>{legend}</legend>
      <Field
        label="Name on card"
        meta={fields.nameOnCard}
        defaultValue=""
        autoComplete="cc-name"
        spellCheck={false}
        maxLength={50}
      />
      <Field
        label="Card number"
        hint="The long number on the front of your card"
        meta={fields.cardNumber}
        defaultValue=""
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        maxLength={23}
        className={styles.medium}
      />
      <div className={styles.pair}>
        <Field
          label="Expiry month"
          hint="For example, 03"
          meta={fields.expiryMonth}
          defaultValue=""
          autoComplete="cc-exp-month"
          inputMode="numeric"
          maxLength={2}
          className={styles.short}
        />
        <Field
          label="Expiry year"
          hint="For example, 2028"
          meta={fields.expiryYear}
          defaultValue=""
          autoComplete="cc-exp-year"
          inputMode="numeric"
          maxLength={4}
          className={styles.short}
        />
      </div>
      <Field
        label="Security code"
        hint="The last 3 digits on the back of your card, or 4 on the front for American Express"
        meta={fields.securityCode}
        defaultValue=""
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        className={styles.short}
      />
    </fieldset>
  );
}

export type SummaryRow = { key: string; value: ReactNode; change?: { to: string; what: string } };

/** GOV.UK "check your answers" summary list. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.key} className={styles.summaryRow}>
          <dt className={styles.summaryKey}>{row.key}</dt>
          <dd className={styles.summaryValue}>{row.value}</dd>
          <dd className={styles.summaryAction}>
            {row.change ? (
              <Link to={row.change.to}>
                Change<span className={visuallyHidden}> {row.change.what}</span>
              </Link>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A check-your-answers step (GOV.UK): what will be sent, with links to change it, and the form
 * that sends it (`children`: the hidden fields, any field still to fill in, and the buttons).
 * Nothing is sent before it. `error` is a failure of the final step (an alert); a step with a
 * field of its own (the current password) passes its `form` and the error summary's `errors`.
 */
export function CheckAnswers({
  title,
  back,
  error,
  rows,
  children,
  form,
  errors = [],
  focusKey,
}: {
  title: string;
  back: string;
  error: string | null | undefined;
  rows: readonly SummaryRow[];
  children: ReactNode;
  form?: FormMetadata;
  errors?: readonly ErrorSummaryItem[];
  focusKey?: unknown;
}) {
  return (
    <div className={styles.narrow}>
      <PageTitle page={title} hasError={Boolean(error) || errors.length > 0} />
      <div>
        <BackLink to={back}>Back</BackLink>
        <PageHeading>{title}</PageHeading>
      </div>
      {error ? (
        <Alert type="danger" title="There is a problem" live>
          {error}
        </Alert>
      ) : null}
      <ErrorSummary errors={errors} focusKey={focusKey} formId={form?.id} />
      <SummaryList rows={rows} />
      <Form method="post" className={styles.form} {...(form ? getFormProps(form) : {})}>
        {children}
      </Form>
    </div>
  );
}
