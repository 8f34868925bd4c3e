/** The staff roles' permissions, for a page deciding what to offer (the check itself is requireStaff's). */
export { can } from "#server/staff/roles.ts";
