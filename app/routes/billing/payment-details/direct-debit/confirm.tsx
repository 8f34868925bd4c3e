import { data } from "react-router";
import { Field } from "#app/components/field/Field.tsx";
import { maskAccount } from "#app/domain/direct-debit.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { reauthReply } from "#app/lib/reauth.server.ts";
import { formErrorResult } from "#app/routes/billing/billing-rules.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { DIRECT_DEBIT_URLS } from "#app/routes/billing/payment-details/journey.ts";
import { directDebitStore } from "#app/routes/billing/payment-details/journey.server.ts";
import { PasswordCheck } from "#app/routes/billing/payment-details/password-check.tsx";
import {
  passwordRefusal,
  saveNewMethod,
  withoutTyped,
} from "#app/routes/billing/payment-details/payment-details.server.ts";
import { directDebitSaveSchema } from "#app/routes/billing/payment-details/payment-details.schemas.ts";
import type { Route } from "./+types/confirm";

// /billing/payment-details/direct-debit/confirm — "Check your new payment details" for direct
// debit, then "Save payment details". Only the account number's last three digits were kept, and
// the provider needs the whole number: it is typed again here (it must end in those digits) with
// the current password; both go to the provider and neither is kept. Sent once per journey.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const step = await directDebitStore.page(args, "check");
  const { accountName, bsb, accountEnding } = step.answers;
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      version: step.version,
      accountName: accountName!,
      bsb: bsb!,
      accountLabel: maskAccount(accountEnding!),
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { answers } = await directDebitStore.page(args, "check");
  const { accountName, bsb, accountEnding } = answers as Required<typeof answers>;
  const submission = parseWithZod(await readForm(args.request), { schema: directDebitSaveSchema(accountEnding) });
  if (submission.status !== "success")
    return directDebitStore.askAgain(args, "check", withoutTyped(fieldErrors(submission)));
  const portal = args.context.get(portalContext);
  const { accountNumber, currentPassword } = submission.value;
  return directDebitStore.sendOnce(args, async (finish) => {
    const refused = await passwordRefusal(portal, currentPassword);
    if (refused) return directDebitStore.askAgain(args, "check", withoutTyped(reauthReply(submission, refused)));
    const saved = await saveNewMethod(portal, () =>
      portal.api.account.updatePaymentDetails({ type: "directDebit", accountName, bsb, accountNumber }),
    );
    if (!saved.ok) return directDebitStore.askAgain(args, "check", formErrorResult(saved.message, {}));
    return finish({ label: saved.label, reference: saved.reference });
  });
}

export default function DirectDebitConfirm({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ accountNumber: string; currentPassword: string }>({
    id: "direct-debit-save",
    lastResult: loaderData.lastResult,
    shouldValidate: "onSubmit",
  });
  const change = withChange(DIRECT_DEBIT_URLS.account, true);
  return (
    <CheckPage
      version={loaderData.version}
      title="Check your new payment details"
      back={loaderData.back}
      rows={[
        { key: "Pay by", value: "Direct debit" },
        { key: "Account name", value: loaderData.accountName, change: { to: change, what: "account name" } },
        { key: "BSB", value: loaderData.bsb, change: { to: change, what: "BSB" } },
        { key: "Account number", value: loaderData.accountLabel, change: { to: change, what: "account number" } },
        { key: "Direct debit terms", value: "You agree" },
      ]}
      form={form}
      formProps={getFormProps(form)}
      submit="Save payment details"
    >
      <Field
        label="Confirm account number"
        hint="Enter it again. We keep only its last 3 digits, so we need it once more to set up your direct debit."
        meta={fields.accountNumber}
        inputProps={{ ...getInputProps(fields.accountNumber, { type: "text" }), defaultValue: "" }}
        inputMode="numeric"
        autoComplete="off"
        className={styles.medium}
      />
      <PasswordCheck meta={fields.currentPassword} />
    </CheckPage>
  );
}
