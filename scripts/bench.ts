// npm run bench — one measured run of the portal (issue 8): JavaScript weight per page, server
// throughput against two ceilings, provider round trips on the critical path, Lighthouse scores,
// and memory under 20,000 requests. Prints tables and writes bench-results/bench-<date>.json.
//
// Environment: BENCH_DURATION (seconds per autocannon run, default 10), BENCH_PORT (default 3400;
// the sandbox uses +1 and the static ceiling +2), BENCH_TTFB_SAMPLES (default 5),
// BENCH_MEMORY_REQUESTS (default 20000), BENCH_LIGHTHOUSE=0 to skip Lighthouse, BENCH_BUILD=1 to
// rebuild first (a missing build is always built).
//
// Exit code: 0 when every page is inside the JS budget, 1 when one is over it, 2 when a step
// could not run (the reason is printed). Lighthouse that cannot run is reported, not fatal.

import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { JS_BUDGET_BYTES, jsWeights, MAIN_PAGES, modulesInHtml, type PageWeight } from "./lib/js-weight.ts";
import { runLighthouse, type LighthouseScores } from "./lib/lighthouse.ts";
import { cannon, kib, median, table, ttfb, type CannonResult } from "./lib/measure.ts";
import {
  ensureBuild,
  mib,
  root,
  setSandboxLatency,
  startPortal,
  startStaticServer,
  type PortalServer,
} from "./lib/server.ts";
import { unverifiedSession, verifiedSession } from "./lib/session.ts";

const THROUGHPUT_PAGES = ["/login", "/home", "/home/usage", "/billing"];
const LIGHTHOUSE_PAGES = ["/login", "/home", "/home/usage", "/billing"];
const MEMORY_PAGES = ["/home", "/home/usage", "/billing"];
const NOT_FOUND_PAGE = "/no-such-page";
const LATENCY_MS = 100;
const MAX_ROUND_TRIPS = 2;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const DURATION_S = positiveNumber("BENCH_DURATION", 10);
const PORT = positiveNumber("BENCH_PORT", 3400);
const TTFB_SAMPLES = positiveNumber("BENCH_TTFB_SAMPLES", 5);
const MEMORY_REQUESTS = positiveNumber("BENCH_MEMORY_REQUESTS", 20_000);

const problems: string[] = []; // steps that could not run → exit 2
const failures: string[] = []; // targets missed (printed; only the JS budget sets exit 1)
const warnings: string[] = []; // printed, no effect on the exit code (Lighthouse that cannot run)
let overBudget = false;

function heading(text: string) {
  console.log(`\n== ${text} ${"=".repeat(Math.max(0, 76 - text.length))}`);
}

/** Runs one section; a thrown error is printed and recorded, and the bench goes on. */
async function section<T>(name: string, run: () => Promise<T>): Promise<T | { error: string }> {
  heading(name);
  const started = Date.now();
  try {
    const result = await run();
    console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`FAILED: ${name}: ${message}`);
    problems.push(`${name}: ${message.split("\n")[0]}`);
    return { error: message };
  }
}

function machine() {
  const cpus = os.cpus();
  let commit: string | undefined;
  let dirty: boolean | undefined;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim() !== "";
  } catch {
    // not a git checkout
  }
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    commit,
    dirty,
  };
}

// ─── 1. JavaScript weight ───────────────────────────────────────────────────

async function jsWeightSection(): Promise<PageWeight[]> {
  const weights = jsWeights(MAIN_PAGES);
  console.log(
    table(
      ["page", "files", "raw KiB", "gzip KiB", "budget", "result"],
      weights.map((w) => {
        const over = w.gzipBytes > JS_BUDGET_BYTES;
        return [
          w.page,
          w.files,
          kib(w.rawBytes),
          kib(w.gzipBytes),
          kib(JS_BUDGET_BYTES),
          over ? `FAIL (+${kib(w.gzipBytes - JS_BUDGET_BYTES)} KiB)` : "ok",
        ];
      }),
    ),
  );
  const over = weights.filter((w) => w.gzipBytes > JS_BUDGET_BYTES);
  if (over.length > 0) {
    overBudget = true;
    failures.push(
      `JS budget: ${over.length} of ${weights.length} pages over ${kib(JS_BUDGET_BYTES)} KiB gzip (${over.map((w) => w.page).join(", ")})`,
    );
    console.log(`FAIL: ${over.length} page(s) over the ${kib(JS_BUDGET_BYTES)} KiB budget`);
  }
  return weights;
}

