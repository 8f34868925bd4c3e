import { Link } from "react-router";
import { reportsFor, REPORT_KEEP_MINUTES } from "#app/lib/staff/reports.server.ts";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/reports";

export function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "reports.nbn");
  return { reports: reportsFor(staff), keepMinutes: REPORT_KEEP_MINUTES };
}

/** The reports this member's role may ask for; each opens its own form of parameters. */
export default function StaffReports({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffTitle page="Reports" />
      <h1>Reports</h1>
      <p>{`Choose a report. It downloads as a CSV file, kept for you for ${loaderData.keepMinutes} minutes.`}</p>
      <ul>
        {loaderData.reports.map((report) => (
          <li key={report.kind}>
            <Link to={`/staff/reports/${report.kind}`}>{report.title}</Link>: {report.description}
          </li>
        ))}
      </ul>
    </>
  );
}
