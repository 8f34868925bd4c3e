import { data } from "react-router";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import type { CardFormFields } from "#app/routes/billing/billing-rules.ts";
import { CardFields } from "#app/routes/billing/card-fields.tsx";
import { cardStore } from "#app/routes/billing/payment-details/journey.server.ts";
import { requireOffered } from "#app/routes/billing/payment-details/payment-details.server.ts";
import { answerCardQuestion } from "#app/routes/billing/card-question.server.ts";
import type { Route } from "./+types/index";

// /billing/payment-details/card — "Pay by card", the card journey's question. On a post the card
// goes to the provider and only its token and a masked label are kept in the answers; the card
// fields are never sent back.

/** Card fields: never cached. */
export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const [step] = await Promise.all([
    cardStore.page(args, "card"),
    requireOffered(args.context.get(portalContext), "card"),
  ]);
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      // Changes with each failed post: the card fields are mounted afresh, empty, after one with
      // JavaScript on too; never on a revalidation, which would empty what is being typed.
      attempt: step.attempt,
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const step = await cardStore.page(args, "card");
  return answerCardQuestion(args, {
    askAgain: (result) => cardStore.askAgain(args, "card", result),
    answer: (card) => cardStore.answer(args, { ...step.answers, ...card }),
  });
}

export default function PayByCard({ loaderData }: Route.ComponentProps) {
  // Validated on the server only, so card fields behave the same with JavaScript on or off.
  const [form, fields] = useForm<CardFormFields>({
    id: "update-card",
    lastResult: loaderData.lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <StepPage
      title="Pay by card"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro="We will charge this card for each bill when it is due. Next, you can check it before it is saved."
    >
      <CardFields resetKey={loaderData.attempt} fields={fields} />
    </StepPage>
  );
}