/** Checks the manifest reading against what the served HTML really preloads and imports. */
async function htmlCrossCheck(
  portal: PortalServer,
  weights: PageWeight[],
  cookieFor: (page: string) => string | undefined,
) {
  const rows: (string | number)[][] = [];
  const result: Record<string, { status: number; missing: string[]; extra: string[] }> = {};
  for (const w of weights) {
    const cookie = cookieFor(w.page);
    const response = await fetch(portal.url + w.page, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) {
      rows.push([w.page, `HTTP ${response.status}: not checked`]);
      result[w.page] = { status: response.status, missing: [], extra: [] };
      continue;
    }
    const served = modulesInHtml(html);
    const missing = served.filter((u) => !w.urls.includes(u));
    const extra = w.urls.filter((u) => !served.includes(u));
    result[w.page] = { status: 200, missing, extra };
    rows.push([
      w.page,
      missing.length === 0 && extra.length === 0
        ? `same ${served.length} files`
        : `served but not counted: ${missing.join(" ") || "-"}; counted but not served: ${extra.join(" ") || "-"}`,
    ]);
  }
  console.log("\nManifest vs. the modules each served page preloads:");
  console.log(table(["page", "check"], rows));
  return result;
}

// ─── 2. Throughput ──────────────────────────────────────────────────────────

type Throughput = {
  target: string;
  reqPerS: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
};

