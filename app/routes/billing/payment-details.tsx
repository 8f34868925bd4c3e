import { randomUUID } from "node:crypto";
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CheckboxField,
  ErrorSummary,
  errorSummaryItems,
  Field,
  PageHeading,
} from "../../components/index.ts";
import { directDebitSchema, maskAccount } from "../../lib/card.ts";
import { fieldErrors } from "../../lib/forms.ts";
import { PageTitle } from "../../lib/page-title.tsx";
import { type Portal, portalContext } from "../../lib/portal.server.ts";
import type { RouteHandle } from "../../lib/tag-manager.tsx";
import type { Route } from "./+types/payment-details";
import {
  type CardFormFields,
  cardSaveSchema,
  cardUpdateSchema,
  formErrorResult,
  HIDDEN_ON_ERROR,
} from "./billing-forms.ts";
import { BackLink, CardFields, SummaryList } from "./billing-parts.tsx";
import {
  attempt,
  cardAttempts,
  cardFailureMessage,
  failureStatus,
  logBillingEvent,
  providerStatus,
  readForm,
  rethrowUnauthorized,
  summariseMethod,
  tokeniseCard,
  TOO_MANY_CARD_ATTEMPTS,
} from "./billing.server.ts";
import * as styles from "./billing.css.ts";

/** This page carries card fields: no third-party tag manager on it, never cached (issue 6). */
export const handle: RouteHandle = { noTagManager: true };
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const PAGE = "/billing/payment-details";
type Method = "card" | "directDebit";

function methodOf(url: URL): Method | null {
  const method = url.searchParams.get("method");
  return method === "card" || method === "directDebit" ? method : null;
}

const ddCheckSchema = directDebitSchema.extend({ intent: z.literal("dd-check") });
const ddSaveSchema = directDebitSchema.extend({ intent: z.literal("dd-save") });

export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const [status, methods] = await Promise.all([
    attempt(portal.api.account.status()),
    attempt(portal.api.lookup.availablePaymentMethods()),
  ]);
  const available = methods.ok ? methods.value.availablePaymentMethods : [];
  const offered = (code: Method) => !methods.ok || available.some((m) => m.code === code);
  const requested = methodOf(new URL(request.url));
  return {
    // Masked only: brand and last 4 digits, or BSB and last 3 digits. No expiry dates.
    current: status.ok ? ({ ok: true, value: summariseMethod(status.value.paymentMethod) } as const) : status,
    available: methods.ok ? ({ ok: true, value: available } as const) : methods,
    canUseCard: offered("card"),
    canUseDirectDebit: offered("directDebit"),
    method: requested && offered(requested) ? requested : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "card-check":
      return cardCheck(portal, formData);
    case "card-save":
      return cardSave(portal, formData);
    case "dd-check":
      return ddCheck(formData);
    case "dd-edit":
      return data({ view: "directDebit" as const, result: ddEditResult(formData) });
    case "dd-save":
      return ddSave(portal, formData);
    default:
      throw data({ message: "Unknown form" }, { status: 400 });
  }
}

async function cardCheck(portal: Portal, formData: FormData) {
  const submission = parseWithZod(formData, { schema: cardUpdateSchema });
  const failed = (result: SubmissionResult<string[]>, status: number) =>
    data({ view: "card" as const, result, attempt: randomUUID() }, { status });
  if (submission.status !== "success") return failed(submission.reply({ hideFields: HIDDEN_ON_ERROR }), 400);
  const { intent: _intent, ...card } = submission.value;
  try {
    const { accountCode } = await portal.profile();
    if (!cardAttempts.hit(accountCode)) {
      logBillingEvent(portal, "card-tokenise", "rate-limited");
      return failed(submission.reply({ formErrors: [TOO_MANY_CARD_ATTEMPTS], hideFields: HIDDEN_ON_ERROR }), 429);
    }
    const { cardToken, cardLabel } = await tokeniseCard(portal, card);
    logBillingEvent(portal, "card-tokenise", "success");
    return data({ view: "card-confirm" as const, cardToken, cardLabel, error: null });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "card-tokenise", "failure", { status: providerStatus(error) });
    const message = cardFailureMessage(error, "We could not check your card");
    return failed(submission.reply({ formErrors: [message], hideFields: HIDDEN_ON_ERROR }), failureStatus(error));
  }
}

