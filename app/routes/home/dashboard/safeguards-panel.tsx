import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import type { SafeguardCardShown } from "./safeguards.server.ts";
import { StatusBadge } from "./status-badge.tsx";
import * as styles from "./dashboard.css.ts";

/** Life support at an energy address, or a mobile's SIM blocked while lost or stolen (decision 080). */
export function SafeguardsPanel({ card }: { card: SafeguardCardShown }) {
  if (card.kind === "life-support") {
    const { registered } = card;
    return (
      <Card title="Life support" className={styles.panel}>
        {registered ? (
          <>
            <div className={styles.headline}>
              <StatusBadge tone="success">Registered</StatusBadge>
            </div>
            <p className={styles.line}>
              {registered.equipment}. {registered.distributor} knows, and gives written notice before planned
              interruptions.
            </p>
            <p className={styles.line}>Medical confirmation form due by {registered.due}.</p>
            <p className={styles.line}>
              <Link to="/home/life-support/remove">Remove the registration</Link>
            </p>
          </>
        ) : (
          <>
            <p className={styles.line}>
              Does someone at this address depend on life support equipment? Register it so your distributor gives
              written notice before planned interruptions.
            </p>
            <p className={styles.line}>
              <Link to="/home/life-support">Register life support equipment</Link>
            </p>
          </>
        )}
      </Card>
    );
  }
  const { blocked } = card;
  return (
    <Card title="Lost or stolen SIM" className={styles.panel}>
      {blocked ? (
        <>
          <div className={styles.headline}>
            <StatusBadge tone="warning">SIM blocked</StatusBadge>
          </div>
          <p className={styles.line}>
            Blocked on {blocked.since} ({blocked.reason}): it can call only 000.
            {blocked.replacementTo ? ` A replacement SIM is on its way to ${blocked.replacementTo}.` : ""}
          </p>
          <p className={styles.line}>
            <Link to="/home/sim-unblock">Found it? Unblock your SIM</Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.line}>Lost your phone or SIM? Block it straight away and we post you a replacement.</p>
          <p className={styles.line}>
            <Link to="/home/sim-block">Block a lost or stolen SIM</Link>
          </p>
        </>
      )}
    </Card>
  );
}
