import { Children, type ReactNode } from "react";
import { unbreakableRuns } from "#app/domain/text.ts";
import * as styles from "./KeepTogether.css.ts";

/**
 * Text whose phone numbers, references and amounts never break across two lines
 * (`unbreakableRuns`, app/domain/text.ts), while its words wrap as usual. The text itself is
 * unchanged (no no-break characters): a reference copied is the reference. Of several children,
 * each string is; anything else is shown as it is.
 */
export function KeepTogether({ children }: { children: ReactNode }) {
  if (Array.isArray(children))
    return (
      <>
        {Children.map(children, (child) => (typeof child === "string" ? <KeepTogether>{child}</KeepTogether> : child))}
      </>
    );
  if (typeof children !== "string") return <>{children}</>;
  const runs = unbreakableRuns(children);
  if (runs.length === 1) return <>{children}</>;
  return (
    <>
      {runs.map((run, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.whole}>
            {run}
          </span>
        ) : (
          run
        ),
      )}
    </>
  );
}
