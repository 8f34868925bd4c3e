// The kinds of request a customer lodges, as /requests names them (decision 023).
// Pure: no server imports.

const KIND_NAMES: Record<string, string> = {
  complaint: "Complaint",
  fault: "Fault",
  enquiry: "Enquiry",
  "payment-plan": "Payment plan",
  "plan-change": "Plan change",
  "product-addition": "Product",
  move: "Move",
  cancellation: "Cancellation",
  "sim-activation": "SIM activation",
  "energy-contract-change": "Energy contract change",
  "new-service": "New service",
};

/** "Plan change", "SIM activation"…; an unknown kind in words. */
export function requestKindName(kind: string): string {
  return KIND_NAMES[kind] ?? (kind.charAt(0).toUpperCase() + kind.slice(1)).replace(/-/g, " ");
}

/** Other words a request's summary may start with for its kind ("Support request: …" is an enquiry). */
const KIND_ALIASES: Record<string, readonly string[]> = {
  enquiry: ["support request"],
};

/**
 * A request as /requests lists it: its kind, and the summary without the kind's name at its start
 * (the ticket's subject often begins with it: "Complaint: Billing or payments" is shown as
 * Complaint: "Billing or payments", never "Complaint: Complaint: …"). An urgent mark in front of
 * the kind stays, at the end.
 */
export function requestLabel(kind: string, summary: string): { kind: string; summary: string } {
  const name = requestKindName(kind);
  const prefixes = [name, ...(KIND_ALIASES[kind] ?? [])].map((p) => p.toLowerCase());
  const text = summary.trim();
  const urgent = /^urgent\s+/i.exec(text);
  const rest = urgent ? text.slice(urgent[0].length) : text;
  const prefix = prefixes.find((p) => rest.toLowerCase().startsWith(`${p}:`));
  if (!prefix) return { kind: name, summary: text };
  const stripped = rest.slice(prefix.length + 1).trim();
  if (!stripped) return { kind: name, summary: text };
  return { kind: name, summary: urgent ? `${stripped} (urgent)` : stripped };
}

/** Requests with a conversation of their own (/requests/<reference>, decision 079): tickets, complaints and faults. */
const CONVERSATION_KINDS = new Set(["complaint", "fault", "enquiry"]);
export const hasConversation = (kind: string) => CONVERSATION_KINDS.has(kind);

/** A request's reference as a URL may name it: letters, a hyphen and digits ("SR-100002"). */
export const REFERENCE_SHAPE = /^[A-Z]{1,6}-\d{1,12}$/;

/**
 * How soon the provider first contacts the customer about what they lodged: the promise the
 * confirmation page makes, as the provider's own email and /requests make it (the request's first
 * next step). The one place for it in the portal.
 */
export const FIRST_CONTACT_WITHIN = {
  fault: "1 business day",
  complaint: "2 business days",
  enquiry: "2 business days",
} as const;
