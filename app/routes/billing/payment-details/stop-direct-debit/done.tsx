import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PAYMENT_DETAILS_URL } from "#app/routes/billing/payment-details/journey.ts";
import { stopDirectDebitStore } from "#app/routes/billing/payment-details/journey.server.ts";
import { href } from "react-router";
import type { Route } from "./+types/done";

// /billing/payment-details/stop-direct-debit/done — the direct debit stopped, with the provider's reference.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return stopDirectDebitStore.confirmation(args);
}

export default function StopDirectDebitDone({ loaderData }: Route.ComponentProps) {
  return (
    <DonePage
      title="Direct debit stopped"
      reference={{ lead: "Your reference is", value: loaderData.reference, testId: "reference" }}
      links={[
        { to: href("/billing/pay"), label: "Make a payment" },
        { to: PAYMENT_DETAILS_URL, label: "Back to payment details" },
      ]}
    >
      <p>We will not take any more payments from your bank account. Pay each bill by its due date.</p>
      <p>We have sent you a confirmation.</p>
    </DonePage>
  );
}
