import { useId } from "react";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import * as styles from "./BpayDetails.css.ts";

export type Bpay = { billerCode: string; customerReference: string };

/**
 * "Pay by BPAY": the provider's biller code and the account's customer reference number, as
 * Australian bills show them beside the BPAY name, for a payment from the customer's bank
 * (decision 079). Each number stays on one line, whatever the screen's width.
 */
export function BpayDetails({ bpay }: { bpay: Bpay }) {
  const headingId = useId();
  return (
    <section className={styles.inset} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Pay by BPAY
      </h3>
      <SummaryList
        layout="compact"
        rows={[
          {
            key: "Biller code",
            value: (
              <span className={styles.number} data-testid="bpay-biller-code">
                {bpay.billerCode}
              </span>
            ),
          },
          {
            key: "Ref",
            value: (
              <span className={styles.number} data-testid="bpay-reference">
                {bpay.customerReference}
              </span>
            ),
          },
        ]}
      />
      <p className={styles.help}>
        In your bank&rsquo;s app or internet banking, choose BPAY and enter these two numbers. The reference is yours
        alone: use it for every bill. A BPAY payment can take up to 2 business days to reach us.
      </p>
    </section>
  );
}