function summarise(target: string, r: CannonResult): Throughput {
  return {
    target,
    reqPerS: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
}

async function throughputSection(portal: PortalServer, cookie: string) {
  const staticServer = await startStaticServer(PORT + 2);
  try {
    const measure = async (target: string, url: string, headers: Record<string, string>) => {
      await cannon({ url, headers, duration: 1 }); // warm-up
      const result = summarise(target, await cannon({ url, headers, duration: DURATION_S }));
      console.log(`  ${target}: ${result.reqPerS.toFixed(0)} req/s`);
      return result;
    };
    const pages: Throughput[] = [];
    for (const page of THROUGHPUT_PAGES) {
      // /login is the signed-out page: a signed-in visitor is redirected to /home.
      pages.push(await measure(page, portal.url + page, page === "/login" ? {} : { cookie }));
    }
    const notFound = await measure(`${NOT_FOUND_PAGE} (not-found ceiling)`, portal.url + NOT_FOUND_PAGE, { cookie });
    const plain = await measure("node:http static string (ceiling)", staticServer.url, {});
    const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(1)}%`;
    console.log(
      table(
        ["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "vs not-found", "vs node:http"],
        [
          ...pages.map((p) => [
            p.target,
            p.reqPerS.toFixed(0),
            p.p50,
            p.p99,
            p.non2xx,
            p.errors,
            ratio(p.reqPerS, notFound.reqPerS),
            ratio(p.reqPerS, plain.reqPerS),
          ]),
          [
            notFound.target,
            notFound.reqPerS.toFixed(0),
            notFound.p50,
            notFound.p99,
            `${notFound.statusCodes["404"] ?? 0}×404`,
            notFound.errors,
            "100%",
            ratio(notFound.reqPerS, plain.reqPerS),
          ],
          [plain.target, plain.reqPerS.toFixed(0), plain.p50, plain.p99, plain.non2xx, plain.errors, "", "100%"],
        ],
      ),
    );
    for (const p of pages) {
      if (p.non2xx > 0 || p.errors > 0) {
        const codes = Object.entries(p.statusCodes)
          .map(([c, n]) => `${n}×${c}`)
          .join(", ");
        failures.push(
          `throughput ${p.target}: ${p.non2xx} non-2xx (${codes}), ${p.errors} errors — a 302 means the session broke`,
        );
        console.log(`FAIL: ${p.target} answered ${p.non2xx} non-2xx (${codes}) and ${p.errors} errors`);
      }
    }
    return { connections: 10, durationS: DURATION_S, pages, notFound, plain };
  } finally {
    await staticServer.stop();
  }
}

// ─── 3. Critical path ───────────────────────────────────────────────────────

async function ttfbMedian(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; samples: number[]; statuses: Set<number> }> {
  await ttfb(url, headers); // warm-up
  const samples: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    const { ms, status } = await ttfb(url, headers);
    samples.push(ms);
    statuses.add(status);
  }
  return { ms: median(samples), samples, statuses };
}

async function criticalPathSection(portal: PortalServer, cookieFor: (page: string) => string | undefined) {
  const headersFor = (page: string): Record<string, string> => {
    const cookie = cookieFor(page);
    return cookie ? { cookie } : {};
  };
  // Without latency first: the server's own time, to tell rendering from waiting.
  const baseline = new Map<string, number>();
  for (const page of MAIN_PAGES) baseline.set(page, (await ttfbMedian(portal.url + page, headersFor(page))).ms);
  await setSandboxLatency(portal.sandboxUrl, LATENCY_MS);
  try {
    const rows = [];
    for (const page of MAIN_PAGES) {
      const { ms: ttfbMs, samples, statuses } = await ttfbMedian(portal.url + page, headersFor(page));
      const roundTrips = Math.round(ttfbMs / LATENCY_MS);
      const baselineMs = baseline.get(page)!;
      const waitingRoundTrips = Math.round((ttfbMs - baselineMs) / LATENCY_MS);
      const status = [...statuses].join("/");
      const ok = roundTrips <= MAX_ROUND_TRIPS && statuses.size === 1 && statuses.has(200);
      if (!ok)
        failures.push(
          `critical path ${page}: ${roundTrips} round trips (TTFB ${ttfbMs.toFixed(0)} ms, ${baselineMs.toFixed(0)} ms without latency, HTTP ${status})`,
        );
      rows.push({
        page,
        status,
        samplesMs: samples.map((s) => Math.round(s)),
        ttfbMs,
        baselineMs,
        roundTrips,
        waitingRoundTrips,
        ok,
      });
    }
    console.log(
      table(
        [
          "page",
          "HTTP",
          "TTFB ms (0 ms latency)",
          "TTFB ms (+100 ms)",
          "samples ms",
          "round trips",
          "(TTFB−base)÷100",
          "result",
        ],
        rows.map((r) => [
          r.page,
          r.status,
          r.baselineMs.toFixed(0),
          r.ttfbMs.toFixed(0),
          r.samplesMs.join(" "),
          r.roundTrips,
          r.waitingRoundTrips,
          r.ok ? "ok" : r.status === "200" ? `FAIL (> ${MAX_ROUND_TRIPS})` : "FAIL (not 200)",
        ]),
      ),
    );
    return { latencyMs: LATENCY_MS, samples: TTFB_SAMPLES, target: MAX_ROUND_TRIPS, pages: rows };
  } finally {
    await setSandboxLatency(portal.sandboxUrl, null);
  }
}

// ─── 4. Lighthouse ──────────────────────────────────────────────────────────

async function lighthouseSection(portal: PortalServer, cookieFor: (page: string) => string | undefined) {
  if (process.env.BENCH_LIGHTHOUSE === "0") {
    console.log("skipped (BENCH_LIGHTHOUSE=0)");
    return { skipped: "BENCH_LIGHTHOUSE=0" };
  }
  let scores: LighthouseScores[];
  try {
    scores = await runLighthouse(portal.url, LIGHTHOUSE_PAGES, cookieFor);
  } catch (error) {
    const message = (error as Error).message;
    console.log(`Lighthouse could not run here: ${message}\n(continuing without it)`);
    warnings.push(`Lighthouse could not run: ${message.split("\n")[0]}`);
    return { skipped: message };
  }
  const score = (s: number | null) => (s === null ? "n/a" : String(Math.round(s * 100)));
  console.log(
    table(
      ["page", "performance", "accessibility", "best-practices", "LCP ms", "TBT ms", "CLS", "not passing"],
      scores.map((s) =>
        s.error
          ? [s.page, "n/a", "n/a", "n/a", "", "", "", `error: ${s.error}`]
          : [
              s.page,
              score(s.performance),
              score(s.accessibility),
              score(s.bestPractices),
              (s.lcpMs ?? 0).toFixed(0),
              (s.tbtMs ?? 0).toFixed(0),
              (s.cls ?? 0).toFixed(3),
              s.failing.join(" ") || "-",
            ],
      ),
    ),
  );
  for (const s of scores) if (s.error) warnings.push(`Lighthouse ${s.page}: ${s.error}`);
  return { formFactor: "mobile", throttling: "simulated (default)", scores };
}

// ─── 5. Memory ──────────────────────────────────────────────────────────────

async function memorySection(portal: PortalServer, cookie: string) {
  const before = portal.rss();
  const result = await cannon({
    url: portal.url,
    headers: { cookie },
    amount: MEMORY_REQUESTS,
    requests: MEMORY_PAGES.map((path) => ({ method: "GET", path })),
  });
  const after = portal.rss();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const afterIdle = portal.rss();
  const completed = result.totalCompletedRequests ?? MEMORY_REQUESTS;
  console.log(
    table(
      ["requests", "pages", "non-2xx", "RSS before", "RSS after", "RSS 5 s later", "growth"],
      [
        [
          completed,
          MEMORY_PAGES.join(" "),
          result.non2xx,
          mib(before),
          mib(after),
          mib(afterIdle),
          before !== null && after !== null ? mib(after - before) : "n/a",
        ],
      ],
    ),
  );
  if (result.non2xx > 0) failures.push(`memory run: ${result.non2xx} non-2xx answers`);
  return {
    requests: completed,
    pages: MEMORY_PAGES,
    non2xx: result.non2xx,
    rssBeforeBytes: before,
    rssAfterBytes: after,
    rssAfterIdleBytes: afterIdle,
  };
}

// ─── Run ────────────────────────────────────────────────────────────────────

async function main() {
  const startedAt = new Date();
  console.log(
    `npm run bench — ${startedAt.toISOString()}; ${DURATION_S} s per throughput run; ports ${PORT}/${PORT + 1}/${PORT + 2}`,
  );
  const report: Record<string, unknown> = { date: startedAt.toISOString(), machine: machine() };

  await ensureBuild(process.env.BENCH_BUILD === "1");
  const weights = await section("1. JavaScript per page (gzip, first visit; budget 120 KiB)", jsWeightSection);
  report.jsWeight = "error" in weights ? weights : { budgetBytes: JS_BUDGET_BYTES, pages: weights };

  heading("Starting the portal");
  let portal: PortalServer;
  try {
    portal = await startPortal({ port: PORT, sandboxPort: PORT + 1 });
  } catch (error) {
    console.log(`FAILED: could not start the portal: ${(error as Error).message}`);
    process.exit(2);
  }
  try {
    console.log(
      `portal ${portal.url} (pid ${portal.pid}), sandbox ${portal.sandboxUrl}; RSS at start ${mib(portal.rss())}`,
    );
    report.rssAtStartBytes = portal.rss();
    let cookie: string;
    let mfaCookie: string;
    try {
      cookie = await verifiedSession(portal.url, portal.sandboxUrl);
      mfaCookie = await unverifiedSession(portal.url);
    } catch (error) {
      throw new Error(`signing in failed: ${(error as Error).message}`, { cause: error });
    }
    console.log("signed in and verified as demo@example.com");
    // /login is shown signed out, /mfa to a signed-in visitor who has not verified yet.
    const cookieFor = (page: string) => (page === "/login" ? undefined : page === "/mfa" ? mfaCookie : cookie);

    if (!("error" in weights)) {
      report.jsWeightHtmlCheck = await htmlCrossCheck(portal, weights, cookieFor).catch((error: Error) => {
        console.log(`(HTML cross-check failed: ${error.message})`);
        return { error: error.message };
      });
    }
    report.throughput = await section(
      `2. Throughput (autocannon, 10 connections, ${DURATION_S} s, sandbox without latency)`,
      () => throughputSection(portal, cookie),
    );
    report.memory = await section(`5. Memory (server RSS around ${MEMORY_REQUESTS} requests)`, () =>
      memorySection(portal, cookie),
    );
    report.criticalPath = await section(
      `3. Critical path (sandbox +${LATENCY_MS} ms per provider call; target ≤ ${MAX_ROUND_TRIPS} round trips)`,
      () => criticalPathSection(portal, cookieFor),
    );
    report.lighthouse = await section("4. Lighthouse (mobile, simulated throttling)", () =>
      lighthouseSection(portal, cookieFor),
    );
    report.rssAtEndBytes = portal.rss();
  } catch (error) {
    console.log(`FAILED: ${(error as Error).message}`);
    problems.push((error as Error).message.split("\n")[0]!);
  } finally {
    await portal.stop();
  }

  report.failures = failures;
  report.problems = problems;
  report.warnings = warnings;
  report.machine = { ...(report.machine as object), loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))) };
  report.durationS = Math.round((Date.now() - startedAt.getTime()) / 1000);
  const dir = path.join(root, "bench-results");
  mkdirSync(dir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/:/g, "-").replace(/\..*$/, "");
  const file = path.join(dir, `bench-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  heading("Summary");
  console.log(
    `machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}; load average at start ${(report.machine as { loadAverage: number[] }).loadAverage.join(" ")}`,
  );
  for (const f of failures) console.log(`FAIL: ${f}`);
  for (const p of problems) console.log(`COULD NOT RUN: ${p}`);
  for (const w of warnings) console.log(`NOTE: ${w}`);
  if (failures.length === 0 && problems.length === 0) console.log("every target met");
  console.log(`results: ${path.relative(root, file)} (${report.durationS} s)`);
  process.exitCode = problems.length > 0 ? 2 : overBudget ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(2);
});
