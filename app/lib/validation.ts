// The email messages and mask, and the return-address check, without zod so the browser can use
// them cheaply. The zod schemas are in schemas.ts; phone numbers are app/domain/phone.ts; the
// token rule is server/auth.ts.

import { hasControlCharacter } from "#app/domain/text.ts";

export const EMAIL_REQUIRED_MESSAGE = "Enter your email address";
export const EMAIL_FORMAT_MESSAGE = "Enter an email address in the correct format, like name@example.com";

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

function isSafePathText(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") && // browsers read '\' as '/', so '/\evil.com' is '//evil.com'
    // browsers strip tab/CR/LF from URLs, so '/\t/evil.com' would become '//evil.com'
    !hasControlCharacter(path)
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
