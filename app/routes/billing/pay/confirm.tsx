import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { Button } from "#app/components/index.ts";
import { formatMoney } from "#app/lib/format.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { providerFailure } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import {
  cardCheckRefusal,
  cardFailureMessage,
  failureStatus,
  isUncertainFailure,
  loadStatus,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
  takePaymentOnce,
  tokeniseCard,
} from "#app/routes/billing/billing.server.ts";
import { centsToInput, formErrorResult, HIDDEN_ON_ERROR } from "#app/routes/billing/billing-rules.ts";
import { CheckPage, CheckStep } from "#app/routes/billing/check-page.tsx";
import { checkStepClientLoader } from "#app/routes/billing/check-step-client-loader.ts";
import { billingHandle } from "#app/routes/billing/steps.ts";
import { billingHeaders, checkStepAction, checkStepLoader } from "#app/routes/billing/steps.server.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import type { Route } from "./+types/confirm";
import { PaymentForm } from "./payment-form.tsx";
import { paymentSchema, payNowSchema } from "./pay.schemas.ts";

// /billing/pay/confirm — "Check your payment", the answer to the payment form's post: the card is
// swapped for the provider's token first, and the step carries the amount, the token, a masked
// label and an idempotency key in hidden fields (never card data, docs/decisions/010). "Pay now"
// posts here again. Answers that need fixing show the payment form again, here.

/** The step follows card fields and carries the card's token: no tag manager, never cached. */
export const handle = billingHandle;
export const headers = billingHeaders;
export const loader = checkStepLoader(BILLING_URLS.pay);
export const clientLoader = checkStepClientLoader;
export const action = checkStepAction({ "pay-check": payCheck, "pay-now": payNow });

/** The payment form again, with what went wrong; its card fields empty (a new `attempt` key). */
async function askAgain(portal: Portal, result: SubmissionResult<string[]>, status: number) {
  return data(
    { view: "question" as const, result, attempt: randomUUID(), status: await loadStatus(portal), amount: "" },
    { status },
  );
}

async function payCheck(portal: Portal, formData: FormData) {
  const submission = parseWithZod(formData, { schema: paymentSchema });
  if (submission.status !== "success") {
    return askAgain(portal, submission.reply({ hideFields: HIDDEN_ON_ERROR }), 400);
  }
  const { amount, ...card } = submission.value;
  const { accountCode } = await portal.profile().catch(providerFailure);
  const refused = await cardCheckRefusal(accountCode);
  if (refused) {
    logBillingEvent(portal, "card-tokenise", "rate-limited", { status: refused.status });
    return askAgain(
      portal,
      submission.reply({ formErrors: [refused.message], hideFields: HIDDEN_ON_ERROR }),
      refused.status,
    );
  }
  try {
    const { cardToken, cardLabel } = await tokeniseCard(portal, card);
    logBillingEvent(portal, "card-tokenise", "success", { amountCents: amount });
    return data({
      view: "check" as const,
      amountCents: amount,
      cardToken,
      cardLabel,
      idempotencyKey: randomUUID(),
      error: null,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "card-tokenise", "failure", { status: providerStatus(error) });
    const message = cardFailureMessage(error, "We could not check your card");
    return askAgain(
      portal,
      submission.reply({ formErrors: [message], hideFields: HIDDEN_ON_ERROR }),
      failureStatus(error),
    );
  }
}

async function payNow(portal: Portal, formData: FormData) {
  const parsed = payNowSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = "We could not read your payment. Enter the amount and card details again.";
    return askAgain(portal, formErrorResult(message, {}), 400);
  }
  const { amountCents, cardToken, cardLabel, idempotencyKey } = parsed.data;
  try {
    const { accountCode } = await portal.profile();
    // The same idempotency key (a double submit, a retry on any instance) gets the first payment's receipt.
    const payment = await takePaymentOnce(portal, accountCode, { cardToken, amountCents, idempotencyKey });
    if (payment.kind === "refused") {
      logBillingEvent(portal, "take-payment", "refused", { amountCents, status: payment.refusal.status });
      return data(
        { view: "check" as const, amountCents, cardToken, cardLabel, idempotencyKey, error: payment.refusal.message },
        { status: payment.refusal.status },
      );
    }
    const { receipt } = payment;
    logBillingEvent(portal, "take-payment", payment.repeated ? "repeated" : "success", {
      amountCents: receipt.amountCents,
      reference: receipt.receiptCode,
    });
    portal.session.flash("alert", {
      type: "success",
      message: `Payment of ${formatMoney(receipt.amountCents)} received. Your receipt code is ${receipt.receiptCode}. Your balance is now ${formatMoney(receipt.balanceCents)}.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "take-payment", "failure", { amountCents, status: providerStatus(error) });
    if (isUncertainFailure(error)) {
      // We cannot tell whether the charge went through: offer the same step again with the same
      // key, so trying again can never charge twice.
      const message = `${cardFailureMessage(error, "We could not confirm your payment")}. You can try again: you will not be charged twice.`;
      return data(
        { view: "check" as const, amountCents, cardToken, cardLabel, idempotencyKey, error: message },
        { status: 502 },
      );
    }
    // A refusal (a decline): the customer starts again with the card; the amount stays.
    const message = cardFailureMessage(error, "Your payment was not taken");
    return askAgain(portal, formErrorResult(message, { amount: centsToInput(amountCents) }), failureStatus(error));
  }
  throw redirect(BILLING_URLS.overview, 303);
}

export default function PayConfirm({ actionData }: Route.ComponentProps) {
  return (
    <CheckStep
      answer={actionData}
      question={BILLING_URLS.pay}
      askAgain={(failed) => <PaymentForm status={failed.status} amount={failed.amount} failed={failed} />}
      check={(check) => <PaymentCheck check={check} />}
    />
  );
}

function PaymentCheck({ check }: { check: Extract<Route.ComponentProps["actionData"], { view: "check" }> }) {
  const busy = useIsPending();
  const changeAmount = `${BILLING_URLS.pay}?amount=${encodeURIComponent(centsToInput(check.amountCents))}`;
  return (
    <CheckPage
      title="Check your payment"
      back={changeAmount}
      action={BILLING_URLS.payConfirm}
      error={check.error}
      rows={[
        { key: "Amount", value: formatMoney(check.amountCents), change: { to: changeAmount, what: "amount" } },
        { key: "Card", value: check.cardLabel, change: { to: BILLING_URLS.pay, what: "card" } },
      ]}
    >
      <input type="hidden" name="intent" value="pay-now" />
      <input type="hidden" name="amountCents" value={check.amountCents} />
      <input type="hidden" name="cardToken" value={check.cardToken} />
      <input type="hidden" name="cardLabel" value={check.cardLabel} />
      <input type="hidden" name="idempotencyKey" value={check.idempotencyKey} />
      <p>By selecting “Pay now” you agree to pay {formatMoney(check.amountCents)} from this card.</p>
      <div>
        <Button type="submit" disabled={busy}>
          Pay now
        </Button>
      </div>
    </CheckPage>
  );
}
