import { createHash, randomBytes } from "node:crypto";
import { config } from "#server/config.ts";
import { reportStateFailure, state } from "#server/state/index.ts";
import type { StaffRole } from "./roles.ts";
import type { StaffViewRecord } from "./view.ts";

/**
 * Staff sessions (docs/staff.md): a cookie of their own name holding only a random id, and the
 * session's record in the state store (memory or Redis), an allow-list as customer sessions are
 * (docs/decisions/030): the cookie counts only while its record stands. Idle limit 15 minutes,
 * absolute limit 8 hours; sign-out deletes the record. The staff access token stays in the record,
 * never in the browser. The record's key is a hash of the cookie's id, so a look at the store
 * gives no cookie.
 */

export const STAFF_IDLE_MINUTES = 15;
export const STAFF_MAX_AGE_MINUTES = 8 * 60;

const secure = config.APP_ENV !== "development" || config.staffUrl.startsWith("https:");
/** Its own name: cookies do not separate by port, so the customer listener must not find it by chance. */
export const staffCookieName = secure ? "__Host-ssp_staff" : "ssp_staff";
const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

export type StaffSessionRecord = {
  /** The identity provider's subject for this member of staff. */
  sub: string;
  name: string;
  email: string;
  role: StaffRole;
  /** When they last proved who they are at the identity provider (the ID token's auth_time, seconds). */
  authTime: number;
  /** When this session started (seconds): the absolute limit runs from it. */
  createdAt: number;
  /** The staff access token for the provider API, and its expiry (seconds). */
  accessToken: string;
  accessTokenExp: number;
  /** The customer account this member is viewing, at most one (server/staff/view.ts); none when absent. */
  view?: StaffViewRecord | null;
};

/** A session that stands: its record, and the key its cookie names. */
export type StaffSession = StaffSessionRecord & { key: string };

const recordKey = (cookieId: string) => `staff-session:${createHash("sha256").update(cookieId).digest("hex")}`;

function cookieId(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === staffCookieName) {
      const value = pair.slice(at + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

function ttlMs(createdAt: number, nowMs: number): number {
  return Math.min(STAFF_IDLE_MINUTES * 60_000, (createdAt + STAFF_MAX_AGE_MINUTES * 60) * 1000 - nowMs);
}

/** The state store could not record a staff sign-in: refused (503, try again shortly). */
export class StaffSessionNotRecorded extends Error {
  override readonly name = "StaffSessionNotRecorded";
}

/** A new staff sign-in: its record first, then the cookie that names it (a new id every time). */
export async function startStaffSession(
  record: Omit<StaffSessionRecord, "createdAt">,
  nowMs = Date.now(),
): Promise<{ session: StaffSession; setCookie: string }> {
  const id = randomBytes(32).toString("base64url");
  const full: StaffSessionRecord = { ...record, createdAt: Math.floor(nowMs / 1000) };
  const key = recordKey(id);
  try {
    await state.set(key, JSON.stringify(full), ttlMs(full.createdAt, nowMs));
  } catch (error) {
    reportStateFailure(error);
    throw new StaffSessionNotRecorded("the staff session could not be recorded", { cause: error });
  }
  return { session: { ...full, key }, setCookie: `${staffCookieName}=${id}; ${attributes}` };
}

/**
 * Where the cookie's session stands, marking it as used (the idle limit runs from now):
 * "unchecked" when the state store is down (the request is refused: a cookie alone is never enough).
 */
export async function readStaffSession(
  cookieHeader: string | null,
  nowMs = Date.now(),
): Promise<{ standing: "active"; session: StaffSession } | { standing: "signed-out" | "unchecked" }> {
  const id = cookieId(cookieHeader);
  if (!id) return { standing: "signed-out" };
  const key = recordKey(id);
  let value: string | undefined;
  try {
    // The record's own createdAt bounds the expiry; a first touch with the idle limit, then capped below.
    value = await state.touch(key, STAFF_IDLE_MINUTES * 60_000);
  } catch (error) {
    reportStateFailure(error);
    return { standing: "unchecked" };
  }
  if (value === undefined) return { standing: "signed-out" };
  const record = JSON.parse(value) as StaffSessionRecord;
  const left = ttlMs(record.createdAt, nowMs);
  if (left <= 0) {
    await state.delete(key).catch(reportStateFailure);
    return { standing: "signed-out" };
  }
  if (left < STAFF_IDLE_MINUTES * 60_000) await state.touch(key, left).catch(reportStateFailure);
  return { standing: "active", session: { ...record, key } };
}

/** A re-authentication of the same member: the record gets the new proof and token, the cookie stays. */
export async function refreshStaffSession(
  session: StaffSession,
  update: Pick<StaffSessionRecord, "authTime" | "accessToken" | "accessTokenExp" | "role" | "name" | "email">,
  nowMs = Date.now(),
): Promise<StaffSession> {
  const { key, ...record } = session;
  const next: StaffSessionRecord = { ...record, ...update };
  try {
    await state.set(key, JSON.stringify(next), ttlMs(next.createdAt, nowMs));
  } catch (error) {
    reportStateFailure(error);
    throw new StaffSessionNotRecorded("the staff session could not be recorded", { cause: error });
  }
  return { ...next, key };
}

/** The record written again with `change` (the customer being viewed); the cookie and the limits stay. */
export async function updateStaffSession(
  session: StaffSession,
  change: Pick<StaffSessionRecord, "view">,
  nowMs = Date.now(),
): Promise<StaffSession> {
  const { key, ...record } = session;
  const next: StaffSessionRecord = { ...record, ...change };
  try {
    await state.set(key, JSON.stringify(next), ttlMs(next.createdAt, nowMs));
  } catch (error) {
    reportStateFailure(error);
    throw new StaffSessionNotRecorded("the staff session could not be recorded", { cause: error });
  }
  return { ...next, key };
}

/** Sign-out: the record goes, so every copy of the cookie is signed out. */
export async function endStaffSession(session: Pick<StaffSession, "key">): Promise<"ended" | "unconfirmed"> {
  try {
    await state.delete(session.key);
    return "ended";
  } catch (error) {
    reportStateFailure(error);
    return "unconfirmed";
  }
}

/** The header that deletes the staff cookie. */
export function clearStaffCookie(): string {
  return `${staffCookieName}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; ${attributes}`;
}

/** The audit trail's name for a staff session: a hash of its record key, never the cookie. */
export function staffSessionRef(session: Pick<StaffSession, "key">): string {
  return session.key.slice("staff-session:".length);
}
