import { data } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { equipmentName, LIFE_SUPPORT_REMOVE_REASONS } from "#app/domain/safeguards.ts";
import { serviceAddress, serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/life-support-remove";
import { energyService, removeLifeSupportStore } from "./safeguards.server.ts";
import { type RemoveReasonFields, removeReasonSchema } from "./safeguards.schemas.ts";
import { SwitchedService } from "./service-notices.tsx";

// /home/life-support/remove — removing a registration asks first: why (the distributor is told).
// Then …/remove/check and …/remove/done (account/actions/life-support/remove, decision 080).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await energyService(args, true);
  const page = await removeLifeSupportStore.page(args, "reason", service);
  return data(
    {
      service: serviceName(service),
      place: serviceAddress(service),
      equipment: equipmentName(service.lifeSupport?.equipment ?? ""),
      reason: page.answers.reason ?? null,
      lastResult: page.lastResult,
      back: page.back,
      switchedFrom: page.switchedFrom,
      constraint: getZodConstraint(removeReasonSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await energyService(args, true);
  const { answers } = await removeLifeSupportStore.page(args, "reason", service);
  const submission = parseWithZod(await readForm(args.request), { schema: removeReasonSchema });
  if (submission.status !== "success") {
    return removeLifeSupportStore.askAgain(args, "reason", fieldErrors(submission), answers);
  }
  return removeLifeSupportStore.answer(args, { ...answers, reason: submission.value.reason });
}

const loadCheck = () => import("./safeguards.client.ts").then((m) => m.validateRemoveReason);

export default function RemoveLifeSupport({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<RemoveReasonFields>({
    id: "life-support-remove",
    lastResult: loaderData.lastResult,
    defaultValue: { reason: loaderData.reason ?? undefined },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("life-support-remove", loadCheck),
  });
  return (
    <StepPage
      title="Remove life support registration"
      back={loaderData.back}
      intro={`${loaderData.equipment} at ${loaderData.place}.`}
      form={form}
      formProps={getFormProps(form)}
    >
      <SwitchedService from={loaderData.switchedFrom} />
      <RadioGroup
        legend="Why are you removing the registration?"
        hint="Once it is removed, the address no longer gets written notice before planned interruptions."
        meta={fields.reason}
        options={LIFE_SUPPORT_REMOVE_REASONS.map((r) => ({ value: r.value, label: r.label }))}
      />
    </StepPage>
  );
}
