import { data } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { PLAN_FREQUENCIES } from "#app/routes/billing/billing-rules.ts";
import type { Route } from "./+types/frequency";
import { planStore } from "./journey.server.ts";
import { frequencyQuestion } from "./plan.schemas.ts";

// /billing/plan/frequency — how often the customer can pay.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const step = await planStore.page(args, "frequency");
  return data(
    { lastResult: step.lastResult, back: step.back, frequency: step.answers.frequency ?? "fortnightly" },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const step = await planStore.page(args, "frequency");
  const submission = parseWithZod(await readForm(args.request), { schema: frequencyQuestion });
  if (submission.status !== "success") return planStore.askAgain(args, "frequency", fieldErrors(submission));
  return planStore.answer(args, { ...step.answers, frequency: submission.value.frequency });
}

const TITLE = "How often can you pay?";

export default function PlanFrequency({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ frequency: string }>({
    id: "plan-frequency",
    lastResult: loaderData.lastResult,
    defaultValue: { frequency: loaderData.frequency },
    shouldValidate: "onSubmit",
  });
  return (
    <StepPage title={TITLE} back={loaderData.back} form={form} formProps={getFormProps(form)} questionInField>
      <RadioGroup legend={TITLE} meta={fields.frequency} options={PLAN_FREQUENCIES} inline isPageHeading />
    </StepPage>
  );
}
