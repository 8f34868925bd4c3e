import { data, redirect } from "react-router";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { DIRECT_DEBIT_URLS } from "#app/routes/billing/payment-details/journey.ts";
import { stopDirectDebitStore } from "#app/routes/billing/payment-details/journey.server.ts";
import type { Route } from "./+types/index";

// /billing/payment-details/stop-direct-debit — how the customer pays from now on: each bill when
// it is due (the direct debit stopped, checked on the next page), or by direct debit from another
// bank account (the direct debit journey).

export const headers = journeyHeaders;

const TITLE = "How do you want to pay your bills?";
const MESSAGE = "Select how you want to pay your bills";
const OPTIONS = [
  {
    value: "payWhenDue",
    label: "Pay each bill when it is due",
    hint: "We stop the direct debit. You pay each bill by its due date, by card or BPAY.",
  },
  { value: "anotherAccount", label: "By direct debit from another bank account" },
] as const;

export async function loader(args: Route.LoaderArgs) {
  const step = await stopDirectDebitStore.page(args, "how");
  return data({ lastResult: step.lastResult, back: step.back, how: step.answers.how ?? "" }, { status: step.status });
}

export async function action(args: Route.ActionArgs) {
  const step = await stopDirectDebitStore.page(args, "how");
  const how = (await readForm(args.request)).get("how");
  if (how === "anotherAccount") return redirect(DIRECT_DEBIT_URLS.account, 303);
  if (how !== "payWhenDue")
    return stopDirectDebitStore.askAgain(args, "how", { status: "error", initialValue: {}, error: { how: [MESSAGE] } });
  return stopDirectDebitStore.answer(args, { ...step.answers, how });
}

export default function StopDirectDebitHow({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ how: string }>({
    id: "stop-direct-debit-how",
    lastResult: loaderData.lastResult,
    defaultValue: { how: loaderData.how },
    shouldValidate: "onSubmit",
  });
  return (
    <StepPage title={TITLE} back={loaderData.back} form={form} formProps={getFormProps(form)} questionInField>
      <RadioGroup legend={TITLE} meta={fields.how} options={OPTIONS} isPageHeading />
    </StepPage>
  );
}
