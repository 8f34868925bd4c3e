import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { PAYMENT_DETAILS_URL } from "./journey.ts";

/** The confirmation of new payment details: how the account pays now, as the provider answered. */
export function PaymentDetailsUpdated({ label }: { label: string }) {
  return (
    <DonePage
      title="Payment details updated"
      reference={{
        value: label,
        testId: "new-method",
        children: <p>Your payment details have been updated. You now pay by {label}.</p>,
      }}
      links={[{ to: PAYMENT_DETAILS_URL, label: "Back to payment details" }]}
    />
  );
}
