import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { Button } from "#app/components/index.ts";
import { maskAccount } from "#app/domain/direct-debit.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { checkCurrentPassword, reauthReply } from "#app/lib/reauth.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { logBillingEvent } from "#app/routes/billing/billing.server.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { CheckPage, CheckStep } from "#app/routes/billing/check-page.tsx";
import { checkStepClientLoader } from "#app/routes/billing/check-step-client-loader.ts";
import { billingHandle } from "#app/routes/billing/steps.ts";
import { billingHeaders, checkStepAction, checkStepLoader } from "#app/routes/billing/steps.server.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import { useCurrentPassword } from "#app/routes/billing/payment-details/password-check.tsx";
import { saveNewMethod } from "#app/routes/billing/payment-details/payment-details.server.ts";
import {
  ddCheckSchema,
  ddSaveDetailsSchema,
  ddSaveSchema,
} from "#app/routes/billing/payment-details/payment-details.schemas.ts";
import type { Route } from "./+types/confirm";
import { DirectDebitForm } from "./direct-debit-form.tsx";

// /billing/payment-details/direct-debit/confirm — "Check your new payment details" for direct
// debit, the answer to the form's post. It carries the details in hidden fields (the account
// number shown only as its last digits) with the current password to type (re-authentication).
// "Save payment details" posts here again; "Change your answers" posts back to the form.

export const handle = billingHandle;
export const headers = billingHeaders;
export const loader = checkStepLoader(BILLING_URLS.directDebit);
export const clientLoader = checkStepClientLoader;
export const action = checkStepAction({ "dd-check": (_portal, formData) => ddCheck(formData), "dd-save": ddSave });

/** The direct-debit form again, with what went wrong (the account number never comes back). */
function askAgain(result: SubmissionResult<string[]>) {
  return data({ view: "question" as const, result, constraint: getZodConstraint(ddCheckSchema) }, { status: 400 });
}

function ddCheck(formData: FormData) {
  const submission = parseWithZod(formData, { schema: ddCheckSchema });
  if (submission.status !== "success") return askAgain(fieldErrors(submission));
  const { accountName, bsb, accountNumber } = submission.value;
  return data({
    view: "check" as const,
    accountName,
    bsb,
    accountNumber,
    accountLabel: maskAccount(accountNumber),
    error: null,
    result: null,
  });
}

/**
 * "Save payment details" for direct debit: the details come back from the check step's hidden
 * fields and are checked again; the current password typed there is checked with the provider
 * (re-authentication, DESIGN §4) before they are saved.
 */
async function ddSave(portal: Portal, formData: FormData) {
  const details = parseWithZod(formData, { schema: ddSaveDetailsSchema });
  if (details.status !== "success") return askAgain(fieldErrors(details));
  const { accountName, bsb, accountNumber } = details.value;
  const check = (status: number, result: SubmissionResult<string[]> | null, error: string | null = null) =>
    data(
      {
        view: "check" as const,
        accountName,
        bsb,
        accountNumber,
        accountLabel: maskAccount(accountNumber),
        error,
        result,
      },
      { status },
    );

  const submission = parseWithZod(formData, { schema: ddSaveSchema });
  if (submission.status !== "success") return check(400, fieldErrors(submission));
  const refused = await checkCurrentPassword(portal, submission.value.currentPassword, "payment-details");
  if (refused) {
    logBillingEvent(portal, "update-payment-details", "reauth-refused", { status: refused.status });
    return check(refused.status, reauthReply(submission, refused));
  }
  const failure = await saveNewMethod(portal, () =>
    portal.api.account.updatePaymentDetails({ type: "directDebit", accountName, bsb, accountNumber }),
  );
  return check(failure.status, null, failure.message);
}

export default function DirectDebitConfirm({ actionData }: Route.ComponentProps) {
  return (
    <CheckStep
      answer={actionData}
      question={BILLING_URLS.directDebit}
      askAgain={(failed) => <DirectDebitForm constraint={failed.constraint} failed={failed} />}
      check={(check) => <DirectDebitCheck check={check} />}
    />
  );
}

function DirectDebitCheck({ check }: { check: Extract<Route.ComponentProps["actionData"], { view: "check" }> }) {
  const busy = useIsPending();
  const password = useCurrentPassword("direct-debit-save", check.result);
  return (
    <CheckPage
      title="Check your new payment details"
      back={BILLING_URLS.directDebit}
      action={BILLING_URLS.directDebitConfirm}
      error={check.error}
      form={password.form}
      rows={[
        { key: "Pay by", value: "Direct debit" },
        { key: "Account name", value: check.accountName },
        { key: "BSB", value: check.bsb },
        { key: "Account number", value: check.accountLabel },
        { key: "Direct debit terms", value: "You agree" },
      ]}
    >
      <input type="hidden" name="accountName" value={check.accountName} />
      <input type="hidden" name="bsb" value={check.bsb} />
      <input type="hidden" name="accountNumber" value={check.accountNumber} />
      <input type="hidden" name="agree" value="on" />
      {password.field}
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="dd-save" disabled={busy}>
          Save payment details
        </Button>
        <Button
          type="submit"
          name="intent"
          value="dd-edit"
          formAction={BILLING_URLS.directDebit}
          variant="secondary"
          disabled={busy}
        >
          Change your answers
        </Button>
      </div>
    </CheckPage>
  );
}
