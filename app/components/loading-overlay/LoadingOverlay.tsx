import type { ReactNode } from "react";
import * as styles from "./LoadingOverlay.css.ts";

export type LoadingOverlayProps = {
  /** Cover the content and make it inert while true. */
  active: boolean;
  /** Text shown in the overlay; "Loading…" by default. */
  label?: string;
  children: ReactNode;
};

/**
 * Covers a region while its data is being replaced (e.g. `useNavigation().state !== "idle"`
 * or a fetcher's state). The content is marked aria-busy and inert so it can't be used
 * half-updated; the overlay text is announced politely.
 */
export function LoadingOverlay({ active, label = "Loading…", children }: LoadingOverlayProps) {
  return (
    <div className={styles.container} aria-busy={active || undefined}>
      <div inert={active || undefined}>{children}</div>
      <div aria-live="polite">
        {active ? (
          <div className={styles.overlay}>
            <span className={styles.box}>
              <span className={styles.spinner} aria-hidden="true" />
              {label}
            </span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
