import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { BackLink, Button, ErrorSummary, ManualAddressFields } from "#app/components/index.ts";
import { manualAddressSchema, type ManualAddressFields as Fields } from "#app/domain/address.schemas.ts";
import { addressLookups, manualFieldsOf, qualifyManualAddress } from "#app/lib/address.server.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/manual-address";
import { countStep, readAnswers, saveAnswers } from "./join-state.server.ts";
import { CHANGE_PARAM, JOIN_STEPS, stepCaption, withChange } from "./steps.ts";
import * as styles from "./signup.css.ts";

/** /signup/address: the address typed in by hand, with the provider's unit, level, street and state lookups. */
export async function loader({ request }: Route.LoaderArgs) {
  const change = new URL(request.url).searchParams.get(CHANGE_PARAM) === "1";
  const [lookups, answers] = await Promise.all([
    fromProvider(addressLookups(providerFor(request))),
    readAnswers(request),
  ]);
  return {
    change,
    lookups,
    defaults: answers.address?.manual ? manualFieldsOf(answers.address.address) : undefined,
    constraint: getZodConstraint(manualAddressSchema),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await countStep();
  const change = new URL(request.url).searchParams.get(CHANGE_PARAM) === "1";
  const submission = parseWithZod(await request.formData(), { schema: manualAddressSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  try {
    const typed = await qualifyManualAddress(providerFor(request), submission.value);
    if (!typed.ok) return data({ result: submission.reply({ fieldErrors: typed.fieldErrors }) }, { status: 400 });
    const answers = await readAnswers(request);
    const cookie = await saveAnswers(
      request,
      {
        ...answers,
        address: { address: typed.address, label: typed.label, manual: true },
        availability: typed.availability,
        joined: undefined,
      },
      { fresh: Boolean(answers.joined) },
    );
    throw redirect(withChange(JOIN_STEPS.available, change), { status: 303, headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ result: formError(submission, customerMessageOf(error)) }, { status: 502 });
  }
}

const loadManualCheck = () => import("#app/domain/address.client.ts").then((m) => m.validateManualAddress);

export default function ManualAddressStep() {
  const { lookups, defaults, change, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<Fields>({
    id: "manual-address",
    lastResult: actionData?.result,
    constraint,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("manual-address", loadManualCheck),
  });
  return (
    <div className={styles.stack}>
      <PageTitle page="Enter your address" hasError={!form.valid} />
      <BackLink to={withChange(JOIN_STEPS.address, change)} />
      <p className={styles.muted}>{stepCaption(1)}</p>
      <h1>Enter your address</h1>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className={styles.form}>
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
