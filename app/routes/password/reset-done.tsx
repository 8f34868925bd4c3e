import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/reset-done";
import { resetStore } from "./journeys.server.ts";
import * as styles from "./password.css.ts";

// /password/reset/done: the password was changed with a link.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return resetStore.confirmation(args);
}

export default function PasswordReset({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.stack}>
      <PageTitle page="Your password has been changed" />
      <PageHeading>Your password has been changed</PageHeading>
      <p>Sign in with your new password. The link you used will not work again.</p>
      <p>
        {loaderData.ended
          ? "Anyone signed in to your account elsewhere has been signed out."
          : "If your account is open anywhere else, it ends by itself within 30 minutes without use."}{" "}
        We have emailed you to say your password was changed.
      </p>
      <p>
        <ButtonLink to="/login">Sign in</ButtonLink>
      </p>
    </div>
  );
}
