import { ButtonLink } from "#app/components/button/Button.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/password-done";
import { passwordStore } from "./password-journey.server.ts";
import * as styles from "./profile.css.ts";

// /profile/password/done: the password was changed (or set); what happened to other sign-ins.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return passwordStore.confirmation(args);
}

export default function PasswordChanged({ loaderData }: Route.ComponentProps) {
  const { mode, ended, then } = loaderData;
  const title = mode === "set" ? "Your password has been set" : "Your password has been changed";
  return (
    <div className={styles.stack}>
      <PageTitle page={title} />
      <PageHeading>{title}</PageHeading>
      <p>
        {mode === "set"
          ? "From now on you can sign in with your email address and this password."
          : "Sign in with your new password from now on."}{" "}
        We have emailed you to say so.
      </p>
      <p>
        {ended === null
          ? "We could not confirm that you are signed out on your other devices. If your account is open anywhere else, it ends by itself within 30 minutes without use."
          : "You are still signed in here. Anywhere else your account was open has been signed out."}
      </p>
      <p>
        <ButtonLink to={then}>Continue</ButtonLink>
      </p>
    </div>
  );
}
