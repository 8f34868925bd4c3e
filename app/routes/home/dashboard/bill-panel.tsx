import { Link } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { FailureDetail, type FailureShown, TryAgain } from "#app/components/failure-notice/FailureNotice.tsx";
import type { Bill } from "./bill.server.ts";
import { StatusBadge } from "./status-badge.tsx";
import * as styles from "./dashboard.css.ts";

type Loaded<T> = { ok: true; value: T } | ({ ok: false } & FailureShown);

/** The amount owed, when it is due and its state, with Pay now: the first thing on Home. */
export function BillPanel({ bill }: { bill: Loaded<Bill> }) {
  return (
    <Card title="Account balance" className={styles.panel}>
      {bill.ok ? (
        <>
          <div className={styles.headline}>
            <p className={styles.amount}>{bill.value.amount}</p>
            <StatusBadge tone={bill.value.state.tone}>{bill.value.state.text}</StatusBadge>
          </div>
          {bill.value.due ? <p className={styles.strong}>{bill.value.due}</p> : null}
          {bill.value.overdue ? <p className={styles.line}>{bill.value.overdue}</p> : null}
          {bill.value.directDebit ? <p className={styles.line}>{bill.value.directDebit}</p> : null}
          <div className={styles.actions}>
            {bill.value.payable ? (
              <ButtonLink to="/billing/pay" variant={bill.value.directDebit ? "secondary" : "primary"}>
                Pay now
              </ButtonLink>
            ) : null}
            <Link to="/billing">Bills and payments</Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.strong}>Your balance could not be loaded right now.</p>
          <p className={styles.line}>{bill.message}</p>
          <FailureDetail detail={bill.detail} />
          <p className={styles.line}>
            <TryAgain />
          </p>
          <p className={styles.line}>
            You can still <Link to="/billing/pay">make a payment</Link> or see <Link to="/billing">your bills</Link>.
          </p>
        </>
      )}
    </Card>
  );
}
