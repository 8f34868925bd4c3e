import { Link } from "react-router";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/forgot-sent";
import { forgotStore } from "./journeys.server.ts";
import * as styles from "./password.css.ts";

// /password/forgot/sent: "check your email", the same words whether or not the address has an account.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { email } = await forgotStore.confirmation(args);
  return { email };
}

export default function ResetLinkSent({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.stack}>
      <PageTitle page="Check your email" />
      <PageHeading>Check your email</PageHeading>
      <p>
        If <strong>{loaderData.email}</strong> belongs to an account, we have sent it a link to choose a new password.
      </p>
      <ul className={styles.list}>
        <li>The link works once, within 30 minutes.</li>
        <li>Nothing changes until you use it: your password stays as it is.</li>
        <li>Not there after a few minutes? Check your spam folder, or ask for a new link.</li>
      </ul>
      <p>
        <Link to="/password/forgot">Ask for a new link</Link>
      </p>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </div>
  );
}
