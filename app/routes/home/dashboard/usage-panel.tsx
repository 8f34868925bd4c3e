import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { FailureDetail, type FailureShown, TryAgain } from "#app/components/failure-notice/FailureNotice.tsx";
import { ProgressBar } from "#app/components/progress-bar/ProgressBar.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import type { MonthUsage } from "./month-usage.server.ts";
import * as styles from "./dashboard.css.ts";

type Loaded<T> = { ok: true; value: T } | ({ ok: false } & FailureShown);

/** This month's usage at a glance: data used against the allowance where there is one. */
export function UsagePanel({ title, usage }: { title: string; usage: Loaded<MonthUsage> }) {
  return (
    <Card title={title} className={styles.panel}>
      {usage.ok ? (
        <>
          <p className={styles.muted}>{usage.value.period}</p>
          {usage.value.bar ? (
            <>
              <p className={styles.figure}>{usage.value.bar.text}</p>
              <ProgressBar
                label={usage.value.bar.label}
                value={usage.value.bar.value}
                max={usage.value.bar.max}
                valueText={usage.value.bar.text}
                hideValue
              />
            </>
          ) : null}
          {usage.value.rows.length ? <SummaryList layout="compact" rows={usage.value.rows} /> : null}
          {usage.value.note ? <p className={styles.line}>{usage.value.note}</p> : null}
        </>
      ) : (
        <>
          <p className={styles.strong}>Your usage could not be loaded right now.</p>
          <p className={styles.line}>{usage.message}</p>
          <FailureDetail detail={usage.detail} />
          <p className={styles.line}>
            <TryAgain />
          </p>
        </>
      )}
      <p className={styles.line}>
        <Link to="/home/usage">View usage</Link>
      </p>
    </Card>
  );
}
