import { data, Form, Link, redirect } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { requireRecentSignIn, requireStaff } from "#app/lib/staff/guard.server.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { formatTime } from "#app/lib/dates/format.ts";
import { isJobId, lastRunOf, newJobId, runJobOnce } from "#app/lib/staff/jobs.server.ts";
import { jobByKey } from "#app/lib/staff/jobs.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/job-check";

function requireJob(key: string | undefined) {
  const job = jobByKey(key);
  if (!job) throw data({ message: "There is no such job." }, { status: 404 });
  return job;
}

/** The check page: what the job does, and its form carrying a new job id (claimed when it is sent). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = requireStaff(context, "jobs.run");
  const job = requireJob(params.job);
  const last = await lastRunOf(staff, job);
  const lastRun = last ? { jobId: last.jobId, at: formatTime(last.at) } : null;
  return { job, jobId: newJobId(), failure: null, lastRun };
}

/**
 * Run: a recent sign-in first (else the identity provider asks again), then the id claimed and the
 * job sent once. A form sent again (refresh, Back, a double-click) shows the first run.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = requireStaff(context, "jobs.run");
  const job = requireJob(params.job);
  const jobId = (await request.formData()).get("jobId");
  if (!isJobId(jobId)) throw data({ message: "This form cannot be used. Open the job again." }, { status: 400 });
  const again = await requireRecentSignIn(staff, `/staff/jobs/${job.key}`);
  if (again) return again;
  const ran = await runJobOnce(staff, job, jobId);
  if (ran.outcome === "sent") return redirect(`/staff/jobs/runs/${jobId}`, 303);
  return data({ job, jobId: newJobId(), failure: ran.failure, lastRun: null }, { status: 502 });
}

export default function JobCheck({ loaderData, actionData }: Route.ComponentProps) {
  const { job, jobId, failure, lastRun } = actionData ?? loaderData;
  return (
    <>
      <StaffTitle page={`Run: ${job.title}`} />
      <h1>{`Run: ${job.title}`}</h1>
      {failure ? <FailureNotice title="The job could not be started" failure={failure} /> : null}
      {lastRun ? (
        <Alert type="warning" title="You ran this job recently">
          <p>{`You ran it at ${lastRun.at} (job id ${lastRun.jobId}). Running it again starts another run.`}</p>
        </Alert>
      ) : null}
      <SummaryList
        rows={[
          { key: "Job", value: job.title },
          { key: "What it does", value: job.description },
        ]}
      />
      <p>It runs at the provider as soon as you press Run, once.</p>
      <Form method="post" reloadDocument>
        <input type="hidden" name="jobId" value={jobId} />
        <Button type="submit">Run</Button>
      </Form>
      <p>
        <Link to="/staff/jobs">Back to the jobs</Link>
      </p>
    </>
  );
}
