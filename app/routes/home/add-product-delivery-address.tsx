import { data } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { AddressStep } from "#app/components/address-step/AddressStep.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { answerDeliveryAddress, deliveryAddress } from "./delivery-step.server.ts";
import type { Route } from "./+types/add-product-delivery-address";
import { addProductJourney } from "./journeys.ts";
import { addProductStore } from "./journeys.server.ts";
import { serviceToChange } from "./plan.server.ts";

// /home/plan/add/delivery/address — "another address" for hardware (AddressStep). Choosing a
// match posts and searches again, so the address comes from the provider, never from the browser.

export const headers = journeyHeaders;

const URL_OF_STEP = addProductJourney.urls.deliveryAddress;

export async function loader(args: Route.LoaderArgs) {
  const { view, status, answers } = await deliveryAddress(
    addProductStore,
    args,
    await serviceToChange(args, "product"),
  );
  return data({ ...view, productName: answers.productName ?? "your hardware" }, { status });
}

export async function action(args: Route.ActionArgs) {
  return answerDeliveryAddress(addProductStore, args, await serviceToChange(args, "product"), URL_OF_STEP);
}

const loadMatchCheck = () => import("./plan.client.ts").then((m) => m.validateDeliveryMatch);

export default function AddProductDeliveryAddress({ loaderData }: Route.ComponentProps) {
  const { back, productName, lastResult, constraint, chosen, ...search } = loaderData;
  return (
    <AddressStep
      id="delivery-address"
      action={URL_OF_STEP}
      title={{ search: "Which address should we send it to?", select: "Select the delivery address" }}
      above={<BackLink to={back} />}
      description={() => `Where we post the ${productName}.`}
      intro={() =>
        chosen && !search.matches ? <p>Sending to {chosen.label}. To change it, find another address.</p> : null
      }
      search={search}
      lastResult={lastResult}
      constraint={constraint}
      chosen={chosen?.locationId ?? null}
      validate={loadMatchCheck}
      pending="Saving…"
    />
  );
}
