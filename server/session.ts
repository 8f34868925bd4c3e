import { createHash, createSecretKey, randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { createSession, type Session } from "react-router";
import { audit } from "./audit/index.ts";
import { config } from "./config.ts";
import { decryptJwe, encryptJwe } from "./jwe.ts";
import { reportStateFailure, state } from "./state/index.ts";

/**
 * The portal's session: an encrypted, authenticated cookie (JWE dir + A256GCM). Keys come from
 * SESSION_SECRET, comma separated, newest first; older keys still decrypt, so keys can rotate.
 * A cookie that does not decrypt is an empty session, never an error.
 */

export type SessionData = {
  /**
   * This sign-in's id: the cookie counts only while the state store holds its record (created at
   * sign-in, deleted at sign-out), so every copy of the cookie dies with it.
   */
  sid: string;
  /** When this sign-in started (seconds): the absolute limit; its record holds the same. */
  createdAt: number;
  /**
   * When the cookie was last used (seconds, rewritten at most once a minute). The idle limit is
   * the record's expiry; this only says whether a missing record ran out, and serves while the
   * state store is down.
   */
  seenAt: number;
  /** How the session started: a password, or a token in a URL (an email link or an external login). */
  signInMethod: "password" | "link";
  /** A token from a URL that would switch this session to another account, until the customer confirms. */
  pendingToken: string;
  pendingPage: string;
  /** The provider token (spec §3). Never leaves the server except inside this encrypted cookie. */
  token: string;
  /** The token's `exp`, seconds since the epoch. */
  tokenExp: number;
  /** When the token was last refreshed, seconds since the epoch. */
  refreshedAt: number;
  isMfaDone: boolean;
  /**
   * False when the provider said (after MFA) that the account has no password yet (it joined
   * online): pages that ask for the current password explain how to set one.
   */
  passwordSet: boolean;
  /** The MFA channel a code was last sent to, and when (seconds). */
  mfaChannel: "sms" | "email";
  mfaSentAt: number;
  serviceId: string;
  returnTo: string;
};

export type FlashData = {
  alert: { type: "success" | "info" | "warning" | "danger"; message: string };
};

export type PortalSession = Session<SessionData, FlashData>;

const encoder = new TextEncoder();
const keys = config.SESSION_SECRET.map((secret) => createSecretKey(createHash("sha256").update(secret).digest()));
const secure = config.APP_ENV !== "development" || (config.PORTAL_URL?.startsWith("https:") ?? false);
/** Whether the portal's cookies go out `Secure`, with the `__Host-` prefix (the device cookie's too). */
export const secureCookies = secure;

/**
 * The session cookie. Its value is the JWE itself (compact JWE is base64url and dots, safe in a
 * cookie as it is), not React Router's `createCookie` encoding (base64 of the JSON string): that
 * decoding took 90 µs of a signed-in page's CPU time, the JWE's decryption 5.
 */
export const sessionCookie = { name: secure ? "__Host-ssp_session" : "ssp_session" } as const;
const cookieAttributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The session cookie's value in a Cookie header (the first one of that name), or null. */
function readSessionCookie(header: string | null): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === sessionCookie.name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** Cookies above this are refused by browsers; we keep well below it. */
const MAX_COOKIE_BYTES = 4096;

function encrypt(data: unknown): string {
  return encryptJwe(encoder.encode(JSON.stringify(data)), keys[0]!);
}

function parse(plaintext: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(plaintext);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // not JSON: an empty session
  }
  return {};
}

/**
 * The plaintexts of the cookies decrypted in the last BURST_MS, by the exact cookie value: a page
 * and the requests right behind it (its data request, a download, a burst of clicks) decrypt a
 * cookie once. It remembers what the cookie *says*, nothing about whether it still counts:
 * `sessionStanding` reads the sign-in's record from the state store on every request all the
 * same, so a signed-out or revoked cookie is refused within the burst as outside it. A value
 * that does not decrypt is never kept (a changed cookie is another key, and fails anew). Each
 * request parses its own copy, so what one request changes in its session no other one sees.
 * Bounded (RECENT_MAX, oldest first out), and an entry never outlives the session's absolute
 * limit (docs/decisions/075).
 */
