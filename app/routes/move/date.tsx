import { data } from "react-router";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { MOVE_WINDOW_DAYS } from "#app/domain/moving.ts";
import { datePartsOf } from "#app/components/date-input/date-input.ts";
import { addDaysToIsoDate, formatDate, todayIso } from "#app/lib/dates.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/date";
import { type MoveDateFields, moveDateSchema } from "./move.schemas.ts";
import { movePage, moveStore } from "./move-store.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/date: "When are you moving?" — today or later, within 90 days (app/domain/moving.ts).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const page = await movePage(args, "date");
  return data(
    {
      // Back to what the new address can have, which comes before this question.
      back: page.change ? page.back : MOVE_URLS.available,
      lastResult: page.lastResult,
      defaults: { moveDate: page.answers.moveDate ? datePartsOf(page.answers.moveDate) : undefined },
      hint: dateHint(),
      constraint: getZodConstraint(moveDateSchema),
    },
    { status: page.status },
  );
}

/** The hint's last day and its example: from today in the provider's zone, so the example is always ahead. */
function dateHint(): string {
  const today = todayIso();
  const example = datePartsOf(addDaysToIsoDate(today, 14));
  return `Your services move on this day: today or any day up to ${formatDate(addDaysToIsoDate(today, MOVE_WINDOW_DAYS))}. For example, ${Number(example.day)} ${Number(example.month)} ${example.year}`;
}

export async function action(args: Route.ActionArgs) {
  const { answers } = await movePage(args, "date");
  const submission = parseWithZod(await readForm(args.request), { schema: moveDateSchema });
  if (submission.status !== "success") return moveStore.askAgain(args, "date", fieldErrors(submission));
  return moveStore.answer(args, { ...answers, moveDate: submission.value.moveDate });
}

const loadCheck = () => import("./move.client.ts").then((m) => m.validateMoveDate);

export default function MoveDate({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<MoveDateFields>({
    id: "move-date",
    lastResult: loaderData.lastResult,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("move-date", loadCheck),
  });
  return (
    <StepPage title="When are you moving?" back={loaderData.back} form={form} formProps={getFormProps(form)}>
      <DateInput legend="Move date" hint={loaderData.hint} meta={fields.moveDate} />
    </StepPage>
  );
}
