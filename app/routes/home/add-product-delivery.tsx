import { data } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/add-product-delivery";
import { addProductStore } from "./journeys.server.ts";
import { serviceToChange } from "./plan.server.ts";
import { type DeliverToFields, deliverToSchema } from "./plan.schemas.ts";

// /home/plan/add/delivery — hardware only: where to send it. The service's address is the
// default; "another address" leads to …/delivery/address to find it.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await serviceToChange(args, "product");
  const page = await addProductStore.page(args, "delivery", service);
  return data(
    {
      service: serviceName(service),
      serviceAddress: service.address ?? null,
      productName: page.answers.productName ?? "your hardware",
      deliverTo: page.answers.deliverTo ?? "service",
      lastResult: page.lastResult,
      back: page.back,
      constraint: getZodConstraint(deliverToSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await serviceToChange(args, "product");
  const { answers } = await addProductStore.page(args, "delivery", service);
  const submission = parseWithZod(await readForm(args.request), { schema: deliverToSchema });
  if (submission.status !== "success") {
    return addProductStore.askAgain(args, "delivery", fieldErrors(submission), answers);
  }
  const { deliverTo } = submission.value;
  return addProductStore.answer(args, {
    ...answers,
    deliverTo,
    delivery: deliverTo === "other" ? answers.delivery : undefined,
  });
}

const loadDeliverToCheck = () => import("./plan.client.ts").then((m) => m.validateDeliverTo);

export default function AddProductDelivery({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<DeliverToFields>({
    id: "add-product-delivery",
    lastResult: loaderData.lastResult,
    defaultValue: { deliverTo: loaderData.deliverTo },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("add-product-delivery", loadDeliverToCheck),
  });
  return (
    <StepPage
      title="Delivery address"
      back={loaderData.back}
      intro={`${loaderData.productName} for ${loaderData.service}`}
      form={form}
      formProps={getFormProps(form)}
    >
      <RadioGroup
        legend={`Where should we send the ${loaderData.productName}?`}
        hint="It comes by Australia Post. Someone may need to sign for it."
        meta={fields.deliverTo}
        options={[
          {
            value: "service",
            label: "To the service address",
            hint: loaderData.serviceAddress ?? "The address we have for this service",
          },
          { value: "other", label: "To another address", hint: "You find it on the next page." },
        ]}
      />
    </StepPage>
  );
}
