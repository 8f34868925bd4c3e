import { data } from "react-router";
import { Field } from "#app/components/field/Field.tsx";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { limits } from "#app/lib/server-gateway.server.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import type { Route } from "./+types/keep-number";
import { type KeepNumberFields, keepNumberSchema } from "./activate-sim.schemas.ts";
import { sendCode } from "./codes.server.ts";
import { simPage, simStore } from "./sim-store.server.ts";
import { overLimit, providerRefusal, TOO_MANY_CODES } from "./step-replies.server.ts";

// /activate-sim/keep-number: the number to keep; a code is sent to it (initiate-port-in-verification).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const page = await simPage(args, "keepNumber");
  return data(
    {
      back: page.back,
      lastResult: page.lastResult,
      defaults: { portInMsn: page.answers.portInMsn ?? "" },
      constraint: getZodConstraint(keepNumberSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await simPage(args, "keepNumber");
  const submission = parseWithZod(await readForm(args.request), { schema: keepNumberSchema });
  if (submission.status !== "success") return simStore.askAgain(args, "keepNumber", fieldErrors(submission));
  const limited = await overLimit(portal, limits.activationCodeSendsPerSession, submission, TOO_MANY_CODES);
  if (limited) return simStore.askAgain(args, "keepNumber", limited.result);
  const portInMsn = submission.value.portInMsn;
  let refusal;
  try {
    await sendCode(portal, answers, "portIn", portInMsn);
  } catch (error) {
    refusal = providerRefusal(submission, error, "portInMsn");
  }
  if (refusal) return simStore.askAgain(args, "keepNumber", refusal.result);
  // A new code was sent: the number is checked again, even if it is the same one.
  return simStore.answer(args, { ...answers, portInMsn, portInVerified: false, portInResent: false });
}

const loadCheck = () => import("./activate-sim.client.ts").then((m) => m.validateKeepNumber);

export default function KeepNumber({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<KeepNumberFields>({
    id: "keep-number",
    lastResult: loaderData.lastResult,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("keep-number", loadCheck),
  });
  return (
    <StepPage
      title="What is the number you want to keep?"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro="We will send a code by text message to this number to check it is yours. Keep your phone with the old SIM nearby."
      submit="Send code"
    >
      <Field
        label="Mobile number"
        hint="For example, 0412 345 678"
        meta={fields.portInMsn}
        inputProps={{ ...getInputProps(fields.portInMsn, { type: "tel" }), autoComplete: "tel-national" }}
      />
    </StepPage>
  );
}
