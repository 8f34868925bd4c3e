import { createContext, data, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { audit } from "#server/audit/index.ts";
import { LIMIT_UNAVAILABLE_MESSAGE } from "#server/security/rate-limit.ts";
import { type ProviderClient, providerFor } from "#server/provider/index.ts";
import { currentRequest } from "#server/request-context.ts";
import { can, roleName, type StaffPermission, type StaffRole } from "#server/staff/roles.ts";
import { readStaffSession, type StaffSession, staffSessionRef } from "#server/staff/session.ts";
import { RECENT_SIGN_IN_SECONDS, StaffSignInError, startStaffSignIn, staffReturnTo } from "#server/staff/sign-in.ts";

/** The identity provider (or the store a sign-in is recorded in) cannot be reached: said, never a 500. */
export const STAFF_SIGN_IN_UNAVAILABLE = "We cannot reach the staff sign-in service right now. Try again shortly.";

/**
 * The staff console's access rules, in one place (docs/staff.md):
 * - `staffListenerOnly`: every /staff… page exists only on the staff listener (404 elsewhere);
 * - `staffGuard`: the signed-in staff pages need a staff session that stands (else the sign-in page);
 * - `requireStaff(context, permission)`: **every staff loader and action** calls it first. Deny by
 *   default: a role without the permission gets the 403 page, before anything reads the store or
 *   calls the provider;
 * - `requireRecentSignIn`: an action that changes something asks for a sign-in in the last 5 minutes.
 */

export type { StaffPermission, StaffRole };

/** The member of staff a staff page acts for, and a provider client carrying their staff access token. */
export type StaffMember = {
  sub: string;
  name: string;
  email: string;
  role: StaffRole;
  /** "Agent", "Supervisor", "Admin". */
  roleName: string;
  /** When they last proved who they are at the identity provider (seconds). */
  authTime: number;
  /** The staff session, for records kept with it (e.g. the customer being viewed). */
  session: StaffSession;
  /** Calls to the provider API with the staff access token (never a customer's token; never in a page). */
  api: ProviderClient;
  /** For an audit line: `audit(event, { ...staff.audit, outcome })`. */
  audit: { actor: { sub: string; role: StaffRole }; sid: string };
};

/** A staff access token with less than this left counts as ended. */
const TOKEN_MARGIN_SECONDS = 60;

const staffContext = createContext<StaffMember | null>(null);

/** 404 anywhere but the staff listener: the customer listener has no /staff… pages. */
export const staffListenerOnly: MiddlewareFunction<Response> = async (_args, next) => {
  if (currentRequest().listener !== "staff") throw data(null, { status: 404 });
  return next();
};

/** Where a signed-out member of staff signs in, coming back to `path` afterwards. */
export function staffSignInUrl(path: string, reason?: "ended"): string {
  const query = new URLSearchParams();
  if (path !== "/staff") query.set("returnTo", path);
  if (reason) query.set(reason, "1");
  const search = query.toString();
  return `/staff/login${search ? `?${search}` : ""}`;
}

/**
 * The signed-in staff pages' middleware: the staff cookie's record must stand in the state store
 * (a store that is down refuses the page: 503); the member's access token must not have expired.
 */
export const staffGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const standing = await readStaffSession(request.headers.get("Cookie"));
  if (standing.standing === "unchecked") throw data({ message: LIMIT_UNAVAILABLE_MESSAGE }, { status: 503 });
  const path = staffReturnTo(url.pathname + url.search);
  if (standing.standing !== "active") throw redirect(staffSignInUrl(path));
  const session = standing.session;
  // The staff access token is not refreshed (no refresh tokens are kept): near its end the member
  // signs in again, back to this page, before a page or a report starts work the token could not finish.
  if (session.accessTokenExp - TOKEN_MARGIN_SECONDS <= Math.floor(Date.now() / 1000))
    throw redirect(staffSignInUrl(path, "ended"));
  context.set(staffContext, {
    sub: session.sub,
    name: session.name,
    email: session.email,
    role: session.role,
    roleName: roleName(session.role),
    authTime: session.authTime,
    session,
    api: providerFor(request, session.accessToken),
    audit: { actor: { sub: session.sub, role: session.role }, sid: staffSessionRef(session) },
  });
  return next();
};

/**
 * The member of staff, if their role has `permission`; otherwise the 403 page (thrown). Call it
 * first in every staff loader and action, before any read or provider call.
 */
export function requireStaff(context: Readonly<RouterContextProvider>, permission: StaffPermission): StaffMember {
  const staff = context.get(staffContext);
  // No member: the route sits outside staffGuard, a mistake that must fail closed.
  if (!staff) throw data({ message: "Sign in to the staff console first." }, { status: 403 });
  if (!can(staff.role, permission))
    throw data({ message: `Your role (${staff.roleName}) does not allow this.` }, { status: 403 });
  return staff;
}

/** The member of staff a page shows in its header, when signed in (the shell's loader); null otherwise. */
export function signedInStaff(context: Readonly<RouterContextProvider>): StaffMember | null {
  return context.get(staffContext);
}

/**
 * For an action that changes something (a job, a static IP): null when the member signed in within
 * the last 5 minutes; otherwise the response that sends them to the identity provider with
 * `max_age` (it asks again), coming back to `returnTo`, where they send the form again.
 */
export async function requireRecentSignIn(staff: StaffMember, returnTo: string): Promise<Response | null> {
  if (Math.floor(Date.now() / 1000) - staff.authTime <= RECENT_SIGN_IN_SECONDS) return null;
  try {
    return await startStaffSignIn({ returnTo, maxAge: RECENT_SIGN_IN_SECONDS });
  } catch (error) {
    if (error instanceof StaffSignInError) throw data({ message: STAFF_SIGN_IN_UNAVAILABLE }, { status: 503 });
    throw error;
  }
}

export { audit };
