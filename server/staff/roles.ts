/**
 * What each staff role may do in the console (docs/staff.md, the table of roles). Deny by
 * default: a permission is granted only to the roles listed for it, and a member of staff with no
 * known role has none. The console's loaders and actions ask `can` through `requireStaff`
 * (app/lib/staff/guard.server.ts) before they read or call anything.
 */

export const STAFF_ROLES = ["agent", "supervisor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ANY_ROLE: readonly StaffRole[] = STAFF_ROLES;
const SUPERVISORS: readonly StaffRole[] = ["supervisor", "admin"];
const ADMINS: readonly StaffRole[] = ["admin"];

export const STAFF_PERMISSIONS = {
  /** The console's home and search box. */
  "console.use": ANY_ROLE,
  "customers.search": ANY_ROLE,
  /** Viewing an account read-only, its invoice PDFs included. */
  "customers.view": ANY_ROLE,
  "reports.nbn": SUPERVISORS,
  "static-ips.change": SUPERVISORS,
  "reports.failed-payments": ADMINS,
  "jobs.run": ADMINS,
  "jobs.log": ADMINS,
  "test-data.enter": ADMINS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Whether `role` has `permission`; false for anything not in the table. */
export function can(role: StaffRole | null, permission: StaffPermission): boolean {
  const allowed: readonly StaffRole[] | undefined = STAFF_PERMISSIONS[permission];
  return role !== null && allowed !== undefined && allowed.includes(role);
}

/**
 * The role a member of staff acts in, from the identity provider's `roles` claim: the highest
 * known role listed, or null (no access to the console). Unknown values are ignored.
 */
export function roleFromClaim(claim: unknown): StaffRole | null {
  if (!Array.isArray(claim)) return null;
  const known = STAFF_ROLES.filter((role) => claim.includes(role));
  return known.at(-1) ?? null;
}

/** How the console names a role to people ("Agent", "Supervisor", "Admin"). */
export function roleName(role: StaffRole): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * Whether the ID token's `amr` (RFC 8176) says the sign-in used more than one factor: "mfa", or
 * a password with a second factor of another kind.
 */
const SECOND_FACTORS = new Set(["otp", "sms", "tel", "hwk", "swk", "fpt", "face", "iris", "retina", "vbm", "sc"]);
export function isMultiFactor(amr: unknown): boolean {
  if (!Array.isArray(amr)) return false;
  return amr.includes("mfa") || (amr.includes("pwd") && amr.some((method) => SECOND_FACTORS.has(String(method))));
}
