// The join journey's own forms (the address forms are app/domain/address.schemas.ts): the plan
// and add-ons, and the new customer's details (spec §5: email, Australian phone).
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { dateInputSchema } from "#app/components/date-input/date-input.schemas.ts";
import { auMobileSchema, emailSchema } from "#app/lib/schemas.ts";
import { ageAt } from "#app/domain/age.ts";

/** The value of "no, thank you" in the add-on questions. */
export const NO_ADD_ON = "none";

const code = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(40);

export const planSchema = z.object({
  planCode: code("Select a plan"),
  hardwareCode: code("Select a modem, or that you have your own").optional(),
  voipCode: code("Select a home phone plan, or no home phone").optional(),
});

const MOBILE_REQUIRED = "Enter your mobile number";
export const TOO_YOUNG = "You must be 18 or over to join";

const name = (what: string) =>
  z
    .string({ error: `Enter your ${what}` })
    .trim()
    .min(1, { error: `Enter your ${what}`, abort: true })
    .max(50, { error: `Your ${what} must be 50 characters or fewer` })
    .regex(/^[\p{L}][\p{L}\p{M} '’.-]*$/u, {
      error: `Your ${what} must start with a letter and can only include letters, spaces, hyphens and apostrophes`,
    });

/** The details form at the instant `now` returns (a function, for tests); age is counted in the provider's zone. */
export function detailsSchemaOn(now: () => Date) {
  return z.object({
    firstName: name("first name"),
    lastName: name("last name"),
    email: emailSchema,
    mobile: auMobileSchema(MOBILE_REQUIRED),
    dateOfBirth: dateInputSchema({
      subject: "Date of birth",
      required: "Enter your date of birth",
      check: (iso) => {
        const age = ageAt(iso, now());
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
