import { data, redirect } from "react-router";
import { Field } from "#app/components/index.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { quietly } from "#app/lib/provider-outcome.server.ts";
import { limits } from "#app/lib/rate-limit.server.ts";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/email";
import { type EmailFields, emailStepSchema } from "./activate-sim.schemas.ts";
import { sendCode } from "./codes.server.ts";
import { backUrl, nextUrl, saveJourney, stepGuard } from "./journey.server.ts";
import { overLimit, providerReply, TOO_MANY_CODES } from "./step-replies.server.ts";
import { StepPage } from "./step-page.tsx";

// /activate-sim/email: the email address for the mobile service; a code is sent to it
// (initiate-email-verification). The account's email is offered (this page is behind MFA).

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const [{ journey }, profile] = await Promise.all([stepGuard(portal, "email"), portal.profile().catch(quietly(null))]);
  return {
    back: backUrl(journey, "email"),
    defaults: { emailAddress: journey.emailAddress ?? profile?.email ?? "" },
    constraint: getZodConstraint(emailStepSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const { journey } = await stepGuard(portal, "email");
  const submission = parseWithZod(await readForm(request), { schema: emailStepSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const limited = await overLimit(portal, limits.activationCodeSendsPerSession, submission, TOO_MANY_CODES);
  if (limited) return limited;
  const emailAddress = submission.value.emailAddress;
  try {
    await sendCode(portal, journey, "email", emailAddress);
  } catch (error) {
    return providerReply(submission, error, "emailAddress");
  }
  const next = { ...journey, emailAddress, emailVerified: false };
  await saveJourney(portal, next);
  throw redirect(nextUrl(next), 303);
}

const loadCheck = () => import("./activate-sim.schemas.ts").then((m) => m.validateEmail);

export default function EmailStep({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<EmailFields>({
    id: "sim-email",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("sim-email", loadCheck),
  });
  return (
    <StepPage
      title="What email address should we use for your mobile service?"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro="We send the mobile service's notices here. We will send a code to check the address."
      submit="Send code"
    >
      <Field
        label="Email address"
        meta={fields.emailAddress}
        inputProps={{
          ...getInputProps(fields.emailAddress, { type: "email" }),
          autoComplete: "email",
          spellCheck: false,
        }}
      />
    </StepPage>
  );
}
