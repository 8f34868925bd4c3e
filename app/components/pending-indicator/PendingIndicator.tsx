import { useNavigation } from "react-router";
import { visuallyHidden } from "#app/styles/global.css.ts";
import * as styles from "./PendingIndicator.css.ts";

/**
 * A bar across the top of the window and a "Loading…" label while React Router navigates or
 * submits (JS only; without JS the browser's own loading indicator does this). The live region is always in the page so
 * "Loading…" is announced when it fills.
 */
export function PendingIndicator() {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle";
  return (
    <>
      {pending ? (
        <div aria-hidden="true" data-testid="pending-indicator">
          <div className={styles.bar} />
          <div className={styles.label}>Loading…</div>
        </div>
      ) : null}
      <div className={visuallyHidden} aria-live="polite">
        {pending ? "Loading…" : ""}
      </div>
    </>
  );
}
