import { Link } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { REPORT_KEEP_MINUTES, requireOwnReport } from "#app/lib/staff/reports.server.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/report-file";

/** Seconds between two looks while a report is prepared (a refresh: no script runs on the console). */
const REFRESH_SECONDS = 2;

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = requireStaff(context, "reports.nbn");
  const report = await requireOwnReport(staff, params.id);
  return {
    id: params.id,
    status: report.status,
    fileName: report.fileName,
    bytes: report.bytes,
    length: report.length ?? null,
    failure: report.failure ?? null,
    keepMinutes: REPORT_KEEP_MINUTES,
  };
}

/**
 * A report's page: its progress while it is prepared (a <progress> and the page refreshing itself,
 * which works without JavaScript), then the download, or the failure in plain words.
 */
export default function ReportFile({ loaderData }: Route.ComponentProps) {
  const { id, status, fileName, bytes, length, failure, keepMinutes } = loaderData;
  if (status === "preparing")
    return (
      <>
        <StaffTitle page="Preparing your report" />
        <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
        <h1>Preparing your report</h1>
        <p>
          <label htmlFor="report-progress">{`${fileName}: ${Math.round(bytes / 1024)} KB so far`}</label>
          <br />
          <progress id="report-progress" {...(length ? { max: length, value: bytes } : {})} />
        </p>
        <p>This page looks again every few seconds. You can leave it and come back within {keepMinutes} minutes.</p>
      </>
    );
  if (status === "failed")
    return (
      <>
        <StaffTitle page="The report could not be prepared" />
        <h1>The report could not be prepared</h1>
        <FailureNotice title="The report could not be prepared" failure={failure ?? { message: "Try again." }} />
        <p>
          <Link to="/staff/reports">Ask for a report again</Link>
        </p>
      </>
    );
  return (
    <>
      <StaffTitle page="Your report is ready" />
      <h1 aria-live="polite">Your report is ready</h1>
      <p>{`${fileName}, ${Math.max(1, Math.round(bytes / 1024))} KB. Only you can download it, for ${keepMinutes} minutes.`}</p>
      <p>
        <ButtonLink to={`/staff/reports/files/${id}/download`} reloadDocument download={fileName}>
          Download the report (CSV)
        </ButtonLink>
      </p>
      <p>
        <Link to="/staff/reports">Another report</Link>
      </p>
    </>
  );
}
