import { ButtonLink } from "./Button.tsx";
import * as styles from "./ErrorScreen.css.ts";
import { ErrorScreenHelp } from "./ErrorScreenHelp.tsx";

export type RouteErrorScreenProps = {
  /** What went wrong, shown under the heading. */
  message: string;
  /** The support number offered under the way home. */
  supportPhone?: string;
};

/** Spec §8 route error screen: 'Error' plus the message, then a way home and a number to call. */
export function RouteErrorScreen({ message, supportPhone }: RouteErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="route-error-heading">
      <h1 id="route-error-heading" className={styles.heading}>
        Error
      </h1>
      <p className={styles.message}>{message}</p>
      <ButtonLink to="/">Go to the home page</ButtonLink>
      <ErrorScreenHelp supportPhone={supportPhone} />
    </section>
  );
}
