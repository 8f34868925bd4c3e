import { data } from "react-router";
import { AddressStep } from "#app/components/address-step/AddressStep.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { chosenMatch, searchedAddresses } from "#app/lib/address.server.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/sim-block-delivery-address";
import { deliveryMatchSchema } from "./plan.schemas.ts";
import { simBlockJourney } from "./safeguard-journeys.ts";
import { mobileService, simBlockStore } from "./safeguards.server.ts";

// /home/sim-block/delivery/address — "another address" for the replacement SIM (AddressStep, as
// adding hardware asks it). The address comes from the provider's search, never from the browser.

export const headers = journeyHeaders;

const URL_OF_STEP = simBlockJourney.urls.deliveryAddress;

export async function loader(args: Route.LoaderArgs) {
  const { portal, service } = await mobileService(args);
  const page = await simBlockStore.page(args, "deliveryAddress", service);
  const { status, ...view } = await searchedAddresses(new URL(args.request.url), portal.api);
  return data(
    {
      ...view,
      chosen: page.answers.delivery ?? null,
      back: page.back,
      lastResult: page.lastResult,
      constraint: getZodConstraint(deliveryMatchSchema),
    },
    { status: status === 200 ? page.status : status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await mobileService(args);
  const { answers } = await simBlockStore.page(args, "deliveryAddress", service);
  const submission = parseWithZod(await readForm(args.request), { schema: deliveryMatchSchema });
  if (submission.status !== "success") return simBlockStore.askAgain(args, "deliveryAddress", fieldErrors(submission));
  let match;
  try {
    match = await chosenMatch(portal.api, new URL(args.request.url), submission.value.locationId);
  } catch (error) {
    rethrowUnauthorized(error);
    return simBlockStore.askAgain(args, "deliveryAddress", formError(submission, customerMessageOf(error)));
  }
  if (match === undefined) return simBlockStore.answer(args, answers, URL_OF_STEP);
  if (match === null) {
    return simBlockStore.askAgain(
      args,
      "deliveryAddress",
      submission.reply({ fieldErrors: { locationId: ["Select the address to send it to"] } }),
    );
  }
  return simBlockStore.answer(args, { ...answers, delivery: { locationId: match.locationId, label: match.label } });
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
