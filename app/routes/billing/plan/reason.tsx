import { data } from "react-router";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { getFormProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { PLAN_REASON_MAX } from "#app/routes/billing/billing-rules.ts";
import type { Route } from "./+types/reason";
import { planStore } from "./journey.server.ts";
import { reasonQuestion } from "./plan.schemas.ts";

// /billing/plan/reason — why the customer needs more time to pay.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const step = await planStore.page(args, "reason");
  return data(
    { lastResult: step.lastResult, back: step.back, reason: step.answers.reason ?? "" },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const step = await planStore.page(args, "reason");
  const submission = parseWithZod(await readForm(args.request), { schema: reasonQuestion });
  if (submission.status !== "success") return planStore.askAgain(args, "reason", fieldErrors(submission));
  return planStore.answer(args, { ...step.answers, reason: submission.value.reason });
}

const TITLE = "Why do you need more time to pay?";

export default function PlanReason({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ reason: string }>({
    id: "plan-reason",
    lastResult: loaderData.lastResult,
    defaultValue: { reason: loaderData.reason },
    shouldValidate: "onSubmit",
  });
  return (
    <StepPage title={TITLE} back={loaderData.back} form={form} formProps={getFormProps(form)} questionInField>
      <TextareaField
        isPageHeading
        label={TITLE}
        hint={`Up to ${PLAN_REASON_MAX} characters`}
        meta={fields.reason}
        textareaProps={getTextareaProps(fields.reason)}
      />
    </StepPage>
  );
}
