import { createHash } from "node:crypto";
import { compactDecrypt, CompactEncrypt } from "jose";
import { createCookie, createSession, type Session } from "react-router";
import { config } from "./config.ts";

/**
 * The portal's session: an encrypted, authenticated cookie (JWE dir + A256GCM). Keys come from
 * SESSION_SECRET, comma separated, newest first; older keys still decrypt, so keys can rotate.
 * A cookie that does not decrypt is an empty session, never an error.
 */

export type SessionData = {
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
const keys = config.SESSION_SECRET.map((secret) => createHash("sha256").update(secret).digest());
const secure = config.APP_ENV !== "development" || (config.PORTAL_URL?.startsWith("https:") ?? false);

export const sessionCookie = createCookie(secure ? "__Host-ssp_session" : "ssp_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure,
});

/** Cookies above this are refused by browsers; we keep well below it. */
export const MAX_COOKIE_BYTES = 4096;

async function encrypt(data: unknown): Promise<string> {
  return new CompactEncrypt(encoder.encode(JSON.stringify(data)))
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .encrypt(keys[0]!);
}

async function decrypt(value: string): Promise<Record<string, unknown>> {
  for (const key of keys) {
    try {
      const { plaintext } = await compactDecrypt(value, key);
      const parsed: unknown = JSON.parse(new TextDecoder().decode(plaintext));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      return {};
    } catch {
      // try the next (older) key
    }
  }
  return {};
}

export async function getSession(cookieHeader: string | null): Promise<PortalSession> {
  let value: unknown = null;
  try {
    value = await sessionCookie.parse(cookieHeader);
  } catch {
    value = null;
  }
  const data = typeof value === "string" && value ? await decrypt(value) : {};
  return createSession<SessionData, FlashData>(data as SessionData);
}

export async function commitSession(session: PortalSession): Promise<string> {
  const header = await sessionCookie.serialize(await encrypt(session.data));
  if (header.length > MAX_COOKIE_BYTES) throw new Error("Session cookie too large");
  return header;
}

export async function destroySession(): Promise<string> {
  return sessionCookie.serialize("", { expires: new Date(0), maxAge: 0 });
}

/** A fresh session for a new sign-in: nothing from the previous one carries over but where to return. */
export function newSignedInSession(token: string, tokenExp: number, nowSeconds: number, returnTo?: string): PortalSession {
  const session = createSession<SessionData, FlashData>({} as SessionData);
  session.set("token", token);
  session.set("tokenExp", tokenExp);
  session.set("refreshedAt", nowSeconds);
  session.set("isMfaDone", false);
  if (returnTo) session.set("returnTo", returnTo);
  return session;
}
