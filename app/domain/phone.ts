// Australian phone numbers: spec §5's rule for a valid number, its national form, its kind (a
// mobile or a landline), and how a number is shown and masked. The one place for them; pure and
// free of zod, so pages may ask (the zod field is auPhoneSchema in app/lib/schemas.ts).

export const PHONE_REQUIRED_MESSAGE = "Enter a phone number";
export const PHONE_FORMAT_MESSAGE = "Enter an Australian phone number, like 0412 345 678 or +61 2 9876 5432";
/**
 * Where only a mobile will do: every field whose number gets SMS (the profile's mobile, where
 * verification codes go; joining; the number kept when activating a SIM).
 */
export const MOBILE_FORMAT_MESSAGE = "Enter an Australian mobile number, like 0412 345 678";
export const MOBILE_REQUIRED_MESSAGE = "Enter a mobile number";

/**
 * Spec §5, after removing separators: optional +61, then an optional leading 0, then the area
 * digit 2, 3, 4, 7 or 8 and eight more digits. So '0412 345 678', '412345678',
 * '+61 412 345 678', '+61 2 9876 5432' and (as the rule literally allows) '+61 0412 345 678'.
 */
const AU_PHONE_PATTERN = /^(?:\+61)?0?[23478]\d{8}$/;

/**
 * A mobile: 04 or 05, or +61 4 / +61 5 (the same optional +61 and leading 0 as spec §5). A
 * landline (02, 03, 07, 08) cannot receive SMS codes. Spec §5's area digits leave out 5, which
 * Australia keeps for mobiles: a mobile field takes it.
 */
const AU_MOBILE_PATTERN = /^(?:\+61)?0?[45]\d{8}$/;

// Spaces (any Unicode space), hyphens and brackets people type around area codes.
const PHONE_SEPARATORS = /[\s\-()]/g;

/** True when `value` is an Australian phone number by spec §5 (separators allowed). */
export function isAustralianPhone(value: unknown): boolean {
  return typeof value === "string" && AU_PHONE_PATTERN.test(value.replace(PHONE_SEPARATORS, ""));
}

/**
 * An Australian number in national form, ten digits without spaces: '+61 412 345 678' →
 * '0412345678', '2 9876 5432' → '0298765432'. Null when it is neither an Australian number nor
 * an Australian mobile (an 05 mobile, which spec §5's general rule leaves out).
 */
export function normalisePhone(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const compact = value.replace(PHONE_SEPARATORS, "");
  if (!AU_PHONE_PATTERN.test(compact) && !AU_MOBILE_PATTERN.test(compact)) return null;
  return `0${compact.slice(-9)}`;
}

/** True when `value` is an Australian mobile number (separators allowed): the one rule of every mobile field. */
export function isAustralianMobile(value: unknown): boolean {
  return typeof value === "string" && AU_MOBILE_PATTERN.test(value.replace(PHONE_SEPARATORS, ""));
}

export type PhoneKind = "mobile" | "landline";

/**
 * The kind of a number in national form: a mobile starts 04 or 05 (+61 4, +61 5), a landline
 * has the area code 02, 03, 07 or 08. Null for anything else.
 */
export function phoneKind(national: string): PhoneKind | null {
  if (/^0[45]\d{8}$/.test(national)) return "mobile";
  if (/^0[2378]\d{8}$/.test(national)) return "landline";
  return null;
}

/** The national form of an Australian mobile number ('+61 412 345 678' → '0412345678'); null for a landline or anything else. */
export function australianMobile(value: unknown): string | null {
  return isAustralianMobile(value) ? normalisePhone(value) : null;
}

/**
 * A phone number as the customer reads it, wherever one is shown: '0412345678' → '0412 345 678',
 * '0298765432' → '(02) 9876 5432'; other text as it is.
 */
export function displayPhone(value: string | null | undefined): string {
  if (!value) return "";
  const national = normalisePhone(value);
  if (!national) return value;
  return phoneKind(national) === "mobile"
    ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    : `(${national.slice(0, 2)}) ${national.slice(2, 6)} ${national.slice(6)}`;
}

/**
 * '0412345678' → '•••• ••• 678': fixed mobile-style grouping whatever the number (so the mask
 * does not reveal the kind of number), and its last three digits. Fewer than six digits
 * (nothing worth hiding behind) gives '•••'. Screen readers read "bullet"; put the mask
 * in context ("SMS to •••• ••• 678").
 */
export function maskPhone(phone: string): string {
  if (typeof phone !== "string") return "•••";
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 6) return "•••";
  return `•••• ••• ${digits.slice(-3)}`;
}
