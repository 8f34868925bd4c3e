// The GOV.UK date input's check as a zod field, for forms' schemas (server, and lazily in the
// browser): what a person types is read by ./date-input.ts; the value is the date as YYYY-MM-DD.

import { z } from "zod";
import { readDate } from "./date-input.ts";

/**
 * A required date from a DateInput (`name.day`, `name.month`, `name.year`) or one string (a hidden
 * field's YYYY-MM-DD). `subject` names it in messages ("The date the fault started must include a
 * month"); `required` is the message when nothing was typed; `check` adds a rule on the valid date
 * (a message, or null when it is fine).
 */
export function dateInputSchema({
  subject,
  required,
  check,
}: {
  subject: string;
  required: string;
  check?: (iso: string) => string | null;
}) {
  return z.unknown().transform((value, ctx) => {
    const reading = readDate(value, subject);
    const message =
      reading.status === "empty" ? required : reading.status === "invalid" ? reading.message : check?.(reading.iso);
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return (reading as { iso: string }).iso;
  });
}
