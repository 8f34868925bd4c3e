import type { ReactNode } from "react";
import { Link } from "react-router";
import { visuallyHidden } from "#app/styles/global.css.ts";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";

export type CheckYourAnswersRow = {
  key: string;
  value: ReactNode;
  /** Where to change this answer, and what it is: the link reads "Change <what>" to a screen reader. */
  change?: { to: string; what: string };
};

/**
 * GOV.UK "check your answers": what will be sent, each answer with a "Change" link back to its
 * question. The link's accessible name says what it changes ("Change amount"); sighted readers see
 * "Change" on the answer's row.
 */
export function CheckYourAnswers({ rows }: { rows: readonly (CheckYourAnswersRow | null | false)[] }) {
  return (
    <SummaryList
      rows={rows.map(
        (row) =>
          row && {
            key: row.key,
            value: row.value,
            action: row.change ? (
              <Link to={row.change.to}>
                Change<span className={visuallyHidden}> {row.change.what}</span>
              </Link>
            ) : undefined,
          },
      )}
    />
  );
}
