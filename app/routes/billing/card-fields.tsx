import { Field, type FieldMeta } from "#app/components/field/Field.tsx";
import * as styles from "./billing.css.ts";

// The card fields of "Make a payment" and "Pay by card". Checked on the server only, so they behave
// the same with JavaScript on and off.

export type CardFieldMetas = {
  nameOnCard: FieldMeta;
  cardNumber: FieldMeta;
  expiryMonth: FieldMeta;
  expiryYear: FieldMeta;
  securityCode: FieldMeta;
};

/**
 * The five card fields. After a failed post the name and expiry show what was typed; the card
 * number and security code always render empty (never sent back to the browser), and `resetKey`
 * (new after every failed post) remounts the fields so they are cleared with JavaScript on too.
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
      <Field label="Name on card" meta={fields.nameOnCard} autoComplete="cc-name" spellCheck={false} maxLength={50} />
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
          autoComplete="cc-exp-month"
          inputMode="numeric"
          maxLength={2}
          className={styles.short}
        />
        <Field
          label="Expiry year"
          hint="For example, 2028"
          meta={fields.expiryYear}
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
