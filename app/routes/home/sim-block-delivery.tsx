import { data } from "react-router";
import { DeliveryChoice } from "#app/components/delivery-choice/DeliveryChoice.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import type { Route } from "./+types/sim-block-delivery";
import { answerDeliveryChoice, deliveryChoice } from "./delivery-step.server.ts";
import { mobileService, simBlockStore } from "./safeguards.server.ts";

// /home/sim-block/delivery — where to post the replacement SIM: the service's address (the
// default) or another, found on …/delivery/address.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await mobileService(args);
  const { view, status } = await deliveryChoice(simBlockStore, args, service);
  return data(view, { status });
}

export async function action(args: Route.ActionArgs) {
  const { service } = await mobileService(args);
  return answerDeliveryChoice(simBlockStore, args, service);
}

const loadCheck = () => import("./safeguards.client.ts").then((m) => m.validateDeliverTo);

export default function SimBlockDelivery({ loaderData }: Route.ComponentProps) {
  return (
    <DeliveryChoice
      id="sim-block-delivery"
      title="Where should we send the replacement SIM?"
      intro={`A replacement SIM for ${loaderData.service}, with the same number.`}
      legend="Delivery address"
      hint="It comes by Australia Post, usually within 3 business days."
      serviceOption="To the address we have for you"
      view={loaderData}
      validate={loadCheck}
    />
  );
}
