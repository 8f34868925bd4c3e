import { data } from "react-router";
import { Field } from "#app/components/field/Field.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { serviceAddress, serviceName } from "#app/domain/services.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/life-support-person";
import { energyService, lifeSupportStore } from "./safeguards.server.ts";
import { type PersonFields, personSchema } from "./safeguards.schemas.ts";

// /home/life-support/person — who depends on the equipment (their name goes on the medical
// confirmation form and to the distributor).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await energyService(args);
  const page = await lifeSupportStore.page(args, "person", service);
  return data(
    {
      service: serviceName(service),
      place: serviceAddress(service),
      personName: page.answers.personName ?? null,
      lastResult: page.lastResult,
      back: page.back,
      constraint: getZodConstraint(personSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await energyService(args);
  const { answers } = await lifeSupportStore.page(args, "person", service);
  const submission = parseWithZod(await readForm(args.request), { schema: personSchema });
  if (submission.status !== "success") {
    return lifeSupportStore.askAgain(args, "person", fieldErrors(submission), answers);
  }
  return lifeSupportStore.answer(args, { ...answers, personName: submission.value.personName });
}

const loadCheck = () => import("./safeguards.client.ts").then((m) => m.validatePerson);

export default function LifeSupportPerson({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<PersonFields>({
    id: "life-support-person",
    lastResult: loaderData.lastResult,
    defaultValue: { personName: loaderData.personName ?? undefined },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("life-support-person", loadCheck),
  });
  return (
    <StepPage
      title="Who needs the equipment?"
      back={loaderData.back}
      intro={`Life support at ${loaderData.place}.`}
      form={form}
      formProps={getFormProps(form)}
    >
      <Field
        label="Full name of the person who needs it"
        hint="It goes on the medical confirmation form, and to your distributor."
        meta={fields.personName}
        inputProps={getInputProps(fields.personName, { type: "text" })}
        autoComplete="off"
      />
    </StepPage>
  );
}
