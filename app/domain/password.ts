// The rules for a new password, as NIST SP 800-63B (section 3.1.1.2) puts them: a length, and a
// refusal of passwords that are commonly used or breached or that name the account itself. No
// composition rules (no "a digit and a symbol"), any characters, no expiry. Pure: the list of
// common passwords is given by the caller (the server keeps it: app/lib/password/common-passwords.server.ts),
// so the browser's checks never load it.

/** Fewer than this is refused. */
export const PASSWORD_MIN_LENGTH = 8;
/** What the hint suggests: length is what makes a password strong. */
export const PASSWORD_SUGGESTED_LENGTH = 15;
/**
 * More than this is refused. NIST asks for at least 64; the sign-in form takes 200 UTF-16 units,
 * which 100 characters always fit, whatever script or emoji they are.
 */
export const PASSWORD_MAX_LENGTH = 100;

export const NEW_PASSWORD_FIELD = "newPassword";

export const NEW_PASSWORD_REQUIRED = "Enter a new password";
export const NEW_PASSWORD_TOO_SHORT = `Your password must be ${PASSWORD_MIN_LENGTH} characters or more`;
export const NEW_PASSWORD_TOO_LONG = `Your password must be ${PASSWORD_MAX_LENGTH} characters or fewer`;
export const NEW_PASSWORD_COMMON =
  "This password is too common and easy to guess. Choose a different one, for example three or four random words";
export const NEW_PASSWORD_IS_EMAIL = "Your password must not be your email address";
export const NEW_PASSWORD_CONTEXT =
  "Your password must not be based on our name, this website's name or your email address. Choose a different one, for example three or four random words";
export const NEW_PASSWORD_REPEATED = "Your password must not be one character repeated";
export const NEW_PASSWORD_SAME = "Your new password must be different from your current password";
export const NEW_PASSWORD_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters; ${PASSWORD_SUGGESTED_LENGTH} or more is better. A few random words are easy to remember and hard to guess. Any characters, spaces included.`;

/**
 * How long a password is, as a person counts it: in Unicode code points after NFC normalisation
 * (an "é" typed as one or two code points counts once; an emoji counts once, not as two UTF-16 units).
 */
export function passwordLength(password: string): number {
  return [...password.normalize("NFC")].length;
}

/** The form of a password that is compared with the list: case and Unicode compatibility forms aside. */
export const comparablePassword = (password: string) => password.normalize("NFKC").toLowerCase();

/** The length rules alone: what the browser can check before the post. */
export function lengthProblem(password: string): string | null {
  if (password.length === 0) return NEW_PASSWORD_REQUIRED;
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return NEW_PASSWORD_TOO_LONG;
  return null;
}

export type PasswordContext = {
  /** The account's email (a password equal to it, or to its part before the @, is refused). */
  email?: string | null;
  /** Whether the (comparable) password is on the kept list of common and breached passwords. */
  isCommon: (comparable: string) => boolean;
  /**
   * NIST's "context-specific words": the service's and brands' names, the email's local part. A
   * password built on one of them (what is left without it is short or common) is refused.
   */
  contextWords?: readonly string[];
};

/** Letters and digits only, as compared with the context words: case, spaces and punctuation aside. */
const lettersAndDigits = (text: string) => comparablePassword(text).replace(/[^\p{L}\p{N}]/gu, "");

/** Shorter context words (a two-letter local part) would refuse too much. */
const CONTEXT_WORD_MIN_LENGTH = 3;

/**
 * Whether `password` is built on one of `words`: with every occurrence of them taken out, what is
 * left is too short to be a password on its own, or a common one ("SelfServicePortal2026" leaves
 * "2026"). A long passphrase that merely contains a name leaves enough and is not refused.
 */
export function builtOnContextWord(
  password: string,
  words: readonly string[],
  isCommon: (comparable: string) => boolean,
): boolean {
  const letters = lettersAndDigits(password);
  const found = words
    .map(lettersAndDigits)
    .filter((word) => word.length >= CONTEXT_WORD_MIN_LENGTH && letters.includes(word))
    .sort((a, b) => b.length - a.length);
  if (found.length === 0) return false;
  const left = found.reduce((rest, word) => rest.split(word).join(""), letters);
  return left.length < PASSWORD_MIN_LENGTH || isCommon(left);
}

/** Why `password` may not be used, or null when it may. */
export function passwordProblem(
  password: string,
  { email, isCommon, contextWords = [] }: PasswordContext,
): string | null {
  const length = lengthProblem(password);
  if (length) return length;
  const comparable = comparablePassword(password);
  const trimmed = comparable.trim();
  const address = email?.normalize("NFKC").trim().toLowerCase();
  if (address && (trimmed === address || trimmed === address.split("@")[0])) return NEW_PASSWORD_IS_EMAIL;
  if (new Set(comparable).size === 1) return NEW_PASSWORD_REPEATED;
  const localPart = address?.split("@")[0];
  if (builtOnContextWord(password, localPart ? [...contextWords, localPart] : contextWords, isCommon))
    return NEW_PASSWORD_CONTEXT;
  if (isCommon(comparable) || isCommon(trimmed)) return NEW_PASSWORD_COMMON;
  return null;
}