const recentlyDecrypted = new Map<string, { plaintext: string; until: number }>();
const BURST_MS = 2_000;
const RECENT_MAX = 1_000;
const textDecoder = new TextDecoder();

function decrypt(value: string, nowMs: number): Record<string, unknown> {
  const recent = recentlyDecrypted.get(value);
  if (recent && recent.until > nowMs) return parse(recent.plaintext);
  if (recent) recentlyDecrypted.delete(value);
  const bytes = decryptJwe(value, keys);
  if (!bytes) return {};
  const plaintext = textDecoder.decode(bytes);
  const data = parse(plaintext);
  // Gone entries first (the oldest are first in the map), then the oldest while it is full.
  for (const [key, entry] of recentlyDecrypted) {
    if (entry.until > nowMs && recentlyDecrypted.size < RECENT_MAX) break;
    recentlyDecrypted.delete(key);
  }
  const endsAt = typeof data.createdAt === "number" ? (data.createdAt + maxAgeSeconds) * 1000 : Infinity;
  recentlyDecrypted.set(value, { plaintext, until: Math.min(nowMs + BURST_MS, endsAt) });
  return data;
}

export async function getSession(cookieHeader: string | null, nowMs = Date.now()): Promise<PortalSession> {
  const value = readSessionCookie(cookieHeader);
  const data = value ? decrypt(value, nowMs) : {};
  return createSession<SessionData, FlashData>(data as SessionData);
}

/** How many cookies' plaintexts are kept now (tests). */
export function recentlyDecryptedCount(): number {
  return recentlyDecrypted.size;
}

export async function commitSession(session: PortalSession): Promise<string> {
  const header = `${sessionCookie.name}=${encrypt(session.data)}; ${cookieAttributes}`;
  if (header.length > MAX_COOKIE_BYTES) throw new Error("Session cookie too large");
  return header;
}

/** The header that deletes the session cookie (synchronous, so a thrown redirect can carry it). */
export function destroySession(): string {
  return `${sessionCookie.name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; ${cookieAttributes}`;
}

/**
 * A fresh session for a new sign-in (a new id): nothing from the previous one carries over but
 * where to return. Only its cookie: without `startSignedInSession`'s record it is signed out.
 */
export function newSignedInSession(
  token: string,
  tokenExp: number,
  nowSeconds: number,
  returnTo?: string,
  signInMethod: SessionData["signInMethod"] = "password",
): PortalSession {
  const session = createSession<SessionData, FlashData>({} as SessionData);
  session.set("sid", randomUUID());
  session.set("createdAt", nowSeconds);
  session.set("seenAt", nowSeconds);
  session.set("signInMethod", signInMethod);
  session.set("token", token);
  session.set("tokenExp", tokenExp);
  session.set("refreshedAt", nowSeconds);
  session.set("isMfaDone", false);
  if (returnTo) session.set("returnTo", returnTo);
  return session;
}

/** A signed-out visitor's session: only where to return after sign-out (spec §4) survives. */
export function signedOutSession(returnTo: string | undefined): PortalSession {
  const session = createSession<SessionData, FlashData>({} as SessionData);
  if (returnTo) session.set("returnTo", returnTo);
  return session;
}

const maxAgeSeconds = config.SESSION_MAX_AGE_MINUTES * 60;
const idleSeconds = config.SESSION_IDLE_MINUTES * 60;
/** The cookie's `seenAt` is rewritten at most this often, so most pages need no new cookie. */
const SEEN_GRANULARITY_SECONDS = 60;
/** A sign-in's record: while it exists the cookie counts; its expiry is the idle limit (docs/decisions/030). */
const recordKey = (sid: string) => `session:${sid}`;

