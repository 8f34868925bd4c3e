import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { cardStore } from "#app/routes/billing/payment-details/journey.server.ts";
import { PaymentDetailsUpdated } from "#app/routes/billing/payment-details/updated.tsx";
import type { Route } from "./+types/done";

// /billing/payment-details/card/done — the card saved, as "Save payment details" recorded the provider's answer.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return cardStore.confirmation(args);
}

export default function CardDone({ loaderData }: Route.ComponentProps) {
  return <PaymentDetailsUpdated label={loaderData.label} reference={loaderData.reference ?? null} />;
}
