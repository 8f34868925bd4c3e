import { data } from "react-router";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { formatMoney } from "#app/domain/format.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import type { CardFormFields } from "#app/routes/billing/billing-rules.ts";
import { CardFields } from "#app/routes/billing/card-fields.tsx";
import { answerCardQuestion } from "#app/routes/billing/card-question.server.ts";
import type { Route } from "./+types/card";
import { changePayment, payStore } from "./journey.server.ts";

// /billing/pay/card — the card to pay with. On a post the card goes to the provider and only its
// token and a masked label are kept in the answers; the card fields are never sent back.

/** Card fields: never cached. */
export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const step = await payStore.page(args, "card");
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      amount: formatMoney(step.answers.amountCents ?? 0),
      // Changes with each failed post: the card fields are mounted afresh, empty, after one with
      // JavaScript on too; never on a revalidation, which would empty what is being typed.
      attempt: step.attempt,
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const step = await payStore.page(args, "card");
  return answerCardQuestion(args, {
    askAgain: (result) => payStore.askAgain(args, "card", result),
    answer: (card) => payStore.answer(args, changePayment(step.answers, card)),
    logged: { amountCents: step.answers.amountCents },
  });
}

export default function PayCard({ loaderData }: Route.ComponentProps) {
  // Validated on the server only, so card fields behave the same with JavaScript on or off.
  const [form, fields] = useForm<CardFormFields>({
    id: "payment-card",
    lastResult: loaderData.lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <StepPage
      title="Enter your card details"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro={`You are paying ${loaderData.amount}. Next, you can check the payment before it is made.`}
    >
      <CardFields resetKey={loaderData.attempt} fields={fields} />
    </StepPage>
  );
}
