import { data } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import type { Route } from "./+types/number";
import { type NumberChoiceFields, numberChoiceSchema } from "./activate-sim.schemas.ts";
import { simPage, simStore } from "./sim-store.server.ts";

// /activate-sim/number: keep an existing mobile number (port-in) or get a new one.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const page = await simPage(args, "number");
  return data(
    {
      back: page.back,
      lastResult: page.lastResult,
      defaults: { numberChoice: page.answers.numberChoice ?? "" },
      constraint: getZodConstraint(numberChoiceSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { answers } = await simPage(args, "number");
  const submission = parseWithZod(await readForm(args.request), { schema: numberChoiceSchema });
  if (submission.status !== "success") return simStore.askAgain(args, "number", fieldErrors(submission));
  const choice = submission.value.numberChoice;
  const next =
    choice === "new"
      ? { ...answers, numberChoice: choice, portInMsn: undefined, portInVerified: undefined }
      : { ...answers, numberChoice: choice };
  return simStore.answer(args, next);
}

const loadCheck = () => import("./activate-sim.client.ts").then((m) => m.validateNumberChoice);

export default function NumberChoice({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<NumberChoiceFields>({
    id: "number-choice",
    lastResult: loaderData.lastResult,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("number-choice", loadCheck),
  });
  return (
    <StepPage
      title="Do you want to keep your existing mobile number?"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
    >
      <RadioGroup
        legend="Your mobile number"
        meta={fields.numberChoice}
        required
        options={[
          {
            value: "keep",
            label: "Yes, keep my number",
            hint: "Move a number you have with another provider. We send a code to that number to check it is yours.",
          },
          { value: "new", label: "No, give me a new number" },
        ]}
      />
    </StepPage>
  );
}