async function cardSave(portal: Portal, formData: FormData) {
  const parsed = cardSaveSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data(
      {
        view: "card" as const,
        result: formErrorResult("We could not read your card. Enter the card details again.", {}),
        attempt: randomUUID(),
      },
      { status: 400 },
    );
  }
  const { cardToken, cardLabel } = parsed.data;
  try {
    const answer = await portal.api.account.updateCreditCard({ cardToken });
    logBillingEvent(portal, "update-payment-details", "success");
    portal.session.flash("alert", {
      type: "success",
      message: `Your payment details have been updated. You now pay by ${summariseMethod(answer.paymentMethod).label}.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "update-payment-details", "failure", { status: providerStatus(error) });
    const message = cardFailureMessage(error, "We could not update your payment details");
    return data(
      { view: "card-confirm" as const, cardToken, cardLabel, error: message },
      { status: failureStatus(error) },
    );
  }
  throw redirect(PAGE, 303);
}

function ddEditResult(formData: FormData): SubmissionResult<string[]> {
  // Back to the form with the name and BSB; the account number is typed again (never echoed).
  const initialValue: Record<string, string> = {};
  for (const name of ["accountName", "bsb"]) {
    const value = formData.get(name);
    if (typeof value === "string") initialValue[name] = value.slice(0, 40);
  }
  return { initialValue };
}

function ddCheck(formData: FormData) {
  const submission = parseWithZod(formData, { schema: ddCheckSchema });
  if (submission.status !== "success") {
    return data({ view: "directDebit" as const, result: fieldErrors(submission) }, { status: 400 });
  }
  const { accountName, bsb, accountNumber } = submission.value;
  return data({ view: "dd-confirm" as const, accountName, bsb, accountNumber, error: null });
}

async function ddSave(portal: Portal, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ddSaveSchema });
  if (submission.status !== "success") {
    return data({ view: "directDebit" as const, result: fieldErrors(submission) }, { status: 400 });
  }
  const { accountName, bsb, accountNumber } = submission.value;
  try {
    const answer = await portal.api.account.updatePaymentDetails({
      type: "directDebit",
      accountName,
      bsb,
      accountNumber,
    });
    logBillingEvent(portal, "update-payment-details", "success");
    portal.session.flash("alert", {
      type: "success",
      message: `Your payment details have been updated. You now pay by ${summariseMethod(answer.paymentMethod).label}.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "update-payment-details", "failure", { status: providerStatus(error) });
    const message = cardFailureMessage(error, "We could not update your payment details");
    return data(
      { view: "dd-confirm" as const, accountName, bsb, accountNumber, error: message },
      { status: failureStatus(error) },
    );
  }
  throw redirect(PAGE, 303);
}

// ─── Page ───────────────────────────────────────────────────────────────────

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = NonNullable<Route.ComponentProps["actionData"]>;

