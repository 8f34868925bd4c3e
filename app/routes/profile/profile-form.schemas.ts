// The profile edit form's schema (spec §3, §5): used by the action, and lazily by the browser
// for inline checks (docs/screens.md, Forms). Its options and limits are in profile-form.ts.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { hasControlCharacter } from "#app/domain/text.ts";
import { CURRENT_PASSWORD_REQUIRED, type MfaDestinations, mfaDestinationsChanged } from "#app/lib/reauth.ts";
import {
  EMAIL_PATTERN,
  auMobileSchema,
  auPhoneSchema,
  emailSchema,
  optionalCurrentPasswordSchema,
} from "#app/lib/schemas.ts";
import { MESSAGE_TYPES, NAME_MAX_LENGTH } from "./profile-form.ts";

// Control characters and angle brackets have no place in a name (and would only be trouble in the
// provider's letters and emails).
const nameAllowed = (name: string) => !hasControlCharacter(name) && !/[<>]/.test(name);

function nameSchema(what: "first name" | "last name") {
  const required = `Enter a ${what}`;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(NAME_MAX_LENGTH, { error: `The ${what} must be ${NAME_MAX_LENGTH} characters or fewer` })
    .refine(nameAllowed, { error: `The ${what} must not contain < or > or control characters` });
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
  // Where SMS messages and verification codes go: a mobile, never a landline.
  phoneMobile: auMobileSchema().optional(),
  phoneHome: auPhoneSchema.optional(),
});

/** The profile edit form as the provider takes it, plus the current password (needed for some changes). */
export const profileEditSchema = z
  .object({
    email: emailSchema,
    preferredMessageType: z.enum(MESSAGE_TYPES, { error: "Choose how we should send you messages" }),
    contacts: z
      .array(contactSchema)
      .min(1, { error: "Your account has no contact to update. Call us to add one." })
      .max(20),
    currentPassword: optionalCurrentPasswordSchema,
  })
  .superRefine((value, ctx) => {
    // Spec §3: the first contact has the mobile (used for SMS messages and SMS verification codes).
    if (!value.contacts[0]?.phoneMobile) {
      ctx.addIssue({ code: "custom", path: ["contacts", 0, "phoneMobile"], message: MOBILE_REQUIRED });
    }
  });

/** Whether these values change where sign-in links and verification codes go. */
export function needsCurrentPassword(
  current: MfaDestinations,
  values: { email?: unknown; contacts?: unknown },
): boolean {
  const contacts = Array.isArray(values.contacts) ? (values.contacts as { phoneMobile?: unknown }[]) : [];
  const mobile = contacts[0]?.phoneMobile;
  return mfaDestinationsChanged(current, {
    email: typeof values.email === "string" ? values.email : "",
    mobile: typeof mobile === "string" ? mobile : "",
  });
}

/**
 * The form knowing where sign-in links and verification codes go now (`current`, from the
 * provider's profile): a change of the email or the first contact's mobile also needs the
 * current password (DESIGN §4, re-authentication; the action checks it with the provider). The
 * rule reads the values as typed, beside the form's own rules rather than after them, so it is
 * reported together with any other error (a refinement would be skipped after an empty name).
 */
export function createProfileEditSchema(current: MfaDestinations) {
  const passwordRule = z.unknown().transform((input, ctx) => {
    const values = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    if (!values.currentPassword && needsCurrentPassword(current, values)) {
      ctx.addIssue({ code: "custom", path: ["currentPassword"], message: CURRENT_PASSWORD_REQUIRED, input });
    }
    return {};
  });
  return z.intersection(profileEditSchema, passwordRule);
}

export type ProfileEditValues = z.infer<typeof profileEditSchema>;
export type ProfileEditFields = z.input<typeof profileEditSchema>;
/** The browser's inline check, knowing the current email and mobile (from the page's loader data). */
export const profileEditValidator = (current: MfaDestinations) => {
  const schema = createProfileEditSchema(current);
  return (formData: FormData) => parseWithZod(formData, { schema });
};
