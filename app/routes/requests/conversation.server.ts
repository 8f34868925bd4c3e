import { data } from "react-router";
import { addBusinessDays, ombudsmanFor } from "#app/domain/ombudsman.ts";
import { hasConversation, REFERENCE_SHAPE, requestKindName, requestLabel } from "#app/domain/requests.ts";
import { statusTone } from "#app/domain/status.ts";
import { formatDate, formatDateTime } from "#app/lib/dates/format.ts";
import { todayIso } from "#app/lib/dates/calendar.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { providerFailure, recoverable } from "#app/lib/provider-outcome.server.ts";
import { hasProviderStatus } from "#app/lib/server-gateway.server.ts";
import { config } from "#server/config.ts";
import type { RequestConversation } from "#server/provider/schemas/requests.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, limits } from "#server/security/rate-limit.ts";

/**
 * A ticket's, complaint's or fault's page (/requests/<reference>, decision 079): its conversation
 * from the provider (GET account/requests/{reference}), worded for people, and the customer's reply
 * (POST …/messages). A reference that is not this account's ticket — another account's, none, or
 * not shaped like one — is 404, and an `access.refused` line in the audit trail.
 */

/** The page's 404, after recording the refusal (any reference the URL named, as the audit line may carry it). */
function notTheirs(portal: Portal, reference: string): never {
  portal.refuseAccess("request", reference);
  throw data(null, { status: 404 });
}

/** The account's conversation for `reference`, or the 404 (thrown); another failure is the page's failure (thrown). */
export async function loadConversation(portal: Portal, reference: string): Promise<RequestConversation> {
  if (!REFERENCE_SHAPE.test(reference)) notTheirs(portal, reference);
  let conversation: RequestConversation;
  try {
    conversation = await portal.api.account.request({ reference });
  } catch (error) {
    if (hasProviderStatus(error, 404, 403)) notTheirs(portal, reference);
    return providerFailure(error);
  }
  if (!hasConversation(conversation.request.kind)) notTheirs(portal, reference);
  return conversation;
}

/** Where to start again once a request is closed: its own form. */
const NEW_REQUEST: Record<string, { href: string; text: string }> = {
  complaint: { href: "/support/new-complaint", text: "make a new complaint" },
  fault: { href: "/support/report-fault", text: "report a new fault" },
  enquiry: { href: "/support/new-ticket", text: "lodge a new support ticket" },
};

/** What the page shows: dates worded, the sender named, the ombudsman for a complaint. */
export function conversationView({ request, messages }: RequestConversation) {
  const label = requestLabel(request.kind, request.summary);
  const route = request.kind === "complaint" ? ombudsmanFor(request.serviceType, request.serviceAddress) : undefined;
  return {
    reference: request.reference,
    kind: request.kind,
    title: `${label.kind} ${request.reference}`,
    kindName: label.kind,
    summary: label.summary,
    lodged: formatDate(request.lodgedAt),
    status: request.status,
    tone: statusTone(request.status),
    nextStep: request.nextStep,
    closed: request.closed,
    startAgain: NEW_REQUEST[request.kind] ?? NEW_REQUEST.enquiry!,
    messages: messages.map((m) => ({
      id: m.id,
      fromCustomer: m.from === "customer",
      when: { text: formatDateTime(m.sentAt), iso: m.sentAt },
      text: m.text,
    })),
    ombudsman:
      route === undefined
        ? null
        : route === null
          ? { known: false as const }
          : {
              known: true as const,
              ...route.ombudsman,
              businessDays: route.businessDays,
              from: formatDate(addBusinessDays(todayIso(new Date(request.lodgedAt)), route.businessDays)),
            },
  };
}

/** A reply to a closed request, in plain words (the form keeps what was typed). */
export function closedMessage(kind: string): string {
  const again = NEW_REQUEST[kind] ?? NEW_REQUEST.enquiry!;
  return `This ${requestKindName(kind).toLowerCase()} is closed, so we cannot add your reply to it. To take it further, ${again.text} and quote its reference.`;
}

export type Replied = { ok: true; outcome: { reference: string } } | { ok: false; message: string; status: number };

/**
 * Sends the reply (POST account/requests/{reference}/messages) after taking one of the account's
 * support requests an hour (`support-requests`, shared with complaints, faults and tickets). A
 * closed request (409) is said in plain words; another refusal shows the provider's message.
 */
export async function sendReply(
  portal: Portal,
  account: string,
  request: RequestConversation["request"],
  text: string,
): Promise<Replied> {
  const { outcome } = await limits.supportRequestsPerAccount.attempt(account);
  if (outcome === "over")
    return {
      ok: false,
      status: 429,
      message: `You have sent us a lot of messages in the last hour. Try again in an hour, or call us on ${config.SUPPORT_PHONE}.`,
    };
  if (outcome === "unavailable") return { ok: false, message: LIMIT_UNAVAILABLE_MESSAGE, status: 503 };
  try {
    await portal.api.account.requestReply({ reference: request.reference, text });
    return { ok: true, outcome: { reference: request.reference } };
  } catch (error) {
    if (hasProviderStatus(error, 409)) return { ok: false, message: closedMessage(request.kind), status: 409 };
    const failure = recoverable(error);
    return { ok: false, message: failure.customerMessage, status: failure.isRefusal ? 400 : 502 };
  }
}
