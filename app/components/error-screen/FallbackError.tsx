import * as styles from "./ErrorScreen.css.ts";

export type FallbackErrorProps = {
  /** What went wrong, revealed by the toggle. */
  message: string;
};

/**
 * Spec §8 generic fallback: 'Something went wrong!' with a Show Error / Hide Error toggle.
 * The toggle is a <details>: it works without JavaScript and is announced as expanded or
 * collapsed. Its <summary> holds both labels and CSS shows the one for the current state
 * (display:none also removes the other from the accessible name).
 */
export function FallbackError({ message }: FallbackErrorProps) {
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
        <pre className={styles.pre}>{message}</pre>
      </details>
    </section>
  );
}
