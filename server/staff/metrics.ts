import { createHmac } from "node:crypto";
import { Counter, Histogram } from "prom-client";
import { config } from "#server/config.ts";
import { registry } from "#server/metrics.ts";

/**
 * The staff console's back office in the portal's metrics (docs/staff.md "Audit and metrics"):
 * report durations and job runs by outcome, and each member of staff's views of accounts, for the
 * data-harvesting alert (deploy/prometheus/alerts.yml, StaffViewingManyAccounts). Staff events by
 * name are `portal_staff_events_total` (server/metrics.ts).
 */

const staffReportSeconds = new Histogram({
  name: "portal_staff_report_seconds",
  help: "Time to prepare a staff report (from asking to ready or failed), by report and outcome.",
  labelNames: ["report", "outcome"] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 15, 30, 60, 120, 300, 600],
  registers: [registry],
});

const staffJobTriggers = new Counter({
  name: "portal_staff_job_triggers_total",
  help: "Jobs run from the staff console, by job and outcome.",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

const staffAccountViews = new Counter({
  name: "portal_staff_account_views_total",
  help: "Views of customers' accounts started, by member of staff as an opaque reference (staffRef: a keyed hash).",
  labelNames: ["staff"] as const,
  registers: [registry],
});

/** A staff report prepared (or failed) after `seconds`. */
export function observeStaffReport(report: string, outcome: "ok" | "error", seconds: number): void {
  staffReportSeconds.observe({ report, outcome }, seconds);
}

/** A job run from the staff console (its catalogue name) and its outcome. */
export function countStaffJob(job: string, outcome: string): void {
  staffJobTriggers.inc({ job, outcome });
}

const refKey = createHmac("sha256", config.SESSION_SECRET[0] ?? "")
  .update("portal staff metric references")
  .digest();

/**
 * A member of staff as metrics name them: a keyed hash of their subject (12 hex digits), the same
 * on every instance sharing SESSION_SECRET, meaningless to whoever reads the metrics alone. Whoever
 * investigates an alert computes it for the subjects in the audit trail (`npm run staff-ref` is not
 * needed: the audit lines' `actor.ref` carries it).
 */
export function staffRef(sub: string): string {
  return createHmac("sha256", refKey).update(sub).digest("hex").slice(0, 12);
}

/** A view of a customer's account started by the member of staff `sub`: one series per member, a bounded number. */
export function countStaffAccountView(sub: string): void {
  staffAccountViews.inc({ staff: staffRef(sub) });
}
