// npm run load — a bounded soak. Virtual users each sign in, verify the one-time code,
// walk home → usage → billing → support, send a complaint (following the post/redirect/get),
// sign out, and start again until the time is up. Loopback only: it starts its own server.
//
// Environment: LOAD_USERS (default 50), LOAD_DURATION_S (default 120), LOAD_PORT (default 3410;
// the sandbox uses +1), LOAD_MAX_REQUESTS (default 1,000,000: a second bound besides time),
// LOAD_THINK_MS (default 0: a closed loop without think time, which saturates the machine; e.g.
// 1000: each user waits that long before each page it opens — GET /mfa and the five pages, not
// before a form post nor before the GET that follows a redirect — to show the latency at a load
// below saturation; the wait is not part of any request's latency),
// LOAD_SANDBOX (`process`, the default: the sandbox as its own process and the portal with
// PROVIDER_API_URL, as deployed, so the portal's figures are its own; `embedded`: the sandbox in
// the portal's process). Prints requests, errors, latency percentiles against the p95 target
// (120 ms), the CPU time of the portal and of the sandbox, and the portal's RSS per
// minute with its growth after the first minute (a soak, `LOAD_DURATION_S=600`: < 10 %); writes
// bench-results/load-<date>.json. Exit code 1 when any request failed, 2 when it could not run
// (a missed p95 or memory target is printed as FAIL, not an exit code: the figures depend on the
// machine). LOAD_HEAP_SNAPSHOTS=1 (sandbox in its own process): two heap snapshots of the portal,
// after the first minute and 30 s before the end, and what grew between them
// (bench-results/heap/).
//
// Compare mode, `LOAD_COMPARE=1 npm run load` or `npm run load:scale`: in one run, the
// same users for the same time against (a) one instance with its state in memory and its embedded
// sandbox (as above), then (b) two instances sharing one redis-server, one sandbox in its own
// process and SESSION_SECRET, each request sent to the next instance in turn (round robin, as a
// load balancer would; a user's cookie is valid on both). Ports LOAD_PORT … LOAD_PORT + 5: (a) the
// portal and its sandbox on +0/+1; (b) redis-server +2, sandbox +3, instances +4 and +5. Reports
// for each setup req/s, latency, errors, RSS and CPU time per process, provider calls per page
// view (the sandbox's GET /__sandbox/calls) and, for (b), Redis commands and round trips per page
// view (INFO commandstats before and after) and the size of each kind of key; writes
// bench-results/load-compare-<date>.json. Same exit codes (any setup).

import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { heapGrowth, summariseHeapSnapshot, type HeapSummary } from "./lib/heap-snapshot.ts";
import { maxOf, percentile, table } from "./lib/measure.ts";
import { diffStats, probeRedis, roundTripsOf, startRedis, type RedisProbe, type RedisSnapshot } from "./lib/redis.ts";
import {
  mib,
  readCpuSeconds,
  readMachineCpu,
  root,
  startPortal,
  startPortalInstance,
  startSandboxProcess,
  type ChildServer,
  type PortalServer,
} from "./lib/server.ts";
import { Client, Mutex, StepError, signIn, verifyMfa, type Exchange } from "./lib/session.ts";

