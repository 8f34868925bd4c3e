import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import { config } from "#server/config.ts";
import { decryptJwe, encryptJwe } from "#server/jwe.ts";
import { secureCookies } from "#server/session.ts";

/**
 * Device cookies (OWASP's "device cookie" pattern, docs/decisions/056): after a right password,
 * the browser gets a cookie naming the account it signed in to (the email's log key) and an id of
 * its own. Sign-in attempts for that account from that browser then count against the id alone,
 * so wrong passwords sent from anywhere else never lock the owner's own devices out; and a device
 * that guesses is locked out by itself.
 *
 * The value is encrypted and authenticated (JWE dir + A256GCM, as the session cookie) with a key
 * derived from SESSION_SECRET for this purpose only: nobody can make one for an account whose
 * password they do not have, or read which accounts a browser uses. It grants nothing but an
 * allowance of attempts of its own; its lockout is its id's count in the state store. One cookie
 * holds the browser's last few accounts (a shared household browser), each for DEVICE_DAYS.
 */

const DEVICE_DAYS = 180;
const LIFETIME_SECONDS = DEVICE_DAYS * 24 * 60 * 60;
/** Accounts one browser is remembered for, newest first. */
const MAX_ACCOUNTS = 5;

export const deviceCookieName = secureCookies ? "__Host-ssp_device" : "ssp_device";
const attributes = `Path=/; HttpOnly; SameSite=Strict; Max-Age=${LIFETIME_SECONDS}${secureCookies ? "; Secure" : ""}`;

/** One account this browser signed in to: its email's log key, this device's id for it, when (seconds). */
type Entry = [account: string, id: string, issuedAt: number];

// Newest secret first encrypts; every one decrypts, so SESSION_SECRET rotates as for sessions.
const keys = config.SESSION_SECRET.map((secret) =>
  createSecretKey(createHmac("sha256", secret).update("portal device cookies").digest()),
);

function readCookie(header: string | null): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === deviceCookieName) return pair.slice(at + 1).trim();
  }
  return null;
}

const isEntry = (value: unknown): value is Entry =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === "string" &&
  typeof value[1] === "string" &&
  /^[A-Za-z0-9_-]{22}$/.test(value[1]) &&
  Number.isInteger(value[2]);

/** The cookie's entries still within their lifetime; none for a missing, forged or unreadable cookie. */
function entriesOf(cookieHeader: string | null, nowSeconds: number): Entry[] {
  const value = readCookie(cookieHeader);
  const plaintext = value ? decryptJwe(value, keys) : null;
  if (!plaintext) return [];
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(plaintext));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isEntry)
      .filter(([, , issuedAt]) => issuedAt <= nowSeconds + 60 && nowSeconds - issuedAt < LIFETIME_SECONDS)
      .slice(0, MAX_ACCOUNTS);
  } catch {
    return [];
  }
}

/**
 * This browser's device id for `account` (an email's log key): set only by a right password for
 * that account, in this browser, within DEVICE_DAYS. Null: an untrusted device for that account.
 */
export function trustedDevice(cookieHeader: string | null, account: string, nowMs: number = Date.now()): string | null {
  const found = entriesOf(cookieHeader, Math.floor(nowMs / 1000)).find(([named]) => named === account);
  return found ? found[1] : null;
}

/**
 * The Set-Cookie header after a right password for `account`: a new id for it (the old one's
 * count is left behind), the browser's other accounts kept.
 */
export function deviceCookieAfterSignIn(
  cookieHeader: string | null,
  account: string,
  nowMs: number = Date.now(),
): string {
  const now = Math.floor(nowMs / 1000);
  const others = entriesOf(cookieHeader, now).filter(([named]) => named !== account);
  const entry: Entry = [account, randomBytes(16).toString("base64url"), now];
  const entries = [entry, ...others].slice(0, MAX_ACCOUNTS);
  const value = encryptJwe(new TextEncoder().encode(JSON.stringify(entries)), keys[0]!);
  return `${deviceCookieName}=${value}; ${attributes}`;
}
