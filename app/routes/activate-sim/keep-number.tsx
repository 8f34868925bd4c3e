import { data, redirect } from "react-router";
import { Field } from "#app/components/index.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { limits } from "#app/lib/rate-limit.server.ts";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/keep-number";
import { type KeepNumberFields, keepNumberSchema } from "./activate-sim.schemas.ts";
import { sendCode } from "./codes.server.ts";
import { backUrl, nextUrl, saveJourney, stepGuard } from "./journey.server.ts";
import { overLimit, providerReply, TOO_MANY_CODES } from "./step-replies.server.ts";
import { StepPage } from "./step-page.tsx";

// /activate-sim/keep-number: the number to keep; a code is sent to it (initiate-port-in-verification).

export async function loader({ context }: Route.LoaderArgs) {
  const { journey } = await stepGuard(context.get(portalContext), "keepNumber");
  return {
    back: backUrl(journey, "keepNumber"),
    defaults: { portInMsn: journey.portInMsn ?? "" },
    constraint: getZodConstraint(keepNumberSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const { journey } = await stepGuard(portal, "keepNumber");
  const submission = parseWithZod(await readForm(request), { schema: keepNumberSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const limited = await overLimit(portal, limits.activationCodeSendsPerSession, submission, TOO_MANY_CODES);
  if (limited) return limited;
  const portInMsn = submission.value.portInMsn;
  try {
    await sendCode(portal, journey, "portIn", portInMsn);
  } catch (error) {
    return providerReply(submission, error, "portInMsn");
  }
  // A new code was sent: the number is checked again, even if it is the same one.
  const next = { ...journey, portInMsn, portInVerified: false };
  await saveJourney(portal, next);
  throw redirect(nextUrl(next), 303);
}

const loadCheck = () => import("./activate-sim.schemas.ts").then((m) => m.validateKeepNumber);

export default function KeepNumber({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<KeepNumberFields>({
    id: "keep-number",
    lastResult: actionData?.result,
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
