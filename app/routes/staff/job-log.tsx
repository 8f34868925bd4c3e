import { Table } from "#app/components/table/Table.tsx";
import { formatDateTime } from "#app/lib/dates/format.ts";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { jobLog } from "#app/lib/staff/jobs.server.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/job-log";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "jobs.log");
  const rows = await jobLog();
  return {
    rows: rows.map((row) => ({
      ...row,
      when: formatDateTime(row.at),
      who: `${row.name} (${row.role})`,
      outcome: row.outcome === "ok" ? "Started" : "Failed",
    })),
  };
}

/** Every job run from the console (kept 90 days): who, when, which job, how it went, its id. */
export default function JobLog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffTitle page="Job log" />
      <h1>Job log</h1>
      {loaderData.rows.length === 0 ? (
        <p>No job has been run from the console in the last 90 days.</p>
      ) : (
        <Table
          caption="Jobs run"
          rows={loaderData.rows}
          getRowKey={(row) => row.jobId}
          columns={[
            { key: "when", header: "When", rowHeader: true },
            { key: "who", header: "Who" },
            { key: "title", header: "Job" },
            { key: "outcome", header: "Outcome" },
            { key: "jobId", header: "Job id" },
          ]}
        />
      )}
    </>
  );
}
