import { data } from "react-router";
import { DeliveryChoice } from "#app/components/delivery-choice/DeliveryChoice.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import type { Route } from "./+types/add-product-delivery";
import { answerDeliveryChoice, deliveryChoice } from "./delivery-step.server.ts";
import { addProductStore } from "./journeys.server.ts";
import { serviceToChange } from "./plan.server.ts";

// /home/plan/add/delivery — hardware only: where to send it. The service's address is the
// default; "another address" leads to …/delivery/address to find it.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await serviceToChange(args, "product");
  const { view, status, answers } = await deliveryChoice(addProductStore, args, service);
  return data({ ...view, productName: answers.productName ?? "your hardware" }, { status });
}

export async function action(args: Route.ActionArgs) {
  const { service } = await serviceToChange(args, "product");
  return answerDeliveryChoice(addProductStore, args, service);
}

const loadDeliverToCheck = () => import("./plan.client.ts").then((m) => m.validateDeliverTo);

export default function AddProductDelivery({ loaderData }: Route.ComponentProps) {
  const { productName, service } = loaderData;
  return (
    <DeliveryChoice
      id="add-product-delivery"
      title="Delivery address"
      intro={`${productName} for ${service}`}
      legend={`Where should we send the ${productName}?`}
      hint="It comes by Australia Post. Someone may need to sign for it."
      serviceOption="To the service address"
      view={loaderData}
      validate={loadDeliverToCheck}
    />
  );
}
