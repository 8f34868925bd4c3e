import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import type { Route } from "./+types/add-product-done";
import { addProductStore } from "./journeys.server.ts";

// /home/plan/add/done — the product's reference from the provider (actions/add-service-product).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return addProductStore.confirmation(args);
}

export default function AddProductDone({ loaderData }: Route.ComponentProps) {
  const { service, productName, reference, deliveryAddress } = loaderData;
  return (
    <DonePage
      title="Product added"
      description={service}
      reference={{
        title: "Your reference",
        value: reference,
        children: (
          <>
            <p>
              {productName} has been added to {service}. Reference {reference}.
            </p>
            {deliveryAddress ? (
              <p>We will post it to {deliveryAddress}. You can follow the order on your requests.</p>
            ) : null}
          </>
        ),
      }}
      links={[
        { to: "/home/plan", label: "Back to your plan" },
        { to: "/requests", label: "See your requests" },
      ]}
    />
  );
}
