import { data, Form, Link, useLoaderData } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { isProviderError } from "#app/lib/server-gateway.server.ts";
import { customerMessageOf } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { datePartsOf } from "#app/components/date-input/date-input.ts";
import type { Route } from "./+types/details";
import { countStep, joinStore } from "./join.server.ts";
import { type DetailsFields, detailsSchema } from "./join.schemas.ts";
import { EMAIL_REGISTERED, JOIN_URLS, stepCaption } from "./journey.ts";
import * as styles from "./signup.css.ts";

export const headers = journeyHeaders;

/** /signup/details, step 4: who the account is for (spec §5's email and phone rules). */
export async function loader(args: Route.LoaderArgs) {
  const step = await joinStore.page(args, "details");
  const d = step.answers.details;
  return data(
    {
      change: step.change,
      back: step.back,
      defaults: d ? { ...d, dateOfBirth: datePartsOf(d.dateOfBirth) } : undefined,
      lastResult: step.lastResult,
      // The provider said the email has an account: the page says where to sign in.
      emailRegistered: Boolean(step.lastResult?.error?.email?.includes(EMAIL_REGISTERED)),
      constraint: getZodConstraint(detailsSchema),
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  await countStep();
  const { answers } = await joinStore.page(args, "details");
  const submission = parseWithZod(await readForm(args.request), { schema: detailsSchema });
  if (submission.status !== "success") return joinStore.askAgain(args, "details", fieldErrors(submission));
  const api = providerFor(args.request);
  try {
    // The provider registers the details against a quote: it refuses an email that has an account.
    const quote = await api.sale.broadbandQuote({
      ...answers.plan!,
      locationId: answers.availability!.locationId ?? "",
    });
    await api.sale.broadbandRegisterDetails({ quoteId: quote.quoteId, ...submission.value });
  } catch (error) {
    if (isProviderError(error) && error.hasStatus(409))
      return joinStore.askAgain(args, "details", submission.reply({ fieldErrors: { email: [EMAIL_REGISTERED] } }));
    return joinStore.askAgain(args, "details", formError(submission, customerMessageOf(error)));
  }
  return joinStore.answer(args, { ...answers, details: submission.value });
}

const loadDetailsCheck = () => import("./join.client.ts").then((m) => m.validateDetails);

export default function DetailsStep() {
  const { change, back, defaults, lastResult, emailRegistered, constraint } = useLoaderData<typeof loader>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<DetailsFields>({
    id: "details",
    lastResult,
    constraint,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("details", loadDetailsCheck),
  });
  return (
    <div className={styles.stack}>
      <PageTitle page="Your details" hasError={!form.valid} />
      <BackLink to={back} />
      <p className={styles.muted}>{stepCaption(4)}</p>
      <h1>Your details</h1>
      <p>The account holder must be 18 or over. We email your sign-in link to this address.</p>
      <ErrorSummary form={form} />
      {emailRegistered && (
        <p>
          <Link to="/login">Sign in</Link> with that email address, or ask for a sign-in link there if you have
          forgotten your password.
        </p>
      )}
      <Form
        method="post"
        action={withChange(JOIN_URLS.details, change)}
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
        <DateInput legend="Date of birth" hint="For example, 27 3 1990" meta={fields.dateOfBirth} autoComplete="bday" />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? "Checking…" : "Continue"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
