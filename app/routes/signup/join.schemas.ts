// The join journey's own forms (the address forms are app/domain/address.schemas.ts): the plan
// and add-ons, and the new customer's details (spec §5: email, Australian phone).
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { dateInputSchema } from "#app/lib/date-input.schemas.ts";
import { emailSchema } from "#app/lib/schemas.ts";
import { isAustralianPhone, normalisePhone } from "#app/lib/validation.ts";

/** The value of "no, thank you" in the add-on questions. */
export const NO_ADD_ON = "none";

const code = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(40);

export const planSchema = z.object({
  planCode: code("Select a plan"),
  hardwareCode: code("Select a modem, or that you have your own").optional(),
  voipCode: code("Select a home phone plan, or no home phone").optional(),
});

export const MOBILE_REQUIRED = "Enter your mobile number";
export const MOBILE_FORMAT = "Enter an Australian mobile number, like 0412 345 678";
export const TOO_YOUNG = "You must be 18 or over to join";

/** Whole years between a YYYY-MM-DD birth date and today (UTC). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

const name = (what: string) =>
  z
    .string({ error: `Enter your ${what}` })
    .trim()
    .min(1, { error: `Enter your ${what}`, abort: true })
    .max(50, { error: `Your ${what} must be 50 characters or fewer` })
    .regex(/^[\p{L}][\p{L}\p{M} '’.-]*$/u, { error: `Your ${what} must start with a letter and can only include letters, spaces, hyphens and apostrophes` });

export function detailsSchemaOn(today: () => Date) {
  return z.object({
    firstName: name("first name"),
    lastName: name("last name"),
    email: emailSchema,
    mobile: z
      .string({ error: MOBILE_REQUIRED })
      .trim()
      .min(1, { error: MOBILE_REQUIRED, abort: true })
      // Spec §5's Australian phone, and a mobile (04…) at that.
      .refine((v) => isAustralianPhone(v) && (normalisePhone(v) ?? "").startsWith("04"), MOBILE_FORMAT)
      .transform((v) => normalisePhone(v) ?? v),
    dateOfBirth: dateInputSchema({
      subject: "Date of birth",
      required: "Enter your date of birth",
      check: (iso) => {
        const age = ageOn(iso, today());
        if (age < 0) return "Date of birth must be in the past";
        if (age < 18) return TOO_YOUNG;
        if (age > 120) return "Date of birth must be after 1900";
        return null;
      },
    }),
  });
}

export const detailsSchema = detailsSchemaOn(() => new Date());

export type PlanFields = z.input<typeof planSchema>;
export type DetailsFields = z.input<typeof detailsSchema>;

export const validatePlan = (formData: FormData) => parseWithZod(formData, { schema: planSchema });
export const validateDetails = (formData: FormData) => parseWithZod(formData, { schema: detailsSchema });
