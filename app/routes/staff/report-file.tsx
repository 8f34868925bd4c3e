import { Link } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { REPORT_KEEP_MINUTES, REPORT_POLLER, requireOwnReport } from "#app/lib/staff/reports.server.ts";
import * as styles from "./staff-shell.css.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/report-file";

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
    poller: report.status === "preparing" ? REPORT_POLLER : null,
  };
}

const TITLES = {
  preparing: "Preparing your report",
  failed: "The report could not be prepared",
  ready: "Your report is ready",
} as const;

/**
 * A report's page: its progress while it is prepared (a <progress>, and "Check again": a refresh
 * that works without JavaScript; with it, the poller brings the new state into the live region and
 * it is announced), then the download, or the failure in plain words.
 */
export default function ReportFile({ loaderData }: Route.ComponentProps) {
  const { id, status, fileName, bytes, length, failure, keepMinutes, poller } = loaderData;
  const kb = Math.max(1, Math.round(bytes / 1024));
  return (
    <>
      <StaffTitle page={TITLES[status]} />
      <div
        className={styles.stack}
        id="report-status"
        role="status"
        data-status={status}
        data-title={`${TITLES[status]} | Staff console`}
      >
        <h1>{TITLES[status]}</h1>
        {status === "preparing" ? (
          <>
            <p>
              <label htmlFor="report-progress">{`${fileName}: ${bytes === 0 ? "waiting for the provider" : `${kb} KB so far`}`}</label>
              <br />
              <progress id="report-progress" {...(length ? { max: length, value: bytes } : {})} />
            </p>
            <p>
              <Link to={`/staff/reports/files/${id}`} reloadDocument>
                Check again
              </Link>{" "}
              (or come back to this page within {keepMinutes} minutes).
            </p>
          </>
        ) : null}
        {status === "failed" ? (
          <>
            <FailureNotice title="The report could not be prepared" failure={failure ?? { message: "Try again." }} />
            <p>
              <Link to="/staff/reports">Ask for a report again</Link>
            </p>
          </>
        ) : null}
        {status === "ready" ? (
          <>
            <p>{`${fileName}, ${kb} KB. Only you can download it, for ${keepMinutes} minutes.`}</p>
            <p>
              <ButtonLink to={`/staff/reports/files/${id}/download`} reloadDocument download={fileName}>
                Download the report (CSV)
              </ButtonLink>
            </p>
            <p>
              <Link to="/staff/reports">Another report</Link>
            </p>
          </>
        ) : null}
      </div>
      {poller ? <script dangerouslySetInnerHTML={{ __html: poller }} /> : null}
    </>
  );
}
