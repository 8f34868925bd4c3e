// Moving home's questions (the address's are app/domain/address.schemas.ts, shared with /signup).

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { MOVE_DATE_MESSAGES, moveDateProblem } from "#app/domain/moving.ts";
import { dateInputSchema } from "#app/components/date-input/date-input.schemas.ts";
import { todayIso } from "#app/lib/dates.ts";

export function createMoveDateSchema(today: () => string) {
  return z.object({
    moveDate: dateInputSchema({
      subject: "The move date",
      required: MOVE_DATE_MESSAGES.required,
      check: (iso) => moveDateProblem(iso, today()),
    }),
  });
}
/** "Today" in the provider's zone (docs/decisions/018). */
export const moveDateSchema = createMoveDateSchema(() => todayIso());
export type MoveDateFields = z.input<typeof moveDateSchema>;
export const validateMoveDate = (formData: FormData) => parseWithZod(formData, { schema: moveDateSchema });

export const moveServicesSchema = z.object({
  serviceIds: z
    .array(z.string().regex(/^\d{1,12}$/), { error: "Select the services that are moving" })
    .min(1, { error: "Select the services that are moving" })
    .max(20),
});
export type MoveServicesFields = z.input<typeof moveServicesSchema>;
export const validateMoveServices = (formData: FormData) => parseWithZod(formData, { schema: moveServicesSchema });

export const CHOOSE_VISIT = "Choose when the technician can visit";
export const moveAppointmentSchema = z.object({
  appointment: z.string({ error: CHOOSE_VISIT }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: CHOOSE_VISIT }),
});
export type MoveAppointmentFields = z.input<typeof moveAppointmentSchema>;
export const validateMoveAppointment = (formData: FormData) =>
  parseWithZod(formData, { schema: moveAppointmentSchema });

/** The check page's form: no answers (they are on the server), only the button that books the move. */
export const bookMoveSchema = z.object({});
