import { data } from "react-router";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { datePartsOf } from "#app/components/date-input/date-input.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/start";
import { planStore } from "./journey.server.ts";
import { startDateWords } from "./plan.server.ts";
import { startQuestion } from "./plan.schemas.ts";

// /billing/plan/start — the date of the first payment (or of the one payment), within 30 days.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const step = await planStore.page(args, "start");
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      startDate: step.answers.startDate ? datePartsOf(step.answers.startDate) : undefined,
      hint: startDateWords(),
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const step = await planStore.page(args, "start");
  const submission = parseWithZod(await readForm(args.request), { schema: startQuestion() });
  if (submission.status !== "success") return planStore.askAgain(args, "start", fieldErrors(submission));
  return planStore.answer(args, { ...step.answers, startDate: submission.value.startDate });
}

const TITLE = "Date of your first payment";

export default function PlanStart({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ startDate: unknown }>({
    id: "plan-start",
    lastResult: loaderData.lastResult,
    defaultValue: { startDate: loaderData.startDate },
    shouldValidate: "onSubmit",
  });
  return (
    <StepPage title={TITLE} back={loaderData.back} form={form} formProps={getFormProps(form)} questionInField>
      <DateInput legend={TITLE} hint={loaderData.hint} meta={fields.startDate} isPageHeading />
    </StepPage>
  );
}
