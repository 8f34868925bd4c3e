import { data, redirect } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/sim-unblock";
import { mobileService, simUnblockStore } from "./safeguards.server.ts";
import { type SimFoundFields, simFoundSchema } from "./safeguards.schemas.ts";
import { SwitchedService } from "./service-notices.tsx";

// /home/sim-unblock — unblocking a found SIM asks first: is it back in your hands? "No" keeps the
// block. Then …/check and …/done (account/actions/sim-unblock, decision 080).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await mobileService(args, true);
  const page = await simUnblockStore.page(args, "found", service);
  return data(
    {
      service: serviceName(service),
      found: page.answers.found ?? null,
      lastResult: page.lastResult,
      back: page.back,
      switchedFrom: page.switchedFrom,
      constraint: getZodConstraint(simFoundSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await mobileService(args, true);
  const { answers } = await simUnblockStore.page(args, "found", service);
  const submission = parseWithZod(await readForm(args.request), { schema: simFoundSchema });
  if (submission.status !== "success") return simUnblockStore.askAgain(args, "found", fieldErrors(submission), answers);
  if (submission.value.found === "no") {
    portal.session.flash("alert", { type: "info", message: "Your SIM stays blocked." });
    return redirect("/home", 303);
  }
  return simUnblockStore.answer(args, { ...answers, found: "yes" });
}

const loadCheck = () => import("./safeguards.client.ts").then((m) => m.validateSimFound);

export default function SimUnblock({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<SimFoundFields>({
    id: "sim-unblock",
    lastResult: loaderData.lastResult,
    defaultValue: { found: loaderData.found ?? undefined },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("sim-unblock", loadCheck),
  });
  return (
    <StepPage
      title="Unblock your SIM"
      back={loaderData.back}
      intro={loaderData.service}
      form={form}
      formProps={getFormProps(form)}
    >
      <SwitchedService from={loaderData.switchedFrom} />
      <RadioGroup
        legend="Have you got your SIM back?"
        hint="Unblock it only once it is back in your hands: anyone holding it can then use it."
        meta={fields.found}
        options={[
          { value: "yes", label: "Yes, I have it" },
          { value: "no", label: "No, keep it blocked" },
        ]}
      />
    </StepPage>
  );
}
