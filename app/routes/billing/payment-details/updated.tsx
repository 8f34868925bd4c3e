import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { PAYMENT_DETAILS_URL } from "./journey.ts";

/**
 * The confirmation of new payment details: how the account pays now, as the provider answered,
 * and the change's reference (the one its confirmation message names) when it gave one.
 */
export function PaymentDetailsUpdated({ label, reference }: { label: string; reference: string | null }) {
  return (
    <DonePage
      title="Payment details updated"
      reference={{
        value: label,
        testId: "new-method",
        children: (
          <>
            <p>Your payment details have been updated. You now pay by {label}.</p>
            {reference ? (
              <p>
                Your reference is <span data-testid="change-reference">{reference}</span>. We have sent you a
                confirmation.
              </p>
            ) : null}
          </>
        ),
      }}
      links={[{ to: PAYMENT_DETAILS_URL, label: "Back to payment details" }]}
    />
  );
}
