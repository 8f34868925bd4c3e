import type { Ctx } from "./context.ts";
import { fail } from "./context.ts";
import { staffPrincipal } from "./staff-principal.ts";
import { randomId } from "./util.ts";

/**
 * Every job the sandbox is asked to run is stored (`job_runs`, ref = its jobId), so a test can
 * count runs (`GET /__sandbox/records/job_runs`). A jobId the caller chose runs once: asking again
 * with it answers the first run, as a provider must for a trigger sent twice (a refresh, a retry).
 */

export interface JobRunRecord {
  jobId: string;
  /** The job's path under management/jobs/, e.g. "billing/invoices". */
  job: string;
  status: "queued";
  queuedAt: string;
  /** Who asked: the member of staff's subject, or the account whose token it was. */
  requestedBy: string | null;
}

export function runJob(ctx: Ctx, job: string): JobRunRecord {
  const { store } = ctx.sb;
  const asked = ctx.query.get("jobId")?.trim();
  const jobId = asked || `J${randomId(6)}`;
  const run: JobRunRecord = {
    jobId,
    job,
    status: "queued",
    queuedAt: new Date(ctx.sb.now()).toISOString(),
    requestedBy: staffPrincipal(ctx)?.subject ?? ctx.auth?.accountCode ?? null,
  };
  const inserted = store.insertUniqueRef<JobRunRecord>("job_runs", { ref: jobId, data: run, createdAt: run.queuedAt });
  if (inserted !== undefined) return run;
  const first = store.find<JobRunRecord>("job_runs", { ref: jobId })!.data;
  if (first.job !== job) fail(409, "That jobId was used for another job");
  return first;
}
