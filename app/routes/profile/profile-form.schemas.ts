// The profile edit form's schema (spec §3, §5): used by the action, and lazily by the browser
// for inline checks (docs/screens.md, Forms). Its options and limits are in profile-form.ts.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { EMAIL_PATTERN, auPhoneSchema, emailSchema } from "../../lib/schemas.ts";
import { MESSAGE_TYPES, NAME_MAX_LENGTH } from "./profile-form.ts";

// C0/C1 controls and angle brackets have no place in a name (and would only be trouble in the
// provider's letters and emails).
// eslint-disable-next-line no-control-regex
const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f<>]/;

function nameSchema(what: "first name" | "last name") {
  const required = `Enter a ${what}`;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(NAME_MAX_LENGTH, { error: `The ${what} must be ${NAME_MAX_LENGTH} characters or fewer` })
    .refine((v) => !NAME_FORBIDDEN.test(v), { error: `The ${what} must not contain < or > or control characters` });
}

const MOBILE_REQUIRED = "Enter a mobile number";
const OPTIONAL_EMAIL_FORMAT = "Enter the contact's email address in the correct format, like name@example.com";

const contactSchema = z.object({
  /** The contact's id, so the update names the contact it changes (checked on the server). */
  id: z.coerce
    .number({ error: "This contact could not be identified. Reload the page and try again." })
    .int()
    .positive(),
  firstName: nameSchema("first name"),
  lastName: nameSchema("last name"),
  email: z
    .string()
    .trim()
    .max(254, { error: OPTIONAL_EMAIL_FORMAT })
    .regex(EMAIL_PATTERN, { error: OPTIONAL_EMAIL_FORMAT })
    .optional(),
  phoneMobile: auPhoneSchema.optional(),
  phoneHome: auPhoneSchema.optional(),
});

export const profileEditSchema = z
  .object({
    email: emailSchema,
    preferredMessageType: z.enum(MESSAGE_TYPES, { error: "Choose how we should send you messages" }),
    contacts: z
      .array(contactSchema)
      .min(1, { error: "Your account has no contact to update. Call us to add one." })
      .max(20),
  })
  .superRefine((value, ctx) => {
    // Spec §3: the first contact has the mobile (used for SMS messages and SMS verification codes).
    if (!value.contacts[0]?.phoneMobile) {
      ctx.addIssue({ code: "custom", path: ["contacts", 0, "phoneMobile"], message: MOBILE_REQUIRED });
    }
  });

export type ProfileEditValues = z.infer<typeof profileEditSchema>;
export type ProfileEditFields = z.input<typeof profileEditSchema>;
export const validateProfileEdit = (formData: FormData) => parseWithZod(formData, { schema: profileEditSchema });
