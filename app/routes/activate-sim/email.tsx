import { data } from "react-router";
import { Field } from "#app/components/field/Field.tsx";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { quietly } from "#app/lib/provider-outcome.server.ts";
import { limits } from "#app/lib/server-gateway.server.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import type { Route } from "./+types/email";
import { type EmailFields, emailStepSchema } from "./activate-sim.schemas.ts";
import { sendCode } from "./codes.server.ts";
import { simPage, simStore } from "./sim-store.server.ts";
import { overLimit, providerRefusal, TOO_MANY_CODES } from "./step-replies.server.ts";

// /activate-sim/email: the email address for the mobile service; a code is sent to it
// (initiate-email-verification). The account's email is offered (this page is behind MFA).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const [page, profile] = await Promise.all([simPage(args, "email"), portal.profile().catch(quietly(null))]);
  return data(
    {
      back: page.back,
      lastResult: page.lastResult,
      defaults: { emailAddress: page.answers.emailAddress ?? profile?.email ?? "" },
      constraint: getZodConstraint(emailStepSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await simPage(args, "email");
  const submission = parseWithZod(await readForm(args.request), { schema: emailStepSchema });
  if (submission.status !== "success") return simStore.askAgain(args, "email", fieldErrors(submission));
  const limited = await overLimit(portal, limits.activationCodeSendsPerSession, submission, TOO_MANY_CODES);
  if (limited) return simStore.askAgain(args, "email", limited.result);
  const emailAddress = submission.value.emailAddress;
  let refusal;
  try {
    await sendCode(portal, answers, "email", emailAddress);
  } catch (error) {
    refusal = providerRefusal(submission, error, "emailAddress");
  }
  if (refusal) return simStore.askAgain(args, "email", refusal.result);
  return simStore.answer(args, { ...answers, emailAddress, emailVerified: false, emailResent: false });
}

const loadCheck = () => import("./activate-sim.client.ts").then((m) => m.validateEmail);

export default function EmailStep({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<EmailFields>({
    id: "sim-email",
    lastResult: loaderData.lastResult,
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
