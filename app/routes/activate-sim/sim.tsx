import { data } from "react-router";
import { Field } from "#app/components/field/Field.tsx";
import { formatIccid } from "#app/domain/sim.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import type { Route } from "./+types/sim";
import { type SimFields, simSchema } from "./activate-sim.schemas.ts";
import { simPage, simStore } from "./sim-store.server.ts";
import { providerRefusal } from "./step-replies.server.ts";

// /activate-sim: "What is your SIM number?", the first question of the SIM activation
// (docs/decisions/024). The number is checked here (Luhn) and by the provider (mobile/sim/validate).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const page = await simPage(args, "sim");
  const { answers } = page;
  return data(
    {
      serviceName: page.serviceName,
      back: page.back,
      lastResult: page.lastResult,
      defaults: { simNumber: answers.simNumber ? formatIccid(answers.simNumber) : "" },
      constraint: getZodConstraint(simSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await simPage(args, "sim");
  const submission = parseWithZod(await readForm(args.request), { schema: simSchema });
  if (submission.status !== "success") return simStore.askAgain(args, "sim", fieldErrors(submission));
  const simNumber = submission.value.simNumber;
  let refusal;
  try {
    const answer = await portal.api.account.mobileSimValidate({ simNumber });
    if (!answer.valid) {
      const message = answer.message || "This SIM number cannot be used";
      refusal = submission.reply({ fieldErrors: { simNumber: [message] } });
    }
  } catch (error) {
    refusal = providerRefusal(submission, error, "simNumber").result;
  }
  if (refusal) return simStore.askAgain(args, "sim", refusal);
  return simStore.answer(args, { ...answers, simNumber });
}

const loadCheck = () => import("./activate-sim.client.ts").then((m) => m.validateSim);

export default function SimNumber({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<SimFields>({
    id: "sim",
    lastResult: loaderData.lastResult,
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
      intro={`Activate the SIM card we sent for your ${loaderData.serviceName}.`}
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
