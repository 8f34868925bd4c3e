import { data, redirect } from "react-router";
import { Field } from "#app/components/index.ts";
import { formatIccid } from "#app/domain/sim.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/sim";
import { type SimFields, simSchema } from "./activate-sim.schemas.ts";
import { backUrl, nextUrl, saveJourney, stepGuard } from "./journey.server.ts";
import { providerReply } from "./step-replies.server.ts";
import { StepPage } from "./step-page.tsx";

// /activate-sim: "What is your SIM number?", the first question of the SIM activation
// (docs/decisions/024). The number is checked here (Luhn) and by the provider (mobile/sim/validate).

export async function loader({ context }: Route.LoaderArgs) {
  const { journey } = await stepGuard(context.get(portalContext), "sim");
  return {
    serviceCode: journey.serviceCode,
    back: backUrl(journey, "sim"),
    defaults: { simNumber: journey.simNumber ? formatIccid(journey.simNumber) : "" },
    constraint: getZodConstraint(simSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const { journey } = await stepGuard(portal, "sim");
  const submission = parseWithZod(await readForm(request), { schema: simSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const simNumber = submission.value.simNumber;
  try {
    const answer = await portal.api.account.mobileSimValidate({ simNumber });
    if (!answer.valid) {
      return data(
        {
          result: submission.reply({
            fieldErrors: { simNumber: [answer.message || "This SIM number cannot be used"] },
          }),
        },
        { status: 400 },
      );
    }
  } catch (error) {
    return providerReply(submission, error, "simNumber");
  }
  const next = { ...journey, simNumber };
  await saveJourney(portal, next);
  throw redirect(nextUrl(next), 303);
}

const loadCheck = () => import("./activate-sim.schemas.ts").then((m) => m.validateSim);

export default function SimNumber({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<SimFields>({
    id: "sim",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("sim", loadCheck),
  });
  return (
    <StepPage
      title="What is your SIM number?"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro={`Activate the SIM card we sent for your mobile service ${loaderData.serviceCode}.`}
    >
      <Field
        label="SIM number"
        hint="The 19 or 20 digit number printed on your SIM card, starting with 89"
        meta={fields.simNumber}
        inputProps={{
          ...getInputProps(fields.simNumber, { type: "text" }),
          inputMode: "numeric",
          autoComplete: "off",
          spellCheck: false,
        }}
      />
    </StepPage>
  );
}
