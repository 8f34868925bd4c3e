import { createHash, createSecretKey, randomUUID } from "node:crypto";
import { createSession, type Session } from "react-router";
import { config } from "./config.ts";
import { decryptJwe, encryptJwe } from "./jwe.ts";
import { reportStateFailure, state } from "./state/index.ts";

/**
 * The portal's session: an encrypted, authenticated cookie (JWE dir + A256GCM). Keys come from
 * SESSION_SECRET, comma separated, newest first; older keys still decrypt, so keys can rotate.
 * A cookie that does not decrypt is an empty session, never an error.
 */

export type SessionData = {
  /** This sign-in's id: sign-out revokes it in the state store, so every copy of the cookie dies with it. */
  sid: string;
  /** When this sign-in started and when it was last used (seconds): the absolute and idle limits. */
  createdAt: number;
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

/**
 * The session cookie. Its value is the JWE itself (compact JWE is base64url and dots, safe in a
 * cookie as it is), not React Router's `createCookie` encoding (base64 of the JSON string): that
 * decoding took 90 µs of a signed-in page's CPU time, the JWE's decryption 5 (issue 17).
 */
export const sessionCookie = { name: secure ? "__Host-ssp_session" : "ssp_session" } as const;
const cookieAttributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The session cookie's value in a Cookie header (the first one of that name), or null. */
function readSessionCookie(header: string | null): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === sessionCookie.name) return fromOlderCookie(pair.slice(at + 1).trim());
  }
  return null;
}

/**
 * Cookies set before 2026-11-23 wrapped the JWE in React Router's encoding (base64 of `"<jwe>"`):
 * read them too, so a deploy signs nobody out. Remove after SESSION_MAX_AGE_MINUTES have passed.
 */
function fromOlderCookie(value: string): string {
  if (value.includes(".")) return value;
  try {
    const wrapped: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    return typeof wrapped === "string" ? wrapped : "";
  } catch {
    return "";
  }
}

/** Cookies above this are refused by browsers; we keep well below it. */
export const MAX_COOKIE_BYTES = 4096;

function encrypt(data: unknown): string {
  return encryptJwe(encoder.encode(JSON.stringify(data)), keys[0]!);
}

function decrypt(value: string): Record<string, unknown> {
  const plaintext = decryptJwe(value, keys);
  if (!plaintext) return {};
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(plaintext));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // not JSON: an empty session
  }
  return {};
}

export async function getSession(cookieHeader: string | null): Promise<PortalSession> {
  const value = readSessionCookie(cookieHeader);
  const data = value ? decrypt(value) : {};
  return createSession<SessionData, FlashData>(data as SessionData);
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

/** A fresh session for a new sign-in (a new id): nothing from the previous one carries over but where to return. */
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
/** `seenAt` is rewritten at most this often, so most pages need no new cookie. */
const SEEN_GRANULARITY_SECONDS = 60;
const revokedKey = (sid: string) => `session-revoked:${sid}`;

/** "unchecked": valid, but whether it was revoked is unknown while the state store is down. */
export type SessionStanding = "active" | "unchecked" | "signed-out" | "expired" | "revoked";

/**
 * Whether the cookie's sign-in still stands: it has an id that was not revoked, is younger than
 * the absolute lifetime and was used within the idle timeout. (The provider token's own expiry
 * is checked by the guard.) A cookie from before session ids existed counts as signed out.
 */
export async function sessionStanding(
  session: PortalSession,
  nowSeconds: number,
): Promise<SessionStanding> {
  const sid = session.get("sid");
  const createdAt = session.get("createdAt");
  const seenAt = session.get("seenAt");
  if (!sid || typeof createdAt !== "number" || typeof seenAt !== "number" || !session.get("token")) return "signed-out";
  if (nowSeconds - createdAt >= maxAgeSeconds || nowSeconds - seenAt >= idleSeconds) return "expired";
  try {
    if ((await state.get(revokedKey(sid))) !== undefined) return "revoked";
  } catch (error) {
    // The state store is down: the revocation list cannot be read (docs/decisions/019).
    reportStateFailure(error);
    return "unchecked";
  }
  return "active";
}

/** Marks the session as used now; true when the cookie must be written again. */
export function touchSession(session: PortalSession, nowSeconds: number): boolean {
  if (nowSeconds - (session.get("seenAt") ?? 0) < SEEN_GRANULARITY_SECONDS) return false;
  session.set("seenAt", nowSeconds);
  return true;
}

/** Sign-out: every copy of this cookie is a signed-out visitor from now on, until it would have expired anyway. */
export async function revokeSession(session: PortalSession, nowSeconds: number): Promise<void> {
  const sid = session.get("sid");
  if (!sid) return;
  const remaining = (session.get("createdAt") ?? nowSeconds) + maxAgeSeconds - nowSeconds;
  if (remaining <= 0) return;
  try {
    await state.set(revokedKey(sid), "1", remaining * 1000);
  } catch (error) {
    // The cookie is cleared all the same; only a copy of it outlives this sign-out.
    reportStateFailure(error);
  }
}
