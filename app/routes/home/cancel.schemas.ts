// "Cancel a service" (/home/cancel) as zod schemas, one per question: used by the actions, and
// loaded by the browser when a form is first touched (docs/screens.md "Forms"). The answers
// themselves are kept on the server (./journeys.server.ts) and checked again before sending.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { CANCEL_REASONS, CANCEL_WITHIN_DAYS } from "#app/domain/cancellation.ts";
import { dateInputSchema } from "#app/components/date-input/date-input.schemas.ts";
import { addDaysToIsoDate, formatDate, todayIso } from "#app/lib/dates.ts";
import { currentPasswordSchema } from "#app/lib/schemas.ts";

export const CANCEL_REASON_REQUIRED = "Select why you are cancelling";
export const CANCEL_DATE_REQUIRED = "Enter the date you want the service cancelled";
export const CANCEL_DATE_PAST = "The cancellation date must be today or in the future";

/** Today and the latest cancellation date, as YYYY-MM-DD in the provider's zone. */
export function cancelDateBounds(now: Date = new Date()): { min: string; max: string } {
  const min = todayIso(now);
  return { min, max: addDaysToIsoDate(min, CANCEL_WITHIN_DAYS) };
}

/** What is wrong with a cancellation date (YYYY-MM-DD), or null: checked when typed and again when sent. */
export function cancelDateProblem(iso: string, now: Date = new Date()): string | null {
  const { min, max } = cancelDateBounds(now);
  if (iso < min) return CANCEL_DATE_PAST;
  return iso > max ? `The cancellation date must be on or before ${formatDate(max)}` : null;
}

export const isCancelReason = (value: string | undefined) => CANCEL_REASONS.some((r) => r.value === value);

const reasons = CANCEL_REASONS.map((r) => r.value) as [string, ...string[]];

export const cancelReasonSchema = z.object({ reason: z.enum(reasons, { error: CANCEL_REASON_REQUIRED }) });

export function createCancelDateSchema(now: () => Date = () => new Date()) {
  return z.object({
    cancellationDate: dateInputSchema({
      subject: "The cancellation date",
      required: CANCEL_DATE_REQUIRED,
      check: (iso) => cancelDateProblem(iso, now()),
    }),
  });
}

export const cancelConfirmSchema = z.object({ currentPassword: currentPasswordSchema });

export const validateCancelReason = (formData: FormData) => parseWithZod(formData, { schema: cancelReasonSchema });
export const validateCancelDate = (formData: FormData) => parseWithZod(formData, { schema: createCancelDateSchema() });
export const validateCancelConfirm = (formData: FormData) => parseWithZod(formData, { schema: cancelConfirmSchema });

export type CancelReasonFields = z.input<typeof cancelReasonSchema>;
export type CancelDateFields = z.input<ReturnType<typeof createCancelDateSchema>>;
export type CancelConfirmFields = z.input<typeof cancelConfirmSchema>;
