// Validation rules of spec §5 (Australian phone) plus the return-address check and display masks,
// without zod so the browser can use them cheaply. The zod schemas are in schemas.ts; the token rule is server/auth.ts.

export const EMAIL_REQUIRED_MESSAGE = "Enter your email address";
export const EMAIL_FORMAT_MESSAGE = "Enter an email address in the correct format, like name@example.com";
export const PHONE_REQUIRED_MESSAGE = "Enter a phone number";
export const PHONE_FORMAT_MESSAGE = "Enter an Australian phone number, like 0412 345 678 or +61 2 9876 5432";

/**
 * Spec §5, after removing separators: optional +61, then an optional leading 0, then the area
 * digit 2, 3, 4, 7 or 8 and eight more digits. So '0412 345 678', '412345678',
 * '+61 412 345 678', '+61 2 9876 5432' and (as the rule literally allows) '+61 0412 345 678'.
 */
export const AU_PHONE_PATTERN = /^(?:\+61)?0?[23478]\d{8}$/;

// Spaces (any Unicode space), hyphens and brackets people type around area codes.
const PHONE_SEPARATORS = /[\s\-()]/g;

/** True when `value` is an Australian phone number by spec §5 (separators allowed). */
export function isAustralianPhone(value: unknown): boolean {
  return typeof value === "string" && AU_PHONE_PATTERN.test(value.replace(PHONE_SEPARATORS, ""));
}

/**
 * An Australian number in national form, ten digits without spaces: '+61 412 345 678' →
 * '0412345678', '2 9876 5432' → '0298765432'. Null when it is not an Australian number.
 */
export function normalisePhone(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const compact = value.replace(PHONE_SEPARATORS, "");
  if (!AU_PHONE_PATTERN.test(compact)) return null;
  return `0${compact.slice(-9)}`;
}

/**
 * 'alex@example.com' → 'a***@example.com': the first character of the local part, three
 * asterisks whatever its length (so the length is not revealed), and the domain as is.
 * Something that is not an address gives '***'.
 */
export function maskEmail(email: string): string {
  if (typeof email !== "string") return "***";
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 1 || at === trimmed.length - 1) return "***";
  return `${Array.from(trimmed)[0]}***${trimmed.slice(at)}`;
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

// A C0 control, DEL or C1 control. Browsers strip tab/CR/LF from URLs, so '/\t/evil.com'
// would become '//evil.com'.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function isSafePathText(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") && // browsers read '\' as '/', so '/\evil.com' is '//evil.com'
    !CONTROL_CHARACTERS.test(path)
  );
}

const REDIRECT_MAX_LENGTH = 2048;
const LOCAL_ORIGIN = "http://portal.invalid";

/**
 * `value` when it is a same-origin absolute path ('/billing?tab=1#x'), else `fallback`.
 * Rejects non-strings, '', relative paths, '//host', '/\host', anything with a backslash or a
 * control character, schemes ('javascript:', 'https://'), over-long values, malformed percent
 * encoding, and values that become unsafe once percent-decoded (up to three rounds, e.g.
 * '/%2F%2Fevil.com', '/%5Cevil.com', '/%09/evil.com'), in case another layer decodes them.
 * The result is the URL parser's serialisation (path, query, hash), never a host.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > REDIRECT_MAX_LENGTH) return fallback;
  let decoded = value;
  for (let round = 0; round < 3; round++) {
    if (!isSafePathText(decoded)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!isSafePathText(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== LOCAL_ORIGIN) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return isSafePathText(result) ? result : fallback;
}
