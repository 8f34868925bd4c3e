import { randomUUID } from "node:crypto";
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { config } from "../../../server/config.ts";
import { isProviderError } from "../../../server/provider/errors.ts";
import type { InvoiceSummary, Transaction } from "../../../server/provider/schemas.ts";
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  ErrorSummary,
  errorSummaryItems,
  Field,
  PageHeading,
  RadioGroup,
  Table,
  TextareaField,
} from "../../components/index.ts";
import { formatDate, formatMoney } from "../../lib/format.ts";
import { PageTitle } from "../../lib/page-title.tsx";
import { type Portal, portalContext, providerFailure } from "../../lib/portal.server.ts";
import type { RouteHandle } from "../../lib/tag-manager.tsx";
import { visuallyHidden } from "../../styles/global.css.ts";
import type { Route } from "./+types/index";
import {
  type CardFormFields,
  centsToInput,
  createPlanSchema,
  createPlanSubmitSchema,
  formErrorResult,
  HIDDEN_ON_ERROR,
  instalmentCount,
  PAYMENT_LIMITS,
  paymentSchema,
  payNowSchema,
  PLAN_FREQUENCIES,
  PLAN_REASON_MAX,
  planDateBounds,
  type PlanFrequency,
} from "./billing-forms.ts";
import { BackLink, CardFields, SummaryList } from "./billing-parts.tsx";
import { type Page, paginate, parsePage, parseRange } from "./billing-query.ts";
import {
  attempt,
  cardAttempts,
  cardFailureMessage,
  failureStatus,
  isUncertainFailure,
  logBillingEvent,
  type Outcome,
  providerStatus,
  readForm,
  rethrowUnauthorized,
  tokeniseCard,
  TOO_MANY_CARD_ATTEMPTS,
} from "./billing.server.ts";
import * as styles from "./billing.css.ts";

/** This page carries card fields: no third-party tag manager on it, never cached (issue 6). */
export const handle: RouteHandle = { noTagManager: true };
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

type Task = "overview" | "pay" | "plan";

function taskOf(url: URL): Task {
  const task = url.searchParams.get("task");
  return task === "pay" || task === "plan" ? task : "overview";
}

type StatusView = {
  balanceCents: number;
  dueDate: string | null;
  overdue: boolean;
  overdueCents: number;
  lastPaymentCents: number | null;
  lastPaymentDate: string | null;
};

async function loadStatus(portal: Portal): Promise<Outcome<StatusView>> {
  const result = await attempt(portal.api.account.status());
  if (!result.ok) return result;
  const s = result.value;
  // Only what the page shows: the stored payment method (with its expiry) stays on the server.
  return {
    ok: true,
    value: {
      balanceCents: s.balanceCents,
      dueDate: s.dueDate,
      overdue: s.overdue,
      overdueCents: s.overdueCents,
      lastPaymentCents: s.lastPaymentCents ?? null,
      lastPaymentDate: s.lastPaymentDate ?? null,
    },
  };
}

const newestFirst =
  <T,>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a));

export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const url = new URL(request.url);
  const task = taskOf(url);
  const common = {
    task,
    hardshipUrl: config.HARDSHIP_POLICY_URL,
    supportPhone: config.SUPPORT_PHONE,
    limits: PAYMENT_LIMITS,
    planBounds: planDateBounds(),
    /** An amount carried back by "Change amount" (not secret). */
    amount: (url.searchParams.get("amount") ?? "").slice(0, 20),
  };
  if (task !== "overview") {
    const status = await loadStatus(portal);
    return { ...common, status, lists: null };
  }
  const range = parseRange(url.searchParams);
  const [status, transactions, invoices] = await Promise.all([
    loadStatus(portal),
    attempt(portal.api.account.transactions({ from: range.from, to: range.to })),
    attempt(portal.api.account.invoicesSummary({ from: range.from, to: range.to })),
  ]);
  const txPage: Outcome<Page<Transaction>> = transactions.ok
    ? {
        ok: true,
        value: paginate(
          [...transactions.value.transactions].sort(newestFirst((t) => t.date)),
          parsePage(url.searchParams.get("tpage")),
        ),
      }
    : transactions;
  const invPage: Outcome<Page<InvoiceSummary>> = invoices.ok
    ? {
        ok: true,
        value: paginate(
          [...invoices.value.invoices].sort(newestFirst((i) => i.issueDate)),
          parsePage(url.searchParams.get("ipage")),
        ),
      }
    : invoices;
  const pages = { tpage: txPage.ok ? txPage.value.page : 1, ipage: invPage.ok ? invPage.value.page : 1 };
  return { ...common, status, lists: { range, pages, transactions: txPage, invoices: invPage } };
}

