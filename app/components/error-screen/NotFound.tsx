import { ButtonLink } from "#app/components/button/Button.tsx";
import * as styles from "./ErrorScreen.css.ts";
import { ErrorScreenHelp } from "./ErrorScreenHelp.tsx";

export type NotFoundProps = {
  /** The support number offered under the way home. */
  supportPhone?: string;
};

/** Spec §8 not-found page. The route that renders it sets status 404. */
export function NotFound({ supportPhone }: NotFoundProps) {
  return (
    <section className={styles.screen} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.heading}>
        Page Not Found!
      </h1>
      <p className={styles.message}>The page you are looking for does not exist.</p>
      <ButtonLink to="/">Go Back</ButtonLink>
      <ErrorScreenHelp supportPhone={supportPhone} />
    </section>
  );
}
