import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { AddressMatches, AddressSearchForm, Alert, Button, ErrorSummary } from "#app/components/index.ts";
import { chooseAddressSchema, type ChooseAddressFields } from "#app/domain/address.schemas.ts";
import { chosenMatch, qualifyAddress, searchedAddresses } from "#app/lib/address.server.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/index";
import { countStep, readAnswers, saveAnswers } from "./join-state.server.ts";
import { CHANGE_PARAM, JOIN_STEPS, stepCaption, withChange } from "./steps.ts";
import * as styles from "./signup.css.ts";

/**
 * /signup, step 1: where the service goes. "Find address" searches (a GET, so the matches are
 * a page of their own); a match is chosen with a post that searches again and qualifies the
 * address, so neither the match nor what it qualifies for comes from the browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const change = url.searchParams.get(CHANGE_PARAM) === "1";
  const answers = await readAnswers(request);
  const common = {
    change,
    chosen: answers.address?.address.locationId ?? null,
    constraint: getZodConstraint(chooseAddressSchema),
  };
  const { status, ...view } = await searchedAddresses(url, providerFor(request), () => countStep());
  return data({ ...common, ...view }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  await countStep();
  const url = new URL(request.url);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: chooseAddressSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const api = providerFor(request);
  try {
    const match = await chosenMatch(api, url, submission.value.locationId);
    if (match === undefined) throw redirect(JOIN_STEPS.address, 303);
    if (!match) {
      return data(
        { result: submission.reply({ fieldErrors: { locationId: ["Select your address, or enter it yourself"] } }) },
        { status: 400 },
      );
    }
    const availability = await qualifyAddress(api, match.address);
    const answers = await readAnswers(request);
    const cookie = await saveAnswers(
      request,
      {
        ...answers,
        address: { address: match.address, label: match.label, manual: false },
        availability,
        joined: undefined,
      },
      { fresh: Boolean(answers.joined) },
    );
    const change = url.searchParams.get(CHANGE_PARAM) === "1";
    throw redirect(withChange(JOIN_STEPS.available, change), { status: 303, headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ result: formError(submission, customerMessageOf(error)) }, { status: 502 });
  }
}

const loadChooseCheck = () => import("#app/domain/address.client.ts").then((m) => m.validateChooseAddress);

export default function AddressStep() {
  const { query, searchErrors, matches, failure, chosen, change, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === JOIN_STEPS.address &&
    navigation.formMethod === "GET";
  const choosing = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<ChooseAddressFields>({
    id: "choose-address",
    lastResult: actionData?.result,
    constraint,
    defaultValue: { locationId: chosen ?? undefined },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("choose-address", loadChooseCheck),
  });
  const hasError = Boolean(searchErrors?.length) || !form.valid;
  const listed = Boolean(matches?.length);
  const title = listed ? "Select your address" : "Where do you want the service?";
  const manualHref = withChange(JOIN_STEPS.manualAddress, change);
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
        action={JOIN_STEPS.address}
        defaultValue={query}
        errors={searchErrors ?? undefined}
        busy={searching}
        hiddenFields={change ? { [CHANGE_PARAM]: "1" } : undefined}
        className={styles.form}
      />
      {matches && matches.length > 0 && (
        <Form
          method="post"
          action={`${JOIN_STEPS.address}?${searchParams}`}
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
