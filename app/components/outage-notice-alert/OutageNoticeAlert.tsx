import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import type { OutageNotice } from "#app/lib/outage-notice.server.ts";
import * as styles from "./OutageNoticeAlert.css.ts";

const OUTAGE_NOTICE_TITLE = "There is an outage affecting this service";

/**
 * "There is an outage affecting this service", its expected end and what it means for what the
 * customer came to do (`advice`): shown at the top of a page, before they spend time on a form or a test.
 */
export function OutageNoticeAlert({ outage, advice }: { outage: OutageNotice; advice: ReactNode }) {
  return (
    <Alert type="warning" title={OUTAGE_NOTICE_TITLE}>
      <p className={styles.paragraph}>
        {outage.title}. {outage.description}{" "}
        {outage.expected ? (
          <>
            We expect it to be fixed by <DateTime shown={outage.expected} />.
          </>
        ) : (
          "We do not know yet when it will be fixed."
        )}
      </p>
      <p className={styles.paragraph}>{advice}</p>
      <p>
        <Link to="/home/outages">See the outage and its progress</Link>
      </p>
    </Alert>
  );
}
