import { portalContext } from "#app/lib/portal.server.ts";
import { billingHandle } from "#app/routes/billing/steps.ts";
import { billingHeaders } from "#app/routes/billing/steps.server.ts";
import { requireOffered } from "#app/routes/billing/payment-details/payment-details.server.ts";
import type { Route } from "./+types/index";
import { CardForm } from "./card-form.tsx";

// /billing/payment-details/card — "Pay by card". The form posts to …/card/confirm.

/** This page carries card fields: no third-party tag manager on it, never cached. */
export const handle = billingHandle;
export const headers = billingHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  await requireOffered(context.get(portalContext), "card");
  return null;
}

export default function PayByCard() {
  return <CardForm />;
}
