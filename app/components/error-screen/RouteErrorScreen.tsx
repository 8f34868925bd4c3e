import { useLocation } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import * as styles from "./ErrorScreen.css.ts";
import { ErrorScreenHelp } from "./ErrorScreenHelp.tsx";
import { FailureDetail } from "#app/components/failure-notice/FailureNotice.tsx";

export type RouteErrorScreenProps = {
  /** What went wrong and what to do, in plain words, shown under the heading. */
  message: string;
  /** Spec §8's message ('Request failed with status code 500', …), as a detail line. */
  detail?: string | null;
  /** The support number offered under the way home. */
  supportPhone?: string;
  /** Where Try again goes: the page's own URL unless the screen stands in for another (a download). */
  retryTo?: string;
};

/**
 * Spec §8 route error screen: 'Error' plus the message, then Try again (a link to the page's own
 * URL: it loads the page again, with or without JavaScript), a way home and a number to call.
 */
export function RouteErrorScreen({ message, detail, supportPhone, retryTo }: RouteErrorScreenProps) {
  const { pathname, search } = useLocation();
  return (
    <section className={styles.screen} aria-labelledby="route-error-heading">
      <h1 id="route-error-heading" className={styles.heading}>
        Error
      </h1>
      <div>
        <p className={styles.message}>{message}</p>
        <FailureDetail detail={detail} />
      </div>
      <div className={styles.actions}>
        <ButtonLink to={retryTo ?? `${pathname}${search}`}>Try again</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
      <ErrorScreenHelp supportPhone={supportPhone} />
    </section>
  );
}
