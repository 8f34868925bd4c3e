import type { Ctx } from "./context.ts";
import { fail } from "./context.ts";
import type { StaffRole } from "./identity/staff.ts";

export type { StaffRole };

/**
 * The member of staff behind a call, as the staff access token (from the identity provider)
 * names them. Verifying that token is the sandbox server's job when it reads the call's
 * `X-Access-Token`; the handlers for staff calls ask only this module, so they see one shape
 * whoever verified it.
 */

/** Lowest to highest. */
const STAFF_ROLES: readonly StaffRole[] = ["agent", "supervisor", "admin"];

export interface StaffPrincipal {
  /** The identity provider's subject for the member of staff. */
  subject: string;
  name: string;
  roles: StaffRole[];
}

/** The verified member of staff making the call, or null for a customer's token (or none). */
export function staffPrincipal(ctx: Ctx): StaffPrincipal | null {
  return ctx.staff ? { subject: ctx.staff.sub, name: ctx.staff.name, roles: ctx.staff.roles } : null;
}

/** The member of staff making the call; 403 for anyone else (a customer's token above all). */
export function requireStaff(ctx: Ctx): StaffPrincipal {
  const principal = staffPrincipal(ctx);
  if (!principal || principal.roles.length === 0) fail(403, "This call needs a staff access token");
  return principal;
}

/** The role a record names for a member of staff who holds several: the highest. */
export function highestRole(principal: StaffPrincipal): StaffRole {
  return [...STAFF_ROLES].reverse().find((role) => principal.roles.includes(role)) ?? "agent";
}
