import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/energy-contract-done";
import { energyContractStore } from "./journeys.server.ts";
import * as styles from "./services.css.ts";

// /home/energy-contract/done — the change's reference from the provider (actions/change-contract).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return energyContractStore.confirmation(args);
}

export default function EnergyContractDone({ loaderData }: Route.ComponentProps) {
  const { serviceCode, contractName, reference } = loaderData;
  return (
    <div className={styles.stack}>
      <PageTitle page="Contract change requested" />
      <PageHeading description={serviceCode}>Contract change requested</PageHeading>
      <Card title="Your reference">
        <p className={styles.big}>{reference}</p>
        <p>
          We have received your change to {contractName} for {serviceCode}. Your reference is {reference}.
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
