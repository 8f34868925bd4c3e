// Server-only parts shared by the /billing/payment-details screens.

import { redirect } from "react-router";
import type { Portal } from "#app/lib/portal.server.ts";
import {
  attempt,
  cardFailureMessage,
  failureStatus,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
  summariseMethod,
} from "#app/routes/billing/billing.server.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";

export type NewMethod = "card" | "directDebit";

/** The ways to pay the provider offers (lookup/payment/available-payment-methods). */
export async function loadAvailableMethods(portal: Portal) {
  const methods = await attempt(portal.api.lookup.availablePaymentMethods());
  const available = methods.ok ? methods.value.availablePaymentMethods : [];
  /** When the list could not be loaded, both are offered: the provider still decides on save. */
  const offered = (code: NewMethod) => !methods.ok || available.some((m) => m.code === code);
  return { methods, available, offered };
}

/** A question for a method the provider does not offer goes back to the payment details. */
export async function requireOffered(portal: Portal, method: NewMethod) {
  const { offered } = await loadAvailableMethods(portal);
  if (!offered(method)) throw redirect(BILLING_URLS.paymentDetails);
}

/** Saving new payment details: the flash alert and the redirect, or the message of a failure. */
export async function saveNewMethod(
  portal: Portal,
  save: () => Promise<{ paymentMethod: Parameters<typeof summariseMethod>[0] }>,
): Promise<{ status: number; message: string }> {
  try {
    const answer = await save();
    logBillingEvent(portal, "update-payment-details", "success");
    portal.session.flash("alert", {
      type: "success",
      message: `Your payment details have been updated. You now pay by ${summariseMethod(answer.paymentMethod).label}.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "update-payment-details", "failure", { status: providerStatus(error) });
    return {
      status: failureStatus(error),
      message: cardFailureMessage(error, "We could not update your payment details"),
    };
  }
  throw redirect(BILLING_URLS.paymentDetails, 303);
}
