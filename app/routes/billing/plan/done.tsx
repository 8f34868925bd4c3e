import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import * as styles from "#app/components/step-page/StepPage.css.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/done";
import { planStore } from "./journey.server.ts";

// /billing/plan/done — the request's reference, from what "Send request" recorded (the provider's).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return planStore.confirmation(args);
}

export default function PlanDone({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.stack}>
      <PageTitle page="Request received" />
      <PageHeading description="We have received your request for more time to pay.">Request received</PageHeading>
      <Card title="Your reference">
        <p className={styles.reference} data-testid="reference">
          {loaderData.reference}
        </p>
        <p>Your reference is {loaderData.reference}. We will contact you about it.</p>
      </Card>
      <p>
        <Link to="/requests">Follow it in your requests</Link>
      </p>
      <p>
        <Link to="/billing">Back to billing</Link>
      </p>
    </div>
  );
}
