import { data, redirect } from "react-router";
import { RadioGroup } from "#app/components/index.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/number";
import { type NumberChoiceFields, numberChoiceSchema } from "./activate-sim.schemas.ts";
import { backUrl, nextUrl, saveJourney, stepGuard } from "./journey.server.ts";
import { StepPage } from "./step-page.tsx";

// /activate-sim/number: keep an existing mobile number (port-in) or get a new one.

export async function loader({ context }: Route.LoaderArgs) {
  const { journey } = await stepGuard(context.get(portalContext), "number");
  return {
    back: backUrl(journey, "number"),
    defaults: { numberChoice: journey.numberChoice ?? "" },
    constraint: getZodConstraint(numberChoiceSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const { journey } = await stepGuard(portal, "number");
  const submission = parseWithZod(await readForm(request), { schema: numberChoiceSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const choice = submission.value.numberChoice;
  const next =
    choice === "new"
      ? { ...journey, numberChoice: choice, portInMsn: undefined, portInVerified: undefined }
      : { ...journey, numberChoice: choice };
  await saveJourney(portal, next);
  throw redirect(nextUrl(next), 303);
}

const loadCheck = () => import("./activate-sim.schemas.ts").then((m) => m.validateNumberChoice);

export default function NumberChoice({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<NumberChoiceFields>({
    id: "number-choice",
    lastResult: actionData?.result,
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
