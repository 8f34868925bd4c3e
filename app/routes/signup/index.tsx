import { data, Form, Link, redirect, useLoaderData, useNavigation } from "react-router";
import { AddressMatches, AddressSearchForm } from "#app/components/address-search/AddressSearch.tsx";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { chooseAddressSchema, type ChooseAddressFields } from "#app/domain/address.schemas.ts";
import { chosenMatch, qualifyAddress, searchedAddresses } from "#app/lib/address.server.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { CHANGE_PARAM, withChange } from "#app/lib/journey/journey.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
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
  try {
    const match = await chosenMatch(api, url, submission.value.locationId);
    if (match === undefined) throw redirect(withChange(JOIN_URLS.address, step.change), 303);
    if (!match) {
      const reply = submission.reply({ fieldErrors: { locationId: ["Select your address, or enter it yourself"] } });
      return await joinStore.askAgain(args, "address", reply, undefined, matchesPage);
    }
    const availability = await qualifyAddress(api, match.address);
    return await joinStore.answer(
      args,
      { ...step.answers, address: { address: match.address, label: match.label, manual: false }, availability },
      withChange(JOIN_URLS.available, step.change),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return joinStore.askAgain(args, "address", formError(submission, customerMessageOf(error)), undefined, matchesPage);
  }
}

const loadChooseCheck = () => import("#app/domain/address.client.ts").then((m) => m.validateChooseAddress);

export default function AddressStep() {
  const { query, searchErrors, matches, failure, chosen, change, lastResult, constraint } =
    useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === JOIN_URLS.address &&
    navigation.formMethod === "GET";
  const choosing = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<ChooseAddressFields>({
    id: "choose-address",
    lastResult,
    constraint,
    defaultValue: { locationId: chosen ?? undefined },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("choose-address", loadChooseCheck),
  });
  const hasError = Boolean(searchErrors?.length) || !form.valid;
  const listed = Boolean(matches?.length);
  const title = listed ? "Select your address" : "Where do you want the service?";
  const manualHref = withChange(JOIN_URLS.manualAddress, change);
  const searchParams = new URLSearchParams({ address: query, ...(change ? { [CHANGE_PARAM]: "1" } : {}) });
  return (
    <div className={styles.stack}>
      <PageTitle page={title} hasError={hasError} />
      <p className={styles.muted}>{stepCaption(1)}</p>
      <h1>{title}</h1>
      {!listed && (
        <p>
          Join online in a few minutes: find your address, see what is available there, choose a plan and tell us who
          you are. Already a customer? <Link to="/login">Sign in</Link>.
        </p>
      )}
      <ErrorSummary errors={searchErrors ? [{ fieldId: "address", message: searchErrors[0] }] : []} focusKey={query} />
      <ErrorSummary form={form} />
      {failure && <Alert type="danger">{failure}</Alert>}
      <AddressSearchForm
        action={JOIN_URLS.address}
        defaultValue={query}
        errors={searchErrors ?? undefined}
        busy={searching}
        hiddenFields={change ? { [CHANGE_PARAM]: "1" } : undefined}
        className={styles.form}
      />
      {matches && matches.length > 0 && (
        <Form
          method="post"
          action={`${JOIN_URLS.address}?${searchParams}`}
          {...getFormProps(form)}
          className={styles.form}
        >
          <input type="hidden" name="intent" value="choose" />
          <AddressMatches
            matches={matches}
            meta={fields.locationId}
            legend={`${matches.length === 1 ? "1 address" : `${matches.length} addresses`} found for “${query}”`}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={choosing}>
              {choosing ? "Checking…" : "Continue"}
            </Button>
          </div>
        </Form>
      )}
      {matches && matches.length === 0 && (
        <Alert type="info" title="No address found">
          <p>We could not find “{query}”. Try:</p>
          <ul className={styles.list}>
            <li>fewer words, for example just the street number and street name</li>
            <li>the full street name without the type, for example King instead of King St</li>
            <li>checking the spelling of the street and suburb</li>
          </ul>
        </Alert>
      )}
      <p>
        <Link to={manualHref}>
          {listed ? "My address is not listed: enter it yourself" : "Enter the address yourself"}
        </Link>
      </p>
    </div>
  );
}
