import { data } from "react-router";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { formatMoney } from "#app/domain/format.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import { formErrorResult } from "#app/routes/billing/billing-rules.ts";
import {
  cardFailureMessage,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
  summariseMethod,
} from "#app/routes/billing/billing.server.ts";
import { STOP_DIRECT_DEBIT_URLS } from "#app/routes/billing/payment-details/journey.ts";
import { stopDirectDebitStore } from "#app/routes/billing/payment-details/journey.server.ts";
import type { Route } from "./+types/confirm";

// /billing/payment-details/stop-direct-debit/confirm — what stops (the direct debit, as the
// provider has it now), what the next bill needs, then "Stop direct debit", sent once.

export const headers = journeyHeaders;

/** The account as it is now: the direct debit and the next bill, or null when it could not be read. */
async function accountNow(portal: Portal) {
  try {
    const status = await portal.api.account.status();
    const debit = status.paymentMethod?.type === "directDebit" ? summariseMethod(status.paymentMethod) : null;
    const nextBill =
      status.balanceCents > 0 && status.dueDate
        ? `${formatMoney(status.balanceCents)}, due ${formatDate(status.dueDate)}`
        : null;
    return { debit: debit?.label ?? null, nextBill };
  } catch (error) {
    rethrowUnauthorized(error);
    return null;
  }
}

export async function loader(args: Route.LoaderArgs) {
  const step = await stopDirectDebitStore.page(args, "check");
  const now = await accountNow(args.context.get(portalContext));
  return data({ lastResult: step.lastResult, back: step.back, version: step.version, now }, { status: step.status });
}

export async function action(args: Route.ActionArgs) {
  await stopDirectDebitStore.page(args, "check");
  const portal = args.context.get(portalContext);
  return stopDirectDebitStore.sendOnce(args, async (finish) => {
    let stopped;
    try {
      stopped = await portal.api.account.stopDirectDebit();
    } catch (error) {
      rethrowUnauthorized(error);
      logBillingEvent(portal, "stop-direct-debit", "failure", { status: providerStatus(error) });
      const message = cardFailureMessage(error, "We could not stop your direct debit");
      return stopDirectDebitStore.askAgain(args, "check", formErrorResult(message, {}));
    }
    logBillingEvent(portal, "stop-direct-debit", "success", { reference: stopped.reference });
    return finish({ reference: stopped.reference });
  });
}

export default function StopDirectDebitCheck({ loaderData }: Route.ComponentProps) {
  const [form] = useForm({ id: "stop-direct-debit", lastResult: loaderData.lastResult });
  const { now } = loaderData;
  return (
    <CheckPage
      version={loaderData.version}
      title="Check before you stop your direct debit"
      back={loaderData.back}
      rows={[
        now?.debit ? { key: "Direct debit to stop", value: now.debit } : null,
        {
          key: "From now on",
          value: "You pay each bill by its due date",
          change: { to: withChange(STOP_DIRECT_DEBIT_URLS.how, true), what: "how you pay" },
        },
        now?.nextBill ? { key: "Your next bill", value: now.nextBill } : null,
      ]}
      form={form}
      formProps={getFormProps(form)}
      submit="Stop direct debit"
    >
      <p>
        Once it is stopped, nothing is taken from your bank account. Pay each bill by its due date, by card here or by
        BPAY, or a late fee may apply. You can set up a direct debit again at any time.
      </p>
    </CheckPage>
  );
}
