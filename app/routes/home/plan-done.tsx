import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/plan-done";
import { planStore } from "./journeys.server.ts";
import * as styles from "./services.css.ts";

// /home/plan/done — the plan change's reference from the provider (actions/change-contract).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return planStore.confirmation(args);
}

export default function PlanDone({ loaderData }: Route.ComponentProps) {
  const { planName, reference } = loaderData;
  return (
    <div className={styles.stack}>
      <PageTitle page="Plan changed" />
      <PageHeading>Plan changed</PageHeading>
      <Card title="Your reference">
        <p className={styles.big}>{reference}</p>
        <p>
          Your plan is now {planName}. Reference {reference}.
        </p>
      </Card>
      <ul className={styles.links}>
        <li>
          <Link to="/home/plan">Back to your plan</Link>
        </li>
        <li>
          <Link to="/requests">See your requests</Link>
        </li>
      </ul>
    </div>
  );
}
