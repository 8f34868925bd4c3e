import { portalContext } from "#app/lib/portal.server.ts";
import { loadStatus } from "#app/routes/billing/billing.server.ts";
import { billingHandle } from "#app/routes/billing/steps.ts";
import { billingHeaders } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/index";
import { PaymentForm } from "./payment-form.tsx";

// /billing/pay — "Make a payment": the amount and the card. The form posts to /billing/pay/confirm.

/** This page carries card fields: no third-party tag manager on it, never cached. */
export const handle = billingHandle;
export const headers = billingHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  return {
    status: await loadStatus(portal),
    /** An amount carried back by "Change amount" (not secret). */
    amount: (new URL(request.url).searchParams.get("amount") ?? "").slice(0, 20),
  };
}

export default function Pay({ loaderData }: Route.ComponentProps) {
  return <PaymentForm status={loaderData.status} amount={loaderData.amount} />;
}