// ─── Actions ────────────────────────────────────────────────────────────────

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "pay-check":
      return payCheck(portal, formData);
    case "pay-now":
      return payNow(portal, formData);
    case "plan-check":
    case "plan-edit":
    case "plan-submit":
      return planStep(portal, formData);
    default:
      throw data({ message: "Unknown form" }, { status: 400 });
  }
}

async function payCheck(portal: Portal, formData: FormData) {
  const submission = parseWithZod(formData, { schema: paymentSchema });
  if (submission.status !== "success") {
    return data(
      { view: "pay" as const, result: submission.reply({ hideFields: HIDDEN_ON_ERROR }), attempt: randomUUID() },
      { status: 400 },
    );
  }
  const { amount, ...card } = submission.value;
  const { accountCode } = await portal.profile().catch(providerFailure);
  if (!cardAttempts.hit(accountCode)) {
    logBillingEvent(portal, "card-tokenise", "rate-limited");
    const message = TOO_MANY_CARD_ATTEMPTS;
    return data(
      {
        view: "pay" as const,
        result: submission.reply({ formErrors: [message], hideFields: HIDDEN_ON_ERROR }),
        attempt: randomUUID(),
      },
      { status: 429 },
    );
  }
  try {
    const { cardToken, cardLabel } = await tokeniseCard(portal, card);
    logBillingEvent(portal, "card-tokenise", "success", { amountCents: amount });
    return data({
      view: "pay-confirm" as const,
      amountCents: amount,
      cardToken,
      cardLabel,
      idempotencyKey: randomUUID(),
      error: null,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "card-tokenise", "failure", { status: providerStatus(error) });
    const message = cardFailureMessage(error, "We could not check your card");
    return data(
      {
        view: "pay" as const,
        result: submission.reply({ formErrors: [message], hideFields: HIDDEN_ON_ERROR }),
        attempt: randomUUID(),
      },
      { status: failureStatus(error) },
    );
  }
}

async function payNow(portal: Portal, formData: FormData) {
  const parsed = payNowSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = "We could not read your payment. Enter the amount and card details again.";
    return data({ view: "pay" as const, result: formErrorResult(message, {}), attempt: randomUUID() }, { status: 400 });
  }
  const { amountCents, cardToken, cardLabel, idempotencyKey } = parsed.data;
  try {
    // The same idempotency key (a double submit, a retry) returns the first payment's answer.
    const receipt = await portal.api.creditCard.takePayment({ cardToken, amountCents, idempotencyKey });
    logBillingEvent(portal, "take-payment", "success", {
      amountCents: receipt.amountCents,
      reference: receipt.receiptCode,
    });
    portal.session.flash("alert", {
      type: "success",
      message: `Payment of ${formatMoney(receipt.amountCents)} received. Your receipt code is ${receipt.receiptCode}. Your balance is now ${formatMoney(receipt.balanceCents)}.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "take-payment", "failure", { amountCents, status: providerStatus(error) });
    if (isUncertainFailure(error)) {
      // We cannot tell whether the charge went through: offer the same step again with the same
      // key, so trying again can never charge twice.
      const message = `${cardFailureMessage(error, "We could not confirm your payment")}. You can try again: you will not be charged twice.`;
      return data(
        { view: "pay-confirm" as const, amountCents, cardToken, cardLabel, idempotencyKey, error: message },
        { status: 502 },
      );
    }
    const message = cardFailureMessage(error, "Your payment was not taken");
    return data(
      {
        view: "pay" as const,
        result: formErrorResult(message, { amount: centsToInput(amountCents) }),
        attempt: randomUUID(),
      },
      { status: failureStatus(error) },
    );
  }
  throw redirect("/billing", 303);
}

async function planStep(portal: Portal, formData: FormData) {
  const status = await portal.api.account.status().catch(providerFailure);
  const owedCents = status.balanceCents;
  if (owedCents <= 0) throw redirect("/billing?task=plan", 303);
  const intent = formData.get("intent");
  if (intent === "plan-edit") {
    // "Change your answers": back to the form with what the confirm step carried.
    const initialValue: Record<string, string> = {};
    for (const name of ["instalment", "frequency", "startDate", "reason"]) {
      const value = formData.get(name);
      if (typeof value === "string") initialValue[name] = value.slice(0, PLAN_REASON_MAX);
    }
    return data({ view: "plan" as const, result: { initialValue } as SubmissionResult<string[]> });
  }
  const final = intent === "plan-submit";
  const submission = parseWithZod(formData, {
    schema: final ? createPlanSubmitSchema(owedCents) : createPlanSchema(owedCents),
  });
  if (submission.status !== "success") {
    return data({ view: "plan" as const, result: submission.reply() }, { status: 400 });
  }
  const plan = {
    instalmentCents: submission.value.instalment,
    frequency: submission.value.frequency as PlanFrequency,
    startDate: submission.value.startDate,
    reason: submission.value.reason,
  };
  if (!final) return data({ view: "plan-confirm" as const, plan, owedCents, error: null });
  try {
    const answer = await portal.api.account.paymentPlan(plan);
    logBillingEvent(portal, "payment-plan", "success", {
      amountCents: plan.instalmentCents,
      reference: answer.reference,
    });
    portal.session.flash("alert", {
      type: "success",
      message: `We have received your request for more time to pay. Your reference is ${answer.reference}. We will contact you about it.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "payment-plan", "failure", { status: providerStatus(error) });
    const message = isProviderError(error)
      ? `We could not send your request: ${error.kind === "status" && (error.status ?? 500) < 500 && error.providerMessage ? error.providerMessage : error.message}`
      : "We could not send your request: Something went wrong.";
    return data({ view: "plan-confirm" as const, plan, owedCents, error: message }, { status: failureStatus(error) });
  }
  throw redirect("/billing", 303);
}

// ─── Page ───────────────────────────────────────────────────────────────────

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = NonNullable<Route.ComponentProps["actionData"]>;

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.task;
  switch (view) {
    case "pay":
      return <PaymentForm loaderData={loaderData} actionData={actionData?.view === "pay" ? actionData : undefined} />;
    case "pay-confirm":
      return actionData?.view === "pay-confirm" ? <PaymentConfirm confirm={actionData} /> : null;
    case "plan":
      return <PlanForm loaderData={loaderData} actionData={actionData?.view === "plan" ? actionData : undefined} />;
    case "plan-confirm":
      return actionData?.view === "plan-confirm" ? <PlanConfirm confirm={actionData} /> : null;
    default:
      return <Overview loaderData={loaderData} />;
  }
}

