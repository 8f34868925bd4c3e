import { Link } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import { attemptMain } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/activity";
import { shownActivity } from "./activity.server.ts";
import * as styles from "./profile.css.ts";

/**
 * /profile/activity (MFA-gated), "Account activity": the customer's recent sign-ins and every
 * time our support team viewed the account, with the reason they gave (GET account/access-log,
 * decision 071). The provider keeps the record; this page only shows it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const log = await attemptMain(portal.api.account.accessLog());
  return { activity: log.ok ? { ok: true as const, value: shownActivity(log.value) } : log };
}

type Shown = Extract<Route.ComponentProps["loaderData"]["activity"], { ok: true }>["value"];
type ViewRow = Shown["staffViews"][number];
type SignInRow = Shown["signIns"][number];

export default function AccountActivity({ loaderData }: Route.ComponentProps) {
  const { activity } = loaderData;
  return (
    <div className={styles.stack}>
      <PageTitle page="Account activity" />
      <BackLink to="/profile">Back to your profile</BackLink>
      <PageHeading description="When you signed in, and when our support team looked at your account and why.">
        Account activity
      </PageHeading>
      {activity.ok ? (
        <>
          <section aria-labelledby="staff-views-heading">
            <h2 id="staff-views-heading">Views by our support team</h2>
            <p>
              To help you, our support team can look at your account. They can only read it, never change it, and they
              must say why each time.
            </p>
            <Table<ViewRow>
              caption="Views of your account by our support team, newest first"
              columns={[
                { key: "when", header: "When", rowHeader: true, render: (v) => <DateTime shown={v.when} /> },
                { key: "who", header: "Who", render: (v) => v.who },
                {
                  key: "reason",
                  header: "Reason",
                  render: (v) => (
                    <>
                      {v.reason}
                      {v.ticketReference ? ` (reference ${v.ticketReference})` : ""}
                    </>
                  ),
                },
              ]}
              rows={activity.value.staffViews}
              getRowKey={(v) => v.key}
              emptyMessage="Our support team has not looked at your account in the last 12 months."
            />
          </section>
          <section aria-labelledby="sign-ins-heading">
            <h2 id="sign-ins-heading">Recent sign-ins</h2>
            <Table<SignInRow>
              caption="Your recent sign-ins, newest first"
              columns={[
                { key: "when", header: "When", rowHeader: true, render: (s) => <DateTime shown={s.when} /> },
                { key: "how", header: "How", render: (s) => s.how },
              ]}
              rows={activity.value.signIns}
              getRowKey={(s) => s.key}
              emptyMessage="There are no recent sign-ins to show."
            />
          </section>
          <p>
            Something you do not recognise? <Link to="/profile/password">Change your password</Link> and{" "}
            <Link to="/support">contact support</Link>.
          </p>
        </>
      ) : (
        <FailureNotice title="Your account activity could not be loaded" failure={activity} />
      )}
    </div>
  );
}
