import type { StaffRole } from "#server/staff/roles.ts";
import type { CatalogueEntry } from "./calls.ts";

/**
 * The contract's staff side (docs/staff.md, docs/provider-openapi.json): which provider calls take
 * a staff access token from the identity provider, and for which roles; which take nothing else.
 * A real provider must enforce it, as the sandbox does. Deny by default: a call not listed takes
 * no staff token, and every reports/ and management/ call not listed needs an admin.
 */

const ANY_STAFF: readonly StaffRole[] = ["agent", "supervisor", "admin"];
const SUPERVISORS: readonly StaffRole[] = ["supervisor", "admin"];
const ADMINS: readonly StaffRole[] = ["admin"];

const ROLES_BY_CALL: Record<string, readonly StaffRole[]> = {
  // A view of any account, with a reason: a read-only token (decision 071). Every role.
  "authentication.getOssToken": ANY_STAFF,
  // The support desk's search box (decision 071).
  "management.customerSearch": ANY_STAFF,
  "reports.nbnServices": SUPERVISORS,
  "reports.nbnUsage": SUPERVISORS,
  "reports.failedPayments": ADMINS,
  "management.assignStaticIp": SUPERVISORS,
  "management.unassignStaticIp": SUPERVISORS,
  "management.usageDataEntry": ADMINS,
};

/** Areas whose calls only staff may make: a customer's token is refused (403). */
const STAFF_ONLY_AREAS = new Set(["reports", "management"]);

export function isStaffOnlyCall(entry: Pick<CatalogueEntry, "area">): boolean {
  return STAFF_ONLY_AREAS.has(entry.area);
}

/** The roles that may make this call with a staff token, or undefined when staff tokens are not taken. */
export function staffRolesFor(entry: Pick<CatalogueEntry, "area" | "name">): readonly StaffRole[] | undefined {
  return ROLES_BY_CALL[`${entry.area}.${entry.name}`] ?? (isStaffOnlyCall(entry) ? ADMINS : undefined);
}
