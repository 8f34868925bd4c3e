import type { ReactNode } from "react";
import { Link } from "react-router";
import { Field, type FieldMeta } from "../../components/index.ts";
import { visuallyHidden } from "../../styles/global.css.ts";
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
