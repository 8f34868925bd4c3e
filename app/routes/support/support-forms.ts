// The complaint and fault-report forms: their options and limits, and the support ticket
// (account/actions/support-ticket) each becomes. Pure code, unit tested beside it, and free of
// zod so that pages may import it (the schemas are in support-forms.schemas.ts, loaded lazily).

import type { SupportTicketRequest } from "../../../server/provider/areas/account.ts";
import type { ComplaintValues, FaultValues } from "./support-forms.schemas.ts";

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

/** The ticket for a complaint. Urgent ones (hardship, medical need…) are marked in the subject so they are triaged first. */
export function complaintTicket(
  values: ComplaintValues,
  service: ServiceSummary | undefined,
  email: string,
): SupportTicketRequest {
  const topic = COMPLAINT_TOPICS.find((t) => t.value === values.topic)!.label;
  const urgent = values.urgent === "yes";
  const contact = values.contactMethod === "phone" ? `Phone ${values.contactPhone}` : `Email ${email}`;
  const description = [
    `Complaint about: ${topic}`,
    `Service: ${service ? service.label : "Not about one service"}`,
    `Urgent: ${urgent ? "Yes" : "No"}`,
    `Preferred contact: ${contact}`,
    "",
    "What happened:",
    values.description,
    "",
    "Outcome wanted:",
    values.outcome,
  ].join("\n");
  return {
    category: "complaint",
    subject: `${urgent ? "URGENT " : ""}Complaint: ${topic}`,
    description,
    ...(service ? { serviceId: service.id } : {}),
    ...(values.contactPhone ? { contactPhone: values.contactPhone } : {}),
  };
}

// ─── Fault report ───────────────────────────────────────────────────────────

export const FAULT_KINDS = [
  { value: "no-connection", label: "No connection at all" },
  { value: "slow", label: "Slow speeds" },
  { value: "dropouts", label: "The connection keeps dropping out" },
  { value: "other", label: "Something else" },
] as const;
export function faultTicket(values: FaultValues, service: ServiceSummary): SupportTicketRequest {
  const kind = FAULT_KINDS.find((k) => k.value === values.faultType)!.label;
  const lines = [
    `Service: ${service.label}`,
    `Kind of fault: ${kind}`,
    `Started on: ${values.startedOn}`,
    ...(values.modemRestarted ? [`Modem restarted: ${values.modemRestarted === "yes" ? "Yes" : "No"}`] : []),
    `Contact number: ${values.contactPhone}`,
    `Available: ${values.availability}`,
    "",
    "Description:",
    values.description,
  ];
  return {
    category: "fault",
    subject: `Fault: ${kind}`,
    description: lines.join("\n"),
    serviceId: service.id,
    contactPhone: values.contactPhone,
  };
}

/** A ticket reference as the provider issues them; anything else in the URL is ignored. */
export function parseReference(value: string | null): string | null {
  return value && /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(value) ? value : null;
}
