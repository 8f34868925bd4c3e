// Server-only parts shared by the /billing/payment-details screens.

import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "react-router";
import type { Portal } from "#app/lib/portal.server.ts";
import { checkCurrentPassword, type ReauthFailure } from "#app/lib/reauth.server.ts";
import {
  attempt,
  cardFailureMessage,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
  summariseMethod,
} from "#app/routes/billing/billing.server.ts";
import { PAYMENT_DETAILS_URL } from "./journey.ts";

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
  if (!offered(method)) throw redirect(PAYMENT_DETAILS_URL);
}

/**
 * The current password typed on a check page, checked with the provider (re-authentication,
 * DESIGN §4) before new payment details are sent; a refusal is logged.
 */
export async function passwordRefusal(portal: Portal, password: string): Promise<ReauthFailure | null> {
  const refused = await checkCurrentPassword(portal, password, "payment-details");
  if (refused) logBillingEvent(portal, "update-payment-details", "reauth-refused", { status: refused.status });
  return refused;
}

/** Saving new payment details: how the account pays now (masked, as the provider answered), or why not. */
export async function saveNewMethod(
  portal: Portal,
  save: () => Promise<{ paymentMethod: Parameters<typeof summariseMethod>[0]; reference?: string | null }>,
): Promise<{ ok: true; label: string; reference: string | null } | { ok: false; message: string }> {
  try {
    const answer = await save();
    logBillingEvent(portal, "update-payment-details", "success");
    return { ok: true, label: summariseMethod(answer.paymentMethod).label, reference: answer.reference ?? null };
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "update-payment-details", "failure", { status: providerStatus(error) });
    return { ok: false, message: cardFailureMessage(error, "We could not update your payment details") };
  }
}

/**
 * A check page's reply without what was posted: every field of those pages is a secret (the
 * current password, the account number), and anything else posted is no answer of the journey.
 */
export function withoutTyped(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  return { ...result, initialValue: {} };
}
