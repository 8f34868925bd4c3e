import { data } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { CheckboxField } from "#app/components/checkbox-field/CheckboxField.tsx";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { debitAfterPaying } from "#app/domain/direct-debit.ts";
import { formatMoney } from "#app/domain/format.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import {
  cardFailureMessage,
  isUncertainFailure,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
  loadStatus,
  takePaymentOnce,
} from "#app/routes/billing/billing.server.ts";
import { formErrorResult } from "#app/routes/billing/billing-rules.ts";
import type { Route } from "./+types/confirm";
import { changePayment, payStore } from "./journey.server.ts";
import { PAY_URLS } from "./journey.ts";

// /billing/pay/confirm — "Check your payment", then "Pay now". The post carries nothing: the
// amount, the card's token and the idempotency key are the journey's answers. The payment is taken
// once per journey (sendOnce) and once per idempotency key across instances (takePaymentOnce).

export const headers = journeyHeaders;

/** The field that confirms paying more than the balance; the check page asks it only then. */
const MORE_THAN_OWED = "moreThanOwed";
const MORE_THAN_OWED_MESSAGE = "Confirm that you want to pay more than you owe, or change the amount";

/**
 * How much of `amountCents` is more than the balance owing (0 when it is not more), and what the
 * direct debit takes afterwards (docs/decisions/081); null when the balance could not be read
 * (the payment is not held up for it).
 */
async function overBalance(args: Route.LoaderArgs | Route.ActionArgs, amountCents: number) {
  const status = await loadStatus(args.context.get(portalContext));
  if (!status.ok) return null;
  const owed = Math.max(status.value.balanceCents, 0);
  return {
    owedCents: owed,
    overCents: Math.max(amountCents - owed, 0),
    debit: status.value.debit,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const step = await payStore.page(args, "check");
  const over = await overBalance(args, step.answers.amountCents!);
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      version: step.version,
      amount: formatMoney(step.answers.amountCents!),
      cardLabel: step.answers.cardLabel!,
      moreThanOwed: over?.overCents ? { owed: formatMoney(over.owedCents), over: formatMoney(over.overCents) } : null,
      debit: debitAfterPaying(over?.debit ?? null, step.answers.amountCents!, formatDate),
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { answers } = await payStore.page(args, "check");
  // Whatever else the form holds is ignored; a body that is not a form is a 400.
  const form = await readForm(args.request);
  const portal = args.context.get(portalContext);
  const amountCents = answers.amountCents!;
  // Read before paying: the debit as the check page showed it, for the confirmation's words.
  const before = await overBalance(args, amountCents);
  // More than the balance owing: only once the customer has said so (a slip of a digit costs them).
  if (form.get(MORE_THAN_OWED) !== "yes" && before?.overCents) {
    return payStore.askAgain(args, "check", {
      status: "error",
      initialValue: {},
      error: { [MORE_THAN_OWED]: [MORE_THAN_OWED_MESSAGE] },
    });
  }
  const payment = { cardToken: answers.cardToken!, amountCents, idempotencyKey: answers.idempotencyKey };
  return payStore.sendOnce(args, async (finish, keep) => {
    let taken;
    try {
      const { accountCode } = await portal.profile();
      taken = await takePaymentOnce(portal, accountCode, payment);
    } catch (error) {
      rethrowUnauthorized(error);
      logBillingEvent(portal, "take-payment", "failure", { amountCents, status: providerStatus(error) });
      if (isUncertainFailure(error)) {
        // We cannot tell whether the charge went through: the same check page, the same key, so
        // trying again can never charge twice.
        const message = `${cardFailureMessage(error, "We could not confirm your payment")}. You can try again: you will not be charged twice.`;
        return payStore.askAgain(args, "check", formErrorResult(message, {}));
      }
      // Certainly not taken (a decline): the card question again, without the card; the amount stays.
      const message = cardFailureMessage(error, "Your payment was not taken");
      return payStore.askAgain(
        args,
        "card",
        formErrorResult(message, {}),
        changePayment(answers, { cardToken: undefined, cardLabel: undefined }),
      );
    }
    if (taken.kind === "refused") {
      logBillingEvent(portal, "take-payment", "refused", { amountCents, status: taken.refusal.status });
      return payStore.askAgain(args, "check", formErrorResult(taken.refusal.message, {}));
    }
    // The provider has acted: nothing may send this journey again, whatever happens next.
    keep();
    const { receipt } = taken;
    logBillingEvent(portal, "take-payment", taken.repeated ? "repeated" : "success", {
      amountCents: receipt.amountCents,
      reference: receipt.receiptCode,
    });
    return finish({
      receiptCode: receipt.receiptCode,
      amountCents: receipt.amountCents,
      balanceCents: receipt.balanceCents,
      paidAt: receipt.paidAt,
      debit: debitAfterPaying(before?.debit ?? null, receipt.amountCents, formatDate),
    });
  });
}

export default function PayConfirm({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ [MORE_THAN_OWED]: string }>({ id: "pay-now", lastResult: loaderData.lastResult });
  const over = loaderData.moreThanOwed;
  return (
    <CheckPage
      version={loaderData.version}
      title="Check your payment"
      back={loaderData.back}
      rows={[
        { key: "Amount", value: loaderData.amount, change: { to: withChange(PAY_URLS.amount, true), what: "amount" } },
        { key: "Card", value: loaderData.cardLabel, change: { to: withChange(PAY_URLS.card, true), what: "card" } },
      ]}
      form={form}
      formProps={getFormProps(form)}
      submit="Pay now"
    >
      {over && (
        <>
          <Alert type="warning" title="This is more than you owe">
            You owe {over.owed}. Paying {loaderData.amount} puts {over.over} in credit on your account, used for your
            next bills.
          </Alert>
          <CheckboxField
            label={`Yes, I want to pay ${loaderData.amount}, more than I owe`}
            meta={fields[MORE_THAN_OWED]}
            inputProps={getInputProps(fields[MORE_THAN_OWED], { type: "checkbox", value: "yes" })}
          />
        </>
      )}
      {loaderData.debit ? <p data-testid="direct-debit">{loaderData.debit}</p> : null}
      <p>By selecting “Pay now” you agree to pay {loaderData.amount} from this card.</p>
    </CheckPage>
  );
}
