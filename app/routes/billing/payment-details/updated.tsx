import { Link } from "react-router";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import * as styles from "#app/components/step-page/StepPage.css.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { PAYMENT_DETAILS_URL } from "./journey.ts";

/** The confirmation of new payment details: how the account pays now, as the provider answered. */
export function PaymentDetailsUpdated({ label }: { label: string }) {
  return (
    <div className={styles.stack}>
      <PageTitle page="Payment details updated" />
      <PageHeading>Payment details updated</PageHeading>
      <p className={styles.reference} data-testid="new-method">
        {label}
      </p>
      <p>Your payment details have been updated. You now pay by {label}.</p>
      <p>
        <Link to={PAYMENT_DETAILS_URL}>Back to payment details</Link>
      </p>
    </div>
  );
}
