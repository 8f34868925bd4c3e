import { data, Form, useNavigation } from "react-router";
import { AddressMatches, AddressSearchForm } from "#app/components/address-search/AddressSearch.tsx";
import { Alert } from "#app/components/alert/Alert.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { chosenMatch, searchedAddresses } from "#app/lib/address.server.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import * as styles from "#app/components/step-page/StepPage.css.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/add-product-delivery-address";
import { addProductJourney } from "./journeys.ts";
import { addProductStore } from "./journeys.server.ts";
import { serviceToChange } from "./plan.server.ts";
import { type DeliveryMatchFields, deliveryMatchSchema } from "./plan.schemas.ts";

// /home/plan/add/delivery/address — "another address" for hardware: the shared address search
// (a GET: the matches are a page of their own). Choosing a match posts and searches again, so the
// address comes from the provider, never from the browser.

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
  const { query, searchErrors, matches, failure, chosen, constraint } = loaderData;
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname === URL_OF_STEP && navigation.formMethod === "GET";
  const choosing = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<DeliveryMatchFields>({
    id: "delivery-address",
    lastResult: loaderData.lastResult,
    constraint,
    defaultValue: { locationId: chosen?.locationId ?? undefined },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("delivery-address", loadMatchCheck),
  });
  const title = matches?.length ? "Select the delivery address" : "Which address should we send it to?";
  return (
    <div className={styles.stack}>
      <PageTitle page={title} hasError={Boolean(searchErrors?.length) || !form.valid} />
      <BackLink to={loaderData.back} />
      <PageHeading description={`Where we post the ${loaderData.productName}.`}>{title}</PageHeading>
      <ErrorSummary errors={searchErrors ? [{ fieldId: "address", message: searchErrors[0] }] : []} focusKey={query} />
      <ErrorSummary form={form} />
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      {chosen && !matches ? <p>Sending to {chosen.label}. To change it, find another address.</p> : null}
      <AddressSearchForm
        action={URL_OF_STEP}
        defaultValue={query}
        errors={searchErrors ?? undefined}
        busy={searching}
        className={styles.form}
      />
      {matches && matches.length > 0 ? (
        <Form
          method="post"
          action={`${URL_OF_STEP}?${new URLSearchParams({ address: query })}`}
          {...getFormProps(form)}
          className={styles.form}
        >
          <AddressMatches
            matches={matches}
            meta={fields.locationId}
            legend={`${matches.length === 1 ? "1 address" : `${matches.length} addresses`} found for “${query}”`}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={choosing}>
              {choosing ? "Saving…" : "Continue"}
            </Button>
          </div>
        </Form>
      ) : null}
      {matches && matches.length === 0 ? (
        <Alert type="info" title="No address found">
          <p>We could not find “{query}”. Try fewer words, for example just the street number and street name.</p>
        </Alert>
      ) : null}
    </div>
  );
}
