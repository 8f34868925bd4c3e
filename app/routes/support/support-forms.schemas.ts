// The complaint and fault-report forms' schemas: used by the actions, and lazily by the browser
// for inline checks (docs/screens.md, Forms). Their options and limits are in support-forms.ts.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { dateInputSchema } from "#app/components/date-input/date-input.schemas.ts";
import { auPhoneSchema } from "#app/lib/schemas.ts";
import { faultCategoriesFor } from "#app/domain/faults.ts";
import { hasControlCharacterBesidesLineBreaks } from "#app/domain/text.ts";
import type { ServiceKind } from "#app/domain/services.ts";
import {
  AVAILABILITY_MAX_LENGTH,
  COMPLAINT_TOPICS,
  DESCRIPTION_MAX_LENGTH,
  OUTCOME_MAX_LENGTH,
  TICKET_TOPICS,
} from "./support-forms.ts";

const number = new Intl.NumberFormat("en-AU");

/**
 * Free text with a clear message when empty and when too long. Line breaks arrive as CRLF from
 * a browser; they are counted as one character each, as the customer sees them.
 */
function longText(what: string, required: string, max: number) {
  return z
    .string({ error: required })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      // conform turns an empty string into "missing" here too (after the trim): same message.
      z
        .string({ error: required })
        .min(1, { error: required, abort: true })
        .max(max, { error: `${what} must be ${number.format(max)} characters or fewer` })
        // Control characters other than tabs and line breaks (pasted from odd sources) are refused.
        .refine((v) => !hasControlCharacterBesidesLineBreaks(v), {
          error: `${what} must not contain special control characters`,
        }),
    );
}

/** A phone number is needed when the customer asks for a call (complaint, support ticket). */
function phoneWhenCalled(value: { contactMethod: string; contactPhone?: string }, ctx: z.RefinementCtx) {
  if (value.contactMethod === "phone" && !value.contactPhone) {
    ctx.addIssue({ code: "custom", path: ["contactPhone"], message: "Enter a phone number so we can call you" });
  }
}

const contactMethodSchema = z.enum(["email", "phone"], { error: "Choose how we should contact you" });

// ─── Complaint ──────────────────────────────────────────────────────────────

type Topic = (typeof COMPLAINT_TOPICS)[number]["value"];
const topicValues = COMPLAINT_TOPICS.map((t) => t.value) as [Topic, ...Topic[]];

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
    contactMethod: contactMethodSchema,
    contactPhone: auPhoneSchema.optional(),
    urgent: z.enum(["yes", "no"], { error: "Tell us whether your complaint is urgent" }),
  })
  .superRefine(phoneWhenCalled);
export type ComplaintValues = z.infer<typeof complaintSchema>;
export type ComplaintFields = z.input<typeof complaintSchema>;
export const validateComplaint = (formData: FormData) => parseWithZod(formData, { schema: complaintSchema });

// ─── Support ticket ─────────────────────────────────────────────────────────

type TicketTopic = (typeof TICKET_TOPICS)[number]["value"];
const ticketTopicValues = TICKET_TOPICS.map((t) => t.value) as [TicketTopic, ...TicketTopic[]];

export const ticketSchema = z
  .object({
    topic: z.enum(ticketTopicValues, { error: "Choose what your request is about" }),
    message: longText("Your message", "Enter your message", DESCRIPTION_MAX_LENGTH),
    contactMethod: contactMethodSchema,
    contactPhone: auPhoneSchema.optional(),
  })
  .superRefine(phoneWhenCalled);
export type TicketValues = z.infer<typeof ticketSchema>;
export type TicketFields = z.input<typeof ticketSchema>;
export const validateTicket = (formData: FormData) => parseWithZod(formData, { schema: ticketSchema });

// ─── Fault report ───────────────────────────────────────────────────────────

/** The fault categories a kind of service offers (app/domain/faults.ts), as zod's enum wants them. */
const faultCategoryValues = (kind: ServiceKind) =>
  faultCategoriesFor(kind).map((c) => c.value) as [string, ...string[]];

const START_REQUIRED = "Enter the date the fault started";

/**
 * The fault form. `today` (YYYY-MM-DD, the provider's time zone) bounds the start date; `askModem` is whether the
 * service has a modem to restart (broadband); `kind` which fault categories apply.
 */
export function faultSchema({ today, askModem, kind }: { today: string; askModem: boolean; kind: ServiceKind }) {
  return z.object({
    serviceId: z
      .string({ error: "The service could not be identified. Reload the page and try again." })
      .trim()
      .max(20),
    faultType: z.enum(faultCategoryValues(kind), { error: "Choose the kind of fault" }),
    startedOn: dateInputSchema({
      subject: "The date the fault started",
      required: START_REQUIRED,
      check: (iso) =>
        iso > today
          ? "The date the fault started must be today or in the past"
          : iso < "2000-01-01"
            ? "The date the fault started must be after 1 January 2000"
            : null,
    }),
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
export type FaultFields = z.input<ReturnType<typeof faultSchema>>;
export type FaultOptions = Parameters<typeof faultSchema>[0];
export const validateFault = (formData: FormData, options: FaultOptions) =>
  parseWithZod(formData, { schema: faultSchema(options) });
