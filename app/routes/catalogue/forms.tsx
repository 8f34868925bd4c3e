import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { AddressMatches, AddressSearchForm } from "#app/components/address-search/AddressSearch.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { CheckboxField } from "#app/components/checkbox-field/CheckboxField.tsx";
import { CheckboxGroup } from "#app/components/checkbox-group/CheckboxGroup.tsx";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { SelectField } from "#app/components/select-field/SelectField.tsx";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import type { getZodConstraint } from "#app/lib/parse-form.server.ts";
import type { DemoFields } from "#app/routes/catalogue.schemas.ts";
import * as styles from "#app/styles/catalogue.css.ts";

const planOptions = [
  { value: "nbn-50", label: "NBN 50/20 Home" },
  { value: "nbn-100", label: "NBN 100/20 Home Fast" },
  { value: "nbn-250", label: "NBN 250/25 Superfast" },
];

const loadDemoCheck = () => import("#app/routes/catalogue.client.ts").then((m) => m.validateDemo);

function DemoForm({
  lastResult,
  constraint,
}: {
  lastResult: SubmissionResult<string[]>;
  constraint: ReturnType<typeof getZodConstraint>;
}) {
  const [form, fields] = useForm<DemoFields>({
    id: "demo",
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("demo", loadDemoCheck),
  });
  return (
    <>
      {/* Pre-filled errors here; don't pull focus away from the top of the catalogue. */}
      <ErrorSummary form={form} focusOnMount={false} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <Field
          label="Full name"
          meta={fields.fullName}
          inputProps={{ ...getInputProps(fields.fullName, { type: "text" }), autoComplete: "name" }}
        />
        <Field
          label="Email address"
          hint="We send receipts and notices here."
          meta={fields.email}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        <SelectField label="Plan" meta={fields.plan} placeholder="Choose a plan" options={planOptions} />
        <RadioGroup
          legend="How should we contact you?"
          meta={fields.contactMethod}
          options={[
            { value: "email", label: "Email" },
            { value: "sms", label: "Text message", hint: "To the mobile number on your account." },
          ]}
        />
        <TextareaField
          label="Message"
          hint="No more than 500 characters."
          meta={fields.message}
          textareaProps={getTextareaProps(fields.message)}
        />
        <CheckboxField label="The details above are correct" meta={fields.agree} />
        <div>
          <Button type="submit">Send</Button>
        </div>
      </Form>
    </>
  );
}

/** Date inputs, checkboxes, the address search, and a whole form in its error state. */
export function FormParts({
  lastResult,
  constraint,
}: {
  lastResult: SubmissionResult<string[]>;
  constraint: ReturnType<typeof getZodConstraint>;
}) {
  return (
    <>
      <Card title="Date input">
        <div className={styles.form}>
          <DateInput
            legend="When did the fault start?"
            hint="For example, 27 3 2026"
            id="catalogue-date"
            name="started"
          />
          <DateInput
            legend="Date of your first payment"
            hint="For example, 15 12 2026"
            id="catalogue-date-error"
            name="firstPayment"
            defaultValue={{ day: "15", month: "", year: "2026" }}
            errors={["The date of your first payment must include a month"]}
          />
        </div>
      </Card>

      <Card title="Checkboxes">
        <div className={styles.form}>
          <CheckboxGroup
            legend="Which services are moving?"
            hint="Select all that apply."
            id="catalogue-services"
            name="serviceIds"
            defaultValue={["1"]}
            options={[
              { value: "1", label: "nbn broadband (N1001)", hint: "No fee to move." },
              { value: "2", label: "Home phone (V2001)" },
              { value: "3", label: "Electricity (E3001)", hint: "Not available at your new address.", disabled: true },
            ]}
          />
          <CheckboxGroup
            legend="Which bills should we email?"
            id="catalogue-bills"
            name="bills"
            errors={["Select at least one bill"]}
            options={[
              { value: "internet", label: "Internet" },
              { value: "energy", label: "Energy" },
            ]}
          />
        </div>
      </Card>

      <Card title="Address search">
        <div className={styles.form}>
          <AddressSearchForm action="/signup" defaultValue="12 king" className={styles.form} />
          <AddressMatches
            meta={{ id: "catalogue-match", name: "locationId" }}
            legend="2 addresses found for “12 king”"
            matches={[
              { locationId: "LOC1", label: "12 King Street, Newtown NSW 2042" },
              { locationId: "LOC2", label: "Unit 3, 12 King Street, Newtown NSW 2042" },
            ]}
          />
        </div>
      </Card>

      <Card title="Form with errors" id="demo-form">
        <DemoForm lastResult={lastResult} constraint={constraint} />
      </Card>
    </>
  );
}
