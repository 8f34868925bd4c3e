// The complaint and fault-report forms: schemas (server and browser), and the support ticket
// (account/actions/support-ticket) each becomes. Pure code, unit tested beside it.

import { z } from "zod";
import type { SupportTicketRequest } from "../../../server/provider/areas/account.ts";
import { parseIsoDate } from "../../lib/dates.ts";
import { auPhoneSchema } from "../../lib/validation.ts";

export const DESCRIPTION_MAX_LENGTH = 2000;
export const OUTCOME_MAX_LENGTH = 1000;
export const AVAILABILITY_MAX_LENGTH = 500;

/** The value of the service question when the complaint is not about one service. */
export const NO_SERVICE = "none";

// Control characters other than tab and line breaks (pasted from odd sources) are refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const number = new Intl.NumberFormat("en-AU");

/**
 * Free text with a clear message when empty and when too long. Line breaks arrive as CRLF from
 * a browser; they are counted as one character each, as the customer sees them.
 */
export function longText(what: string, required: string, max: number) {
  return z
    .string({ error: required })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, { error: required, abort: true })
        .max(max, { error: `${what} must be ${number.format(max)} characters or fewer` })
        .refine((v) => !CONTROL.test(v), { error: `${what} must not contain special control characters` }),
    );
}

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
type Topic = (typeof COMPLAINT_TOPICS)[number]["value"];
const topicValues = COMPLAINT_TOPICS.map((t) => t.value) as [Topic, ...Topic[]];

export const CONTACT_METHODS = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
] as const;

export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export const complaintSchema = z
  .object({
    topic: z.enum(topicValues, { error: "Choose what your complaint is about" }),
    serviceId: z
      .string({ error: "Choose the service your complaint is about, or that it is not about one service" })
      .trim()
      .max(20),
    description: longText("The description of your complaint", "Describe your complaint", DESCRIPTION_MAX_LENGTH),
    outcome: longText(
      "The outcome you want",
      "Tell us what you would like us to do to put things right",
      OUTCOME_MAX_LENGTH,
    ),
    contactMethod: z.enum(["email", "phone"], { error: "Choose how we should contact you" }),
    contactPhone: auPhoneSchema.optional(),
    urgent: z.enum(["yes", "no"], { error: "Tell us whether your complaint is urgent" }),
  })
  .superRefine((value, ctx) => {
    if (value.contactMethod === "phone" && !value.contactPhone) {
      ctx.addIssue({ code: "custom", path: ["contactPhone"], message: "Enter a phone number so we can call you" });
    }
  });
export type ComplaintValues = z.infer<typeof complaintSchema>;

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
type FaultKind = (typeof FAULT_KINDS)[number]["value"];
const faultKindValues = FAULT_KINDS.map((k) => k.value) as [FaultKind, ...FaultKind[]];

const START_REQUIRED = "Enter the date the fault started";
const START_INVALID = "The date the fault started must be a real date";

/**
 * The fault form. `today` (YYYY-MM-DD, Sydney) bounds the start date; `askModem` is whether the
 * service has a modem to restart (broadband).
 */
export function faultSchema({ today, askModem }: { today: string; askModem: boolean }) {
  return z.object({
    serviceId: z
      .string({ error: "The service could not be identified. Reload the page and try again." })
      .trim()
      .max(20),
    faultType: z.enum(faultKindValues, { error: "Choose the kind of fault" }),
    startedOn: z
      .string({ error: START_REQUIRED })
      .trim()
      .min(1, { error: START_REQUIRED, abort: true })
      .refine((v) => parseIsoDate(v) !== null, { error: START_INVALID, abort: true })
      .refine((v) => v <= today, { error: "The date the fault started must be today or in the past", abort: true })
      .refine((v) => v >= "2000-01-01", { error: "The date the fault started must be after 1 January 2000" }),
    description: longText("The description of the fault", "Describe the fault", DESCRIPTION_MAX_LENGTH),
    modemRestarted: askModem
      ? z.enum(["yes", "no"], { error: "Tell us whether you have restarted your modem" })
      : z.enum(["yes", "no"]).optional(),
    contactPhone: auPhoneSchema,
    availability: longText(
      "When you are available",
      "Tell us when you are available for us to call you or for a technician to visit",
      AVAILABILITY_MAX_LENGTH,
    ),
  });
}
export type FaultValues = z.infer<ReturnType<typeof faultSchema>>;

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
