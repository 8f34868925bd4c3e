import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/add-product-done";
import { addProductStore } from "./journeys.server.ts";
import * as styles from "./services.css.ts";

// /home/plan/add/done — the product's reference from the provider (actions/add-service-product).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return addProductStore.confirmation(args);
}

export default function AddProductDone({ loaderData }: Route.ComponentProps) {
  const { serviceCode, productName, reference, deliveryAddress } = loaderData;
  return (
    <div className={styles.stack}>
      <PageTitle page="Product added" />
      <PageHeading description={serviceCode}>Product added</PageHeading>
      <Card title="Your reference">
        <p className={styles.big}>{reference}</p>
        <p>
          {productName} has been added to {serviceCode}. Reference {reference}.
        </p>
        {deliveryAddress ? (
          <p>We will post it to {deliveryAddress}. You can follow the order on your requests.</p>
        ) : null}
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
