import { data, Form, useLoaderData } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { ManualAddressFields } from "#app/components/address-search/AddressSearch.tsx";
import { manualAddressSchema, type ManualAddressFields as Fields } from "#app/domain/address.schemas.ts";
import { addressLookups, manualFieldsOf, qualifyManualAddress } from "#app/lib/address.server.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/manual-address";
import { countStep, joinStore } from "./join.server.ts";
import { JOIN_URLS, stepCaption } from "./journey.ts";
import * as styles from "./signup.css.ts";

export const headers = journeyHeaders;

/** /signup/address: the address typed in by hand, with the provider's unit, level, street and state lookups. */
export async function loader(args: Route.LoaderArgs) {
  const step = await joinStore.page(args, "manualAddress");
  const lookups = await fromProvider(addressLookups(providerFor(args.request)));
  const chosen = step.answers.address;
  return data(
    {
      lookups,
      defaults: chosen?.manual ? manualFieldsOf(chosen.address) : undefined,
      lastResult: step.lastResult,
      back: withChange(JOIN_URLS.address, step.change),
      constraint: getZodConstraint(manualAddressSchema),
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  await countStep();
  const step = await joinStore.page(args, "manualAddress");
  const submission = parseWithZod(await readForm(args.request), { schema: manualAddressSchema });
  if (submission.status !== "success") return joinStore.askAgain(args, "manualAddress", fieldErrors(submission));
  try {
    const typed = await qualifyManualAddress(providerFor(args.request), submission.value);
    if (!typed.ok)
      return await joinStore.askAgain(args, "manualAddress", submission.reply({ fieldErrors: typed.fieldErrors }));
    return await joinStore.answer(
      args,
      {
        ...step.answers,
        address: { address: typed.address, label: typed.label, manual: true },
        availability: typed.availability,
      },
      withChange(JOIN_URLS.available, step.change),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return joinStore.askAgain(args, "manualAddress", formError(submission, customerMessageOf(error)));
  }
}

const loadManualCheck = () => import("#app/domain/address.client.ts").then((m) => m.validateManualAddress);

export default function ManualAddressStep() {
  const { lookups, defaults, lastResult, back, constraint } = useLoaderData<typeof loader>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<Fields>({
    id: "manual-address",
    lastResult,
    constraint,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("manual-address", loadManualCheck),
  });
  return (
    <div className={styles.stack}>
      <PageTitle page="Enter your address" hasError={!form.valid} />
      <BackLink to={back} />
      <p className={styles.muted}>{stepCaption(1)}</p>
      <h1>Enter your address</h1>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <ManualAddressFields fields={fields} lookups={lookups} className={styles.form} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? "Checking…" : "Continue"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
