// zod 4 schemas for the rules of spec §5 (email, Australian phone). They expect conform's form
// values: an empty field arrives as undefined, so "missing" and "empty" carry the same message.
// Kept apart from validation.ts and app/domain/phone.ts so that pages do not ship zod on a first visit (form/lazy-validation.ts).

import { z } from "zod";
import { CURRENT_PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_TOO_LONG } from "./reauth.ts";
import {
  australianMobile,
  isAustralianMobile,
  isAustralianPhone,
  MOBILE_FORMAT_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
  normalisePhone,
  PHONE_FORMAT_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from "#app/domain/phone.ts";
import { EMAIL_FORMAT_MESSAGE, EMAIL_REQUIRED_MESSAGE } from "./validation.ts";

/**
 * The "standard email pattern": zod 4's default email regex (Gmail-like rules: no leading,
 * trailing or doubled dots in the local part, a dotted domain with a TLD of two letters or more).
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** Addresses are at most 254 characters (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true })
  .max(EMAIL_MAX_LENGTH, EMAIL_FORMAT_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_FORMAT_MESSAGE);

/** Validates and normalises to national form ('0412345678'). */
export const auPhoneSchema = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: PHONE_REQUIRED_MESSAGE, abort: true })
  .refine(isAustralianPhone, PHONE_FORMAT_MESSAGE)
  .transform((value) => normalisePhone(value) ?? value);

/**
 * Every mobile field (a number that gets SMS: the profile's mobile, joining, keeping a number for a
 * SIM): app/domain/phone.ts's one rule, normalised to national form ('0412345678'). `required` is
 * the field's own words for an empty field.
 */
export const auMobileSchema = (required: string = MOBILE_REQUIRED_MESSAGE) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isAustralianMobile, MOBILE_FORMAT_MESSAGE)
    .transform((value) => australianMobile(value) ?? value);

/** The current password, when a form needs it (re-authentication, app/lib/reauth.ts). */
export const currentPasswordSchema = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, { error: CURRENT_PASSWORD_REQUIRED, abort: true })
  .max(CURRENT_PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_TOO_LONG);

/** The current password where it is needed only for some changes (the form's own rule says when). */
export const optionalCurrentPasswordSchema = z
  .string()
  .max(CURRENT_PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_TOO_LONG)
  .optional();

export const CODE_REQUIRED = "Enter the 6-digit code";
export const CODE_FORMAT = "The code must be 6 digits, like 736 399";

/**
 * A 6-digit code sent by SMS or email, as people type it or paste it: spaces and hyphens anywhere
 * ("736 399", "736-399") are dropped. The one rule of every code field (CodeField).
 */
export const sixDigitCodeSchema = z
  .string({ error: CODE_REQUIRED })
  .transform((v) => v.replace(/[\s\-\u2010-\u2015]/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: CODE_REQUIRED, abort: true })
      .regex(/^\d{6}$/, CODE_FORMAT),
  );