/**
 * The account's sign-ins (an index of their ids, each kept as long as a session can last), so that a
 * password change can end every other one. Keyed by the account the provider's token names (`sub`).
 */
const accountKey = (account: string) => `account-sessions:${account}`;

/**
 * The most sign-ins one account keeps (× RATE_LIMIT_FACTOR, as the limits): a new one beyond it
 * ends the oldest, so one holder of a token cannot grow the account's state without bound, and the
 * newest sign-in, the customer's own, always stands (docs/decisions/057).
 */
const sessionsPerAccount = Math.max(1, Math.round(config.SESSIONS_PER_ACCOUNT_MAX * config.RATE_LIMIT_FACTOR));

/** The account a provider token names (its `sub` claim, read without checking: the provider does), or null. */
export function tokenAccount(token: unknown): string | null {
  if (typeof token !== "string") return null;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === "string" && sub.length > 0 && sub.length <= 64 ? sub : null;
  } catch {
    return null;
  }
}

/** What is left of a session at `nowMs`: the idle limit, never past the absolute one. */
function recordTtlMs(createdAt: number, nowMs: number): number {
  return Math.min(idleSeconds * 1000, (createdAt + maxAgeSeconds) * 1000 - nowMs);
}

/** The state store could not record a new sign-in: the sign-in is refused (a 503 "try again shortly"). */
export class SessionNotRecorded extends Error {
  override readonly name = "SessionNotRecorded";
}

/**
 * A new sign-in, in every way a session starts (password, link, `?token=`, switching account):
 * a fresh session and its record in the state store. Without the record the cookie is a
 * signed-out visitor, so a store that cannot be written refuses the sign-in (SessionNotRecorded).
 */
export async function startSignedInSession(
  token: string,
  tokenExp: number,
  nowMs: number,
  returnTo?: string,
  signInMethod: SessionData["signInMethod"] = "password",
): Promise<PortalSession> {
  const createdAt = Math.floor(nowMs / 1000);
  const session = newSignedInSession(token, tokenExp, createdAt, returnTo, signInMethod);
  try {
    await state.set(recordKey(session.get("sid")!), String(createdAt), recordTtlMs(createdAt, nowMs));
    // Indexed under its account before the cookie is sent: a sign-in a password change could not find
    // would outlive it.
    const account = tokenAccount(token);
    if (account) {
      const sid = session.get("sid")!;
      const oldest = await state.addMember(accountKey(account), sid, maxAgeSeconds * 1000, sessionsPerAccount);
      // Over the account's cap: its oldest sign-ins end (their records go; every copy is signed out).
      await Promise.all(oldest.map((other) => state.delete(recordKey(other))));
    }
  } catch (error) {
    reportStateFailure(error);
    throw new SessionNotRecorded("the session could not be recorded", { cause: error });
  }
  // Every way a sign-in starts passes here, so this is its one audit line.
  audit("sign-in.succeeded", {
    outcome: "ok",
    account: tokenAccount(token),
    sid: session.get("sid"),
    method: signInMethod,
  });
  return session;
}

/**
 * - "active": its record stands (and was just marked as used);
 * - "unchecked": the state store is down, so the record cannot be read: the guard refuses the
 *   request (503), since the cookie alone could be a signed-out copy (docs/decisions/058);
 * - "signed-out": no sign-in in the cookie;
 * - "expired": past the absolute or the idle limit (the spec's "session has expired" alert);
 * - "ended": its record is gone for another reason: signed out with another copy of the
 *   cookie, or a store that lost its data (a plain sign-in);
 * - "password-changed": ended because the account's password was changed or reset elsewhere
 *   (the sign-in page says so, not that the customer was idle).
 */
export type SessionStanding = "active" | "unchecked" | "signed-out" | "expired" | "ended" | "password-changed";

