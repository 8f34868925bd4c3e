import type { ReactNode } from "react";
import * as styles from "./SummaryList.css.ts";

export type SummaryListRow = {
  key: ReactNode;
  value: ReactNode;
  /** A link or button acting on this row, e.g. "Change" (see CheckYourAnswers). */
  action?: ReactNode;
};

export type SummaryListProps = {
  /** The rows in order; `null`/`false` entries are skipped, so optional rows can be written inline. */
  rows: readonly (SummaryListRow | null | false | undefined)[];
};

/** GOV.UK summary list: keys and their values, as a <dl> with one row each. */
export function SummaryList({ rows }: SummaryListProps) {
  const shown = rows.filter((row): row is SummaryListRow => Boolean(row));
  const withActions = shown.some((row) => row.action);
  const rowClass = withActions ? `${styles.row} ${styles.rowWithActions}` : styles.row;
  return (
    <dl className={styles.list}>
      {shown.map((row, index) => (
        // A fixed list whose keys may repeat (e.g. a test's details): its position is its identity.
        <div key={index} className={rowClass}>
          <dt className={styles.key}>{row.key}</dt>
          <dd className={styles.value}>{row.value}</dd>
          {row.action ? <dd className={styles.actions}>{row.action}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
