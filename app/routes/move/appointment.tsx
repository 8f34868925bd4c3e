import { data } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { formatDay, formatTimeWindow } from "#app/lib/dates.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/appointment";
import { CHOOSE_VISIT, type MoveAppointmentFields, moveAppointmentSchema } from "./move.schemas.ts";
import { movePage, moveStore } from "./move-store.server.ts";
import { visitSlots } from "./moving.server.ts";

// /move/appointment: "When can the technician visit?" — asked only when broadband moves to an
// address that needs a technician (decision 048). The windows are the provider's, on or after the
// move date; the one chosen is checked against them again when it is sent.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const page = await movePage(args, "appointment");
  const slots = await fromProvider(visitSlots(portal, page.answers));
  return data(
    {
      back: page.back,
      lastResult: page.lastResult,
      moveDate: formatDay(page.answers.moveDate!),
      options: slots.map((slot) => ({
        value: slot.id,
        label: formatTimeWindow(`${slot.date}T${slot.from}`, `${slot.date}T${slot.to}`),
      })),
      defaults: { appointment: page.answers.appointment?.id },
      constraint: getZodConstraint(moveAppointmentSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await movePage(args, "appointment");
  const submission = parseWithZod(await readForm(args.request), { schema: moveAppointmentSchema });
  if (submission.status !== "success") return moveStore.askAgain(args, "appointment", fieldErrors(submission));
  // Only a window the provider offers now: one made up, or taken since, is refused here.
  const slot = (await fromProvider(visitSlots(portal, answers))).find((s) => s.id === submission.value.appointment);
  if (!slot)
    return moveStore.askAgain(
      args,
      "appointment",
      submission.reply({ fieldErrors: { appointment: [`${CHOOSE_VISIT}: that time is no longer offered`] } }),
    );
  return moveStore.answer(args, { ...answers, appointment: slot });
}

const loadCheck = () => import("./move.client.ts").then((m) => m.validateMoveAppointment);

export default function MoveAppointment({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<MoveAppointmentFields>({
    id: "move-appointment",
    lastResult: loaderData.lastResult,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("move-appointment", loadCheck),
  });
  return (
    <StepPage
      title="When can the technician visit?"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro={
        <p>
          Your new address needs a technician to connect your internet. Someone 18 or over needs to be home. These times
          are from your move date, {loaderData.moveDate}.
        </p>
      }
    >
      <RadioGroup legend="Visit time" meta={fields.appointment} options={loaderData.options} />
    </StepPage>
  );
}
