import { data } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { LIFE_SUPPORT_EQUIPMENT } from "#app/domain/safeguards.ts";
import { serviceAddress, serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/life-support";
import { energyService, lifeSupportStore } from "./safeguards.server.ts";
import { type EquipmentFields, equipmentSchema } from "./safeguards.schemas.ts";
import { SwitchedService } from "./service-notices.tsx";

// /home/life-support — "Register life support", its first question: the equipment. Then
// …/person, …/check and …/done (account/actions/life-support/register, decision 080).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await energyService(args, false);
  const page = await lifeSupportStore.page(args, "equipment", service);
  return data(
    {
      service: serviceName(service),
      place: serviceAddress(service),
      equipment: page.answers.equipment ?? null,
      lastResult: page.lastResult,
      back: page.back,
      switchedFrom: page.switchedFrom,
      constraint: getZodConstraint(equipmentSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await energyService(args, false);
  const { answers } = await lifeSupportStore.page(args, "equipment", service);
  const submission = parseWithZod(await readForm(args.request), { schema: equipmentSchema });
  if (submission.status !== "success") {
    return lifeSupportStore.askAgain(args, "equipment", fieldErrors(submission), answers);
  }
  return lifeSupportStore.answer(args, { ...answers, equipment: submission.value.equipment });
}

const loadCheck = () => import("./safeguards.client.ts").then((m) => m.validateEquipment);

export default function LifeSupportEquipment({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<EquipmentFields>({
    id: "life-support-equipment",
    lastResult: loaderData.lastResult,
    defaultValue: { equipment: loaderData.equipment ?? undefined },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("life-support-equipment", loadCheck),
  });
  return (
    <StepPage
      title="Register life support"
      back={loaderData.back}
      intro={`For ${loaderData.place}. We tell your distributor, so you get written notice before planned interruptions.`}
      form={form}
      formProps={getFormProps(form)}
    >
      <SwitchedService from={loaderData.switchedFrom} />
      <RadioGroup
        legend="What life support equipment does someone at the address use?"
        hint="If there is more than one, choose the one they depend on most: you can tell us the rest on the medical confirmation form."
        meta={fields.equipment}
        options={LIFE_SUPPORT_EQUIPMENT.map((e) => ({
          value: e.value,
          label: e.label,
          hint: "hint" in e ? e.hint : undefined,
        }))}
      />
    </StepPage>
  );
}