function useBusy() {
  return useNavigation().state === "submitting";
}

function StatusFailure({ message }: { message: string }) {
  return (
    <Alert type="danger" title="We could not load your account status">
      {message}
    </Alert>
  );
}

function Overview({ loaderData }: { loaderData: LoaderData }) {
  const { status, lists, hardshipUrl, supportPhone } = loaderData;
  const range = lists?.range;
  const filterErrors = range
    ? [
        ...(range.errors.from ? [{ fieldId: "from", message: range.errors.from }] : []),
        ...(range.errors.to ? [{ fieldId: "to", message: range.errors.to }] : []),
      ]
    : [];
  const csvQuery = range ? new URLSearchParams({ from: range.from, to: range.to }).toString() : "";
  return (
    <div className={styles.page}>
      <PageTitle page="Billing" hasError={filterErrors.length > 0} />
      <PageHeading>Billing</PageHeading>
      <ErrorSummary errors={filterErrors} />

      <Card title="Account status">
        {status.ok ? <AccountStatus status={status.value} /> : <StatusFailure message={status.message} />}
        <div className={styles.actions}>
          <ButtonLink to="/billing?task=pay">Make a payment</ButtonLink>
          <ButtonLink to="/billing?task=plan" variant="secondary">
            Need more time to pay?
          </ButtonLink>
          <Link to="/billing/payment-details">Payment details</Link>
        </div>
        <p className={styles.help}>
          Finding it hard to pay? Read our <a href={hardshipUrl}>Financial Hardship Policy</a> or call us on{" "}
          <a href={`tel:${supportPhone.replace(/\s/g, "")}`}>{supportPhone}</a>.
        </p>
      </Card>

      {range ? (
        <Card title="Transactions and invoices">
          <form method="get" action="/billing" className={styles.filter} aria-label="Date range">
            <Field
              label="From"
              id="from"
              name="from"
              type="date"
              defaultValue={range.input.from}
              errors={range.errors.from ? [range.errors.from] : null}
            />
            <Field
              label="To"
              id="to"
              name="to"
              type="date"
              defaultValue={range.input.to}
              errors={range.errors.to ? [range.errors.to] : null}
            />
            <Button type="submit" variant="secondary" className={styles.filterButton}>
              Show
            </Button>
          </form>
          <p className={styles.help}>
            Showing {formatDate(range.from)} to {formatDate(range.to)}.{" "}
            <a href={`/billing/transactions.csv?${csvQuery}`} download>
              Download CSV<span className={visuallyHidden}> of these transactions</span>
            </a>
          </p>
        </Card>
      ) : null}

      {lists ? (
        <>
          <TransactionsTable outcome={lists.transactions} range={lists.range} pages={lists.pages} />
          <InvoicesTable outcome={lists.invoices} range={lists.range} pages={lists.pages} />
        </>
      ) : null}
    </div>
  );
}

