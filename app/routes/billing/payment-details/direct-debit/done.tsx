import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { directDebitStore } from "#app/routes/billing/payment-details/journey.server.ts";
import { PaymentDetailsUpdated } from "#app/routes/billing/payment-details/updated.tsx";
import type { Route } from "./+types/done";

// /billing/payment-details/direct-debit/done — the bank account saved, as "Save payment details" recorded the provider's answer.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return directDebitStore.confirmation(args);
}

export default function DirectDebitDone({ loaderData }: Route.ComponentProps) {
  return <PaymentDetailsUpdated label={loaderData.label} reference={loaderData.reference ?? null} />;
}
