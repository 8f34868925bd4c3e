import type { ProviderChange } from "#server/provider/http.ts";
import type { CallDef } from "#server/provider/call-def.ts";
import { calls } from "#server/provider/calls.ts";
import { audit, type AuditEvent, type AuditOutcome } from "./index.ts";

/**
 * Most account events are exactly one of the provider's changing calls made for a signed-in
 * customer: every one of them passes the provider client's `afterChange` (server/provider/http.ts),
 * which the signed-in portal (app/lib/portal.server.ts) points here. So the trail is kept in this
 * one place, for every page that makes such a call now or later, and no page has to remember it.
 * A call that is no account event (an MFA code sent, a card swapped for a token) is not listed.
 */

/** What the provider client tells `afterChange`: the call, its HTTP status (none when it failed first), its body. */

type Naming = AuditEvent | ((change: ProviderChange, outcome: AuditOutcome) => AuditEvent);

/** A support ticket's category (the only part of its body the trail reads). */
function ticketEvent({ body }: ProviderChange): AuditEvent {
  const category = (body as { category?: unknown } | null)?.category;
  if (category === "complaint") return "complaint.made";
  if (category === "fault") return "fault.reported";
  return "enquiry.made";
}

const events = new Map<CallDef, Naming>([
  [calls.authentication.mfaVerify, (_, outcome) => (outcome === "ok" ? "mfa.verified" : "mfa.failed")],
  [calls.authentication.passwordChange, "password.changed"],
  [calls.authentication.passwordSet, "password.changed"],
  [calls.account.updateContacts, "profile.changed"],
  [calls.account.updatePaymentDetails, "payment-details.changed"],
  [calls.account.updateCreditCard, "payment-details.changed"],
  [calls.account.stopDirectDebit, "payment-details.changed"],
  [calls.creditCard.takePayment, (_, outcome) => (outcome === "ok" ? "payment.taken" : "payment.failed")],
  [calls.account.paymentPlan, "payment-plan.requested"],
  [calls.account.changeContract, "plan.changed"],
  [calls.account.addServiceProduct, "product.ordered"],
  [calls.account.cancelContract, "service.cancel-requested"],
  [calls.account.moveAddress, "move.requested"],
  [calls.mobile.submitActivation, "sim.activation-requested"],
  [calls.account.supportTicket, ticketEvent],
  [calls.wholesale.updateVoipService, "voip-settings.changed"],
  [calls.account.lifeSupportRegister, "life-support.registered"],
  [calls.account.lifeSupportRemove, "life-support.removed"],
  [calls.account.simBlock, "sim.blocked"],
  [calls.account.simUnblock, "sim.unblocked"],
  [calls.account.updateNotificationPreferences, "notifications.changed"],
]);

/** A 2xx is done, a 4xx is the provider's no; anything else (a 5xx, no answer) leaves it unknown. */
export function changeOutcome(status: number | undefined): AuditOutcome {
  if (status !== undefined && status >= 200 && status < 300) return "ok";
  if (status !== undefined && status >= 400 && status < 500) return "refused";
  return "error";
}

/** The event a changing call is, or undefined when it is none. */
export function changeEvent(change: ProviderChange): { event: AuditEvent; outcome: AuditOutcome } | undefined {
  const naming = events.get(change.call);
  if (!naming) return undefined;
  const outcome = changeOutcome(change.status);
  return { event: typeof naming === "function" ? naming(change, outcome) : naming, outcome };
}

/** Records the call as its account event, if it is one, for the signed-in account and session. */
export function auditProviderChange(change: ProviderChange, who: { account: string | null; sid: string | undefined }) {
  const named = changeEvent(change);
  if (!named) return;
  audit(named.event, { outcome: named.outcome, account: who.account, sid: who.sid, call: change.call.path });
}
