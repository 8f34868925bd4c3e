import type { Store } from "./store.ts";
import type { RequestMessageRecord, RequestRecord } from "./records.ts";
import { reachedStages } from "./requests.ts";

/**
 * A support ticket's, complaint's or fault's conversation (decision 079). The customer's first
 * message is what they lodged (the ticket's description); each stage the request reaches adds our
 * canned answer at the moment it began, so a seeded request of a known age reads as a real one
 * would; the customer's replies and answers a test posts (`POST /__sandbox/requests/{reference}/answer`)
 * are kept in `request_messages`. A request is closed once it reaches its last stage (Resolved,
 * Answered): a reply is refused then.
 */

export const CONVERSATION_KINDS: readonly string[] = ["complaint", "fault", "enquiry"];

/** Our answer as each stage begins, by kind and stage; `{ref}` is the request's reference. */
const ANSWERS: Record<string, readonly string[]> = {
  complaint: [
    "Thank you for telling us. We have recorded your complaint as {ref}, and someone from our complaints team will reply within 2 business days.",
    "Our complaints team is looking into this. We will contact you with what we will do to put it right.",
    "We have resolved your complaint and closed it. If you are not happy with how we resolved it, make a new complaint and quote {ref}.",
  ],
  fault: [
    "We have your fault report {ref} and are checking the service. We will contact you within 1 business day.",
    "A technician is working on the fault. We will tell you here when it is fixed.",
    "The fault is fixed and we have closed this report. If the problem comes back, report a new fault.",
  ],
  enquiry: [
    "Thanks for your question. We have recorded it as {ref} and will reply within 2 business days.",
    "We have answered your request and closed it. If you need anything else, lodge a new support ticket.",
  ],
};

export interface ConversationMessage {
  id: number;
  from: "customer" | "provider";
  sentAt: string;
  text: string;
}

/** The customer's first message: the ticket's description as sent, or (a seeded request) its summary. */
function firstMessage(store: Store, accountCode: string, request: RequestRecord): string {
  const ticket = store.find<{ description?: string }>("support_tickets", { accountCode, ref: request.reference });
  return ticket?.data.description ?? request.summary;
}

export function isClosed(request: RequestRecord, now: number): boolean {
  return reachedStages(request, now).at(-1)!.last;
}

/** The conversation at `now`, oldest first (a message sent in the same millisecond as an answer comes first). */
export function conversationOf(
  store: Store,
  accountCode: string,
  request: RequestRecord,
  now: number,
): ConversationMessage[] {
  const answers = ANSWERS[request.kind] ?? ANSWERS.enquiry!;
  const messages: Omit<ConversationMessage, "id">[] = [
    { from: "customer", sentAt: request.lodgedAt, text: firstMessage(store, accountCode, request) },
    ...reachedStages(request, now).map((stage) => ({
      from: "provider" as const,
      sentAt: new Date(stage.at).toISOString(),
      text: (answers[stage.index] ?? answers.at(-1)!).replaceAll("{ref}", request.reference),
    })),
    ...store
      .list<RequestMessageRecord>("request_messages", { accountCode, ref: request.reference })
      .map(({ data }) => ({ from: data.from, sentAt: data.sentAt, text: data.text })),
  ];
  return messages
    .map((m, order) => ({ m, order }))
    .sort((a, b) => a.m.sentAt.localeCompare(b.m.sentAt) || a.order - b.order)
    .map(({ m }, i) => ({ id: i + 1, ...m }));
}

/** Keeps a message of the request's conversation. */
export function addMessage(
  store: Store,
  accountCode: string,
  reference: string,
  message: RequestMessageRecord,
): ConversationMessage {
  store.insert<RequestMessageRecord>("request_messages", { accountCode, ref: reference, data: message });
  const count = store.count("request_messages", { accountCode, ref: reference });
  return { id: count, ...message };
}
