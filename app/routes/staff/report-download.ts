import { redirect } from "react-router";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { reportDownload, requireOwnReport } from "#app/lib/staff/reports.server.ts";
import type { Route } from "./+types/report-download";

/** The member's own ready report, as a CSV attachment streamed from the state store piece by piece. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = requireStaff(context, "reports.nbn");
  const report = await requireOwnReport(staff, params.id);
  if (report.status !== "ready") return redirect(`/staff/reports/files/${params.id}`);
  return reportDownload(params.id, report);
}
