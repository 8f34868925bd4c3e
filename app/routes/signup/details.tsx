import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { BackLink, Button, DateInput, ErrorSummary, Field } from "#app/components/index.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { isProviderError } from "#app/lib/provider-errors.server.ts";
import { customerMessageOf } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { datePartsOf } from "#app/lib/date-input.ts";
import type { Route } from "./+types/details";
import { countStep, readAnswers, requireAnswers, saveAnswers } from "./join-state.server.ts";
import { type DetailsFields, detailsSchema } from "./join.schemas.ts";
import { CHANGE_PARAM, EMAIL_REGISTERED, JOIN_STEPS, stepCaption, withChange } from "./steps.ts";
import * as styles from "./signup.css.ts";

/** /signup/details, step 4: who the account is for (spec §5's email and phone rules). */
export async function loader({ request }: Route.LoaderArgs) {
  const change = new URL(request.url).searchParams.get(CHANGE_PARAM) === "1";
  const answers = await readAnswers(request);
  requireAnswers(answers, ["address", "plan"]);
  const d = answers.details;
  return {
    change,
    defaults: d ? { ...d, dateOfBirth: datePartsOf(d.dateOfBirth) } : undefined,
    constraint: getZodConstraint(detailsSchema),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await countStep();
  const submission = parseWithZod(await request.formData(), { schema: detailsSchema });
  if (submission.status !== "success")
    return data({ result: fieldErrors(submission), emailRegistered: false }, { status: 400 });
  const answers = await readAnswers(request);
  requireAnswers(answers, ["address", "plan"]);
  const api = providerFor(request);
  try {
    // The provider registers the details against a quote: it refuses an email that has an account.
    const quote = await api.sale.broadbandQuote({
      ...answers.plan!,
      locationId: answers.availability!.locationId ?? "",
    });
    await api.sale.broadbandRegisterDetails({ quoteId: quote.quoteId, ...submission.value });
  } catch (error) {
    if (isProviderError(error) && error.hasStatus(409)) {
      return data(
        { result: submission.reply({ fieldErrors: { email: [EMAIL_REGISTERED] } }), emailRegistered: true },
        { status: 409 },
      );
    }
    const status = isProviderError(error) && error.hasStatus(400, 422) ? 422 : 502;
    return data({ result: formError(submission, customerMessageOf(error)), emailRegistered: false }, { status });
  }
  const cookie = await saveAnswers(request, { ...answers, details: submission.value });
  throw redirect(JOIN_STEPS.check, { status: 303, headers: { "Set-Cookie": cookie } });
}

const loadDetailsCheck = () => import("./join.client.ts").then((m) => m.validateDetails);

export default function DetailsStep() {
  const { change, defaults, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<DetailsFields>({
    id: "details",
    lastResult: actionData?.result,
    constraint,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("details", loadDetailsCheck),
  });
  return (
    <div className={styles.stack}>
      <PageTitle page="Your details" hasError={!form.valid} />
      <BackLink to={change ? JOIN_STEPS.check : JOIN_STEPS.plan} />
      <p className={styles.muted}>{stepCaption(4)}</p>
      <h1>Your details</h1>
      <p>The account holder must be 18 or over. We email your sign-in link to this address.</p>
      <ErrorSummary form={form} />
      {actionData?.emailRegistered && (
        <p>
          <Link to="/login">Sign in</Link> with that email address, or ask for a sign-in link there if you have
          forgotten your password.
        </p>
      )}
      <Form
        method="post"
        action={withChange(JOIN_STEPS.details, change)}
        {...getFormProps(form)}
        noValidate
        className={styles.form}
      >
        <Field
          label="First name"
          meta={fields.firstName}
          inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
        />
        <Field
          label="Last name"
          meta={fields.lastName}
          inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
        />
        <Field
          label="Email"
          meta={fields.email}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        <Field
          label="Mobile"
          hint="For example, 0412 345 678"
          meta={fields.mobile}
          inputProps={{ ...getInputProps(fields.mobile, { type: "tel" }), autoComplete: "tel" }}
        />
        <DateInput legend="Date of birth" hint="For example, 27 3 1990" meta={fields.dateOfBirth} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? "Checking…" : "Continue"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
