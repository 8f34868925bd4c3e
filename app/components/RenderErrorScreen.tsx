import * as styles from "./ErrorScreen.css.ts";
import { errorDetails, errorMessage } from "./error-text.ts";

export type RenderErrorScreenProps = {
  /** What was thrown; its message is shown, its details (stack in development) in the disclosure. */
  error?: unknown;
  /** Overrides the text taken from `error`. */
  message?: string;
  /** Overrides the disclosure's text. */
  details?: string;
};

/** Spec §8 render error screen: 'Something went wrong.' with the error text and a details section. */
export function RenderErrorScreen({ error, message, details }: RenderErrorScreenProps) {
  const text = message ?? errorMessage(error);
  return (
    <section className={styles.screen} aria-labelledby="render-error-heading">
      <h1 id="render-error-heading" className={styles.heading}>
        Something went wrong.
      </h1>
      <p className={styles.message}>{text}</p>
      <details className={styles.details}>
        <summary className={styles.summary}>Details</summary>
        <pre className={styles.pre}>{details ?? (error === undefined ? text : errorDetails(error))}</pre>
      </details>
    </section>
  );
}
