import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { Button } from "#app/components/index.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { checkCurrentPassword, reauthReply } from "#app/lib/reauth.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import {
  cardCheckRefusal,
  cardFailureMessage,
  failureStatus,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
  tokeniseCard,
} from "#app/routes/billing/billing.server.ts";
import { formErrorResult, HIDDEN_ON_ERROR } from "#app/routes/billing/billing-rules.ts";
import { CheckPage, CheckStep } from "#app/routes/billing/check-page.tsx";
import { checkStepClientLoader } from "#app/routes/billing/check-step-client-loader.ts";
import { billingHandle } from "#app/routes/billing/steps.ts";
import { billingHeaders, checkStepAction, checkStepLoader } from "#app/routes/billing/steps.server.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import { useCurrentPassword } from "#app/routes/billing/payment-details/password-check.tsx";
import { saveNewMethod } from "#app/routes/billing/payment-details/payment-details.server.ts";
import {
  cardSaveDetailsSchema,
  cardSaveSchema,
  cardUpdateSchema,
} from "#app/routes/billing/payment-details/payment-details.schemas.ts";
import type { Route } from "./+types/confirm";
import { CardForm } from "./card-form.tsx";

// /billing/payment-details/card/confirm — "Check your new payment details" for a card, the answer to
// the card form's post: the card is swapped for the provider's token, and the step carries the
// token and a masked label in hidden fields (never card data, docs/decisions/010) with the current
// password to type (re-authentication). "Save payment details" posts here again.

/** The step follows card fields and carries the card's token: no tag manager, never cached. */
export const handle = billingHandle;
export const headers = billingHeaders;
export const loader = checkStepLoader(BILLING_URLS.card);
export const clientLoader = checkStepClientLoader;
export const action = checkStepAction({ "card-check": cardCheck, "card-save": cardSave });

/** The card form again, with what went wrong; its fields empty (a new `attempt` key). */
function askAgain(result: SubmissionResult<string[]>, status: number) {
  return data({ view: "question" as const, result, attempt: randomUUID() }, { status });
}

async function cardCheck(portal: Portal, formData: FormData) {
  const submission = parseWithZod(formData, { schema: cardUpdateSchema });
  if (submission.status !== "success") return askAgain(submission.reply({ hideFields: HIDDEN_ON_ERROR }), 400);
  const { intent: _intent, ...card } = submission.value;
  try {
    const { accountCode } = await portal.profile();
    const refused = await cardCheckRefusal(accountCode);
    if (refused) {
      logBillingEvent(portal, "card-tokenise", "rate-limited", { status: refused.status });
      return askAgain(submission.reply({ formErrors: [refused.message], hideFields: HIDDEN_ON_ERROR }), refused.status);
    }
    const { cardToken, cardLabel } = await tokeniseCard(portal, card);
    logBillingEvent(portal, "card-tokenise", "success");
    return data({ view: "check" as const, cardToken, cardLabel, error: null, result: null });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "card-tokenise", "failure", { status: providerStatus(error) });
    const message = cardFailureMessage(error, "We could not check your card");
    return askAgain(submission.reply({ formErrors: [message], hideFields: HIDDEN_ON_ERROR }), failureStatus(error));
  }
}

/**
 * "Save payment details" for a card: the current password typed on the check step is checked
 * with the provider (re-authentication, DESIGN §4) before the card is saved. A missing or wrong
 * password shows the check step again, the card kept and the password empty.
 */
async function cardSave(portal: Portal, formData: FormData) {
  const parsed = cardSaveDetailsSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return askAgain(formErrorResult("We could not read your card. Enter the card details again.", {}), 400);
  }
  const { cardToken, cardLabel } = parsed.data;
  const check = (status: number, result: SubmissionResult<string[]> | null, error: string | null = null) =>
    data({ view: "check" as const, cardToken, cardLabel, error, result }, { status });

  const submission = parseWithZod(formData, { schema: cardSaveSchema });
  if (submission.status !== "success") return check(400, submission.reply({ hideFields: HIDDEN_ON_ERROR }));
  const refused = await checkCurrentPassword(portal, submission.value.currentPassword, "payment-details");
  if (refused) {
    logBillingEvent(portal, "update-payment-details", "reauth-refused", { status: refused.status });
    return check(refused.status, reauthReply(submission, refused, HIDDEN_ON_ERROR));
  }
  const failure = await saveNewMethod(portal, () => portal.api.account.updateCreditCard({ cardToken }));
  return check(failure.status, null, failure.message);
}

export default function CardConfirm({ actionData }: Route.ComponentProps) {
  return (
    <CheckStep
      answer={actionData}
      question={BILLING_URLS.card}
      askAgain={(failed) => <CardForm failed={failed} />}
      check={(check) => <CardCheck check={check} />}
    />
  );
}

function CardCheck({ check }: { check: Extract<Route.ComponentProps["actionData"], { view: "check" }> }) {
  const busy = useIsPending();
  const password = useCurrentPassword("card-save", check.result);
  return (
    <CheckPage
      title="Check your new payment details"
      back={BILLING_URLS.card}
      action={BILLING_URLS.cardConfirm}
      error={check.error}
      form={password.form}
      rows={[
        { key: "Pay by", value: "Card" },
        { key: "Card", value: check.cardLabel, change: { to: BILLING_URLS.card, what: "card" } },
      ]}
    >
      <input type="hidden" name="intent" value="card-save" />
      <input type="hidden" name="cardToken" value={check.cardToken} />
      <input type="hidden" name="cardLabel" value={check.cardLabel} />
      {password.field}
      <div>
        <Button type="submit" disabled={busy}>
          Save payment details
        </Button>
      </div>
    </CheckPage>
  );
}
