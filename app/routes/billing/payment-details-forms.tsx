// The forms of /billing/payment-details: pay by card, pay by direct debit, and their check steps.
// Loaded only when one is shown (payment-details.tsx renders them lazily), so a first visit to the
// page downloads neither the forms nor the form client. Rendered on the server as well, so they
// work without JavaScript.

import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import {
  Button,
  CheckboxField,
  ErrorSummary,
  errorSummaryItems,
  Field,
  PageHeading,
} from "#app/components/index.ts";
import { CurrentPasswordField } from "#app/lib/current-password-field.tsx";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import type { Route } from "./+types/payment-details";
import type { DirectDebitFields } from "./billing-forms.ts";
import { CardFields, CheckAnswers } from "./billing-form-parts.tsx";
import { BackLink, PAYMENT_DETAILS_PAGE as PAGE } from "./billing-parts.tsx";
import type { CardFormFields } from "./billing-rules.ts";
import * as styles from "./billing.css.ts";

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = NonNullable<Route.ComponentProps["actionData"]>;

export default function PaymentDetailsForm({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  switch (actionData?.view ?? loaderData.method) {
    case "card":
      return <CardForm actionData={actionData?.view === "card" ? actionData : undefined} />;
    case "card-confirm":
      return actionData?.view === "card-confirm" ? <CardConfirm confirm={actionData} /> : null;
    case "directDebit":
      return (
        <DirectDebitForm
          constraint={loaderData.constraint.directDebit}
          actionData={actionData?.view === "directDebit" ? actionData : undefined}
        />
      );
    case "dd-confirm":
      return actionData?.view === "dd-confirm" ? <DirectDebitConfirm confirm={actionData} /> : null;
    default:
      return null;
  }
}

function useBusy() {
  return useNavigation().state === "submitting";
}

const PASSWORD_HINT = "For your security, we ask for it before we change how you pay.";

/**
 * The check step's own field, the current password (re-authentication, DESIGN §4): checked on
 * the server only, emptied after every answer, its errors in the step's error summary.
 */
function useCurrentPassword(id: string, result: SubmissionResult<string[]> | null) {
  const [form, fields] = useForm<{ currentPassword: string }>({ id, lastResult: result, shouldValidate: "onSubmit" });
  return {
    form,
    errors: errorSummaryItems([fields.currentPassword], form.errors),
    field: <CurrentPasswordField meta={fields.currentPassword} hint={PASSWORD_HINT} />,
  };
}

function CardForm({ actionData }: { actionData?: Extract<ActionData, { view: "card" }> }) {
  const busy = useBusy();
  // Validated on the server only, so card fields behave the same with JavaScript on or off.
  const [form, fields] = useForm<CardFormFields>({
    id: "update-card",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  const errors = errorSummaryItems(
    [fields.nameOnCard, fields.cardNumber, fields.expiryMonth, fields.expiryYear, fields.securityCode],
    form.errors,
  );
  return (
    <div className={styles.narrow}>
      <PageTitle page="Pay by card" hasError={errors.length > 0} />
      <div>
        <BackLink to={PAGE}>Back to payment details</BackLink>
        <PageHeading>Pay by card</PageHeading>
      </div>
      <p>We will charge this card for each bill when it is due.</p>
      <ErrorSummary errors={errors} focusKey={actionData} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="card-check" />
        <CardFields
          resetKey={actionData?.attempt}
          fields={{
            nameOnCard: fields.nameOnCard,
            cardNumber: fields.cardNumber,
            expiryMonth: fields.expiryMonth,
            expiryYear: fields.expiryYear,
            securityCode: fields.securityCode,
          }}
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

function CardConfirm({ confirm }: { confirm: Extract<ActionData, { view: "card-confirm" }> }) {
  const busy = useBusy();
  const password = useCurrentPassword("card-save", confirm.result);
  return (
    <CheckAnswers
      title="Check your new payment details"
      back={`${PAGE}?method=card`}
      error={confirm.error}
      form={password.form}
      errors={password.errors}
      focusKey={confirm.result}
      rows={[
        { key: "Pay by", value: "Card" },
        { key: "Card", value: confirm.cardLabel, change: { to: `${PAGE}?method=card`, what: "card" } },
      ]}
    >
      <input type="hidden" name="intent" value="card-save" />
      <input type="hidden" name="cardToken" value={confirm.cardToken} />
      <input type="hidden" name="cardLabel" value={confirm.cardLabel} />
      {password.field}
      <div>
        <Button type="submit" disabled={busy}>
          Save payment details
        </Button>
      </div>
    </CheckAnswers>
  );
}

const DD_TERMS = [
  "We will debit the amount of each bill from this account on or after its due date.",
  "We will give you at least 14 days' notice in writing before we change these terms.",
  "You can stop or change direct debits by contacting us or your bank.",
  "If a debit is refused, your bank may charge you a fee.",
];

/** The direct-debit rules (zod) load on first touch of the form, never with the page. */
const loadDirectDebitCheck = () => import("./billing-forms.ts").then((m) => m.validateDirectDebit);

function DirectDebitForm({
  constraint,
  actionData,
}: {
  constraint: LoaderData["constraint"]["directDebit"];
  actionData?: Extract<ActionData, { view: "directDebit" }>;
}) {
  const busy = useBusy();
  const [form, fields] = useForm<DirectDebitFields>({
    id: "direct-debit",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("direct-debit", loadDirectDebitCheck),
  });
  const errors = errorSummaryItems([fields.accountName, fields.bsb, fields.accountNumber, fields.agree], form.errors);
  return (
    <div className={styles.narrow}>
      <PageTitle page="Pay by direct debit" hasError={errors.length > 0} />
      <div>
        <BackLink to={PAGE}>Back to payment details</BackLink>
        <PageHeading>Pay by direct debit</PageHeading>
      </div>
      <p>We will take each bill from this Australian bank account when it is due.</p>
      <ErrorSummary errors={errors} focusKey={actionData} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
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

function DirectDebitConfirm({ confirm }: { confirm: Extract<ActionData, { view: "dd-confirm" }> }) {
  const busy = useBusy();
  const password = useCurrentPassword("direct-debit-save", confirm.result);
  return (
    <CheckAnswers
      title="Check your new payment details"
      back={`${PAGE}?method=directDebit`}
      error={confirm.error}
      form={password.form}
      errors={password.errors}
      focusKey={confirm.result}
      rows={[
        { key: "Pay by", value: "Direct debit" },
        { key: "Account name", value: confirm.accountName },
        { key: "BSB", value: confirm.bsb },
        { key: "Account number", value: confirm.accountLabel },
        { key: "Direct debit terms", value: "You agree" },
      ]}
    >
      <input type="hidden" name="accountName" value={confirm.accountName} />
      <input type="hidden" name="bsb" value={confirm.bsb} />
      <input type="hidden" name="accountNumber" value={confirm.accountNumber} />
      <input type="hidden" name="agree" value="on" />
      {password.field}
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="dd-save" disabled={busy}>
          Save payment details
        </Button>
        <Button type="submit" name="intent" value="dd-edit" variant="secondary" disabled={busy}>
          Change your answers
        </Button>
      </div>
    </CheckAnswers>
  );
}
