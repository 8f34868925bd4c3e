import { Link, useLocation } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import * as styles from "./FailureNotice.css.ts";

/** A failed load as the server worded it (app/lib/provider-outcome.server.ts, `Failure`). */
export type FailureShown = { message: string; detail?: string | null; late?: boolean };

/**
 * Try again: a plain link to the page's own URL, so it works without JavaScript (the browser loads
 * the page again); with JavaScript it is a client navigation that runs the page's loaders again.
 */
export function TryAgain({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link to={`${pathname}${search}`} className={className} preventScrollReset>
      Try again
    </Link>
  );
}

/** Spec §8's message, kept as a detail line under the plain words. */
export function FailureDetail({ detail }: { detail?: string | null }) {
  return detail ? <p className={styles.detail}>Details: {detail}</p> : null;
}

/**
 * A part of a page that could not be loaded: what happened and what to do in plain words, spec
 * §8's message as a detail line, and Try again.
 */
export function FailureNotice({
  title,
  failure,
  type = "danger",
}: {
  title: string;
  failure: FailureShown;
  /** `warning` where the page still does its main task without this part. */
  type?: "danger" | "warning";
}) {
  return (
    <Alert type={type} title={title}>
      <p className={styles.message}>{failure.message}</p>
      <FailureDetail detail={failure.detail} />
      <p className={styles.retry}>
        <TryAgain />
      </p>
    </Alert>
  );
}