function positiveInteger(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be a ${min > 0 ? "positive " : ""}whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const USERS = positiveInteger("LOAD_USERS", 50);
const DURATION_S = positiveInteger("LOAD_DURATION_S", 120);
const PORT = positiveInteger("LOAD_PORT", 3410);
const MAX_REQUESTS = positiveInteger("LOAD_MAX_REQUESTS", 1_000_000);
/** LOAD_THINK_MS: how long a user waits before each page it opens (0: no think time). */
const THINK_MS = positiveInteger("LOAD_THINK_MS", 0, 0);
/** LOAD_SANDBOX: `process` (the default: its own, as deployed) or `embedded` (in the portal's process). */
const SANDBOX_MODE = (() => {
  const raw = process.env.LOAD_SANDBOX || "process";
  if (raw !== "embedded" && raw !== "process") {
    console.error(`LOAD_SANDBOX must be embedded or process, got "${raw}"`);
    process.exit(2);
  }
  return raw;
})();
const COMPARE =
  process.argv.includes("--compare") || ["1", "true", "yes"].includes((process.env.LOAD_COMPARE ?? "").toLowerCase());
/** Past the deadline, users finish their current request and stop; past this grace, the run ends anyway. */
const GRACE_MS = 20_000;

/** The sandbox's demo accounts; users are spread over them (one valid MFA code per account at a time). */
const ACCOUNTS = ["demo@example.com", "voip@example.com", "energy@example.com", "fw@example.com"];

const COMPLAINT = {
  topic: "billing",
  serviceId: "none",
  description: "Load test: I was charged twice for the same month.",
  outcome: "Load test: please refund the second charge.",
  contactMethod: "email",
  urgent: "no",
};

type Sample = { label: string; status: number; ms: number };

/** A process whose memory and CPU time are reported. */
type Proc = { name: string; pid: number; rss(): number | null };

/** What the users run against. */
type Setup = {
  name: string;
  /** The portal instances; each request goes to the next one in turn. */
  instances: Proc[];
  /** The next instance's address (round robin). */
  next(): string;
  /** Other processes reported beside the instances (the sandbox, redis-server). */
  others: Proc[];
  sandboxUrl: string;
  redis: RedisProbe | null;
  output(): string;
};

/** One run of the users against one setup: what they did, counted as they go. */
class Run {
  readonly samples: Sample[] = [];
  readonly errorMessages = new Map<string, number>();
  unexpected = 0;
  iterations = 0;
  stopAt = 0;

  stopped(): boolean {
    return Date.now() >= this.stopAt || this.samples.length >= MAX_REQUESTS;
  }

  readonly record = (exchange: Exchange, label: string) => {
    this.samples.push({ label, status: exchange.status, ms: exchange.ms });
  };
}

class Stop extends Error {}

/** A page: every GET of the journey answers a whole page (a POST answers a redirect). */
const isPageView = (sample: Sample) => sample.label.startsWith("GET ");

/** One pass of the journey. Throws StepError on an unexpected answer, Stop when time is up. */
async function journey(run: Run, setup: Setup, email: string, mfaLock: Mutex): Promise<void> {
  const client = new Client(setup.next, run.record);
  const step = async <T>(task: () => Promise<T>): Promise<T> => {
    if (run.stopped()) throw new Stop();
    return task();
  };
  /** A page the user opens (not a redirect followed): after the think time, if any. */
  const view = async <T>(task: () => Promise<T>): Promise<T> => {
    if (THINK_MS > 0) await step(() => new Promise((resolve) => setTimeout(resolve, THINK_MS)));
    return step(task);
  };
  await step(() => signIn(client, email));
  await view(() => mfaLock.run(email, () => verifyMfa(client, setup.sandboxUrl, email))); // opens GET /mfa
  for (const page of ["/home", "/home/usage", "/billing", "/support", "/support/new-complaint"]) {
    const answer = await view(() => client.expect([200], "GET", page));
    if (!answer.body.includes("</html>")) throw new StepError(`GET ${page}: the page is incomplete`);
  }
  const sent = await step(() => client.expect([303, 302], "POST", "/support/new-complaint", COMPLAINT));
  // The confirmation is the form's page with `?sent`, showing the reference the server recorded.
  if (sent.location !== "/support/new-complaint?sent") {
    throw new StepError(`POST /support/new-complaint: redirected to ${sent.location}, not to the confirmation`);
  }
  const confirmation = await step(() => client.expect([200], "GET", sent.location!));
  if (!confirmation.body.includes("Complaint received"))
    throw new StepError("GET /support/new-complaint?sent: no confirmation");
  await step(() => client.expect([302, 303], "POST", "/logout", {}));
  run.iterations++;
}

async function virtualUser(run: Run, setup: Setup, index: number, mfaLock: Mutex): Promise<void> {
  const email = ACCOUNTS[index % ACCOUNTS.length]!;
  while (!run.stopped()) {
    try {
      await journey(run, setup, email, mfaLock);
    } catch (error) {
      if (error instanceof Stop) return;
      run.unexpected++;
      const message = error instanceof StepError ? error.message : `unexpected: ${(error as Error).message}`;
      run.errorMessages.set(message, (run.errorMessages.get(message) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 250)); // no hot loop on a broken server
    }
  }
}

type RssPoint = { atS: number; bytes: number | null };

type ProcReport = {
  name: string;
  rss: {
    startBytes: number | null;
    quarterBytes: number | null;
    middleBytes: number | null;
    threeQuartersBytes: number | null;
    endBytes: number | null;
    maxBytes: number;
    samples: RssPoint[];
  };
  cpuSeconds: number | null;
  /** CPU time over the run's time: 1 is one core busy all the time. */
  cpuShareOfOneCore: number | null;
  /** CPU time per request this process served (an instance: its share; the sandbox and Redis: all). */
  cpuMsPerRequest: number | null;
};

type ProviderCalls = { total: number; byCall: Record<string, number> };

/** The sandbox's count of provider calls (GET /__sandbox/calls), or null when it cannot tell. */
async function providerCalls(sandboxUrl: string): Promise<ProviderCalls | null> {
  try {
    const response = await fetch(`${sandboxUrl}/__sandbox/calls`, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? ((await response.json()) as ProviderCalls) : null;
  } catch {
    return null;
  }
}

/** Runs the users against one setup (a first sign-in alone, then all of them) and measures. */
async function runSetup(setup: Setup): Promise<{ ok: boolean; report: Report }> {
  const run = new Run();
  // A first sign-in alone: a broken sign-in is reported once, clearly, instead of 50 times.
  const probe = new Client(setup.next);
  try {
    await signIn(probe, ACCOUNTS[0]!);
    await verifyMfa(probe, setup.sandboxUrl, ACCOUNTS[0]!);
  } catch (error) {
    throw new Error(`the first sign-in failed, not starting the users: ${(error as Error).message}`, {
      cause: error,
    });
  }

  const processes = [...setup.instances, ...setup.others];
  const rss = new Map<string, RssPoint[]>(processes.map((p) => [p.name, []]));
  const sampleRss = (atS: number) => {
    for (const p of processes) rss.get(p.name)!.push({ atS, bytes: p.rss() });
  };
  const cpuBefore = new Map(processes.map((p) => [p.name, readCpuSeconds(p.pid)]));
  const ownCpuBefore = process.cpuUsage();
  const machineBefore = readMachineCpu();
  const callsBefore = await providerCalls(setup.sandboxUrl);
  const redisBefore: RedisSnapshot | null = setup.redis ? await setup.redis.snapshot() : null;

  const begin = Date.now();
  run.stopAt = begin + DURATION_S * 1000;
  sampleRss(0);
  const sampler = setInterval(() => sampleRss(Math.round((Date.now() - begin) / 1000)), 1_000);
  const progress = setInterval(() => {
    const s = Math.round((Date.now() - begin) / 1000);
    const memory = setup.instances.map((p) => mib(p.rss())).join(" / ");
    console.log(
      `  ${s} s: ${run.samples.length} requests, ${run.iterations} journeys, ${run.unexpected} failed journeys, RSS ${memory}`,
    );
  }, 15_000);

  const mfaLock = new Mutex();
  const rampMs = Math.min(100, (DURATION_S * 1000) / 4 / USERS); // users start staggered
  const users = Array.from({ length: USERS }, (_, i) =>
    new Promise((resolve) => setTimeout(resolve, i * rampMs)).then(() => virtualUser(run, setup, i, mfaLock)),
  );
  let hardStopTimer: NodeJS.Timeout | undefined;
  const hardStop = new Promise<"timeout">((resolve) => {
    hardStopTimer = setTimeout(() => resolve("timeout"), DURATION_S * 1000 + GRACE_MS);
  });
  const ended = await Promise.race([Promise.all(users).then(() => "done" as const), hardStop]);
  clearTimeout(hardStopTimer);
  clearInterval(sampler);
  clearInterval(progress);
  const elapsedS = (Date.now() - begin) / 1000;
  sampleRss(Math.round(elapsedS));
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const machineAfter = readMachineCpu();
  const cpuAfter = new Map(processes.map((p) => [p.name, readCpuSeconds(p.pid)]));
  const callsAfter = await providerCalls(setup.sandboxUrl);
  const redisAfter = setup.redis ? await setup.redis.snapshot() : null;
  if (ended === "timeout")
    console.log(`(some users were still waiting ${GRACE_MS / 1000} s after the end; stopped anyway)`);

  const { samples } = run;
  const failed = samples.filter((s) => s.status === 0 || s.status >= 400);
  const latencies = samples.map((s) => s.ms);
  const pageViews = samples.filter(isPageView).length;
  const labels = [...new Set(samples.map((s) => s.label))];
  const byLabel = labels.map((label) => {
    const these = samples.filter((s) => s.label === label);
    const ms = these.map((s) => s.ms);
    return {
      label,
      count: these.length,
      errors: these.filter((s) => s.status === 0 || s.status >= 400).length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
    };
  });
  /** An instance serves its share of the requests (round robin); the sandbox and Redis serve all of them. */
  const procReport = (p: Proc, requestsServed: number): ProcReport => {
    const series = rss.get(p.name)!;
    const at = (fraction: number) => {
      const target = elapsedS * fraction;
      return series.reduce((best, r) => (Math.abs(r.atS - target) < Math.abs(best.atS - target) ? r : best));
    };
    const before = cpuBefore.get(p.name);
    const after = cpuAfter.get(p.name);
    const cpuSeconds = before != null && after != null ? after - before : null;
    return {
      name: p.name,
      rss: {
        startBytes: series[0]!.bytes,
        quarterBytes: at(0.25).bytes,
        middleBytes: at(0.5).bytes,
        threeQuartersBytes: at(0.75).bytes,
        endBytes: series[series.length - 1]!.bytes,
        maxBytes: maxOf(series.map((r) => r.bytes ?? 0)),
        samples: series,
      },
      cpuSeconds,
      cpuShareOfOneCore: cpuSeconds === null ? null : cpuSeconds / elapsedS,
      cpuMsPerRequest: cpuSeconds === null ? null : (cpuSeconds * 1000) / Math.max(1, requestsServed),
    };
  };

  const perPage = (n: number) => n / Math.max(1, pageViews);
  const perRequest = (n: number) => n / Math.max(1, samples.length);
  let provider: Report["provider"] = null;
  if (callsBefore && callsAfter) {
    const byCall: Record<string, number> = {};
    for (const [call, n] of Object.entries(callsAfter.byCall)) {
      const delta = n - (callsBefore.byCall[call] ?? 0);
      if (delta > 0) byCall[call] = delta;
    }
    const calls = callsAfter.total - callsBefore.total;
    provider = {
      calls,
      perPageView: perPage(calls),
      perRequest: perRequest(calls),
      perSecond: calls / elapsedS,
      byCall,
    };
  }
  let redis: Report["redis"] = null;
  if (setup.redis && redisBefore && redisAfter) {
    const byCommand = diffStats(redisBefore.commands, redisAfter.commands);
    const counted = roundTripsOf(byCommand);
    redis = {
      commands: counted.commands,
      roundTrips: counted.roundTrips,
      roundTripsExact: counted.exact,
      commandsPerPageView: perPage(counted.commands),
      roundTripsPerPageView: perPage(counted.roundTrips),
      commandsPerRequest: perRequest(counted.commands),
      roundTripsPerRequest: perRequest(counted.roundTrips),
      commandsPerSecond: counted.commands / elapsedS,
      commandUsecPerPageView: perPage(counted.usec),
      byCommand,
      usedMemoryBytes: { before: redisBefore.usedMemory, after: redisAfter.usedMemory },
      keys: { before: redisBefore.keys, after: redisAfter.keys },
      keySizes: await setup.redis.keySizes(),
    };
  }

  const instances = setup.instances.map((p) => procReport(p, samples.length / setup.instances.length));
  const others = setup.others.map((p) => procReport(p, samples.length));
  const loadGeneratorCpuSeconds = (ownCpu.user + ownCpu.system) / 1e6;
  let machineCpu: Report["machineCpu"] = null;
  if (machineBefore && machineAfter) {
    const busy = machineAfter.busy - machineBefore.busy;
    const ours = [...instances, ...others].reduce((sum, p) => sum + (p.cpuSeconds ?? 0), loadGeneratorCpuSeconds);
    machineCpu = {
      cores: os.cpus().length,
      busyShare: busy / (machineAfter.total - machineBefore.total),
      outsideCores: Math.max(0, busy - ours) / elapsedS,
    };
  }

  const report: Report = {
    setup: setup.name,
    users: USERS,
    thinkMs: THINK_MS,
    durationS: elapsedS,
    journeys: run.iterations,
    requests: samples.length,
    requestsPerS: samples.length / elapsedS,
    pageViews,
    pageViewsPerS: pageViews / elapsedS,
    errors: failed.length,
    failedJourneys: run.unexpected,
    failures: Object.fromEntries(run.errorMessages),
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: maxOf(latencies),
    },
    perRequest: byLabel,
    instances,
    others,
    loadGeneratorCpuSeconds,
    machineCpu,
    provider,
    redis,
  };
  return { ok: failed.length === 0 && run.unexpected === 0, report };
}

type Report = {
  setup: string;
  users: number;
  thinkMs: number;
  durationS: number;
  journeys: number;
  requests: number;
  requestsPerS: number;
  pageViews: number;
  pageViewsPerS: number;
  errors: number;
  failedJourneys: number;
  failures: Record<string, number>;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  perRequest: { label: string; count: number; errors: number; p50: number; p95: number; p99: number }[];
  instances: ProcReport[];
  others: ProcReport[];
  loadGeneratorCpuSeconds: number;
  /** How busy the whole machine was, and how many cores' worth went to processes outside this run. */
  machineCpu: { cores: number; busyShare: number; outsideCores: number } | null;
  provider: {
    calls: number;
    perPageView: number;
    perRequest: number;
    perSecond: number;
    byCall: Record<string, number>;
  } | null;
  redis: {
    commands: number;
    roundTrips: number;
    roundTripsExact: boolean;
    commandsPerPageView: number;
    roundTripsPerPageView: number;
    commandsPerRequest: number;
    roundTripsPerRequest: number;
    commandsPerSecond: number;
    /** INFO commandstats' usec, summed: a script's time includes its inner commands, which count again on their own (for the real cost see redis-server's CPU time). */
    commandUsecPerPageView: number;
    byCommand: Record<string, { calls: number; usec: number }>;
    usedMemoryBytes: { before: number; after: number };
    keys: { before: number; after: number };
    keySizes: { kind: string; count: number; bytesPerKey: number }[];
  } | null;
};

const fixed = (n: number, digits = 0) => n.toFixed(digits);

/** The tables every run prints: per request and summary. */
function printCommon(report: Report) {
  console.log("\nPer request:");
  console.log(
    table(
      ["request", "count", "errors", "p50 ms", "p95 ms", "p99 ms"],
      report.perRequest.map((b) => [b.label, b.count, b.errors, fixed(b.p50), fixed(b.p95), fixed(b.p99)]),
    ),
  );
  console.log("\nSummary:");
  console.log(
    table(
      [
        "users",
        "duration s",
        "journeys",
        "requests",
        "req/s",
        "errors",
        "failed journeys",
        "p50 ms",
        "p95 ms",
        "p99 ms",
      ],
      [
        [
          report.users,
          fixed(report.durationS),
          report.journeys,
          report.requests,
          fixed(report.requestsPerS),
          report.errors,
          report.failedJourneys,
          fixed(report.latencyMs.p50),
          fixed(report.latencyMs.p95),
          fixed(report.latencyMs.p99),
        ],
      ],
    ),
  );
}

function printFailures(report: Report) {
  const entries = Object.entries(report.failures);
  if (entries.length === 0) return;
  console.log("\nFailures (most frequent first):");
  for (const [message, count] of entries.sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${count}× ${message}`);
}

/** The compare mode's extra tables for one setup: every process's memory and CPU, provider and Redis. */
function printSetupDetails(report: Report) {
  console.log("\nMemory (RSS) and CPU time per process:");
  console.log(
    table(
      ["process", "start", "middle", "end", "max", "CPU s", "CPU % of a core", "CPU ms/request served"],
      [...report.instances, ...report.others].map((p) => [
        p.name,
        mib(p.rss.startBytes),
        mib(p.rss.middleBytes),
        mib(p.rss.endBytes),
        mib(p.rss.maxBytes),
        p.cpuSeconds === null ? "n/a" : fixed(p.cpuSeconds, 1),
        p.cpuShareOfOneCore === null ? "n/a" : `${fixed(p.cpuShareOfOneCore * 100)} %`,
        p.cpuMsPerRequest === null ? "n/a" : fixed(p.cpuMsPerRequest, 2),
      ]),
    ),
  );
  console.log(
    `(the load generator itself: ${fixed(report.loadGeneratorCpuSeconds, 1)} CPU s, ${fixed((report.loadGeneratorCpuSeconds / report.durationS) * 100)} % of a core)`,
  );
  if (report.machineCpu) {
    const m = report.machineCpu;
    console.log(
      `(the machine: ${m.cores} cores, ${fixed(m.busyShare * 100)} % busy; processes outside this run used ${fixed(m.outsideCores, 2)} cores)`,
    );
  }
  if (report.provider) {
    const p = report.provider;
    console.log(
      `\nProvider calls (counted by the sandbox): ${p.calls} — ${fixed(p.perPageView, 2)} per page view (${report.pageViews} page views), ${fixed(p.perRequest, 2)} per request, ${fixed(p.perSecond)}/s`,
    );
  }
  if (report.redis) {
    const r = report.redis;
    console.log(
      `Redis: ${r.commands} commands in ${r.roundTrips} round trips${r.roundTripsExact ? "" : " (round trips approximate: unexpected command mix)"} — per page view ${fixed(r.commandsPerPageView, 2)} commands / ${fixed(r.roundTripsPerPageView, 2)} round trips; per request ${fixed(r.commandsPerRequest, 2)} / ${fixed(r.roundTripsPerRequest, 2)}; ${fixed(r.commandsPerSecond)} commands/s`,
    );
    console.log(
      `Redis memory: used_memory ${mib(r.usedMemoryBytes.before)} → ${mib(r.usedMemoryBytes.after)}, keys ${r.keys.before} → ${r.keys.after}`,
    );
    console.log(
      table(
        ["kind of key", "keys", "bytes per key"],
        r.keySizes.map((k) => [k.kind, k.count, k.bytesPerKey]),
      ),
    );
  }
}

function machine() {
  return {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage: os.loadavg(),
  };
}

function writeResults(name: string, startedAt: Date, report: unknown) {
  const dir = path.join(root, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${startedAt.toISOString().replace(/:/g, "-").replace(/\..*$/, "")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results: ${path.relative(root, file)}`);
}

/** The default run's p95, and the soak's memory growth after its first minute. */
const P95_TARGET_MS = 120;
const RSS_GROWTH_TARGET = 0.1;

/** The RSS sample nearest each whole minute of the run (0, 1, 2, … and the end). */
function rssPerMinute(samples: RssPoint[]): { minute: string; bytes: number | null }[] {
  const end = samples[samples.length - 1]!.atS;
  const nearest = (atS: number) =>
    samples.reduce((best, r) => (Math.abs(r.atS - atS) < Math.abs(best.atS - atS) ? r : best));
  const rows = [];
  for (let m = 0; m * 60 <= end; m++) rows.push({ minute: String(m), bytes: nearest(m * 60).bytes });
  if (end % 60 !== 0)
    rows.push({ minute: `${(end / 60).toFixed(1)} (end)`, bytes: samples[samples.length - 1]!.bytes });
  return rows;
}

/** (RSS at the end − RSS at 60 s) ÷ RSS at 60 s; null for runs under two minutes. */
function growthAfterFirstMinute(samples: RssPoint[]): number | null {
  const end = samples[samples.length - 1]!;
  const atMinute = samples.find((r) => r.atS >= 60);
  if (end.atS < 120 || !atMinute?.bytes || !end.bytes) return null;
  return (end.bytes - atMinute.bytes) / atMinute.bytes;
}

const HEAP_SNAPSHOTS = ["1", "true", "yes"].includes((process.env.LOAD_HEAP_SNAPSHOTS ?? "").toLowerCase());
const HEAP_DIR = path.join(root, "bench-results", "heap");

/** Asks the portal for a heap snapshot (SIGUSR2) and waits until the file is written; null if none came. */
async function heapSnapshot(portal: PortalServer): Promise<string | null> {
  mkdirSync(HEAP_DIR, { recursive: true });
  const before = new Set(readdirSync(HEAP_DIR));
  process.kill(portal.pid, "SIGUSR2");
  let lastSize = -1;
  for (let i = 0; i < 240; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const file = readdirSync(HEAP_DIR).find((f) => f.endsWith(".heapsnapshot") && !before.has(f));
    if (!file) continue;
    const size = statSync(path.join(HEAP_DIR, file)).size;
    if (size > 0 && size === lastSize) return path.join(HEAP_DIR, file);
    lastSize = size;
  }
  return null;
}

/** Prints the live heap of both snapshots and the kinds of object that grew most between them. */
async function compareHeapSnapshots(files: (string | null)[]) {
  if (files.length === 0) return undefined;
  if (files.length < 2 || files.some((f) => f === null)) {
    console.log("\n(heap snapshots: fewer than two were written; nothing to compare)");
    return { files };
  }
  const [first, last] = files.map((f) => summariseHeapSnapshot(f!)) as [HeapSummary, HeapSummary];
  const growth = heapGrowth(first, last);
  console.log(
    `\nLive heap (snapshots after a full GC): ${mib(first.totalBytes)} after the first minute, ${mib(last.totalBytes)} 30 s before the end (${mib(last.totalBytes - first.totalBytes)}).`,
  );
  console.log(
    table(
      ["what grew (by constructor or type)", "bytes", "count", "held at the end"],
      growth.map((g) => [g.kind, mib(g.bytes), g.count, mib(g.afterBytes)]),
    ),
  );
  return {
    files: files.map((f) => path.relative(root, f!)),
    firstBytes: first.totalBytes,
    lastBytes: last.totalBytes,
    growth,
  };
}

const asProc = (name: string, server: { pid: number; rss(): number | null }): Proc => ({
  name,
  pid: server.pid,
  rss: () => server.rss(),
});

/** The default: one instance with its embedded sandbox. */
async function single() {
  const startedAt = new Date();
  console.log(
    `npm run load — ${startedAt.toISOString()}; ${USERS} users${THINK_MS ? ` (${THINK_MS} ms think time before each page)` : ""} for ${DURATION_S} s (at most ${MAX_REQUESTS} requests); ports ${PORT}/${PORT + 1}`,
  );
  let portal: PortalServer;
  // LOAD_SANDBOX=process: the sandbox on PORT + 1 in its own process, so the portal's figures are its own.
  let sandbox: ChildServer | null = null;
  try {
    if (SANDBOX_MODE === "process") {
      sandbox = await startSandboxProcess(PORT + 1);
      portal = await startPortalInstance(
        PORT,
        sandbox.url,
        null,
        HEAP_SNAPSHOTS ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${HEAP_DIR}`] : [],
      );
    } else {
      portal = await startPortal({ port: PORT, sandboxPort: PORT + 1 });
    }
  } catch (error) {
    await sandbox?.stop();
    console.error(`FAILED: could not start the portal: ${(error as Error).message}`);
    console.error("(run npm run build first if there is no build)");
    process.exit(2);
  }

  let exitCode = 0;
  let output: Record<string, unknown> = {};
  try {
    // LOAD_HEAP_SNAPSHOTS=1: the live heap after the first minute and 30 s before the end, compared.
    const snapshots: Promise<string | null>[] = [];
    const snapshotTimers =
      HEAP_SNAPSHOTS && sandbox
        ? [60, Math.max(90, DURATION_S - 30)].map((atS) =>
            setTimeout(() => snapshots.push(heapSnapshot(portal)), atS * 1000),
          )
        : [];
    const { ok, report } = await runSetup({
      name: sandbox
        ? "one instance, memory state, sandbox in its own process"
        : "one instance, memory state, embedded sandbox",
      instances: [asProc("portal", portal)],
      next: () => portal.url,
      others: sandbox ? [asProc("sandbox", sandbox)] : [],
      sandboxUrl: portal.sandboxUrl,
      redis: null,
      output: portal.output,
    });
    for (const timer of snapshotTimers) clearTimeout(timer);
    const heap = await compareHeapSnapshots(await Promise.all(snapshots));
    printCommon(report);
    printSetupDetails(report);
    const rss = report.instances[0]!.rss;
    const perMinute = rssPerMinute(rss.samples);
    console.log("\nPortal RSS per minute (the sandbox's is above):");
    console.log(
      table(["at", ...perMinute.map((m) => `${m.minute} min`)], [["RSS", ...perMinute.map((m) => mib(m.bytes))]]),
    );
    const growth = growthAfterFirstMinute(rss.samples);
    if (growth === null) console.log("(shorter than two minutes: no growth after the first minute to report)");
    else
      console.log(
        `RSS growth after the first minute: ${(growth * 100).toFixed(1)} % — ${growth < RSS_GROWTH_TARGET ? "ok" : "FAIL"} (target < ${RSS_GROWTH_TARGET * 100} %)`,
      );
    const p95 = report.latencyMs.p95;
    console.log(
      `latency p95 ${p95.toFixed(0)} ms — ${p95 <= P95_TARGET_MS ? "ok" : "FAIL"} (target ≤ ${P95_TARGET_MS} ms)`,
    );
    printFailures(report);
    console.log(
      ok ? "\nno errors" : `\nFAIL: ${report.errors} failed requests, ${report.failedJourneys} failed journeys`,
    );
    exitCode = ok ? 0 : 1;
    const { instances, others, setup: _setup, ...rest } = report;
    output = {
      date: startedAt.toISOString(),
      machine: machine(),
      ...rest,
      rss: {
        startBytes: rss.startBytes,
        middleBytes: rss.middleBytes,
        endBytes: rss.endBytes,
        maxBytes: rss.maxBytes,
        perMinute,
        growthAfterFirstMinute: growth,
        samples: rss.samples,
      },
      targets: { p95Ms: P95_TARGET_MS, rssGrowthAfterFirstMinute: RSS_GROWTH_TARGET },
      heap,
      cpuSeconds: instances[0]!.cpuSeconds,
      processes: [...instances, ...others].map(({ rss: _rss, ...p }) => p),
    };
  } catch (error) {
    console.error(`FAILED: ${(error as Error).message}\n${portal.output()}`);
    exitCode = 2;
    output = { date: startedAt.toISOString(), error: (error as Error).message };
  } finally {
    await portal.stop();
    await sandbox?.stop();
  }
  writeResults("load", startedAt, output);
  process.exit(exitCode);
}

/** Starts a setup, runs the users against it, prints it and always stops what it started. */
async function measure(
  label: string,
  start: (started: { stop(): Promise<void> }[]) => Promise<Setup>,
): Promise<{ code: number; report?: Report; error?: string }> {
  console.log(`\n── ${label} ──`);
  const started: { stop(): Promise<void> }[] = [];
  let setup: Setup | undefined;
  try {
    setup = await start(started);
    const { ok, report } = await runSetup(setup);
    printCommon(report);
    printSetupDetails(report);
    printFailures(report);
    console.log(
      ok ? "\nno errors" : `\nFAIL: ${report.errors} failed requests, ${report.failedJourneys} failed journeys`,
    );
    return { code: ok ? 0 : 1, report };
  } catch (error) {
    console.error(`FAILED: ${(error as Error).message}${setup ? `\n${setup.output()}` : ""}`);
    return { code: 2, error: (error as Error).message };
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

/** LOAD_COMPARE=1: one instance with memory state, then two instances sharing Redis, in one run. */
async function compare() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  console.log(
    `npm run load (compare) — ${startedAt.toISOString()}; ${USERS} users for ${DURATION_S} s per setup (at most ${MAX_REQUESTS} requests); ports ${PORT}–${PORT + 5}; load average ${loadAtStart.map((l) => l.toFixed(2)).join(" ")}`,
  );
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    console.error("FAILED: there is no build: run npm run build first");
    process.exit(2);
  }

  const one = await measure("(a) one instance, state in memory, embedded sandbox", async (started) => {
    const portal = await startPortal({ port: PORT, sandboxPort: PORT + 1 });
    started.push(portal);
    return {
      name: "one instance, memory state, embedded sandbox",
      instances: [asProc("portal (with sandbox)", portal)],
      next: () => portal.url,
      others: [],
      sandboxUrl: portal.sandboxUrl,
      redis: null,
      output: portal.output,
    };
  });

  // A pause between the setups, so the second does not start on the first's leftovers.
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  const two = await measure("(b) two instances, state in Redis, sandbox in its own process", async (started) => {
    const redisServer = await startRedis(PORT + 2);
    started.push(redisServer);
    const sandbox = await startSandboxProcess(PORT + 3);
    started.push(sandbox);
    const instances: PortalServer[] = [];
    for (const port of [PORT + 4, PORT + 5]) {
      const instance = await startPortalInstance(port, sandbox.url, redisServer.url);
      started.push(instance);
      instances.push(instance);
    }
    const redis = await probeRedis(redisServer.url);
    started.push({ stop: () => redis.close() });
    let turn = 0;
    return {
      name: "two instances, Redis state, sandbox process",
      instances: instances.map((instance, i) => asProc(`portal ${"AB"[i]}`, instance)),
      next: () => instances[turn++ % instances.length]!.url,
      others: [asProc("sandbox", sandbox), asProc("redis-server", redisServer)],
      sandboxUrl: sandbox.url,
      redis,
      output: () => instances.map((i) => i.output()).join("\n") + sandbox.output(),
    };
  });

  const reports = [one.report, two.report];
  const rows = reports.flatMap((r, i) =>
    r
      ? [
          [
            i === 0 ? "(a) 1 instance, memory" : "(b) 2 instances, Redis",
            fixed(r.requestsPerS),
            fixed(r.requestsPerS / r.instances.length),
            fixed(r.latencyMs.p50),
            fixed(r.latencyMs.p95),
            fixed(r.latencyMs.p99),
            r.errors,
            r.failedJourneys,
            r.instances.map((p) => `${mib(p.rss.endBytes)} (max ${mib(p.rss.maxBytes)})`).join(" / "),
            r.provider ? fixed(r.provider.perPageView, 2) : "n/a",
            r.redis ? fixed(r.redis.roundTripsPerPageView, 2) : "0",
          ],
        ]
      : [],
  );
  console.log("\n── Compared ──");
  console.log(
    table(
      [
        "setup",
        "req/s",
        "req/s per instance",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "errors",
        "failed journeys",
        "RSS per instance at end",
        "provider calls/page",
        "Redis round trips/page",
      ],
      rows,
    ),
  );
  const code = Math.max(one.code, two.code);
  console.log(
    code === 0 ? "\nno errors" : code === 1 ? "\nFAIL: requests failed (see above)" : "\nFAIL: a setup could not run",
  );
  writeResults("load-compare", startedAt, {
    date: startedAt.toISOString(),
    machine: { ...machine(), loadAverageAtStart: loadAtStart },
    users: USERS,
    durationSPerSetup: DURATION_S,
    ports: { first: PORT, last: PORT + 5 },
    setups: [one.report ?? { error: one.error }, two.report ?? { error: two.error }],
  });
  process.exit(code);
}

(COMPARE ? compare() : single()).catch((error: unknown) => {
  console.error(`load failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(2);
});
