import { Link } from "react-router";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { formatMoney } from "#app/domain/format.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { receiptIssuer } from "#app/lib/branding.server.ts";
import { receiptHref } from "#app/routes/billing/urls.ts";
import { paidAtText } from "#app/routes/billing/receipt/receipt.ts";
import type { Route } from "./+types/done";
import { payStore } from "./journey.server.ts";

// /billing/pay/done — the payment's receipt, from what "Pay now" recorded (the provider's receipt).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const done = await payStore.confirmation(args);
  return {
    receiptCode: done.receiptCode,
    amount: formatMoney(done.amountCents),
    balance: formatMoney(done.balanceCents),
    paidAt: done.paidAt ? paidAtText({ date: done.paidAt, dateTime: done.paidAt }) : null,
    issuer: receiptIssuer(),
    debit: done.debit ?? null,
  };
}

export default function PayDone({ loaderData }: Route.ComponentProps) {
  const { receiptCode, amount, balance, paidAt, issuer, debit } = loaderData;
  return (
    <DonePage
      title="Payment received"
      description={`Payment of ${amount} received.`}
      reference={{
        title: "Your receipt code",
        value: receiptCode,
        testId: "receipt-code",
        children: (
          <>
            <p>Your receipt code is {receiptCode}. Quote it if you contact us about this payment.</p>
            <p>We have also sent you a receipt, by your preferred message type.</p>
            <p>
              <Link to={receiptHref(receiptCode)}>View or print your receipt</Link>
            </p>
          </>
        ),
      }}
      links={[{ to: "/billing", label: "Back to billing" }]}
    >
      <SummaryList
        rows={[
          { key: "Paid to", value: issuer.name },
          ...(issuer.abn ? [{ key: "ABN", value: issuer.abn }] : []),
          ...(paidAt ? [{ key: "Date and time", value: paidAt }] : []),
          { key: "Amount paid", value: amount },
          { key: "Your balance is now", value: <span data-testid="new-balance">{balance}</span> },
        ]}
      />
      {debit ? <p data-testid="direct-debit">{debit}</p> : null}
    </DonePage>
  );
}
