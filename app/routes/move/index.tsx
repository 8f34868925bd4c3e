import { data, redirect } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { chooseAddressSchema } from "#app/domain/address.schemas.ts";
import { AddressStep } from "#app/components/address-step/AddressStep.tsx";
import { chosenMatch, qualifyAddress, searchedAddresses } from "#app/lib/address.server.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/index";
import { movePage, moveStore } from "./move-store.server.ts";
import { countMoveStep, moveStepAllowed, TOO_MANY_MOVE_STEPS } from "./step-limit.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move: "Where are you moving to?", moving home's first question (AddressStep, and the provider
// calls of app/lib/address.server.ts). Choosing a match posts, searches again and qualifies the
// address, so neither the address nor what it qualifies for comes from the browser. An address not
// found is typed in by hand on /move/address.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const page = await movePage(args, "address");
  const { answers } = page;
  const { status, ...view } = await searchedAddresses(new URL(args.request.url), portal.api, () =>
    countMoveStep(portal),
  );
  return data(
    {
      ...view,
      back: page.back,
      lastResult: page.lastResult,
      chosen: answers.manual ? null : (answers.address?.locationId ?? null),
      constraint: getZodConstraint(chooseAddressSchema),
    },
    { status: status === 200 ? page.status : status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await movePage(args, "address");
  const submission = parseWithZod(await readForm(args.request), { schema: chooseAddressSchema });
  if (submission.status !== "success") return moveStore.askAgain(args, "address", fieldErrors(submission));
  if (!(await moveStepAllowed(portal))) {
    return moveStore.askAgain(args, "address", formError(submission, TOO_MANY_MOVE_STEPS));
  }
  let chosen;
  try {
    const match = await chosenMatch(portal.api, new URL(args.request.url), submission.value.locationId);
    chosen = match && { match, availability: await qualifyAddress(portal.api, match.address) };
  } catch (error) {
    rethrowUnauthorized(error);
    return moveStore.askAgain(args, "address", formError(submission, customerMessageOf(error)));
  }
  // The search is gone from the URL: the question afresh.
  if (chosen === undefined) return redirect(MOVE_URLS.address, 303);
  if (!chosen) {
    return moveStore.askAgain(
      args,
      "address",
      submission.reply({ fieldErrors: { locationId: ["Select your new address"] } }),
    );
  }
  // A new address: which services move, and the technician's visit, are asked again.
  const { match, availability } = chosen;
  const next = { ...answers, address: match.address, label: match.label, manual: false, availability };
  return moveStore.answer(
    args,
    { ...next, serviceIds: undefined, visit: undefined, appointment: undefined },
    MOVE_URLS.available,
  );
}

const loadChooseCheck = () => import("#app/domain/address.client.ts").then((m) => m.validateChooseAddress);

export default function MoveAddress({ loaderData }: Route.ComponentProps) {
  const { back, lastResult, constraint, chosen, ...search } = loaderData;
  return (
    <AddressStep
      id="move-address"
      action={MOVE_URLS.address}
      title={{ search: "Where are you moving to?", select: "Select your new address" }}
      above={<BackLink to={back}>{back === "/home" ? "Back to your services" : "Back"}</BackLink>}
      description={(listed) => (listed ? undefined : "Tell us your new address and we will check what it can have.")}
      search={search}
      lastResult={lastResult}
      constraint={constraint}
      chosen={chosen}
      validate={loadChooseCheck}
      choiceFields={{ intent: "choose" }}
      manualHref={MOVE_URLS.manualAddress}
    />
  );
}
