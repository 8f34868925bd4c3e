import { data } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/sim-block-delivery";
import { type DeliverToFields, deliverToSchema } from "./plan.schemas.ts";
import { mobileService, simBlockStore } from "./safeguards.server.ts";

// /home/sim-block/delivery — where to post the replacement SIM: the service's address (the
// default) or another, found on …/delivery/address.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await mobileService(args);
  const page = await simBlockStore.page(args, "delivery", service);
  return data(
    {
      service: serviceName(service),
      serviceAddress: service.address ?? null,
      deliverTo: page.answers.deliverTo ?? "service",
      lastResult: page.lastResult,
      back: page.back,
      constraint: getZodConstraint(deliverToSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await mobileService(args);
  const { answers } = await simBlockStore.page(args, "delivery", service);
  const submission = parseWithZod(await readForm(args.request), { schema: deliverToSchema });
  if (submission.status !== "success")
    return simBlockStore.askAgain(args, "delivery", fieldErrors(submission), answers);
  const { deliverTo } = submission.value;
  return simBlockStore.answer(args, {
    ...answers,
    deliverTo,
    delivery: deliverTo === "other" ? answers.delivery : undefined,
  });
}

const loadCheck = () => import("./safeguards.client.ts").then((m) => m.validateDeliverTo);

export default function SimBlockDelivery({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<DeliverToFields>({
    id: "sim-block-delivery",
    lastResult: loaderData.lastResult,
    defaultValue: { deliverTo: loaderData.deliverTo },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("sim-block-delivery", loadCheck),
  });
  return (
    <StepPage
      title="Where should we send the replacement SIM?"
      back={loaderData.back}
      intro={`A replacement SIM for ${loaderData.service}, with the same number.`}
      form={form}
      formProps={getFormProps(form)}
    >
      <RadioGroup
        legend="Delivery address"
        hint="It comes by Australia Post, usually within 3 business days."
        meta={fields.deliverTo}
        options={[
          {
            value: "service",
            label: "To the address we have for you",
            hint: loaderData.serviceAddress ?? "The address we have for this service",
          },
          { value: "other", label: "To another address", hint: "You find it on the next page." },
        ]}
      />
    </StepPage>
  );
}
