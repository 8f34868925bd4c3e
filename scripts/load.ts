// npm run load — a bounded soak (issue 8). Virtual users each sign in, verify the one-time code,
// walk home → usage → billing → support, send a complaint (following the post/redirect/get),
// sign out, and start again until the time is up. Loopback only: it starts its own server.
//
// Environment: LOAD_USERS (default 50), LOAD_DURATION_S (default 120), LOAD_PORT (default 3410;
// the sandbox uses +1), LOAD_MAX_REQUESTS (default 1,000,000: a second bound besides time),
// LOAD_SANDBOX (`embedded`, the default: the sandbox in the portal's process; `process`: the sandbox
// as its own process and the portal with PROVIDER_API_URL, as deployed, so the portal's figures are its own).
// Prints requests, errors, latency percentiles, the server's RSS over time and its CPU use; writes
// bench-results/load-<date>.json. Exit code 1 when any request failed, 2 when it could not run.

import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile, table } from "./lib/measure.ts";
import { mib, root, startPortal, type PortalServer, type SandboxMode } from "./lib/server.ts";
import { Client, Mutex, StepError, signIn, verifyMfa, type Exchange } from "./lib/session.ts";

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const USERS = positiveInteger("LOAD_USERS", 50);
const DURATION_S = positiveInteger("LOAD_DURATION_S", 120);
const PORT = positiveInteger("LOAD_PORT", 3410);
const MAX_REQUESTS = positiveInteger("LOAD_MAX_REQUESTS", 1_000_000);
const SANDBOX_MODE: SandboxMode = (() => {
  const raw = process.env.LOAD_SANDBOX || "embedded";
  if (raw !== "embedded" && raw !== "process") {
    console.error(`LOAD_SANDBOX must be embedded or process, got "${raw}"`);
    process.exit(2);
  }
  return raw;
})();
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

const samples: Sample[] = [];
const errorMessages = new Map<string, number>();
let unexpected = 0;
let iterations = 0;
let stopAt = 0;

function stopped(): boolean {
  return Date.now() >= stopAt || samples.length >= MAX_REQUESTS;
}

class Stop extends Error {}

function record(exchange: Exchange, label: string) {
  samples.push({ label, status: exchange.status, ms: exchange.ms });
}

/** One pass of the journey. Throws StepError on an unexpected answer, Stop when time is up. */
async function journey(portal: PortalServer, email: string, mfaLock: Mutex): Promise<void> {
  const client = new Client(portal.url, record);
  const step = async <T>(run: () => Promise<T>): Promise<T> => {
    if (stopped()) throw new Stop();
    return run();
  };
  await step(() => signIn(client, email));
  await step(() => mfaLock.run(email, () => verifyMfa(client, portal.sandboxUrl, email)));
  for (const page of ["/home", "/home/usage", "/billing", "/support", "/support/new-complaint"]) {
    const answer = await step(() => client.expect([200], "GET", page));
    if (!answer.body.includes("</html>")) throw new StepError(`GET ${page}: the page is incomplete`);
  }
  const sent = await step(() => client.expect([303, 302], "POST", "/support/new-complaint", COMPLAINT));
  if (!sent.location?.startsWith("/support/new-complaint?reference=")) {
    throw new StepError(`POST /support/new-complaint: redirected to ${sent.location}, not to the confirmation`);
  }
  const confirmation = await step(() => client.expect([200], "GET", sent.location!));
  if (!confirmation.body.includes("Complaint received"))
    throw new StepError("GET /support/new-complaint?reference=…: no confirmation");
  await step(() => client.expect([302, 303], "POST", "/logout", {}));
  iterations++;
}

async function virtualUser(portal: PortalServer, index: number, mfaLock: Mutex): Promise<void> {
  const email = ACCOUNTS[index % ACCOUNTS.length]!;
  while (!stopped()) {
    try {
      await journey(portal, email, mfaLock);
    } catch (error) {
      if (error instanceof Stop) return;
      unexpected++;
      const message = error instanceof StepError ? error.message : `unexpected: ${(error as Error).message}`;
      errorMessages.set(message, (errorMessages.get(message) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 250)); // no hot loop on a broken server
    }
  }
}

