import { type HeadersFunction, Link } from "react-router";
import type { InvoiceSummary, Transaction } from "#server/provider/schemas/billing.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { BpayDetails } from "#app/components/bpay-details/BpayDetails.tsx";
import { Button, ButtonLink } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { pageLinks, Pager } from "#app/components/pager/Pager.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { statusTone } from "#app/domain/status.ts";
import { config } from "#app/lib/server-gateway.server.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { formatMoney } from "#app/domain/format.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import { paymentSettings } from "#app/lib/payment-settings.server.ts";
import { visuallyHidden } from "#app/styles/global.css.ts";
import type { Route } from "./+types/index";
import { type Page, paginate, parsePage } from "#app/lib/paging.ts";
import { PAGE_SIZE, parseRange } from "./billing-query.ts";
import { attempt, loadStatus, type Outcome, type StatusView } from "./billing.server.ts";
import { openPlanRequest } from "./plan-request.ts";
import * as styles from "./billing.css.ts";
import { StatusFailure } from "./status-failure.tsx";
import { BILLING_URLS, receiptHref } from "./urls.ts";

// /billing — the account status, "Make a payment" (/billing/pay), "Need more time to pay?"
// (/billing/plan), payment details, and the transactions and invoices of a date range, paged.

/** Card pages are a click away: never cached. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

// The tables' rows as shown: amounts and dates are formatted on the server, so the overview
// (the page's first visit) ships no formatter.
const transactionRow = (t: Transaction) => ({
  id: t.id,
  date: formatDate(t.date),
  description: t.description,
  reference: t.reference ?? "",
  // A payment's reference is its receipt code: it links to the receipt.
  receipt: t.type === "payment" && t.reference ? t.reference : null,
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
  tone: statusTone(i.status),
});
type InvoiceRow = ReturnType<typeof invoiceRow>;

function pageOf<T, Row>(items: T[], page: number, row: (item: T) => Row): Page<Row> {
  const result = paginate(items, page, PAGE_SIZE);
  return { ...result, items: result.items.map(row) };
}

const newestFirst =
  <T,>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const portal = context.get(portalContext);
  const range = parseRange(url.searchParams);
  const [status, transactions, invoices, requests, settings] = await Promise.all([
    loadStatus(portal),
    attempt(portal.api.account.transactions({ from: range.from, to: range.to })),
    attempt(portal.api.account.invoicesSummary({ from: range.from, to: range.to })),
    // Only for a payment-plan request already made; without the list, Billing offers to ask.
    attempt(portal.api.account.requests()),
    // BPAY's biller code and the account's reference (decision 079), from the account cache.
    attempt(paymentSettings(portal)),
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
  return {
    hardshipUrl: config.HARDSHIP_POLICY_URL,
    supportPhone: config.SUPPORT_PHONE,
    status,
    planRequest: requests.ok ? openPlanRequest(requests.value.requests) : null,
    bpay: settings.ok ? settings.value.bpay : ("unavailable" as const),
    lists: { range, shownRange, pages, transactions: txPage, invoices: invPage },
  };
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { status, lists, hardshipUrl, supportPhone, planRequest, bpay } = loaderData;
  const { range } = lists;
  // Only an invalid date range shows the error summary; its links go to the date's first field (Day).
  const filterErrors = [
    ...(range.errors.from ? [{ fieldId: "from", message: range.errors.from }] : []),
    ...(range.errors.to ? [{ fieldId: "to", message: range.errors.to }] : []),
  ];
  const csvQuery = new URLSearchParams({ from: range.from, to: range.to }).toString();
  // The title names the pages of results shown, e.g. "Billing (transactions page 2 of 3)".
  const paged = [
    ["transactions", lists.transactions],
    ["invoices", lists.invoices],
  ] as const;
  const pageParts = paged.flatMap(([name, list]) =>
    list.ok && list.value.pageCount > 1 ? [`${name} page ${list.value.page} of ${list.value.pageCount}`] : [],
  );
  const title = pageParts.length > 0 ? `Billing (${pageParts.join(", ")})` : "Billing";
  return (
    <div className={styles.page}>
      <PageTitle page={title} hasError={filterErrors.length > 0} />
      <PageHeading>Billing</PageHeading>
      <ErrorSummary errors={filterErrors} />

      <Card title="Account status">
        {status.ok ? (
          <AccountStatus status={status.value} planRequested={Boolean(planRequest)} />
        ) : (
          <StatusFailure failure={status} />
        )}
        {planRequest ? (
          <Alert type="info" title="You asked for more time to pay" id="plan-request">
            {planRequest.summary}. Reference {planRequest.reference}: {planRequest.status}. {planRequest.nextStep}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <ButtonLink to={BILLING_URLS.pay}>Make a payment</ButtonLink>
          {planRequest ? (
            <Link to="/requests">Follow your request</Link>
          ) : (
            <ButtonLink to={BILLING_URLS.plan} variant="secondary">
              Need more time to pay?
            </ButtonLink>
          )}
          <Link to={BILLING_URLS.paymentDetails}>Payment details</Link>
        </div>
        {bpay === "unavailable" ? (
          <p className={styles.help}>Our BPAY details could not be loaded just now. Reload the page to see them.</p>
        ) : bpay ? (
          <BpayDetails bpay={bpay} />
        ) : null}
        <p className={styles.help}>
          Finding it hard to pay? Read our <a href={hardshipUrl}>Financial Hardship Policy</a> or call us on{" "}
          <SupportPhone phone={supportPhone} />.
        </p>
      </Card>

      <Card title="Transactions and invoices">
        <form method="get" action={BILLING_URLS.overview} className={styles.filter} aria-label="Date range">
          <DateInput
            legend="From"
            hint="For example, 1 11 2025"
            id="from"
            name="from"
            defaultValue={range.input.from}
            errors={range.errors.from ? [range.errors.from] : null}
          />
          <DateInput
            legend="To"
            hint="For example, 31 10 2026"
            id="to"
            name="to"
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

      <TransactionsTable outcome={lists.transactions} range={range} shown={lists.shownRange} pages={lists.pages} />
      <InvoicesTable outcome={lists.invoices} range={range} shown={lists.shownRange} pages={lists.pages} />
    </div>
  );
}

function AccountStatus({ status, planRequested }: { status: StatusView; planRequested: boolean }) {
  const inCredit = status.balanceCents < 0;
  const state = status.overdue ? "Overdue" : status.balanceCents > 0 ? "Due" : "Up to date";
  return (
    <>
      {status.overdue ? (
        <Alert type="warning" title="Your account is overdue">
          {status.shown.overdue} is past its due date.{" "}
          {planRequested
            ? "Please make a payment; your request for more time to pay is below."
            : "Please make a payment, or ask for more time to pay."}
        </Alert>
      ) : null}
      <SummaryList
        layout="tiles"
        rows={[
          {
            key: inCredit ? "In credit" : "Balance owing",
            value: (
              <span className={styles.balance} data-testid="balance">
                {status.shown.balance}
              </span>
            ),
          },
          { key: "Due date", value: status.shown.dueDate ?? "Nothing due" },
          { key: "Status", value: <StatusBadge tone={statusTone(state)}>{state}</StatusBadge> },
          status.shown.lastPayment ? { key: "Last payment", value: status.shown.lastPayment } : null,
        ]}
      />
    </>
  );
}

type Range = { from: string; to: string };
type Pages = { tpage: number; ipage: number };

/** A page of one table; the other table stays on its page. */
function pageHref(range: Range, param: keyof Pages, page: number, other: Pages) {
  const q = new URLSearchParams({ from: range.from, to: range.to });
  const pages = { ...other, [param]: page };
  if (pages.tpage && pages.tpage > 1) q.set("tpage", String(pages.tpage));
  if (pages.ipage && pages.ipage > 1) q.set("ipage", String(pages.ipage));
  return `${BILLING_URLS.overview}?${q.toString()}`;
}

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
    return <FailureNotice title="We could not load your transactions" failure={outcome} />;
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
          {
            key: "reference",
            header: "Reference",
            render: (t) =>
              t.receipt ? (
                <Link to={receiptHref(t.receipt)}>
                  <span className={visuallyHidden}>Receipt </span>
                  {t.reference}
                </Link>
              ) : (
                t.reference
              ),
          },
          { key: "amount", header: "Amount", numeric: true, render: (t) => t.amount },
          { key: "balance", header: "Balance", numeric: true, render: (t) => t.balance },
        ]}
      />
      <Pager
        label="Transactions"
        {...pageLinks({ page, pageCount, of: "transactions", href: (p) => pageHref(range, "tpage", p, pages) })}
      />
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
    return <FailureNotice title="We could not load your invoices" failure={outcome} />;
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
          { key: "status", header: "Status", render: (i) => <StatusBadge tone={i.tone}>{i.status}</StatusBadge> },
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
      <Pager
        label="Invoices"
        {...pageLinks({ page, pageCount, of: "invoices", href: (p) => pageHref(range, "ipage", p, pages) })}
      />
    </section>
  );
}
