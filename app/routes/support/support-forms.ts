// The complaint and fault-report forms: their options and limits, and the support ticket
// (account/actions/support-ticket) each becomes. Pure code, unit tested beside it, and free of
// zod so that pages may import it (the schemas are in support-forms.schemas.ts, loaded lazily).

import { faultCategoryLabel } from "#app/domain/faults.ts";
import { LINE_BREAKS } from "#app/domain/text.ts";
import type { SupportTicketRequest } from "#server/provider/areas/account.ts";
import type { ComplaintValues, FaultValues, TicketValues } from "./support-forms.schemas.ts";

export const DESCRIPTION_MAX_LENGTH = 2000;
export const OUTCOME_MAX_LENGTH = 1000;
export const AVAILABILITY_MAX_LENGTH = 500;

/** The value of the service question when the complaint is not about one service. */
export const NO_SERVICE = "none";

/** Characters as counted by longText, for "x characters of y" hints. */
export function countCharacters(text: string): number {
  return text.replace(/\r\n?/g, "\n").trim().length;
}

// ─── Complaint ──────────────────────────────────────────────────────────────

export const COMPLAINT_TOPICS = [
  { value: "billing", label: "Billing or payments" },
  { value: "service", label: "A fault or the quality of a service" },
  { value: "plan", label: "My plan or contract" },
  { value: "customer-service", label: "The service I got from your staff" },
  { value: "privacy", label: "Privacy or my personal information" },
  { value: "other", label: "Something else" },
] as const;

export const CONTACT_METHODS = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
] as const;

export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export type ServiceSummary = { id: number; label: string };

// ─── The ticket's description ───────────────────────────────────────────────

/*
 * A ticket's description is header lines the portal writes ("Urgent: No", "Contact number: …"),
 * which the support team and their tools trust, then the customer's own words. So that nothing
 * a customer types can pose as a header line:
 *
 * - the customer's words only ever appear in a block under a fixed label line of ours
 *   ("What happened:") after the header's blank line, and EVERY line of them is quoted with
 *   "> " (an empty line becomes ">"), so no line the customer wrote starts where a header line
 *   starts — whatever it says, however it is indented;
 * - "a line" means any line break a reader might honour, not just LF: CRLF, CR, VT, FF, NEL
 *   (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029). They all become LF
 *   first, and then each line is quoted. Leading spaces are kept after the "> ";
 * - header values are single-line: the portal's own (service label, the account's email, the
 *   validated phone and date) have any line break turned into a space.
 *
 * Quoting (rather than deleting or rewording lines that look like a header) keeps the text
 * exactly as the customer wrote it, and readable like a quoted email reply.
 */

/** A header value on one line. */
function headerValue(value: string): string {
  return value.replace(LINE_BREAKS, " ");
}

/** A labelled block of customer text: the label line, then each line of the text quoted with "> ". */
function quotedBlock(label: string, text: string): string[] {
  const lines = text.replace(LINE_BREAKS, "\n").split("\n");
  return [`${label}:`, ...lines.map((line) => (line === "" ? ">" : `> ${line}`))];
}

/** The description: header lines, a blank line, then each block of customer text (blank-line separated). */
function ticketDescription(
  header: readonly [label: string, value: string][],
  blocks: readonly [label: string, text: string][],
): string {
  const lines = header.map(([label, value]) => `${label}: ${headerValue(value)}`);
  for (const [label, text] of blocks) lines.push("", ...quotedBlock(label, text));
  return lines.join("\n");
}

// ─── Complaint ticket ───────────────────────────────────────────────────────

/** The ticket for a complaint. Urgent ones (hardship, medical need…) are marked in the subject so they are triaged first. */
export function complaintTicket(
  values: ComplaintValues,
  service: ServiceSummary | undefined,
  email: string,
): SupportTicketRequest {
  const topic = COMPLAINT_TOPICS.find((t) => t.value === values.topic)!.label;
  const urgent = values.urgent === "yes";
  const description = ticketDescription(
    [
      ["Complaint about", topic],
      ["Service", service ? service.label : "Not about one service"],
      ["Urgent", urgent ? "Yes" : "No"],
      ["Preferred contact", preferredContact(values, email)],
    ],
    [
      ["What happened", values.description],
      ["Outcome wanted", values.outcome],
    ],
  );
  return {
    category: "complaint",
    subject: `${urgent ? "URGENT " : ""}Complaint: ${topic}`,
    description,
    ...(service ? { serviceId: service.id } : {}),
    ...(values.contactPhone ? { contactPhone: values.contactPhone } : {}),
  };
}

/** "Phone 0491 570 006" or "Email someone@example.com", for the ticket's header. */
function preferredContact(values: { contactMethod: "email" | "phone"; contactPhone?: string }, email: string): string {
  return values.contactMethod === "phone" ? `Phone ${values.contactPhone}` : `Email ${email}`;
}

// ─── Support ticket ─────────────────────────────────────────────────────────

export const TICKET_TOPICS = [
  { value: "account", label: "My account or signing in" },
  { value: "billing", label: "A bill or a payment" },
  { value: "plan", label: "My plan, products or services" },
  { value: "setup", label: "Setting up or using a service" },
  { value: "other", label: "Something else" },
] as const;

/** The ticket for a support request (category "general"): the topic and preferred contact as header lines, the message quoted. */
export function supportTicket(values: TicketValues, email: string): SupportTicketRequest {
  const topic = TICKET_TOPICS.find((t) => t.value === values.topic)!.label;
  return {
    category: "general",
    subject: `Support request: ${topic}`,
    description: ticketDescription(
      [
        ["Request about", topic],
        ["Preferred contact", preferredContact(values, email)],
      ],
      [["Message", values.message]],
    ),
    ...(values.contactPhone ? { contactPhone: values.contactPhone } : {}),
  };
}

/**
 * Why the account's mobile is not in a phone field before MFA ('' when it is, or there is none).
 * The masked number is text beside the field, never the field's value.
 */
export function notFilledIn(maskedMobile: string | null | undefined): string {
  return maskedMobile
    ? ` The mobile on your account (${maskedMobile}) is filled in only after you verify your identity, so type the number.`
    : "";
}

// ─── Fault report ───────────────────────────────────────────────────────────

/** The ticket for a fault report; its kind is one of the service kind's categories (app/domain/faults.ts). */
export function faultTicket(values: FaultValues, service: ServiceSummary): SupportTicketRequest {
  const kind = faultCategoryLabel(values.faultType) ?? values.faultType;
  const description = ticketDescription(
    [
      ["Service", service.label],
      ["Kind of fault", kind],
      ["Started on", values.startedOn],
      ...(values.modemRestarted
        ? [["Modem restarted", values.modemRestarted === "yes" ? "Yes" : "No"] as [string, string]]
        : []),
      ["Contact number", values.contactPhone],
    ],
    [
      ["Description", values.description],
      ["Available", values.availability],
    ],
  );
  return {
    category: "fault",
    subject: `Fault: ${kind}`,
    description,
    serviceId: service.id,
    contactPhone: values.contactPhone,
  };
}

/** A ticket reference as the provider issues them; anything else in the URL is ignored. */
export function parseReference(value: string | null): string | null {
  return value && /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(value) ? value : null;
}
