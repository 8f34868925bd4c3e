import { data, redirect } from "react-router";
import { DateInput } from "#app/components/index.ts";
import { MOVE_WINDOW_DAYS } from "#app/domain/moving.ts";
import { datePartsOf } from "#app/lib/date-input.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { StepPage } from "#app/routes/activate-sim/step-page.tsx";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/date";
import { nextUrl, saveJourney, stepGuard } from "./journey.server.ts";
import { type MoveDateFields, moveDateSchema } from "./move.schemas.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/date: "When are you moving?" — today or later, within 90 days (app/domain/moving.ts).

export async function loader({ context }: Route.LoaderArgs) {
  const journey = await stepGuard(context.get(portalContext), "date");
  return {
    defaults: { moveDate: journey.moveDate ? datePartsOf(journey.moveDate) : undefined },
    constraint: getZodConstraint(moveDateSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const [journey, formData] = await Promise.all([stepGuard(portal, "date"), readForm(request)]);
  const submission = parseWithZod(formData, { schema: moveDateSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const next = { ...journey, moveDate: submission.value.moveDate };
  await saveJourney(portal, next);
  throw redirect(nextUrl(next), 303);
}

const loadCheck = () => import("./move.schemas.ts").then((m) => m.validateMoveDate);

export default function MoveDate({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<MoveDateFields>({
    id: "move-date",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("move-date", loadCheck),
  });
  return (
    <StepPage title="When are you moving?" back={MOVE_URLS.available} form={form} formProps={getFormProps(form)}>
      <DateInput
        legend="Move date"
        hint={`Your services move on this day. Today or within the next ${MOVE_WINDOW_DAYS} days, for example 27 3 2026.`}
        meta={fields.moveDate}
      />
    </StepPage>
  );
}
