import * as styles from "./ErrorScreen.css.ts";

export type RouteErrorScreenProps = {
  /** What went wrong, shown under the heading. */
  message: string;
};

/** Spec §8 route error screen: 'Error' plus the message. */
export function RouteErrorScreen({ message }: RouteErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="route-error-heading">
      <h1 id="route-error-heading" className={styles.heading}>
        Error
      </h1>
      <p className={styles.message}>{message}</p>
    </section>
  );
}
