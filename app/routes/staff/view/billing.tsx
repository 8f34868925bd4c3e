import { Link } from "react-router";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { pageLinks, Pager } from "#app/components/pager/Pager.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { formatMoney } from "#app/domain/format.ts";
import { statusTone } from "#app/domain/status.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { paginate, parsePage } from "#app/lib/paging.ts";
import { requireView, viewAttempt } from "#app/lib/staff/view.server.ts";
import { defaultRange, PAGE_SIZE } from "#app/routes/billing/billing-query.ts";
import { StaffTitle } from "#app/routes/staff/staff-shell.tsx";
import * as styles from "./view.css.ts";
import type { Route } from "./+types/billing";

// /staff/view/billing — the viewed account's transactions and invoices of the last year (the
// customer's Billing page's default range), newest first and paged, read only. An invoice's PDF
// comes through /staff/view/invoice (a single-use token on the server). Both lists load in parallel.

const newestFirst =
  <T,>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireView(context);
  const url = new URL(request.url);
  const range = defaultRange();
  const [transactions, invoices] = await Promise.all([
    viewAttempt(api.account.transactions(range)),
    viewAttempt(api.account.invoicesSummary(range)),
  ]);
  const txPage = paginate(
    transactions.ok ? [...transactions.value.transactions].sort(newestFirst((t) => t.date)) : [],
    parsePage(url.searchParams.get("tpage")),
    PAGE_SIZE,
  );
  const invPage = paginate(
    invoices.ok ? [...invoices.value.invoices].sort(newestFirst((i) => i.issueDate)) : [],
    parsePage(url.searchParams.get("ipage")),
    PAGE_SIZE,
  );
  return {
    range: { from: formatDate(range.from), to: formatDate(range.to) },
    transactions: transactions.ok
      ? {
          ok: true as const,
          value: {
            ...txPage,
            items: txPage.items.map((t) => ({
              id: t.id,
              date: formatDate(t.date),
              description: t.description,
              reference: t.reference ?? "",
              amount: formatMoney(t.amountCents),
              balance: formatMoney(t.balanceCents),
            })),
          },
        }
      : transactions,
    invoices: invoices.ok
      ? {
          ok: true as const,
          value: {
            ...invPage,
            items: invPage.items.map((i) => ({
              id: i.id,
              invoiceNumber: i.invoiceNumber,
              issued: formatDate(i.issueDate),
              due: formatDate(i.dueDate),
              amount: formatMoney(i.amountCents),
              status: i.status.charAt(0).toUpperCase() + i.status.slice(1),
              tone: statusTone(i.status),
            })),
          },
        }
      : invoices,
  };
}

type Loaded = Route.ComponentProps["loaderData"];
type TransactionRow = Extract<Loaded["transactions"], { ok: true }>["value"]["items"][number];
type InvoiceRow = Extract<Loaded["invoices"], { ok: true }>["value"]["items"][number];

const pageHref = (name: "tpage" | "ipage") => (page: number) =>
  page > 1 ? `/staff/view/billing?${name}=${page}` : "/staff/view/billing";

export default function ViewBilling({ loaderData }: Route.ComponentProps) {
  const { range, transactions, invoices } = loaderData;
  return (
    <div className={styles.stack}>
      <StaffTitle page="Customer view: billing" />
      <h1>Billing</h1>
      <p>{`From ${range.from} to ${range.to}, newest first.`}</p>
      <section aria-labelledby="transactions-heading">
        <h2 id="transactions-heading">Transactions</h2>
        {transactions.ok ? (
          <>
            <Table<TransactionRow>
              caption="Transactions"
              rows={transactions.value.items}
              getRowKey={(r) => String(r.id)}
              emptyMessage="No transactions in this time."
              columns={[
                { key: "date", header: "Date", rowHeader: true, render: (r) => r.date },
                { key: "description", header: "Description", render: (r) => r.description },
                { key: "reference", header: "Reference", render: (r) => r.reference },
                { key: "amount", header: "Amount", numeric: true, render: (r) => r.amount },
                { key: "balance", header: "Balance", numeric: true, render: (r) => r.balance },
              ]}
            />
            <Pager
              label="Transactions"
              {...pageLinks({ ...transactions.value, of: "transactions", href: pageHref("tpage") })}
            />
          </>
        ) : (
          <FailureNotice title="The transactions could not be loaded" failure={transactions} />
        )}
      </section>
      <section aria-labelledby="invoices-heading">
        <h2 id="invoices-heading">Invoices</h2>
        {invoices.ok ? (
          <>
            <Table<InvoiceRow>
              caption="Invoices"
              rows={invoices.value.items}
              getRowKey={(r) => String(r.id)}
              emptyMessage="No invoices in this time."
              columns={[
                { key: "invoiceNumber", header: "Invoice", rowHeader: true, render: (r) => r.invoiceNumber },
                { key: "issued", header: "Issued", render: (r) => r.issued },
                { key: "due", header: "Due", render: (r) => r.due },
                { key: "amount", header: "Amount", numeric: true, render: (r) => r.amount },
                { key: "status", header: "Status", render: (r) => <StatusBadge tone={r.tone}>{r.status}</StatusBadge> },
                {
                  key: "pdf",
                  header: "PDF",
                  render: (r) => (
                    <Link to={`/staff/view/invoice?id=${r.id}`} reloadDocument>
                      Download<span className="visually-hidden">{` invoice ${r.invoiceNumber} (PDF)`}</span>
                    </Link>
                  ),
                },
              ]}
            />
            <Pager label="Invoices" {...pageLinks({ ...invoices.value, of: "invoices", href: pageHref("ipage") })} />
          </>
        ) : (
          <FailureNotice title="The invoices could not be loaded" failure={invoices} />
        )}
      </section>
    </div>
  );
}
