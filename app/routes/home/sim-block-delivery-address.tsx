import { data } from "react-router";
import { AddressStep } from "#app/components/address-step/AddressStep.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { answerDeliveryAddress, deliveryAddress } from "./delivery-step.server.ts";
import type { Route } from "./+types/sim-block-delivery-address";
import { simBlockJourney } from "./safeguard-journeys.ts";
import { mobileService, simBlockStore } from "./safeguards.server.ts";

// /home/sim-block/delivery/address — "another address" for the replacement SIM (AddressStep, as
// adding hardware asks it). The address comes from the provider's search, never from the browser.

export const headers = journeyHeaders;

const URL_OF_STEP = simBlockJourney.urls.deliveryAddress;

export async function loader(args: Route.LoaderArgs) {
  const { view, status } = await deliveryAddress(simBlockStore, args, await mobileService(args));
  return data(view, { status });
}

export async function action(args: Route.ActionArgs) {
  return answerDeliveryAddress(simBlockStore, args, await mobileService(args), URL_OF_STEP);
}

const loadMatchCheck = () => import("./safeguards.client.ts").then((m) => m.validateDeliveryMatch);

export default function SimBlockDeliveryAddress({ loaderData }: Route.ComponentProps) {
  const { back, lastResult, constraint, chosen, ...search } = loaderData;
  return (
    <AddressStep
      id="sim-delivery-address"
      action={URL_OF_STEP}
      title={{ search: "Which address should we send the SIM to?", select: "Select the delivery address" }}
      above={<BackLink to={back} />}
      description={() => "Where we post your replacement SIM."}
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
