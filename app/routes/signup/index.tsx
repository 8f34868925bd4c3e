import { data, Link, redirect, useLoaderData } from "react-router";
import { chooseAddressSchema } from "#app/domain/address.schemas.ts";
import { AddressStep } from "#app/components/address-step/AddressStep.tsx";
import { chosenMatch, qualifyAddress, searchedAddresses } from "#app/lib/address.server.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { CHANGE_PARAM, withChange } from "#app/lib/journey/journey.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/index";
import { countStep, joinStore } from "./join.server.ts";
import { JOIN_URLS, stepCaption } from "./journey.ts";
import * as styles from "./signup.css.ts";

export const headers = journeyHeaders;

/**
 * /signup, step 1: where the service goes. "Find address" searches (a GET, so the matches are
 * a page of their own); a match is chosen with a post that searches again and qualifies the
 * address, so neither the match nor what it qualifies for comes from the browser.
 */
export async function loader(args: Route.LoaderArgs) {
  const step = await joinStore.page(args, "address");
  const { status, ...view } = await searchedAddresses(new URL(args.request.url), providerFor(args.request), () =>
    countStep(),
  );
  return data(
    {
      ...view,
      change: step.change,
      chosen: step.answers.address?.address.locationId ?? null,
      lastResult: step.lastResult,
      constraint: getZodConstraint(chooseAddressSchema),
    },
    { status: Math.max(status, step.status) },
  );
}

export async function action(args: Route.ActionArgs) {
  await countStep();
  const step = await joinStore.page(args, "address");
  const url = new URL(args.request.url);
  // A failed choice goes back to the same matches (built from the search, not the request's own
  // path: with JavaScript the post is to the route's data URL).
  const search = new URLSearchParams({ address: url.searchParams.get("address") ?? "" });
  if (step.change) search.set(CHANGE_PARAM, "1");
  const matchesPage = `${JOIN_URLS.address}?${search}`;
  const submission = parseWithZod(await readForm(args.request), { schema: chooseAddressSchema });
  if (submission.status !== "success")
    return joinStore.askAgain(args, "address", fieldErrors(submission), undefined, matchesPage);
  const api = providerFor(args.request);
  let chosen;
  try {
    const match = await chosenMatch(api, url, submission.value.locationId);
    chosen = match && { match, availability: await qualifyAddress(api, match.address) };
  } catch (error) {
    return joinStore.askAgain(args, "address", formError(submission, customerMessageOf(error)), undefined, matchesPage);
  }
  // The search is gone from the URL: the question afresh.
  if (chosen === undefined) return redirect(withChange(JOIN_URLS.address, step.change), 303);
  if (!chosen) {
    const reply = submission.reply({ fieldErrors: { locationId: ["Select your address, or enter it yourself"] } });
    return joinStore.askAgain(args, "address", reply, undefined, matchesPage);
  }
  const { match, availability } = chosen;
  return joinStore.answer(
    args,
    { ...step.answers, address: { address: match.address, label: match.label, manual: false }, availability },
    withChange(JOIN_URLS.available, step.change),
  );
}

const loadChooseCheck = () => import("#app/domain/address.client.ts").then((m) => m.validateChooseAddress);

export default function JoinAddress() {
  const { change, lastResult, constraint, chosen, ...search } = useLoaderData<typeof loader>();
  return (
    <AddressStep
      id="choose-address"
      action={JOIN_URLS.address}
      title={{ search: "Where do you want the service?", select: "Select your address" }}
      above={<p className={styles.muted}>{stepCaption(1)}</p>}
      intro={(listed) =>
        listed ? null : (
          <p>
            Join online in a few minutes: find your address, see what is available there, choose a plan and tell us who
            you are. Already a customer? <Link to="/login">Sign in</Link>.
          </p>
        )
      }
      search={search}
      lastResult={lastResult}
      constraint={constraint}
      chosen={chosen}
      validate={loadChooseCheck}
      keep={change ? { [CHANGE_PARAM]: "1" } : undefined}
      choiceFields={{ intent: "choose" }}
      manualHref={withChange(JOIN_URLS.manualAddress, change)}
    />
  );
}