export default function PaymentDetails({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.method ?? "overview";
  switch (view) {
    case "card":
      return <CardForm actionData={actionData?.view === "card" ? actionData : undefined} />;
    case "card-confirm":
      return actionData?.view === "card-confirm" ? <CardConfirm confirm={actionData} /> : null;
    case "directDebit":
      return <DirectDebitForm actionData={actionData?.view === "directDebit" ? actionData : undefined} />;
    case "dd-confirm":
      return actionData?.view === "dd-confirm" ? <DirectDebitConfirm confirm={actionData} /> : null;
    default:
      return <Overview loaderData={loaderData} />;
  }
}

function useBusy() {
  return useNavigation().state === "submitting";
}

function Overview({ loaderData }: { loaderData: LoaderData }) {
  const { current, available, canUseCard, canUseDirectDebit } = loaderData;
  const others = available.ok ? available.value.filter((m) => m.code !== "card" && m.code !== "directDebit") : [];
  return (
    <div className={styles.narrow}>
      <PageTitle page="Payment details" />
      <div>
        <BackLink to="/billing">Back to billing</BackLink>
        <PageHeading>Payment details</PageHeading>
      </div>
      <Card title="How you pay now">
        {current.ok ? (
          <>
            <p className={styles.methodLine} data-testid="current-method">
              {current.value.label}
            </p>
            {current.value.type === "directDebit" ? (
              <p className={styles.help}>
                {current.value.name}, BSB {current.value.bsb}
              </p>
            ) : current.value.type === "card" && current.value.name ? (
              <p className={styles.help}>Name on card: {current.value.name}</p>
            ) : null}
          </>
        ) : (
          <Alert type="danger" title="We could not load your payment details">
            {current.message}
          </Alert>
        )}
      </Card>
      <Card title="Change how you pay">
        {!available.ok ? (
          <Alert type="warning" title="We could not load the ways you can pay">
            {available.message}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          {canUseCard ? <ButtonLink to={`${PAGE}?method=card`}>Pay by card</ButtonLink> : null}
          {canUseDirectDebit ? (
            <ButtonLink to={`${PAGE}?method=directDebit`} variant="secondary">
              Pay by direct debit
            </ButtonLink>
          ) : null}
        </div>
        {others.length > 0 ? (
          <>
            <p className={styles.help}>You can also pay each bill by:</p>
            <ul className={styles.list}>
              {others.map((m) => (
                <li key={m.code}>
                  {m.name}
                  {m.description ? `: ${m.description}` : ""}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
    </div>
  );
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
  return (
    <div className={styles.narrow}>
      <PageTitle page="Check your new payment details" hasError={Boolean(confirm.error)} />
      <div>
        <BackLink to={`${PAGE}?method=card`}>Back</BackLink>
        <PageHeading>Check your new payment details</PageHeading>
      </div>
      {confirm.error ? (
        <Alert type="danger" title="There is a problem" live>
          {confirm.error}
        </Alert>
      ) : null}
      <SummaryList
        rows={[
          { key: "Pay by", value: "Card" },
          { key: "Card", value: confirm.cardLabel, change: { to: `${PAGE}?method=card`, what: "card" } },
        ]}
      />
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="card-save" />
        <input type="hidden" name="cardToken" value={confirm.cardToken} />
        <input type="hidden" name="cardLabel" value={confirm.cardLabel} />
        <div>
          <Button type="submit" disabled={busy}>
            Save payment details
          </Button>
        </div>
      </Form>
    </div>
  );
}

const DD_TERMS = [
  "We will debit the amount of each bill from this account on or after its due date.",
  "We will give you at least 14 days' notice in writing before we change these terms.",
  "You can stop or change direct debits by contacting us or your bank.",
  "If a debit is refused, your bank may charge you a fee.",
];

function DirectDebitForm({ actionData }: { actionData?: Extract<ActionData, { view: "directDebit" }> }) {
  const busy = useBusy();
  const [form, fields] = useForm({
    id: "direct-debit",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ddCheckSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ddCheckSchema }),
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
  return (
    <div className={styles.narrow}>
      <PageTitle page="Check your new payment details" hasError={Boolean(confirm.error)} />
      <div>
        <BackLink to={`${PAGE}?method=directDebit`}>Back</BackLink>
        <PageHeading>Check your new payment details</PageHeading>
      </div>
      {confirm.error ? (
        <Alert type="danger" title="There is a problem" live>
          {confirm.error}
        </Alert>
      ) : null}
      <SummaryList
        rows={[
          { key: "Pay by", value: "Direct debit" },
          { key: "Account name", value: confirm.accountName },
          { key: "BSB", value: confirm.bsb },
          { key: "Account number", value: maskAccount(confirm.accountNumber) },
          { key: "Direct debit terms", value: "You agree" },
        ]}
      />
      <Form method="post" className={styles.form}>
        <input type="hidden" name="accountName" value={confirm.accountName} />
        <input type="hidden" name="bsb" value={confirm.bsb} />
        <input type="hidden" name="accountNumber" value={confirm.accountNumber} />
        <input type="hidden" name="agree" value="on" />
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="dd-save" disabled={busy}>
            Save payment details
          </Button>
          <Button type="submit" name="intent" value="dd-edit" variant="secondary" disabled={busy}>
            Change your answers
          </Button>
        </div>
      </Form>
    </div>
  );
}
