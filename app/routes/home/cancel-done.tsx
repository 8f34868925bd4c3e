import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/cancel-done";
import { cancelStore } from "./journeys.server.ts";
import * as styles from "./services.css.ts";

// /home/cancel/done — the cancellation's reference from the provider (actions/cancel-contract),
// kept with the journey when it was sent.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return cancelStore.confirmation(args);
}

export default function CancelDone({ loaderData }: Route.ComponentProps) {
  const { serviceCode, reference, date } = loaderData;
  return (
    <div className={styles.stack}>
      <PageTitle page="Cancellation requested" />
      <PageHeading description={serviceCode}>Cancellation requested</PageHeading>
      <Card title="Your reference">
        <p className={styles.big}>{reference}</p>
        <p>
          We have received your cancellation of {serviceCode}. Your reference is {reference}. The service stops on{" "}
          {date}.
        </p>
      </Card>
      <ul className={styles.links}>
        <li>
          <Link to="/requests">See your requests</Link>
        </li>
        <li>
          <Link to="/home">Back to your services</Link>
        </li>
      </ul>
    </div>
  );
}
