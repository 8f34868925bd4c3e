import { Link, useLoaderData } from "react-router";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/done";
import { joinStore } from "./join.server.ts";
import { connectionText } from "./quote.server.ts";
import * as styles from "./signup.css.ts";

export const headers = journeyHeaders;

/** /signup/done: the new account number (from the provider, kept when it opened the account) and what happens next. */
export async function loader(args: Route.LoaderArgs) {
  const joined = await joinStore.confirmation(args);
  return {
    accountCode: joined.accountCode,
    email: joined.email,
    planName: joined.planName,
    hardware: joined.hardware,
    connection: connectionText(joined),
  };
}

export default function Joined() {
  const { accountCode, email, planName, hardware, connection } = useLoaderData<typeof loader>();
  return (
    <div className={styles.stack}>
      <PageTitle page="Welcome, you have joined" />
      <h1>Welcome, you have joined</h1>
      <SummaryList layout="tiles" rows={[{ key: "Your account number", value: accountCode }]} />
      <h2>What happens next</h2>
      <ul className={styles.list}>
        <li>
          Your {planName} service is pending connection. {connection}
        </li>
        {hardware && <li>We will post your {hardware}; you can follow the order once you sign in.</li>}
        <li>
          We have emailed a sign-in link to {email}. It works once and expires after 15 minutes; after that, ask for a
          new link on the <Link to="/login">sign-in page</Link>.
        </li>
      </ul>
    </div>
  );
}
