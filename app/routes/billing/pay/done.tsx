import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { formatMoney } from "#app/domain/format.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import * as styles from "#app/components/step-page/StepPage.css.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { receiptHref } from "#app/routes/billing/urls.ts";
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
  };
}

export default function PayDone({ loaderData }: Route.ComponentProps) {
  const { receiptCode, amount, balance } = loaderData;
  return (
    <div className={styles.stack}>
      <PageTitle page="Payment received" />
      <PageHeading description={`Payment of ${amount} received.`}>Payment received</PageHeading>
      <Card title="Your receipt code">
        <p className={styles.reference} data-testid="receipt-code">
          {receiptCode}
        </p>
        <p>Your receipt code is {receiptCode}. Quote it if you contact us about this payment.</p>
        <p>We have also sent you a receipt, by your preferred message type.</p>
        <p>
          <Link to={receiptHref(receiptCode)}>View or print your receipt</Link>
        </p>
      </Card>
      <SummaryList
        rows={[
          { key: "Amount paid", value: amount },
          { key: "Your balance is now", value: <span data-testid="new-balance">{balance}</span> },
        ]}
      />
      <p>
        <Link to="/billing">Back to billing</Link>
      </p>
    </div>
  );
}