/** What an ended sign-in's record holds (for the idle limit) once its account's password changed elsewhere. */
const ENDED_BY_PASSWORD_CHANGE = "password-changed";

/**
 * Whether the cookie's sign-in still stands, marking it as used: its record must exist in the
 * state store. Reading the record resets its expiry to the idle limit (capped by the absolute
 * limit) in the same command, so the idle limit runs from this request to the millisecond. The
 * cookie's own `seenAt` (a minute coarse) only tells "ran out" from "ended" once the record is
 * gone, and serves while the store is down. (The provider token's expiry is the guard's check.)
 */
export async function sessionStanding(session: PortalSession, nowMs: number = Date.now()): Promise<SessionStanding> {
  const sid = session.get("sid");
  const createdAt = session.get("createdAt");
  const seenAt = session.get("seenAt");
  if (!sid || typeof createdAt !== "number" || typeof seenAt !== "number" || !session.get("token")) return "signed-out";
  const ttlMs = recordTtlMs(createdAt, nowMs);
  const idleByCookie = Math.floor(nowMs / 1000) - seenAt >= idleSeconds;
  if (ttlMs <= 0) return "expired";
  let record: string | undefined;
  try {
    record = await state.touch(recordKey(sid), ttlMs);
  } catch (error) {
    // The state store is down (docs/decisions/019, 058): only the cookie's own limits can be judged.
    reportStateFailure(error);
    return idleByCookie ? "expired" : "unchecked";
  }
  if (record === String(createdAt)) return "active";
  if (record === ENDED_BY_PASSWORD_CHANGE) return "password-changed";
  return record === undefined && idleByCookie ? "expired" : "ended";
}

/** Marks the cookie as used now (a minute coarse); true when the cookie must be written again. */
export function touchSession(session: PortalSession, nowSeconds: number): boolean {
  if (nowSeconds - (session.get("seenAt") ?? 0) < SEEN_GRANULARITY_SECONDS) return false;
  session.set("seenAt", nowSeconds);
  return true;
}

/**
 * Sign-out: the record is deleted, so every copy of this cookie is a signed-out visitor from now
 * on. "unconfirmed" when the state store could not be reached: the record stands until its idle
 * limit (or until the store loses it), and the customer is told so.
 */
export async function endSession(session: PortalSession): Promise<"ended" | "unconfirmed"> {
  const sid = session.get("sid");
  if (!sid) return "ended";
  try {
    await state.delete(recordKey(sid));
    const account = tokenAccount(session.get("token"));
    if (account) await state.removeMember(accountKey(account), sid);
    return "ended";
  } catch (error) {
    reportStateFailure(error);
    return "unconfirmed";
  }
}

/**
 * Ends every other sign-in of this session's account (after its password changed): their records
 * are deleted, so every copy of their cookies is signed out on every instance; this one goes on.
 * "unconfirmed" when the state store could not be reached or the token names no account.
 */
export async function endOtherSessions(session: PortalSession): Promise<{ ended: number } | "unconfirmed"> {
  const sid = session.get("sid");
  const account = tokenAccount(session.get("token"));
  if (!sid || !account) return "unconfirmed";
  return endAccountSessions(account, sid);
}

/**
 * Ends every sign-in of `account` but `keep` (after a password reset: all of them). Each record is
 * replaced by a note of why, kept for the idle limit: that device is told its password changed.
 */
export async function endAccountSessions(account: string, keep?: string): Promise<{ ended: number } | "unconfirmed"> {
  const sid = keep;
  try {
    const others = (await state.members(accountKey(account))).filter((other) => other !== sid);
    await Promise.all(
      others.map(async (other) => {
        await state.set(recordKey(other), ENDED_BY_PASSWORD_CHANGE, idleSeconds * 1000);
        await state.removeMember(accountKey(account), other);
      }),
    );
    return { ended: others.length };
  } catch (error) {
    reportStateFailure(error);
    return "unconfirmed";
  }
}
