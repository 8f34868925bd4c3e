import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { failureOf } from "#app/lib/provider-outcome.server.ts";
import { audit } from "#server/audit/index.ts";
import { isProviderError } from "#server/provider/errors.ts";
import { countStaffJob } from "#server/staff/metrics.ts";
import { reportStateFailure, state } from "#server/state/index.ts";
import { type StaffMember, staffSignInUrl } from "./guard.server.ts";
import type { Job } from "./jobs.ts";

/**
 * Running a job once (docs/staff.md "Jobs"): the check page's form carries a job id made when it
 * was shown; the action claims that id in the state store before it calls the provider (and sends
 * it as the provider's `jobId`), so a refresh, Back or a double-click finds it claimed and shows
 * the first run instead of running the job again. Every run goes in the job log (the store, 90 days).
 */

const RUN_KEEP_MS = 24 * 60 * 60_000;
const LOG_KEY = "staff-job-log";
const LOG_KEEP_MS = 90 * 24 * 60 * 60_000;
const LOG_MAX = 1_000;

export type JobRun = {
  job: string;
  title: string;
  owner: string;
  status: "sending" | "started" | "failed";
  /** The provider's id of the run (the one sent, or for the cron triggers the one it gave). */
  providerJobId?: string;
  at: string;
};

export type JobLogRow = { at: string; name: string; role: string; title: string; outcome: string; jobId: string };

const runKey = (jobId: string) => `staff-job:${jobId}`;
/** The member's last run of a job: Back to its check page says so before they run it again. */
const lastRunKey = (sub: string, job: string) => `staff-job-last:${sub}:${job}`;
const LAST_RUN_NOTE_MS = 60 * 60_000;

export const newJobId = () => `J${randomBytes(15).toString("base64url").replace(/[-_]/g, "x")}`;
export const isJobId = (value: unknown): value is string =>
  typeof value === "string" && /^J[A-Za-z0-9]{20}$/.test(value);

const unavailable = () => data({ message: "We cannot run jobs right now. Try again shortly." }, { status: 503 });

async function call(staff: StaffMember, job: Job, jobId: string): Promise<string> {
  const m = staff.api.management;
  switch (job.call) {
    case "importVoipCdrs":
    case "copyVoipCdrs":
      return (await m[job.call]({ carrier: job.carrier!, jobId })).jobId;
    case "triggerDataLimitCronJob":
    case "triggerScheduleGasUsageJobCronJob":
    case "triggerElectricityUsageCronJob":
      // The cron triggers take no id: the claim above is what keeps them to one run.
      return (await m[job.call]()).jobId;
    default:
      return (await m[job.call]({ jobId })).jobId;
  }
}

/**
 * Runs `job` under the form's `jobId`: "sent" when this call ran it or an earlier one had (the
 * caller shows the run), or the failure in plain words (the page offers a new form: Try again).
 */
export async function runJobOnce(staff: StaffMember, job: Job, jobId: string) {
  const at = new Date().toISOString();
  const run: JobRun = { job: job.key, title: job.title, owner: staff.sub, status: "sending", at };
  let claimed: boolean;
  try {
    claimed = await state.setIfAbsent(runKey(jobId), JSON.stringify(run), RUN_KEEP_MS);
  } catch (error) {
    reportStateFailure(error);
    throw unavailable();
  }
  if (!claimed) {
    const first = await readJobRun(jobId, staff);
    if (!first || first.job !== job.key) throw data({ message: "This form was for another job." }, { status: 409 });
    return { outcome: "sent" as const };
  }
  const log = async (outcome: "ok" | "error", providerJobId?: string) => {
    audit("staff.job-run", { ...staff.audit, outcome, call: `management/jobs/${job.key}`, objectId: jobId });
    countStaffJob(job.call, outcome);
    const row: JobLogRow = { at, name: staff.name, role: staff.roleName, title: job.title, outcome, jobId };
    const next: JobRun = {
      ...run,
      status: outcome === "ok" ? "started" : "failed",
      ...(providerJobId ? { providerJobId } : {}),
    };
    await Promise.all([
      state.set(runKey(jobId), JSON.stringify(next), RUN_KEEP_MS),
      state.set(lastRunKey(staff.sub, job.key), JSON.stringify({ jobId, at }), LAST_RUN_NOTE_MS),
      state.addMember(LOG_KEY, JSON.stringify(row), LOG_KEEP_MS, LOG_MAX),
    ]).catch(reportStateFailure);
  };
  try {
    const providerJobId = await call(staff, job, jobId);
    await log("ok", providerJobId);
    return { outcome: "sent" as const };
  } catch (error) {
    await log("error");
    if (!isProviderError(error)) throw error;
    // The provider no longer takes the member's token: sign in again, back to the job (a new form).
    if (error.isUnauthorized) throw redirect(staffSignInUrl(`/staff/jobs/${job.key}`, "ended"));
    return { outcome: "failed" as const, failure: failureOf(error) };
  }
}

/** A run the member started (admins see every run: the job log shows them all). */
export async function readJobRun(jobId: string, _staff: StaffMember): Promise<JobRun | undefined> {
  if (!isJobId(jobId)) return undefined;
  try {
    const raw = await state.get(runKey(jobId));
    return raw === undefined ? undefined : (JSON.parse(raw) as JobRun);
  } catch (error) {
    reportStateFailure(error);
    throw unavailable();
  }
}

/** The member's run of `job` in the last hour, if any (null when the store cannot say: the page goes on). */
export async function lastRunOf(staff: StaffMember, job: Job): Promise<{ jobId: string; at: string } | null> {
  try {
    const raw = await state.get(lastRunKey(staff.sub, job.key));
    return raw === undefined ? null : (JSON.parse(raw) as { jobId: string; at: string });
  } catch (error) {
    reportStateFailure(error);
    return null;
  }
}

/** The job log, newest first. */
export async function jobLog(): Promise<JobLogRow[]> {
  try {
    const rows = (await state.members(LOG_KEY)).map((member) => JSON.parse(member) as JobLogRow);
    return rows.sort((a, b) => b.at.localeCompare(a.at));
  } catch (error) {
    reportStateFailure(error);
    throw unavailable();
  }
}
