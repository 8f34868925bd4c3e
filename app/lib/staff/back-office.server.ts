import { config } from "#server/config.ts";
import { can } from "#server/staff/roles.ts";
import type { StaffMember } from "./guard.server.ts";

/** The back-office pages the member's role opens, for the console's navigation (none above the role). */
export function backOfficeNav(staff: Pick<StaffMember, "role">): { to: string; label: string }[] {
  const nav: { to: string; label: string }[] = [];
  if (can(staff.role, "reports.nbn")) nav.push({ to: "/staff/reports", label: "Reports" });
  if (can(staff.role, "jobs.run")) nav.push({ to: "/staff/jobs", label: "Jobs" });
  if (can(staff.role, "test-data.enter") && config.APP_ENV !== "production")
    nav.push({ to: "/staff/test-data", label: "Test data" });
  return nav;
}
