import type { ReactNode } from "react";
import { KeepTogether } from "#app/components/keep-together/KeepTogether.tsx";
import * as styles from "./SummaryList.css.ts";

export type SummaryListRow = {
  key: ReactNode;
  value: ReactNode;
  /** A link or button acting on this row, e.g. "Change" (see CheckYourAnswers); not in the "tiles" layout. */
  action?: ReactNode;
};

export type SummaryListLayout = "rows" | "compact" | "tiles";

export type SummaryListProps = {
  /** The rows in order; `null`/`false` entries are skipped, so optional rows can be written inline. */
  rows: readonly (SummaryListRow | null | false | undefined)[];
  /**
   * "rows" (the default): GOV.UK's list, a rule under each row. "compact": for a narrow card (one of
   * a grid), keys only as wide as the longest one and no rules. "tiles": a few headline figures side
   * by side (an account's status), each key small above its value.
   */
  layout?: SummaryListLayout;
};

const layouts = {
  rows: { list: styles.list, row: styles.row, key: styles.key, value: styles.value },
  compact: { list: styles.compactList, row: styles.compactRow, key: styles.key, value: styles.value },
  tiles: { list: styles.tiles, row: undefined, key: styles.tileKey, value: styles.tileValue },
} satisfies Record<SummaryListLayout, Record<string, string | undefined>>;

/** GOV.UK summary list: keys and their values, as a <dl> with one row (a <div>) each. */
export function SummaryList({ rows, layout = "rows" }: SummaryListProps) {
  const shown = rows.filter((row): row is SummaryListRow => Boolean(row));
  const classes = layouts[layout];
  const rowClass = shown.some((row) => Boolean(row.action))
    ? `${classes.row ?? ""} ${styles.rowWithActions}`
    : classes.row;
  return (
    <dl className={classes.list}>
      {shown.map((row, index) => (
        // A fixed list whose keys may repeat (e.g. a test's details): its position is its identity.
        <div key={index} className={rowClass}>
          <dt className={classes.key}>{row.key}</dt>
          <dd className={classes.value}>
            <KeepTogether>{row.value}</KeepTogether>
          </dd>
          {row.action ? <dd className={styles.actions}>{row.action}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
