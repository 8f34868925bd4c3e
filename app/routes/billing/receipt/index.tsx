import { data, Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { receiptIssuer } from "#app/lib/branding.server.ts";
import { formatMoney } from "#app/domain/format.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import type { Route } from "./+types/index";
import { PrintButton } from "./print-button.tsx";
import * as styles from "./receipt.css.ts";
import { findPayment, paidAtText, receiptCodeOf } from "./receipt.ts";

// /billing/receipt?code=RC700001 — a payment's receipt, printable: the account's own payment
// with that code (its transactions), reachable from the payment's confirmation and from billing.

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const code = receiptCodeOf(new URL(request.url));
  if (!code) return data({ receipt: null }, { status: 404 });
  const [status, { transactions }] = await Promise.all([
    fromProvider(portal.api.account.status()),
    fromProvider(portal.api.account.transactions()),
  ]);
  const payment = findPayment(transactions, code);
  if (!payment) {
    // Not one of the account's payments (another account's, or none): refused, and in the audit trail.
    portal.refuseAccess("receipt", code);
    return data({ receipt: null }, { status: 404 });
  }
  return data({
    receipt: {
      code,
      accountCode: status.accountCode,
      date: paidAtText({ date: payment.date, dateTime: payment.postedAt }),
      issuer: receiptIssuer(),
      description: payment.description,
      amount: formatMoney(-payment.amountCents),
      balance: formatMoney(payment.balanceCents),
    },
  });
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  if (!receipt) {
    return (
      <div className={styles.receipt}>
        <PageTitle page="Receipt not found" />
        <PageHeading>Receipt not found</PageHeading>
        <p>We could not find a payment with that receipt code on your account.</p>
        <p>
          <Link to={BILLING_URLS.overview}>Back to billing</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.receipt}>
      <PageTitle page={`Receipt ${receipt.code}`} />
      <PageHeading description={`Payment of ${receipt.amount} received on ${receipt.date}.`}>
        Payment receipt
      </PageHeading>
      <Card title={`Receipt ${receipt.code}`}>
        <SummaryList
          rows={[
            { key: "Paid to", value: receipt.issuer.name },
            ...(receipt.issuer.abn ? [{ key: "ABN", value: receipt.issuer.abn }] : []),
            { key: "Receipt code", value: <span data-testid="receipt-code">{receipt.code}</span> },
            { key: "Account", value: receipt.accountCode },
            { key: "Date and time", value: receipt.date },
            { key: "Paid by", value: receipt.description },
            { key: "Amount paid", value: receipt.amount },
            { key: "Balance after this payment", value: receipt.balance },
          ]}
        />
      </Card>
      <div className={styles.actions} data-print-hide="">
        <PrintButton />
        <Link to={BILLING_URLS.overview}>Back to billing</Link>
      </div>
    </div>
  );
}