function AccountStatus({ status }: { status: StatusView }) {
  const inCredit = status.balanceCents < 0;
  return (
    <>
      {status.overdue ? (
        <Alert type="warning" title="Your account is overdue">
          {formatMoney(status.overdueCents)} is past its due date. Please make a payment, or ask for more time to pay.
        </Alert>
      ) : null}
      <dl className={styles.statusGrid}>
        <div className={styles.statusItem}>
          <dt className={styles.statusLabel}>{inCredit ? "In credit" : "Balance owing"}</dt>
          <dd className={styles.balance} data-testid="balance">
            {formatMoney(Math.abs(status.balanceCents))}
          </dd>
        </div>
        <div className={styles.statusItem}>
          <dt className={styles.statusLabel}>Due date</dt>
          <dd className={styles.statusValue}>
            {status.dueDate && status.balanceCents > 0 ? formatDate(status.dueDate) : "Nothing due"}
          </dd>
        </div>
        <div className={styles.statusItem}>
          <dt className={styles.statusLabel}>Status</dt>
          <dd className={styles.statusValue}>
            {status.overdue ? "Overdue" : status.balanceCents > 0 ? "Due" : "Up to date"}
          </dd>
        </div>
        {status.lastPaymentCents !== null && status.lastPaymentDate ? (
          <div className={styles.statusItem}>
            <dt className={styles.statusLabel}>Last payment</dt>
            <dd className={styles.statusValue}>
              {formatMoney(status.lastPaymentCents)} on {formatDate(status.lastPaymentDate)}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

type Range = { from: string; to: string };

/** A page of one table; the other table stays on its page. */
function pageHref(range: Range, param: "tpage" | "ipage", page: number, other: { tpage: number; ipage: number }) {
  const q = new URLSearchParams({ from: range.from, to: range.to });
  const pages = { ...other, [param]: page };
  if (pages.tpage && pages.tpage > 1) q.set("tpage", String(pages.tpage));
  if (pages.ipage && pages.ipage > 1) q.set("ipage", String(pages.ipage));
  return `/billing?${q.toString()}`;
}

function Pager({
  label,
  page,
  pageCount,
  href,
}: {
  label: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul className={styles.pagerList}>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} preventScrollReset>
              Previous<span className={visuallyHidden}> page of {label.toLowerCase()}</span>
            </Link>
          </li>
        ) : null}
        <li aria-current="page">
          Page {page} of {pageCount}
        </li>
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} preventScrollReset>
              Next<span className={visuallyHidden}> page of {label.toLowerCase()}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

type Pages = { tpage: number; ipage: number };

function TransactionsTable({
  outcome,
  range,
  pages,
}: {
  outcome: Outcome<Page<Transaction>>;
  range: Range;
  pages: Pages;
}) {
  const caption = `Transactions, ${formatDate(range.from)} to ${formatDate(range.to)}`;
  if (!outcome.ok) {
    return (
      <Alert type="danger" title="We could not load your transactions">
        {outcome.message}
      </Alert>
    );
  }
  const { items, page, pageCount } = outcome.value;
  return (
    <section aria-label="Transactions">
      <Table
        id="transactions"
        caption={caption}
        rows={items}
        getRowKey={(t) => t.id}
        emptyMessage="No transactions in this period."
        columns={[
          { key: "date", header: "Date", render: (t) => formatDate(t.date), rowHeader: true },
          { key: "description", header: "Description", render: (t) => t.description },
          { key: "reference", header: "Reference", render: (t) => t.reference ?? "" },
          { key: "amount", header: "Amount", numeric: true, render: (t) => formatMoney(t.amountCents) },
          { key: "balance", header: "Balance", numeric: true, render: (t) => formatMoney(t.balanceCents) },
        ]}
      />
      <Pager label="Transactions" page={page} pageCount={pageCount} href={(p) => pageHref(range, "tpage", p, pages)} />
    </section>
  );
}

function InvoicesTable({
  outcome,
  range,
  pages,
}: {
  outcome: Outcome<Page<InvoiceSummary>>;
  range: Range;
  pages: Pages;
}) {
  const caption = `Invoices, ${formatDate(range.from)} to ${formatDate(range.to)}`;
  if (!outcome.ok) {
    return (
      <Alert type="danger" title="We could not load your invoices">
        {outcome.message}
      </Alert>
    );
  }
  const { items, page, pageCount } = outcome.value;
  return (
    <section aria-label="Invoices">
      <Table
        id="invoices"
        caption={caption}
        rows={items}
        getRowKey={(i) => i.id}
        emptyMessage="No invoices in this period."
        columns={[
          { key: "number", header: "Invoice", render: (i) => i.invoiceNumber, rowHeader: true },
          { key: "issued", header: "Issued", render: (i) => formatDate(i.issueDate) },
          {
            key: "period",
            header: "Period",
            render: (i) => `${formatDate(i.periodStart)} to ${formatDate(i.periodEnd)}`,
          },
          { key: "due", header: "Due", render: (i) => formatDate(i.dueDate) },
          { key: "amount", header: "Amount", numeric: true, render: (i) => formatMoney(i.amountCents) },
          { key: "status", header: "Status", render: (i) => i.status.charAt(0).toUpperCase() + i.status.slice(1) },
          {
            key: "pdf",
            header: "PDF",
            render: (i) => (
              <a href={`/billing/invoice?id=${i.id}`} download>
                Download<span className={visuallyHidden}> invoice {i.invoiceNumber}</span> PDF
              </a>
            ),
          },
        ]}
      />
      <Pager label="Invoices" page={page} pageCount={pageCount} href={(p) => pageHref(range, "ipage", p, pages)} />
    </section>
  );
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
    <div className={styles.narrow}>
      <PageTitle page="Check your payment" hasError={Boolean(confirm.error)} />
      <div>
        <BackLink to={`/billing?task=pay&amount=${encodeURIComponent(centsToInput(confirm.amountCents))}`}>
          Back
        </BackLink>
        <PageHeading>Check your payment</PageHeading>
      </div>
      {confirm.error ? (
        <Alert type="danger" title="There is a problem" live>
          {confirm.error}
        </Alert>
      ) : null}
      <SummaryList
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
      />
      <Form method="post" className={styles.form}>
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
      </Form>
    </div>
  );
}

// ─── Need more time to pay? ─────────────────────────────────────────────────

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
  const schema = createPlanSchema(owed);
  const [form, fields] = useForm({
    id: "payment-plan",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
      {!status.ok ? (
        <StatusFailure message={status.message} />
      ) : owed <= 0 ? (
        <Alert type="info">You have nothing to pay right now.</Alert>
      ) : (
        <>
          <p>
            You owe <strong>{formatMoney(owed)}</strong>. Ask to pay it in instalments, or to pay it all at a later
            date. We will contact you about your request.
          </p>
          {help}
          <ErrorSummary errors={errors} focusKey={actionData} />
          <Form method="post" {...getFormProps(form)} className={styles.form}>
            <input type="hidden" name="intent" value="plan-check" />
            <Field
              label="How much can you pay each time?"
              hint={`In dollars and cents. To pay it all at a later date, enter ${centsToInput(owed)}.`}
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
    <div className={styles.narrow}>
      <PageTitle page="Check your request" hasError={Boolean(confirm.error)} />
      <div>
        <BackLink to="/billing?task=plan">Back</BackLink>
        <PageHeading>Check your request</PageHeading>
      </div>
      {confirm.error ? (
        <Alert type="danger" title="There is a problem" live>
          {confirm.error}
        </Alert>
      ) : null}
      <SummaryList
        rows={[
          { key: "Amount owed", value: formatMoney(owedCents) },
          { key: "Each payment", value: formatMoney(plan.instalmentCents) },
          { key: "How often", value: count === 1 ? "One payment" : frequency },
          { key: count === 1 ? "Payment date" : "First payment", value: formatDate(plan.startDate) },
          { key: "Number of payments", value: String(count) },
          { key: "Reason", value: plan.reason },
        ]}
      />
      <Form method="post" className={styles.form}>
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
      </Form>
    </div>
  );
}
