import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { bootInstance } from "./instance.ts";

/**
 * The staff console's back office on two portal instances sharing one real redis-server, each with
 * its own module graph (vi.resetModules), as its own process would have: a report asked for on one
 * is followed and downloaded on the other, piece by piece from the store; a job's form sent to both
 * at once runs the job once; the job log is one log.
 */

let redis: RedisServer;
let instances: [Instance, Instance];

beforeAll(async () => {
  redis = await startRedisServer(await freePort());
  instances = [await boot(), await boot()];
}, 120_000);
afterAll(async () => {
  await Promise.all(instances?.map((instance) => instance.shutdown()) ?? []);
  await redis?.stop();
});

type Instance = Awaited<ReturnType<typeof boot>>;

const boot = () =>
  bootInstance({ redisUrl: redis.url }, async () => {
    const reports = await import("#server/staff/reports.ts");
    const jobs = await import("#app/lib/staff/jobs.server.ts");
    const { jobByKey } = await import("#app/lib/staff/jobs.ts");
    const { runInRequest } = await import("#server/request-context.ts");
    return { reports, jobs, jobByKey, runInRequest };
  });

/** A provider answer that arrives in pieces the test lets through one at a time. */
function slowAnswer(pieces: string[]) {
  const gates = pieces.map(() => Promise.withResolvers<void>());
  async function* body() {
    for (const [n, piece] of pieces.entries()) {
      await gates[n]!.promise;
      yield new TextEncoder().encode(piece);
    }
  }
  return { open: async () => ({ contentType: "text/csv", body: body() }), release: (n: number) => gates[n]!.resolve() };
}

describe("reports and jobs on two instances sharing a real redis-server", () => {
  it("a report prepared on one instance shows its progress and downloads whole on the other, only for its asker", async () => {
    const [a, b] = instances;
    const big = "x".repeat(a.reports.REPORT_PIECE_CHARS);
    const answer = slowAnswer(["accountCode,serviceCode\n", `${big}\n`, "A10001,N1001\n"]);
    const started = await a.reports.startReport(
      { owner: "staff-1002", kind: "nbn-services", fileName: "nbn-services-2026-11-28.csv" },
      answer.open,
      () => ({ message: "failed" }),
    );
    expect((await b.reports.readReport(started.id, "staff-1002"))?.status).toBe("preparing");
    answer.release(0);
    answer.release(1);
    await vi.waitUntil(async () => ((await b.reports.readReport(started.id, "staff-1002"))?.pieces ?? 0) >= 1);
    answer.release(2);
    const done = await started.done;
    expect(done.status).toBe("ready");
    // Written in pieces no larger than one piece: never the whole report at once.
    expect(done.pieces).toBe(2);
    const meta = (await b.reports.readReport(started.id, "staff-1002"))!;
    const text = await new Response(b.reports.reportBody(started.id, meta)).text();
    expect(text).toBe(`accountCode,serviceCode\n${big}\nA10001,N1001\n`);
    // Another member of staff: no such report.
    expect(await b.reports.readReport(started.id, "staff-1003")).toBeUndefined();
  });

  it("a job's form sent to both instances at once runs the job once, and both show its run", async () => {
    const [a, b] = instances;
    const invoices = vi.fn(async ({ jobId }: { jobId: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { jobId, job: "billing/invoices", status: "queued", queuedAt: new Date().toISOString() };
    });
    const staff = {
      sub: "staff-1003",
      name: "Ada Admin",
      roleName: "Admin",
      audit: { actor: { sub: "staff-1003", role: "admin" as const }, sid: "s" },
      api: { management: { invoices } },
    } as never;
    const jobId = a.jobs.newJobId();
    const send = (instance: Instance) =>
      instance.runInRequest({ id: "r", clientIp: "127.0.0.1" } as never, () =>
        instance.jobs.runJobOnce(staff, instance.jobByKey("invoices")!, jobId),
      );
    const outcomes = await Promise.all([send(a), send(b), send(a), send(b)]);
    expect(outcomes.every((o) => o.outcome === "sent")).toBe(true);
    expect(invoices).toHaveBeenCalledTimes(1);
    expect((await b.jobs.readJobRun(jobId, staff))?.status).toBe("started");
    expect((await b.jobs.jobLog()).filter((row) => row.jobId === jobId)).toHaveLength(1);
  });
});
