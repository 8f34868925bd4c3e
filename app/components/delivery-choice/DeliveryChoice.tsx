import type { SubmissionResult } from "@conform-to/react";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getFormProps, useForm, type UseFormOptions } from "#app/lib/form/client.ts";
import { type FormValidator, useLazyValidation } from "#app/lib/form/lazy-validation.ts";

type DeliverTo = "service" | "other";

export type DeliveryChoiceProps = {
  /** The form's id (and the lazy validation's). */
  id: string;
  title: string;
  /** What is sent, for which service. */
  intro: string;
  legend: string;
  /** How it comes. */
  hint: string;
  /** The first answer's words (e.g. "To the service address"). */
  serviceOption: string;
  /** The loader's view (the delivery step's `deliveryChoice`). */
  view: {
    serviceAddress: string | null;
    deliverTo: DeliverTo;
    lastResult: SubmissionResult<string[]> | null;
    back: string;
    constraint?: UseFormOptions<{ deliverTo: DeliverTo }>["constraint"];
  };
  validate: () => Promise<FormValidator<{ deliverTo: DeliverTo }>>;
};

/**
 * Where to send what a journey posts to the customer: the service's address (the default, shown
 * as the hint) or another, found on the next page (AddressStep). One question, the same for
 * hardware and a replacement SIM; each journey says what is sent and how it comes.
 */
export function DeliveryChoice({ id, title, intro, legend, hint, serviceOption, view, validate }: DeliveryChoiceProps) {
  const [form, fields] = useForm<{ deliverTo: DeliverTo }>({
    id,
    lastResult: view.lastResult,
    defaultValue: { deliverTo: view.deliverTo },
    constraint: view.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation(id, validate),
  });
  return (
    <StepPage title={title} back={view.back} intro={intro} form={form} formProps={getFormProps(form)}>
      <RadioGroup
        legend={legend}
        hint={hint}
        meta={fields.deliverTo}
        options={[
          {
            value: "service",
            label: serviceOption,
            hint: view.serviceAddress ?? "The address we have for this service",
          },
          { value: "other", label: "To another address", hint: "You find it on the next page." },
        ]}
      />
    </StepPage>
  );
}
