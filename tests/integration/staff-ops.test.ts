import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, staffBrowser, staffFetch, staffSignIn } from "#tests/staff-sign-in.ts";
import { until } from "./spawned-portal.ts";
import { type StaffPortal, startStaffPortal } from "./staff-portal.ts";

/**
 * The staff console's back office as it runs (a built portal, its sandbox and the sandbox's real
 * identity provider): reports, jobs and test data by role. Deny by default: a page or action above
 * the member's role is a 403 and the provider sees no call; a report is its asker's only; a job's
 * id is claimed before the call, so a form sent twice runs the job once.
 */

let running: StaffPortal | undefined;
let staff = "";
let sandbox = "";
const signedIn: Partial<Record<"agent" | "supervisor" | "admin", StaffBrowser>> = {};

beforeAll(async () => {
  running = await startStaffPortal();
  ({ staff, sandbox } = running);
}, 90_000);

afterAll(() => running?.stop());

async function as(role: "agent" | "supervisor" | "admin"): Promise<StaffBrowser> {
  const known = signedIn[role];
  if (known) return known;
  const b = staffBrowser(staff, sandbox);
  expect((await staffSignIn(b, `${role}@staff.example`)).status).toBe(302);
  signedIn[role] = b;
  return b;
}

/** The provider calls of the staff side the sandbox has received (reports/…, management/…). */
async function staffSideCalls(): Promise<number> {
  const { byCall } = (await (await fetch(`${sandbox}/__sandbox/calls`)).json()) as { byCall: Record<string, number> };
  return Object.entries(byCall)
    .filter(([call]) => / \/api\/v\d+\/(reports|management)\//.test(call) && !/customers\/search/.test(call))
    .reduce((sum, [, n]) => sum + n, 0);
}

const auditLines = () => running!.auditLines();

const jobRuns = async (jobId: string) =>
  ((await (await fetch(`${sandbox}/__sandbox/records/job_runs?ref=${jobId}`)).json()) as unknown[]).length;

describe("deny by default: above the role is a 403, and the provider sees no call", () => {
  it("an agent gets 403 on every report, job and test-data page and action", async () => {
    const agent = await as("agent");
    const before = await staffSideCalls();
    const pages = ["/staff/reports", "/staff/reports/nbn-services", "/staff/reports/failed-payments", "/staff/jobs"];
    for (const page of [...pages, "/staff/jobs/log", "/staff/jobs/invoices", "/staff/test-data"]) {
      expect((await staffFetch(agent, page)).status, page).toBe(403);
    }
    const actions: [string, Record<string, string>][] = [
      ["/staff/reports/nbn-services", { activeOnly: "yes" }],
      ["/staff/reports/nbn-usage", { year: "2026", month: "10" }],
      ["/staff/jobs/invoices", { jobId: "Jstaffopsagentattempt0001" }],
      ["/staff/test-data", { serviceCode: "N1001", date: "2026-11-01", downloadedMb: "1", uploadedMb: "1" }],
    ];
    for (const [page, form] of actions) expect((await staffFetch(agent, page, form)).status, page).toBe(403);
    expect(await staffSideCalls()).toBe(before);
    expect(await jobRuns("Jstaffopsagentattempt0001")).toBe(0);
  });

  it("a supervisor gets 403 on the failed-payments report, the jobs and the job log", async () => {
    const supervisor = await as("supervisor");
    const before = await staffSideCalls();
    for (const page of ["/staff/reports/failed-payments", "/staff/jobs", "/staff/jobs/log", "/staff/jobs/invoices"])
      expect((await staffFetch(supervisor, page)).status, page).toBe(403);
    const asked = { fromDate: "2026-01-01", toDate: "2026-02-01" };
    expect((await staffFetch(supervisor, "/staff/reports/failed-payments", asked)).status).toBe(403);
    expect((await staffFetch(supervisor, "/staff/jobs/invoices", { jobId: "Jstaffopssupervisor000001" })).status).toBe(
      403,
    );
    expect(await staffSideCalls()).toBe(before);
  });
});

describe("reports", () => {
  it("a supervisor downloads the NBN services report as a CSV attachment named with the report and date", async () => {
    const supervisor = await as("supervisor");
    const asked = await staffFetch(supervisor, "/staff/reports/nbn-services", { activeOnly: "yes" });
    expect(asked.status).toBe(303);
    const file = asked.headers.get("Location")!;
    expect(file).toMatch(/^\/staff\/reports\/files\/[\w-]{20,}$/);
    const ready = await until("the report", async () => {
      const page = await (await staffFetch(supervisor, file)).text();
      return page.includes("Download") ? page : undefined;
    });
    expect(ready).toContain(`${file}/download`);
    const download = await staffFetch(supervisor, `${file}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(download.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="nbn-services-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(download.headers.get("Cache-Control")).toContain("no-store");
    const csv = await download.text();
    expect(csv.split("\r\n")[0]).toBe("accountCode,serviceCode,avcId,plan,status");
    expect(csv).toMatch(/\r\nA10001,/);

    // Only the member of staff who asked can download it: to anyone else it does not exist.
    const admin = await as("admin");
    expect((await staffFetch(admin, file)).status).toBe(404);
    expect((await staffFetch(admin, `${file}/download`)).status).toBe(404);
    expect(auditLines().findLast((l) => l.event === "staff.report-prepared")).toMatchObject({
      outcome: "ok",
      actor: { sub: "staff-1002", role: "supervisor" },
      call: "reports/nbn/services.{format}",
    });
  });

  it("parameters are checked: a month of 13 and a range over a year or in the future are said, input kept", async () => {
    const supervisor = await as("supervisor");
    const before = await staffSideCalls();
    const usage = await staffFetch(supervisor, "/staff/reports/nbn-usage", { year: "2026", month: "13" });
    expect(usage.status).toBe(400);
    const page = await usage.text();
    expect(page).toContain("There is a problem");
    expect(page).toContain("Enter a month from 1 to 12");
    expect(page).toMatch(/name="month"[^>]*value="13"|value="13"[^>]*name="month"/);

    const admin = await as("admin");
    const long = await staffFetch(admin, "/staff/reports/failed-payments", {
      fromDate: "2024-01-01",
      toDate: "2025-06-01",
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("The date range must be a year or less");
    const future = await staffFetch(admin, "/staff/reports/failed-payments", {
      fromDate: "2026-01-01",
      toDate: "2099-01-01",
    });
    expect(future.status).toBe(400);
    expect(await future.text()).toContain("The end date must be today or in the past");
    expect(await staffSideCalls()).toBe(before);
  });
});

describe("jobs", () => {
  it("an admin runs a job once, however often the form is sent, and sees it in the job log", async () => {
    const admin = await as("admin");
    const check = await (await staffFetch(admin, "/staff/jobs/invoices")).text();
    const jobId = /name="jobId" value="([\w-]+)"/.exec(check)?.[1];
    expect(jobId).toBeTruthy();
    // A double-click and a refresh of the POST: three sends of one form.
    const sent = await Promise.all([1, 2, 3].map(() => staffFetch(admin, "/staff/jobs/invoices", { jobId: jobId! })));
    for (const answer of sent) expect(answer.headers.get("Location")).toBe(`/staff/jobs/runs/${jobId}`);
    expect(await jobRuns(jobId!)).toBe(1);
    const done = await (await staffFetch(admin, `/staff/jobs/runs/${jobId}`)).text();
    expect(done).toContain("Job started");
    expect(done).toContain(jobId!);
    const log = await (await staffFetch(admin, "/staff/jobs/log")).text();
    expect(log).toContain(jobId!);
    expect(log).toContain("Create invoices");
    expect(auditLines().filter((l) => l.event === "staff.job-run" && l.objectId === jobId)).toEqual([
      expect.objectContaining({ outcome: "ok", actor: expect.objectContaining({ sub: "staff-1003", role: "admin" }) }),
    ]);
  });

  it("a send the browser drops half way (a double click without JavaScript) still runs the job, once", async () => {
    const admin = await as("admin");
    const path = "/api/v1/management/jobs/billing/overdue";
    await fetch(`${sandbox}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path, latencyMs: 1_000, times: 1 }),
    });
    const check = await (await staffFetch(admin, "/staff/jobs/overdue")).text();
    const jobId = /name="jobId" value="([\w-]+)"/.exec(check)![1]!;
    // The first send is dropped while the provider is still working on it; the second follows.
    const dropped = new AbortController();
    const first = staffFetch(admin, "/staff/jobs/overdue", { jobId }, dropped.signal).catch(() => "dropped");
    await until("the run to be claimed and sent for", async () =>
      (await (await staffFetch(admin, `/staff/jobs/runs/${jobId}`)).text()).includes("Starting the job")
        ? true
        : undefined,
    );
    dropped.abort();
    expect(await first).toBe("dropped");
    const second = await staffFetch(admin, "/staff/jobs/overdue", { jobId });
    expect(second.headers.get("Location")).toBe(`/staff/jobs/runs/${jobId}`);
    const done = await until("the run to be recorded", async () => {
      const page = await (await staffFetch(admin, `/staff/jobs/runs/${jobId}`)).text();
      return page.includes("Starting the job") ? undefined : page;
    });
    expect(done).toContain("Job started");
    expect(await jobRuns(jobId)).toBe(1);
    expect(auditLines().filter((l) => l.event === "staff.job-run" && l.objectId === jobId)).toEqual([
      expect.objectContaining({ outcome: "ok" }),
    ]);
  });

  it("a provider failure is said in plain words with Try again, and a new form runs it", async () => {
    const admin = await as("admin");
    await fetch(`${sandbox}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "/api/v1/management/jobs/billing/overdue", status: 500, times: 1 }),
    });
    const check = await (await staffFetch(admin, "/staff/jobs/overdue")).text();
    const jobId = /name="jobId" value="([\w-]+)"/.exec(check)![1]!;
    const failed = await staffFetch(admin, "/staff/jobs/overdue", { jobId });
    expect(failed.status).toBe(502);
    const page = await failed.text();
    expect(page).toContain("The job could not be started");
    expect(page).toContain("Try again");
    expect(page).not.toContain(`value="${jobId}"`);
  });
});

describe("test data", () => {
  it("an admin enters a day's usage for a service, through the provider's test-data call", async () => {
    const admin = await as("admin");
    const entered = await staffFetch(admin, "/staff/test-data", {
      serviceCode: "N1001",
      date: "2026-10-03",
      downloadedMb: "1500",
      uploadedMb: "20",
    });
    expect(entered.status).toBe(303);
    const rows = (await (await fetch(`${sandbox}/__sandbox/records/usage_daily?ref=N1001`)).json()) as {
      data: { date: string; downloadedBytes: number; source?: string };
    }[];
    expect(rows.some((r) => r.data.source === "test-data" && r.data.downloadedBytes === 1500 * 1_048_576)).toBe(true);
    const bad = await staffFetch(admin, "/staff/test-data", {
      serviceCode: "N1001",
      date: "someday",
      downloadedMb: "-1",
      uploadedMb: "",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("There is a problem");
    expect(auditLines().findLast((l) => l.event === "staff.test-data-entered")).toMatchObject({
      outcome: "ok",
      actor: { sub: "staff-1003", role: "admin" },
      objectId: "N1001",
    });
  });
});
