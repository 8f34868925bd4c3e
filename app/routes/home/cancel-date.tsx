import { data } from "react-router";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { datePartsOf } from "#app/components/date-input/date-input.ts";
import { formatDate } from "#app/lib/dates.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { serviceName } from "#app/domain/services.ts";
import type { Route } from "./+types/cancel-date";
import { serviceToCancel } from "./cancel.server.ts";
import { type CancelDateFields, cancelDateBounds, createCancelDateSchema } from "./cancel.schemas.ts";
import { cancelStore } from "./journeys.server.ts";

// /home/cancel/date — "When should we cancel it?": from today to 90 days ahead.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await serviceToCancel(args);
  const page = await cancelStore.page(args, "date", service);
  const { min, max } = cancelDateBounds();
  const example = datePartsOf(min);
  return data(
    {
      service: serviceName(service),
      // A date answered before (a change from check-your-answers) is shown as its parts.
      date: page.answers.cancellationDate ? datePartsOf(page.answers.cancellationDate) : null,
      lastResult: page.lastResult,
      back: page.back,
      hint: `Choose a date from today to ${formatDate(max)}. For example, ${Number(example.day)} ${Number(example.month)} ${example.year}`,
      constraint: getZodConstraint(createCancelDateSchema()),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await serviceToCancel(args);
  const { answers } = await cancelStore.page(args, "date", service);
  const submission = parseWithZod(await readForm(args.request), { schema: createCancelDateSchema() });
  if (submission.status !== "success") return cancelStore.askAgain(args, "date", fieldErrors(submission));
  return cancelStore.answer(args, { ...answers, cancellationDate: submission.value.cancellationDate });
}

const loadDateCheck = () => import("./cancel.client.ts").then((m) => m.validateCancelDate);

export default function CancelDate({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<CancelDateFields>({
    id: "cancel-date",
    lastResult: loaderData.lastResult,
    defaultValue: { cancellationDate: loaderData.date ?? undefined },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("cancel-date", loadDateCheck),
  });
  return (
    <StepPage
      title="When should we cancel it?"
      back={loaderData.back}
      intro={loaderData.service}
      form={form}
      formProps={getFormProps(form)}
    >
      <DateInput legend="Cancellation date" hint={loaderData.hint} meta={fields.cancellationDate} />
    </StepPage>
  );
}
