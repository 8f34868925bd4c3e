import { data } from "react-router";
import { csvCleaner } from "#app/lib/csv-stream.ts";
import { checkReportParams, isReportKind, type ReportKind, REPORT_KINDS } from "#app/domain/staff-report-params.ts";
import { failureOf } from "#app/lib/provider-outcome.server.ts";
import { todayIso } from "#app/lib/dates/calendar.ts";
import { audit } from "#server/audit/index.ts";
import { isProviderError } from "#server/provider/errors.ts";
import { createProviderClient } from "#server/provider/index.ts";
import { currentRequest } from "#server/request-context.ts";
import { can } from "#server/staff/roles.ts";
import {
  type PreparedReport,
  readReport,
  REPORT_KEEP_MINUTES,
  ReportNotRecorded,
  reportBody,
  startReport,
} from "#server/staff/reports.ts";
import { reportStateFailure } from "#server/state/index.ts";
import type { StaffMember, StaffPermission } from "./guard.server.ts";
import { requireStaff } from "./guard.server.ts";

/**
 * The staff console's reports (docs/staff.md "Reports"): what each is, who may ask for it, and the
 * provider call behind it. Asking prepares it in the state store (server/staff/reports.ts); the
 * page of the report shows its progress, then the download.
 */

type ReportCall = "nbnServices" | "nbnUsage" | "failedPayments";

export const REPORTS: Record<
  ReportKind,
  { title: string; description: string; permission: StaffPermission; call: ReportCall; path: string }
> = {
  "nbn-services": {
    title: "NBN services",
    description: "Every NBN service: its account, service code, AVC id, plan and status.",
    permission: "reports.nbn",
    call: "nbnServices",
    path: "reports/nbn/services.{format}",
  },
  "nbn-usage": {
    title: "NBN usage",
    description: "Each NBN service's total data downloaded and uploaded in a month.",
    permission: "reports.nbn",
    call: "nbnUsage",
    path: "reports/nbn/usage.{format}",
  },
  "failed-payments": {
    title: "Failed payments",
    description: "Payments that failed between two dates: the account, the date, the amount and why.",
    permission: "reports.failed-payments",
    call: "failedPayments",
    path: "reports/financial/failed-payments.{format}",
  },
};

export { REPORT_KEEP_MINUTES, type PreparedReport };
export { REPORT_POLLER } from "#server/staff/report-poller.ts";

/** The reports this member's role may ask for, in the table's order. */
export function reportsFor(staff: StaffMember) {
  return REPORT_KINDS.filter((kind) => can(staff.role, REPORTS[kind].permission)).map((kind) => ({
    kind,
    title: REPORTS[kind].title,
    description: REPORTS[kind].description,
  }));
}

/** The member of staff, if their role may ask for the report `kind`; a kind that does not exist is a 404. */
export function requireReport(context: Parameters<typeof requireStaff>[0], kind: unknown) {
  // The console's own permission first, so an agent learns nothing of which reports exist.
  const staff = requireStaff(context, "reports.nbn");
  if (!isReportKind(kind)) throw data({ message: "There is no such report." }, { status: 404 });
  requireStaff(context, REPORTS[kind].permission);
  return { staff, kind, report: REPORTS[kind] };
}

/** How long the asking page waits for a report before it shows the progress page instead. */
const WAIT_MS = 1_500;

/**
 * Checks the form and starts the report: the errors to show with what was typed, or the report's
 * id (with the report ready, failed or still preparing when WAIT_MS has passed).
 */
export async function askForReport(staff: StaffMember, kind: ReportKind, form: FormData) {
  const values = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  const today = todayIso();
  const checked = checkReportParams(kind, values, today);
  if (!checked.ok) return { ok: false as const, errors: checked.errors, values: checked.values };
  const report = REPORTS[kind];
  // Its own client: the preparation outlives this request (its signal ends with the redirect).
  const api = createProviderClient({ token: staff.session.accessToken, requestId: currentRequest().id });
  const describe = (error: unknown) => (isProviderError(error) ? failureOf(error) : { message: String(error) });
  let started;
  try {
    started = await startReport(
      { owner: staff.sub, kind, fileName: `${kind}-${today}.csv` },
      () => api.reports.csvStream(report.call, checked.query),
      describe,
      // A provider's cell that could start a formula is defused, as the portal's own CSVs are.
      csvCleaner(),
    );
  } catch (error) {
    if (error instanceof ReportNotRecorded)
      throw data({ message: "We cannot prepare reports right now." }, { status: 503 });
    throw error;
  }
  void started.done.then(
    (done) =>
      audit("staff.report-prepared", {
        ...staff.audit,
        outcome: done.status === "ready" ? "ok" : "error",
        call: report.path,
      }),
    reportStateFailure,
  );
  await Promise.race([started.done, new Promise((resolve) => setTimeout(resolve, WAIT_MS).unref())]);
  return { ok: true as const, id: started.id };
}

/** The member's own report `id`, or the 404 page (another member's report does not exist for them). */
export async function requireOwnReport(staff: StaffMember, id: string | undefined): Promise<PreparedReport> {
  let report: PreparedReport | undefined;
  try {
    report = id ? await readReport(id, staff.sub) : undefined;
  } catch (error) {
    reportStateFailure(error);
    throw data({ message: "We cannot show reports right now. Try again shortly." }, { status: 503 });
  }
  if (!report) throw data({ message: "There is no such report, or it is more than 15 minutes old." }, { status: 404 });
  return report;
}

/** A ready report as a download: CSV, an attachment named with the report and the day, streamed from the store. */
export function reportDownload(id: string, report: PreparedReport): Response {
  return new Response(reportBody(id, report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${report.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
