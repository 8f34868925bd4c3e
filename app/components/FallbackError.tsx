import * as styles from "./ErrorScreen.css.ts";
import { errorDetails } from "./error-text.ts";

export type FallbackErrorProps = {
  /** What was thrown; revealed by the toggle. */
  error?: unknown;
  /** Overrides the text taken from `error`. */
  message?: string;
};

/**
 * Spec §8 generic fallback: 'Something went wrong!' with a Show Error / Hide Error toggle.
 * The toggle is a <details>: it works without JavaScript and is announced as expanded or
 * collapsed. Its <summary> holds both labels and CSS shows the one for the current state
 * (display:none also removes the other from the accessible name).
 */
export function FallbackError({ error, message }: FallbackErrorProps) {
  const text = message ?? (error === undefined ? "Unknown error" : errorDetails(error));
  return (
    <section className={styles.screen} aria-labelledby="fallback-error-heading">
      <h1 id="fallback-error-heading" className={styles.heading}>
        Something went wrong!
      </h1>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <span className={styles.showLabel}>Show Error</span>
          <span className={styles.hideLabel}>Hide Error</span>
        </summary>
        <pre className={styles.pre}>{text}</pre>
      </details>
    </section>
  );
}
