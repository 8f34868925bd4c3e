import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { formatMoney } from "#app/lib/format.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/lib/journey/StepPage.tsx";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import {
  cardCheckRefusal,
  cardFailureMessage,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
  tokeniseCard,
} from "#app/routes/billing/billing.server.ts";
import { type CardFormFields, HIDDEN_ON_ERROR } from "#app/routes/billing/billing-rules.ts";
import { CardFields } from "#app/routes/billing/card-fields.tsx";
import { billingHandle } from "#app/routes/billing/steps.ts";
import type { Route } from "./+types/card";
import { changePayment, payStore } from "./journey.server.ts";
import { cardQuestionSchema } from "./pay.schemas.ts";

// /billing/pay/card — the card to pay with. On a post the card goes to the provider and only its
// token and a masked label are kept in the answers; the card fields are never sent back.

/** Card fields: no tag manager, never cached. */
export const handle = billingHandle;
export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const step = await payStore.page(args, "card");
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      amount: formatMoney(step.answers.amountCents ?? 0),
      // New on every visit: the card fields are mounted afresh, empty, after a failed post with
      // JavaScript on too (the same page is loaded again in place).
      attempt: randomUUID(),
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const step = await payStore.page(args, "card");
  const portal = args.context.get(portalContext);
  const submission = parseWithZod(await readForm(args.request), { schema: cardQuestionSchema });
  const again = (message?: string) =>
    payStore.askAgain(
      args,
      "card",
      submission.reply({ hideFields: HIDDEN_ON_ERROR, ...(message ? { formErrors: [message] } : {}) }),
    );
  if (submission.status !== "success") return again();
  try {
    const { accountCode } = await portal.profile();
    // The card check counts before the provider sees the card (against card testing).
    const refused = await cardCheckRefusal(accountCode);
    if (refused) {
      logBillingEvent(portal, "card-tokenise", "rate-limited", { status: refused.status });
      return await again(refused.message);
    }
    const { cardToken, cardLabel } = await tokeniseCard(portal, submission.value);
    logBillingEvent(portal, "card-tokenise", "success", { amountCents: step.answers.amountCents });
    return await payStore.answer(args, changePayment(step.answers, { cardToken, cardLabel }));
  } catch (error) {
    if (error instanceof Response) throw error;
    rethrowUnauthorized(error);
    logBillingEvent(portal, "card-tokenise", "failure", { status: providerStatus(error) });
    return again(cardFailureMessage(error, "We could not check your card"));
  }
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
