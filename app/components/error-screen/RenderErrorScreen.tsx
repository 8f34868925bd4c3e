import { useLocation } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import * as styles from "./ErrorScreen.css.ts";
import { ErrorScreenHelp, SupportPhone } from "./ErrorScreenHelp.tsx";
import { errorDetails, errorMessage } from "./error-text.ts";

export type RenderErrorScreenProps = {
  /** What was thrown; its message is shown, its details (stack in development) in the disclosure. */
  error?: unknown;
  /** Overrides the text taken from `error`. */
  message?: string;
  /** Overrides the disclosure's text. */
  details?: string;
  /**
   * Outside development: no error text or details, but the request's id for support to find its
   * log line (null when there is none, e.g. an error in the browser after a client navigation).
   */
  reference?: string | null;
  /** The support number offered under the way home. */
  supportPhone?: string;
};

/**
 * Spec §8 render error screen: 'Something went wrong.' with the error text and a details section,
 * then a way home and a number to call.
 */
export function RenderErrorScreen({ error, message, details, reference, supportPhone }: RenderErrorScreenProps) {
  const location = useLocation();
  if (reference !== undefined) {
    return (
      <section className={styles.screen} aria-labelledby="render-error-heading">
        <h1 id="render-error-heading" className={styles.heading}>
          Something went wrong.
        </h1>
        <p className={styles.message}>This page could not be shown. Please try again in a moment.</p>
        <div className={styles.actions}>
          <ButtonLink to={`${location.pathname}${location.search}`} reloadDocument>
            Try again
          </ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Go to the home page
          </ButtonLink>
        </div>
        {reference && supportPhone ? (
          <p className={styles.help}>
            If it keeps happening, call us on <SupportPhone phone={supportPhone} /> and quote the reference{" "}
            <code className={styles.reference}>{reference}</code>.
          </p>
        ) : reference ? (
          <p className={styles.help}>
            If it keeps happening, contact us and quote the reference{" "}
            <code className={styles.reference}>{reference}</code>.
          </p>
        ) : (
          <ErrorScreenHelp supportPhone={supportPhone} />
        )}
      </section>
    );
  }
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
      <ButtonLink to="/">Go to the home page</ButtonLink>
      <ErrorScreenHelp supportPhone={supportPhone} />
    </section>
  );
}
