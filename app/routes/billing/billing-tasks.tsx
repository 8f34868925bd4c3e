// The billing page's tasks: "Make a payment" and "Need more time to pay?", each a form and a
// check step. Loaded only when a task is shown (index.tsx renders them lazily), so a first visit
// to /billing downloads neither the forms nor the form client. Rendered on the server as well, so
// they work without JavaScript.

import { useCallback } from "react";
import { Form, useNavigation } from "react-router";
import {
  Alert,
  Button,
  ErrorSummary,
  errorSummaryItems,
  Field,
  PageHeading,
  RadioGroup,
  TextareaField,
} from "#app/components/index.ts";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/format.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import type { Route } from "./+types/index";
import type { PlanFields } from "./billing-forms.ts";
import { CardFields, CheckAnswers } from "./billing-form-parts.tsx";
import { BackLink, StatusFailure } from "./billing-parts.tsx";
import {
  type CardFormFields,
  centsToInput,
  instalmentCount,
  PAYMENT_LIMITS,
  PLAN_FREQUENCIES,
  PLAN_REASON_MAX,
} from "./billing-rules.ts";
import * as styles from "./billing.css.ts";

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = NonNullable<Route.ComponentProps["actionData"]>;

export default function BillingTask({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  switch (actionData?.view ?? loaderData.task) {
    case "pay":
      return <PaymentForm loaderData={loaderData} actionData={actionData?.view === "pay" ? actionData : undefined} />;
    case "pay-confirm":
      return actionData?.view === "pay-confirm" ? <PaymentConfirm confirm={actionData} /> : null;
    case "plan":
      return <PlanForm loaderData={loaderData} actionData={actionData?.view === "plan" ? actionData : undefined} />;
    case "plan-confirm":
      return actionData?.view === "plan-confirm" ? <PlanConfirm confirm={actionData} /> : null;
    default:
      return null;
  }
}

function useBusy() {
  return useNavigation().state === "submitting";
}

// ─── Make a payment ─────────────────────────────────────────────────────────

function PaymentForm({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData;
  actionData?: Extract<ActionData, { view: "pay" }>;
}) {
  const { status } = loaderData;
  const busy = useBusy();
  const balance = status.ok ? status.value.balanceCents : 0;
  const defaultAmount = loaderData.amount || centsToInput(Math.min(Math.max(balance, 0), PAYMENT_LIMITS.maxCents));
  // Validated on the server only, so card fields behave the same with JavaScript on or off.
  const [form, fields] = useForm<CardFormFields & { amount: string }>({
    id: "payment",
    lastResult: actionData?.result,
    defaultValue: { amount: defaultAmount },
    shouldValidate: "onSubmit",
  });
  const errors = errorSummaryItems(
    [fields.amount, fields.nameOnCard, fields.cardNumber, fields.expiryMonth, fields.expiryYear, fields.securityCode],
    form.errors,
  );
  return (
    <div className={styles.narrow}>
      <PageTitle page="Make a payment" hasError={errors.length > 0} />
      <div>
        <BackLink to="/billing">Back to billing</BackLink>
        <PageHeading>Make a payment</PageHeading>
      </div>
      {status.ok ? (
        <p>
          Your balance is <strong>{formatMoney(status.value.balanceCents)}</strong>
          {status.value.dueDate && status.value.balanceCents > 0 ? `, due ${formatDate(status.value.dueDate)}` : ""}.
        </p>
      ) : (
        <StatusFailure message={status.message} />
      )}
      <ErrorSummary errors={errors} focusKey={actionData} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
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

function PaymentConfirm({ confirm }: { confirm: Extract<ActionData, { view: "pay-confirm" }> }) {
  const busy = useBusy();
  return (
    <CheckAnswers
      title="Check your payment"
      back={`/billing?task=pay&amount=${encodeURIComponent(centsToInput(confirm.amountCents))}`}
      error={confirm.error}
      rows={[
        {
          key: "Amount",
          value: formatMoney(confirm.amountCents),
          change: {
            to: `/billing?task=pay&amount=${encodeURIComponent(centsToInput(confirm.amountCents))}`,
            what: "amount",
          },
        },
        { key: "Card", value: confirm.cardLabel, change: { to: "/billing?task=pay", what: "card" } },
      ]}
    >
      <input type="hidden" name="intent" value="pay-now" />
      <input type="hidden" name="amountCents" value={confirm.amountCents} />
      <input type="hidden" name="cardToken" value={confirm.cardToken} />
      <input type="hidden" name="cardLabel" value={confirm.cardLabel} />
      <input type="hidden" name="idempotencyKey" value={confirm.idempotencyKey} />
      <p>By selecting “Pay now” you agree to pay {formatMoney(confirm.amountCents)} from this card.</p>
      <div>
        <Button type="submit" disabled={busy}>
          Pay now
        </Button>
      </div>
    </CheckAnswers>
  );
}

// ─── Need more time to pay? ─────────────────────────────────────────────────

/** The plan's rules (zod) load on first touch of the form, never with the page. */
const loadPlanCheck = (owedCents: number) => import("./billing-forms.ts").then((m) => m.planValidator(owedCents));

function PlanForm({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData;
  actionData?: Extract<ActionData, { view: "plan" }>;
}) {
  const { status, planBounds, hardshipUrl, supportPhone } = loaderData;
  const owed = status.ok ? status.value.balanceCents : 0;
  const busy = useBusy();
  // The rules depend on what is owed: one loader per amount, so the check is reloaded only when it changes.
  const loadCheck = useCallback(() => loadPlanCheck(owed), [owed]);
  const [form, fields] = useForm<PlanFields>({
    id: "payment-plan",
    lastResult: actionData?.result,
    constraint: loaderData.constraint.plan,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("payment-plan", loadCheck),
    defaultValue: { frequency: "fortnightly" },
  });
  const errors = errorSummaryItems([fields.instalment, fields.frequency, fields.startDate, fields.reason], form.errors);
  const help = (
    <p className={styles.help}>
      Read our <a href={hardshipUrl}>Financial Hardship Policy</a>, or call us on{" "}
      <a href={`tel:${supportPhone.replace(/\s/g, "")}`}>{supportPhone}</a> to talk it through.
    </p>
  );
  return (
    <div className={styles.narrow}>
      <PageTitle page="Need more time to pay?" hasError={errors.length > 0} />
      <div>
        <BackLink to="/billing">Back to billing</BackLink>
        <PageHeading>Need more time to pay?</PageHeading>
      </div>
      {!status.ok && !actionData ? (
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
          <ErrorSummary errors={errors} focusKey={actionData} />
          <Form method="post" {...getFormProps(form)} className={styles.form}>
            <input type="hidden" name="intent" value="plan-check" />
            <Field
              label="How much can you pay each time?"
              hint={
                owed > 0
                  ? `In dollars and cents. To pay it all at a later date, enter ${centsToInput(owed)}.`
                  : "In dollars and cents."
              }
              meta={fields.instalment}
              inputProps={getInputProps(fields.instalment, { type: "text" })}
              inputMode="decimal"
              className={styles.medium}
            />
            <RadioGroup legend="How often can you pay?" meta={fields.frequency} options={PLAN_FREQUENCIES} inline />
            <Field
              label="Date of your first payment"
              hint={`From ${formatDate(planBounds.min)} to ${formatDate(planBounds.max)}`}
              meta={fields.startDate}
              inputProps={{
                ...getInputProps(fields.startDate, { type: "date" }),
                min: planBounds.min,
                max: planBounds.max,
              }}
              className={styles.medium}
            />
            <TextareaField
              label="Why do you need more time to pay?"
              hint={`Up to ${PLAN_REASON_MAX} characters`}
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

function PlanConfirm({ confirm }: { confirm: Extract<ActionData, { view: "plan-confirm" }> }) {
  const busy = useBusy();
  const { plan, owedCents } = confirm;
  const count = instalmentCount(owedCents, plan.instalmentCents);
  const frequency = PLAN_FREQUENCIES.find((f) => f.value === plan.frequency)?.label ?? plan.frequency;
  return (
    <CheckAnswers
      title="Check your request"
      back="/billing?task=plan"
      error={confirm.error}
      rows={[
        { key: "Amount owed", value: formatMoney(owedCents) },
        { key: "Each payment", value: formatMoney(plan.instalmentCents) },
        { key: "How often", value: count === 1 ? "One payment" : frequency },
        { key: count === 1 ? "Payment date" : "First payment", value: formatDate(plan.startDate) },
        { key: "Number of payments", value: String(count) },
        { key: "Reason", value: plan.reason },
      ]}
    >
      <input type="hidden" name="instalment" value={centsToInput(plan.instalmentCents)} />
      <input type="hidden" name="frequency" value={plan.frequency} />
      <input type="hidden" name="startDate" value={plan.startDate} />
      <input type="hidden" name="reason" value={plan.reason} />
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="plan-submit" disabled={busy}>
          Send request
        </Button>
        <Button type="submit" name="intent" value="plan-edit" variant="secondary" disabled={busy}>
          Change your answers
        </Button>
      </div>
    </CheckAnswers>
  );
}
