import { data } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { AddressStep } from "#app/components/address-step/AddressStep.tsx";
import { chosenMatch, searchedAddresses } from "#app/lib/address.server.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/add-product-delivery-address";
import { addProductJourney } from "./journeys.ts";
import { addProductStore } from "./journeys.server.ts";
import { serviceToChange } from "./plan.server.ts";
import { deliveryMatchSchema } from "./plan.schemas.ts";

// /home/plan/add/delivery/address — "another address" for hardware (AddressStep). Choosing a
// match posts and searches again, so the address comes from the provider, never from the browser.

export const headers = journeyHeaders;

const URL_OF_STEP = addProductJourney.urls.deliveryAddress;

export async function loader(args: Route.LoaderArgs) {
  const { portal, service } = await serviceToChange(args, "product");
  const page = await addProductStore.page(args, "deliveryAddress", service);
  const { status, ...view } = await searchedAddresses(new URL(args.request.url), portal.api);
  return data(
    {
      ...view,
      productName: page.answers.productName ?? "your hardware",
      chosen: page.answers.delivery ?? null,
      back: page.back,
      lastResult: page.lastResult,
      constraint: getZodConstraint(deliveryMatchSchema),
    },
    { status: status === 200 ? page.status : status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await serviceToChange(args, "product");
  const { answers } = await addProductStore.page(args, "deliveryAddress", service);
  const submission = parseWithZod(await readForm(args.request), { schema: deliveryMatchSchema });
  if (submission.status !== "success")
    return addProductStore.askAgain(args, "deliveryAddress", fieldErrors(submission));
  let match;
  try {
    match = await chosenMatch(portal.api, new URL(args.request.url), submission.value.locationId);
  } catch (error) {
    rethrowUnauthorized(error);
    return addProductStore.askAgain(args, "deliveryAddress", formError(submission, customerMessageOf(error)));
  }
  if (match === undefined) return addProductStore.answer(args, answers, URL_OF_STEP);
  if (match === null) {
    return addProductStore.askAgain(
      args,
      "deliveryAddress",
      submission.reply({ fieldErrors: { locationId: ["Select the address to send it to"] } }),
    );
  }
  return addProductStore.answer(args, { ...answers, delivery: { locationId: match.locationId, label: match.label } });
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
