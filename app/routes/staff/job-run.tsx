import { data, Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { readJobRun } from "#app/lib/staff/jobs.server.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/job-run";

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = requireStaff(context, "jobs.run");
  const run = await readJobRun(params.jobId, staff);
  if (!run) throw data({ message: "There is no such job run." }, { status: 404 });
  return { jobId: params.jobId, run };
}

/** The done page of a job: from the run the server recorded (never from the URL alone). */
export default function JobRunPage({ loaderData }: Route.ComponentProps) {
  const { jobId, run } = loaderData;
  const links = (
    <ul>
      <li>
        <Link to="/staff/jobs/log">See the job log</Link>
      </li>
      <li>
        <Link to="/staff/jobs">Run another job</Link>
      </li>
    </ul>
  );
  if (run.status === "sending")
    return (
      <>
        <StaffTitle page="Starting the job" />
        <meta httpEquiv="refresh" content="2" />
        <h1>Starting the job</h1>
        <p>{`${run.title}: the provider is being asked to run it. This page looks again in a moment.`}</p>
      </>
    );
  if (run.status === "failed")
    return (
      <>
        <StaffTitle page="The job could not be started" />
        <h1>The job could not be started</h1>
        <p>{`${run.title} did not start: the provider could not be reached or refused it.`}</p>
        <p>
          <Link to={`/staff/jobs/${run.job}`}>Try again</Link>
        </p>
        {links}
      </>
    );
  return (
    <>
      <StaffTitle page="Job started" />
      <h1>Job started</h1>
      <p>{`${run.title} is running at the provider.`}</p>
      <Card title="Job id">
        <p data-testid="job-id">{run.providerJobId ?? jobId}</p>
      </Card>
      {links}
    </>
  );
}
