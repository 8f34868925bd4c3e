import { data } from "react-router";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { reauthReply } from "#app/lib/reauth.server.ts";
import { formErrorResult } from "#app/routes/billing/billing-rules.ts";
import { CARD_URLS } from "#app/routes/billing/payment-details/journey.ts";
import { cardStore } from "#app/routes/billing/payment-details/journey.server.ts";
import { PasswordCheck } from "#app/routes/billing/payment-details/password-check.tsx";
import {
  passwordRefusal,
  saveNewMethod,
  withoutTyped,
} from "#app/routes/billing/payment-details/payment-details.server.ts";
import { cardSaveSchema } from "#app/routes/billing/payment-details/payment-details.schemas.ts";
import type { Route } from "./+types/confirm";

// /billing/payment-details/card/confirm — "Check your new payment details" for a card, then "Save
// payment details". The post carries only the current password (checked, never kept): the card's
// token is the journey's answer. Sent once per journey (sendOnce).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const step = await cardStore.page(args, "check");
  return data(
    { lastResult: step.lastResult, back: step.back, version: step.version, cardLabel: step.answers.cardLabel! },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { answers } = await cardStore.page(args, "check");
  const submission = parseWithZod(await readForm(args.request), { schema: cardSaveSchema });
  if (submission.status !== "success") {
    return cardStore.askAgain(args, "check", withoutTyped(submission.reply()));
  }
  const portal = args.context.get(portalContext);
  return cardStore.sendOnce(args, async (finish) => {
    const refused = await passwordRefusal(portal, submission.value.currentPassword);
    if (refused) return cardStore.askAgain(args, "check", withoutTyped(reauthReply(submission, refused)));
    const saved = await saveNewMethod(portal, () =>
      portal.api.account.updateCreditCard({ cardToken: answers.cardToken! }),
    );
    if (!saved.ok) return cardStore.askAgain(args, "check", formErrorResult(saved.message, {}));
    return finish({ label: saved.label, reference: saved.reference });
  });
}

export default function CardConfirm({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ currentPassword: string }>({
    id: "card-save",
    lastResult: loaderData.lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <CheckPage
      version={loaderData.version}
      title="Check your new payment details"
      back={loaderData.back}
      rows={[
        { key: "Pay by", value: "Card" },
        {
          key: "Card",
          value: loaderData.cardLabel,
          change: { to: withChange(CARD_URLS.card, true), what: "card" },
        },
      ]}
      form={form}
      formProps={getFormProps(form)}
      submit="Save payment details"
    >
      <PasswordCheck meta={fields.currentPassword} />
    </CheckPage>
  );
}
