import { data } from "react-router";
import { CheckboxField } from "#app/components/checkbox-field/CheckboxField.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { directDebitStore } from "#app/routes/billing/payment-details/journey.server.ts";
import { requireOffered } from "#app/routes/billing/payment-details/payment-details.server.ts";
import {
  type DirectDebitFields,
  directDebitQuestionSchema,
} from "#app/routes/billing/payment-details/payment-details.schemas.ts";
import type { Route } from "./+types/index";

// /billing/payment-details/direct-debit — "Pay by direct debit", the direct-debit journey's
// question: the bank account and the terms. The answers keep the account name, the BSB and the
// account number's last three digits; the full number is typed again on the check page.

export const headers = journeyHeaders;

const DD_TERMS = [
  "We will debit the amount of each bill from this account on or after its due date.",
  "We will give you at least 14 days' notice in writing before we change these terms.",
  "You can stop or change direct debits by contacting us or your bank.",
  "If a debit is refused, your bank may charge you a fee.",
];

export async function loader(args: Route.LoaderArgs) {
  const [step] = await Promise.all([
    directDebitStore.page(args, "account"),
    requireOffered(args.context.get(portalContext), "directDebit"),
  ]);
  const { accountName, bsb } = step.answers;
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      // What was answered, shown again; the account number is typed again (never sent back).
      answered: { accountName: accountName ?? "", bsb: bsb ?? "" },
      constraint: getZodConstraint(directDebitQuestionSchema),
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const step = await directDebitStore.page(args, "account");
  const submission = parseWithZod(await readForm(args.request), { schema: directDebitQuestionSchema });
  if (submission.status !== "success") return directDebitStore.askAgain(args, "account", fieldErrors(submission));
  const { accountName, bsb, accountNumber } = submission.value;
  return directDebitStore.answer(args, { ...step.answers, accountName, bsb, accountEnding: accountNumber.slice(-3) });
}

/**
 * The direct-debit rules (zod) load on first touch of the form, never with the page. Only the
 * browser loads them this way (the server build has them already, for the actions).
 */
const loadDirectDebitCheck = () =>
  import.meta.env.SSR
    ? Promise.reject(new Error("validation loads in the browser"))
    : import("#app/routes/billing/payment-details/payment-details.schemas.ts").then((m) => m.validateDirectDebit);

export default function PayByDirectDebit({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<DirectDebitFields>({
    id: "direct-debit",
    lastResult: loaderData.lastResult,
    defaultValue: loaderData.answered,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("direct-debit", loadDirectDebitCheck),
  });
  return (
    <StepPage
      title="Pay by direct debit"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro="We will take each bill from this Australian bank account when it is due."
    >
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
    </StepPage>
  );
}
