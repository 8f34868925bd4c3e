// The complaint and fault-report forms' schemas: used by the actions, and lazily by the browser
// for inline checks (docs/screens.md, Forms). Their options and limits are in support-forms.ts.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { parseIsoDate } from "#app/lib/dates.ts";
import { auPhoneSchema } from "#app/lib/schemas.ts";
import { faultCategoriesFor } from "#app/domain/faults.ts";
import type { ServiceKind } from "#app/domain/services.ts";
import { AVAILABILITY_MAX_LENGTH, COMPLAINT_TOPICS, DESCRIPTION_MAX_LENGTH, OUTCOME_MAX_LENGTH } from "./support-forms.ts";

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
      // conform turns an empty string into "missing" here too (after the trim): same message.
      z
        .string({ error: required })
        .min(1, { error: required, abort: true })
        .max(max, { error: `${what} must be ${number.format(max)} characters or fewer` })
        .refine((v) => !CONTROL.test(v), { error: `${what} must not contain special control characters` }),
    );
}

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
export type ComplaintFields = z.input<typeof complaintSchema>;
export const validateComplaint = (formData: FormData) => parseWithZod(formData, { schema: complaintSchema });

// ─── Fault report ───────────────────────────────────────────────────────────

/** The fault categories a kind of service offers (app/domain/faults.ts), as zod's enum wants them. */
const faultCategoryValues = (kind: ServiceKind) => faultCategoriesFor(kind).map((c) => c.value) as [string, ...string[]];

const START_REQUIRED = "Enter the date the fault started";
const START_INVALID = "The date the fault started must be a real date";

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
export type FaultFields = z.input<ReturnType<typeof faultSchema>>;
export type FaultOptions = Parameters<typeof faultSchema>[0];
export const validateFault = (formData: FormData, options: FaultOptions) => parseWithZod(formData, { schema: faultSchema(options) });
