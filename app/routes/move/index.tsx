import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AddressMatches, AddressSearchForm } from "#app/components/address-search/AddressSearch.tsx";
import { Alert } from "#app/components/alert/Alert.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { chooseAddressSchema, type ChooseAddressFields } from "#app/domain/address.schemas.ts";
import { chosenMatch, qualifyAddress, searchedAddresses } from "#app/lib/address.server.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import * as styles from "#app/components/step-page/StepPage.css.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/index";
import { movePage, moveStore } from "./move-store.server.ts";
import { countMoveStep, moveStepAllowed, TOO_MANY_MOVE_STEPS } from "./step-limit.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move: "Where are you moving to?", moving home's first question — the join journey's address
// search (the shared components and provider calls of app/lib/address.server.ts). "Find address"
// is a GET (the matches are a page of their own); choosing a match posts, searches again and
// qualifies the address, so neither the address nor what it qualifies for comes from the browser.
// An address not found is typed in by hand on /move/address.

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
    if (match === undefined) throw redirect(MOVE_URLS.address, 303);
    chosen = match && { match, availability: await qualifyAddress(portal.api, match.address) };
  } catch (error) {
    if (error instanceof Response) throw error;
    rethrowUnauthorized(error);
    return moveStore.askAgain(args, "address", formError(submission, customerMessageOf(error)));
  }
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
  const { query, searchErrors, matches, failure, chosen, constraint } = loaderData;
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === MOVE_URLS.address &&
    navigation.formMethod === "GET";
  const choosing = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<ChooseAddressFields>({
    id: "move-address",
    lastResult: loaderData.lastResult,
    constraint,
    defaultValue: { locationId: chosen ?? undefined },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("move-address", loadChooseCheck),
  });
  const title = matches ? "Select your new address" : "Where are you moving to?";
  return (
    <div className={styles.stack}>
      <PageTitle page={title} hasError={Boolean(searchErrors?.length) || !form.valid} />
      <BackLink to={loaderData.back}>{loaderData.back === "/home" ? "Back to your services" : "Back"}</BackLink>
      <PageHeading description={matches ? undefined : "Tell us your new address and we will check what it can have."}>
        {title}
      </PageHeading>
      <ErrorSummary errors={searchErrors ? [{ fieldId: "address", message: searchErrors[0] }] : []} focusKey={query} />
      <ErrorSummary form={form} />
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <AddressSearchForm
        action={MOVE_URLS.address}
        defaultValue={query}
        errors={searchErrors ?? undefined}
        busy={searching}
        className={styles.form}
      />
      {matches && matches.length > 0 ? (
        <Form
          method="post"
          action={`${MOVE_URLS.address}?${new URLSearchParams({ address: query })}`}
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
      ) : null}
      {matches && matches.length === 0 ? (
        <Alert type="info" title="No address found">
          <p>We could not find “{query}”. Try fewer words, for example just the street number and street name.</p>
        </Alert>
      ) : null}
      <p>
        <Link to={MOVE_URLS.manualAddress}>
          {matches?.length ? "My address is not listed: enter it yourself" : "Enter the address yourself"}
        </Link>
      </p>
    </div>
  );
}
