import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { lazy } from "react";
import { data, Link, redirect } from "react-router";
import { config } from "#app/lib/config.server.ts";
import type { InvoiceSummary, Transaction } from "#server/provider/schemas.ts";
import { Alert, Button, ButtonLink, Card, Field, PageHeading, Table } from "#app/components/index.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/format.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import {
  attempt,
  customerMessageOf,
  type Outcome,
  providerFailure,
  recoverable,
  rethrowUnauthorized,
} from "#app/lib/provider-outcome.server.ts";
import type { RouteHandle } from "#app/lib/tag-manager.tsx";
import { visuallyHidden } from "#app/styles/global.css.ts";
import type { Route } from "./+types/index";
import { createPlanSchema, createPlanSubmitSchema, paymentSchema, payNowSchema } from "./billing-forms.ts";
import { StatusFailure } from "./billing-parts.tsx";
import {
  centsToInput,
  formErrorResult,
  HIDDEN_ON_ERROR,
  PAYMENT_LIMITS,
  PLAN_MIN_CENTS,
  PLAN_REASON_MAX,
  planDateBounds,
  type PlanFrequency,
} from "./billing-rules.ts";
import { type Page, paginate, parsePage, parseRange } from "./billing-query.ts";
import {
  cardAttempts,
  cardFailureMessage,
  failureStatus,
  isUncertainFailure,
  logBillingEvent,
  providerStatus,
  readForm,
  tokeniseCard,
  TOO_MANY_CARD_ATTEMPTS,
} from "./billing.server.ts";
import * as styles from "./billing.css.ts";
// The stylesheets of what renders lazily (the tasks, the error summary), linked with the page so
// the server's HTML is styled before any JavaScript runs (and without it). Add one here when a
// lazily rendered part starts using a component with a stylesheet of its own.
import "#app/components/ErrorSummary.css.ts";

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
  /** The same, as the overview shows it: formatted here, so the page ships no formatter. */
  shown: { balance: string; overdue: string; dueDate: string | null; lastPayment: string | null };
};

async function loadStatus(portal: Portal): Promise<Outcome<StatusView>> {
  const result = await attempt(portal.api.account.status());
  if (!result.ok) return result;
  const s = result.value;
  const lastPaymentCents = s.lastPaymentCents ?? null;
  const lastPaymentDate = s.lastPaymentDate ?? null;
  // Only what the page shows: the stored payment method (with its expiry) stays on the server.
  return {
    ok: true,
    value: {
      balanceCents: s.balanceCents,
      dueDate: s.dueDate,
      overdue: s.overdue,
      overdueCents: s.overdueCents,
      lastPaymentCents,
      lastPaymentDate,
      shown: {
        balance: formatMoney(Math.abs(s.balanceCents)),
        overdue: formatMoney(s.overdueCents),
        dueDate: s.dueDate && s.balanceCents > 0 ? formatDate(s.dueDate) : null,
        lastPayment:
          lastPaymentCents !== null && lastPaymentDate
            ? `${formatMoney(lastPaymentCents)} on ${formatDate(lastPaymentDate)}`
            : null,
      },
    },
  };
}

// The tables' rows as shown: amounts and dates are formatted on the server, so the overview
// (the page's first visit) ships no formatter.
const transactionRow = (t: Transaction) => ({
  id: t.id,
  date: formatDate(t.date),
  description: t.description,
  reference: t.reference ?? "",
  amount: formatMoney(t.amountCents),
  balance: formatMoney(t.balanceCents),
});
type TransactionRow = ReturnType<typeof transactionRow>;

const invoiceRow = (i: InvoiceSummary) => ({
  id: i.id,
  invoiceNumber: i.invoiceNumber,
  issued: formatDate(i.issueDate),
  period: `${formatDate(i.periodStart)} to ${formatDate(i.periodEnd)}`,
  due: formatDate(i.dueDate),
  amount: formatMoney(i.amountCents),
  status: i.status.charAt(0).toUpperCase() + i.status.slice(1),
});
type InvoiceRow = ReturnType<typeof invoiceRow>;

function pageOf<T, Row>(items: T[], page: number, row: (item: T) => Row): Page<Row> {
  const result = paginate(items, page);
  return { ...result, items: result.items.map(row) };
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
    // The plan form's HTML constraints; the cap on the amount (what is owed) is not one of them.
    constraint: { plan: getZodConstraint(createPlanSchema(PLAN_MIN_CENTS)) },
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
  const txPage: Outcome<Page<TransactionRow>> = transactions.ok
    ? {
        ok: true,
        value: pageOf(
          [...transactions.value.transactions].sort(newestFirst((t) => t.date)),
          parsePage(url.searchParams.get("tpage")),
          transactionRow,
        ),
      }
    : transactions;
  const invPage: Outcome<Page<InvoiceRow>> = invoices.ok
    ? {
        ok: true,
        value: pageOf(
          [...invoices.value.invoices].sort(newestFirst((i) => i.issueDate)),
          parsePage(url.searchParams.get("ipage")),
          invoiceRow,
        ),
      }
    : invoices;
  const pages = { tpage: txPage.ok ? txPage.value.page : 1, ipage: invPage.ok ? invPage.value.page : 1 };
  const shownRange = { from: formatDate(range.from), to: formatDate(range.to) };
  return { ...common, status, lists: { range, shownRange, pages, transactions: txPage, invoices: invPage } };
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

/** The plan form's answers as posted, to show them again. */
function planAnswers(formData: FormData): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const name of ["instalment", "frequency", "startDate", "reason"]) {
    const value = formData.get(name);
    if (typeof value === "string") answers[name] = value.slice(0, PLAN_REASON_MAX);
  }
  return answers;
}