async function main() {
  const startedAt = new Date();
  console.log(
    `npm run load — ${startedAt.toISOString()}; ${USERS} users for ${DURATION_S} s (at most ${MAX_REQUESTS} requests); ports ${PORT}/${PORT + 1}; sandbox ${SANDBOX_MODE === "process" ? "in its own process" : "embedded in the portal's process"}`,
  );
  let portal: PortalServer;
  try {
    portal = await startPortal({ port: PORT, sandboxPort: PORT + 1 }, {}, { sandbox: SANDBOX_MODE });
  } catch (error) {
    console.error(`FAILED: could not start the portal: ${(error as Error).message}`);
    console.error("(run npm run build first if there is no build)");
    process.exit(2);
  }

  const rss: { atS: number; bytes: number | null }[] = [];
  const sandboxRss: (number | null)[] = [];
  let cpuAtStart: number | null = null;
  let cpuAtEnd: number | null = null;
  let exitCode = 0;
  let report: Record<string, unknown> = {};
  try {
    // A first sign-in alone: a broken sign-in is reported once, clearly, instead of 50 times.
    const probe = new Client(portal.url);
    try {
      await signIn(probe, ACCOUNTS[0]!);
      await verifyMfa(probe, portal.sandboxUrl, ACCOUNTS[0]!);
    } catch (error) {
      throw new Error(`the first sign-in failed, not starting the users: ${(error as Error).message}`, {
        cause: error,
      });
    }

    const begin = Date.now();
    stopAt = begin + DURATION_S * 1000;
    rss.push({ atS: 0, bytes: portal.rss() });
    cpuAtStart = portal.cpuSeconds();
    const sampler = setInterval(() => {
      rss.push({ atS: Math.round((Date.now() - begin) / 1000), bytes: portal.rss() });
      sandboxRss.push(portal.sandboxRss());
    }, 1_000);
    const progress = setInterval(() => {
      const s = Math.round((Date.now() - begin) / 1000);
      console.log(
        `  ${s} s: ${samples.length} requests, ${iterations} journeys, ${unexpected} failed journeys, RSS ${mib(portal.rss())}`,
      );
    }, 15_000);

    const mfaLock = new Mutex();
    const rampMs = Math.min(100, (DURATION_S * 1000) / 4 / USERS); // users start staggered
    const users = Array.from({ length: USERS }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * rampMs)).then(() => virtualUser(portal, i, mfaLock)),
    );
    const hardStop = new Promise<"timeout">((resolve) =>
      setTimeout(() => resolve("timeout"), DURATION_S * 1000 + GRACE_MS).unref(),
    );
    const ended = await Promise.race([Promise.all(users).then(() => "done" as const), hardStop]);
    clearInterval(sampler);
    clearInterval(progress);
    rss.push({ atS: Math.round((Date.now() - begin) / 1000), bytes: portal.rss() });
    cpuAtEnd = portal.cpuSeconds();
    const elapsedS = (Date.now() - begin) / 1000;
    if (ended === "timeout")
      console.log(`(some users were still waiting ${GRACE_MS / 1000} s after the end; stopped anyway)`);

    // ─── Report ───
    const failed = samples.filter((s) => s.status === 0 || s.status >= 400);
    const latencies = samples.map((s) => s.ms);
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
    const at = (fraction: number) => {
      const target = elapsedS * fraction;
      return rss.reduce((best, r) => (Math.abs(r.atS - target) < Math.abs(best.atS - target) ? r : best), rss[0]!);
    };
    const rssStart = rss[0]!.bytes;
    const rssMiddle = at(0.5).bytes;
    const rssEnd = rss[rss.length - 1]!.bytes;
    const rssMax = Math.max(...rss.map((r) => r.bytes ?? 0));
    /** Cores the portal process used on average: CPU seconds over wall seconds. */
    const cores = cpuAtStart !== null && cpuAtEnd !== null ? (cpuAtEnd - cpuAtStart) / elapsedS : null;
    const sandboxRssMax = SANDBOX_MODE === "process" ? Math.max(...sandboxRss.map((b) => b ?? 0)) : null;

    console.log("\nPer request:");
    console.log(
      table(
        ["request", "count", "errors", "p50 ms", "p95 ms", "p99 ms"],
        byLabel.map((b) => [b.label, b.count, b.errors, b.p50.toFixed(0), b.p95.toFixed(0), b.p99.toFixed(0)]),
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
            USERS,
            elapsedS.toFixed(0),
            iterations,
            samples.length,
            (samples.length / elapsedS).toFixed(0),
            failed.length,
            unexpected,
            percentile(latencies, 50).toFixed(0),
            percentile(latencies, 95).toFixed(0),
            percentile(latencies, 99).toFixed(0),
          ],
        ],
      ),
    );
    console.log(
      `\nServer RSS (the portal's process${SANDBOX_MODE === "process" ? " alone" : ", embedded sandbox included"}):`,
    );
    console.log(
      table(
        ["start", "25%", "middle", "75%", "end", "max"],
        [[mib(rssStart), mib(at(0.25).bytes), mib(rssMiddle), mib(at(0.75).bytes), mib(rssEnd), mib(rssMax)]],
      ),
    );
    if (sandboxRssMax !== null) console.log(`Sandbox process RSS, max: ${mib(sandboxRssMax)}`);
    if (cores !== null)
      console.log(`Portal process CPU: ${cores.toFixed(2)} cores on average (user + system time / wall time)`);
    if (errorMessages.size > 0) {
      console.log("\nFailures (most frequent first):");
      for (const [message, count] of [...errorMessages].sort((a, b) => b[1] - a[1]).slice(0, 10))
        console.log(`  ${count}× ${message}`);
    }
    const ok = failed.length === 0 && unexpected === 0;
    console.log(ok ? "\nno errors" : `\nFAIL: ${failed.length} failed requests, ${unexpected} failed journeys`);
    exitCode = ok ? 0 : 1;
    report = {
      date: startedAt.toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        loadAverage: os.loadavg(),
      },
      users: USERS,
      sandbox: SANDBOX_MODE,
      durationS: elapsedS,
      journeys: iterations,
      requests: samples.length,
      requestsPerS: samples.length / elapsedS,
      errors: failed.length,
      failedJourneys: unexpected,
      failures: Object.fromEntries(errorMessages),
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: Math.max(...latencies),
      },
      perRequest: byLabel,
      rss: { startBytes: rssStart, middleBytes: rssMiddle, endBytes: rssEnd, maxBytes: rssMax, samples: rss },
      sandboxRssMaxBytes: sandboxRssMax,
      portalCpuCores: cores,
    };
  } catch (error) {
    console.error(`FAILED: ${(error as Error).message}\n${portal.output()}`);
    exitCode = 2;
    report = { date: startedAt.toISOString(), error: (error as Error).message };
  } finally {
    await portal.stop();
  }
  const dir = path.join(root, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `load-${startedAt.toISOString().replace(/:/g, "-").replace(/\..*$/, "")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results: ${path.relative(root, file)}`);
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(`load failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(2);
});
