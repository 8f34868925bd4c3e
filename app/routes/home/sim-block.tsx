import { data } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { SIM_BLOCK_REASONS } from "#app/domain/safeguards.ts";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/sim-block";
import { mobileService, simBlockStore } from "./safeguards.server.ts";
import { type SimReasonFields, simReasonSchema } from "./safeguards.schemas.ts";
import { SwitchedService } from "./service-notices.tsx";

// /home/sim-block — "Block a lost or stolen SIM", its first question. Then where to post the
// replacement (…/delivery, …/delivery/address), …/check and …/done (account/actions/sim-block,
// decision 080). Behind the MFA gate, as every change to service continuity is.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await mobileService(args, false);
  const page = await simBlockStore.page(args, "reason", service);
  return data(
    {
      service: serviceName(service),
      reason: page.answers.reason ?? null,
      lastResult: page.lastResult,
      back: page.back,
      switchedFrom: page.switchedFrom,
      constraint: getZodConstraint(simReasonSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await mobileService(args, false);
  const { answers } = await simBlockStore.page(args, "reason", service);
  const submission = parseWithZod(await readForm(args.request), { schema: simReasonSchema });
  if (submission.status !== "success") return simBlockStore.askAgain(args, "reason", fieldErrors(submission), answers);
  return simBlockStore.answer(args, { ...answers, reason: submission.value.reason });
}

const loadCheck = () => import("./safeguards.client.ts").then((m) => m.validateSimReason);

export default function SimBlock({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<SimReasonFields>({
    id: "sim-block-reason",
    lastResult: loaderData.lastResult,
    defaultValue: { reason: loaderData.reason ?? undefined },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("sim-block-reason", loadCheck),
  });
  return (
    <StepPage
      title="Block a lost or stolen SIM"
      back={loaderData.back}
      intro={`${loaderData.service}. Blocking stops calls (except to 000), texts and data on the SIM, so no one can run up charges. Your number stays yours, and we post you a replacement SIM.`}
      form={form}
      formProps={getFormProps(form)}
    >
      <SwitchedService from={loaderData.switchedFrom} />
      <RadioGroup
        legend="What happened to your SIM?"
        meta={fields.reason}
        options={SIM_BLOCK_REASONS.map((r) => ({ value: r.value, label: r.label, hint: r.hint }))}
      />
    </StepPage>
  );
}