async function planStep(portal: Portal, formData: FormData) {
  let owedCents: number;
  try {
    owedCents = (await portal.api.account.status()).balanceCents;
  } catch (error) {
    // Without the balance the request cannot be checked: say why, keep what was typed.
    return data(
      { view: "plan" as const, result: formErrorResult(recoverable(error).message, planAnswers(formData)) },
      { status: 502 },
    );
  }
  if (owedCents <= 0) throw redirect("/billing?task=plan", 303);
  const intent = formData.get("intent");
  if (intent === "plan-edit") {
    // "Change your answers": back to the form with what the confirm step carried.
    return data({
      view: "plan" as const,
      result: { initialValue: planAnswers(formData) } as SubmissionResult<string[]>,
    });
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
    const message = `We could not send your request: ${customerMessageOf(error)}`;
    return data({ view: "plan-confirm" as const, plan, owedCents, error: message }, { status: failureStatus(error) });
  }
  throw redirect("/billing", 303);
}

// ─── Page ───────────────────────────────────────────────────────────────────

type LoaderData = Route.ComponentProps["loaderData"];

/** The tasks (forms and check steps) load only when shown; the server renders them too. */
const BillingTask = lazy(() => import("./billing-tasks.tsx"));
/** Only an invalid date range (rare: date inputs send valid dates) shows the error summary. */
const LazyErrorSummary = lazy(() =>
  import("#app/components/ErrorSummary.tsx").then((m) => ({ default: m.ErrorSummary })),
);

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.task;
  if (view === "overview") return <Overview loaderData={loaderData} />;
  return <BillingTask loaderData={loaderData} actionData={actionData} />;
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
      {filterErrors.length > 0 ? <LazyErrorSummary errors={filterErrors} /> : null}

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

      {lists && range ? (
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
            Showing {lists.shownRange.from} to {lists.shownRange.to}.{" "}
            <a href={`/billing/transactions.csv?${csvQuery}`} download>
              Download CSV<span className={visuallyHidden}> of these transactions</span>
            </a>
          </p>
        </Card>
      ) : null}

      {lists ? (
        <>
          <TransactionsTable
            outcome={lists.transactions}
            range={lists.range}
            shown={lists.shownRange}
            pages={lists.pages}
          />
          <InvoicesTable outcome={lists.invoices} range={lists.range} shown={lists.shownRange} pages={lists.pages} />
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
          {status.shown.overdue} is past its due date. Please make a payment, or ask for more time to pay.
        </Alert>
      ) : null}
      <dl className={styles.statusGrid}>
        <div className={styles.statusItem}>
          <dt className={styles.statusLabel}>{inCredit ? "In credit" : "Balance owing"}</dt>
          <dd className={styles.balance} data-testid="balance">
            {status.shown.balance}
          </dd>
        </div>
        <div className={styles.statusItem}>
          <dt className={styles.statusLabel}>Due date</dt>
          <dd className={styles.statusValue}>{status.shown.dueDate ?? "Nothing due"}</dd>
        </div>
        <div className={styles.statusItem}>
          <dt className={styles.statusLabel}>Status</dt>
          <dd className={styles.statusValue}>
            {status.overdue ? "Overdue" : status.balanceCents > 0 ? "Due" : "Up to date"}
          </dd>
        </div>
        {status.shown.lastPayment ? (
          <div className={styles.statusItem}>
            <dt className={styles.statusLabel}>Last payment</dt>
            <dd className={styles.statusValue}>{status.shown.lastPayment}</dd>
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
  shown,
  pages,
}: {
  outcome: Outcome<Page<TransactionRow>>;
  range: Range;
  shown: Range;
  pages: Pages;
}) {
  const caption = `Transactions, ${shown.from} to ${shown.to}`;
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
          { key: "date", header: "Date", render: (t) => t.date, rowHeader: true },
          { key: "description", header: "Description", render: (t) => t.description },
          { key: "reference", header: "Reference", render: (t) => t.reference },
          { key: "amount", header: "Amount", numeric: true, render: (t) => t.amount },
          { key: "balance", header: "Balance", numeric: true, render: (t) => t.balance },
        ]}
      />
      <Pager label="Transactions" page={page} pageCount={pageCount} href={(p) => pageHref(range, "tpage", p, pages)} />
    </section>
  );
}

function InvoicesTable({
  outcome,
  range,
  shown,
  pages,
}: {
  outcome: Outcome<Page<InvoiceRow>>;
  range: Range;
  shown: Range;
  pages: Pages;
}) {
  const caption = `Invoices, ${shown.from} to ${shown.to}`;
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
          { key: "issued", header: "Issued", render: (i) => i.issued },
          { key: "period", header: "Period", render: (i) => i.period },
          { key: "due", header: "Due", render: (i) => i.due },
          { key: "amount", header: "Amount", numeric: true, render: (i) => i.amount },
          { key: "status", header: "Status", render: (i) => i.status },
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
