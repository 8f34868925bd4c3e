// The bench's throughput and latency measurements (scripts/bench.ts): each page against the bare
// React Router app (bench/bare) in interleaved cycles, so the load of the machine, which moves
// both alike within a cycle, cancels out of their ratio; and latency percentiles at 50 users.

import { BROWSER_ACCEPT_ENCODING, cannon, median, percentile, type CannonResult } from "./measure.ts";
import type { ChildServer, PortalServer } from "./server.ts";

/** One measured process whose CPU time is read around each run (null: not read). */
type Cpu = { cpuSeconds(): number | null } | null;

export type Run = {
  reqPerS: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  portalCpuS: number | null;
  sandboxCpuS: number | null;
};

export type Measured = {
  target: string;
  /** Median over the cycles. */
  reqPerS: number;
  p50: number;
  p99: number;
  /** Median over the cycles of this target's req/s over the bare app's in the same cycle. */
  toBare: number;
  /** Each cycle's ratio, for the spread. */
  toBareCycles: number[];
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** CPU time per request over all cycles, ms: the portal's own, and the sandbox provider's. */
  portalCpuMs: number | null;
  sandboxCpuMs: number | null;
};

const used = (after: number | null, before: number | null) =>
  after === null || before === null ? null : after - before;

/** One autocannon run of `url` with a browser's Accept-Encoding, and the CPU time the processes used meanwhile. */
export async function measureRun(
  url: string,
  headers: Record<string, string>,
  durationS: number,
  processes: { portal: Cpu; sandbox: Cpu },
): Promise<Run> {
  const allHeaders = { "accept-encoding": BROWSER_ACCEPT_ENCODING, ...headers };
  const before = { portal: processes.portal?.cpuSeconds() ?? null, sandbox: processes.sandbox?.cpuSeconds() ?? null };
  const r: CannonResult = await cannon({ url, headers: allHeaders, duration: durationS });
  return {
    reqPerS: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
    portalCpuS: used(processes.portal?.cpuSeconds() ?? null, before.portal),
    sandboxCpuS: used(processes.sandbox?.cpuSeconds() ?? null, before.sandbox),
  };
}

function combine(target: string, runs: Run[], ratios: number[]): Measured {
  const requests = Math.max(
    1,
    runs.reduce((sum, r) => sum + r.requests, 0),
  );
  const cpuMs = (pick: (r: Run) => number | null) => {
    const values = runs.map(pick);
    return values.some((v) => v === null) ? null : (values.reduce((s, v) => s! + v!, 0)! * 1000) / requests;
  };
  const statusCodes: Record<string, number> = {};
  for (const r of runs)
    for (const [code, n] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    target,
    reqPerS: median(runs.map((r) => r.reqPerS)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    toBare: median(ratios),
    toBareCycles: ratios.map((x) => Number(x.toFixed(3))),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    statusCodes,
    portalCpuMs: cpuMs((r) => r.portalCpuS),
    sandboxCpuMs: cpuMs((r) => r.sandboxCpuS),
  };
}

export type Target = { target: string; url: string; headers: Record<string, string> };

/**
 * Each target against the bare app, in `cycles` rounds: within a round every target runs right
 * beside a run of the bare app (the bare app first in even rounds, second in odd ones), and the
 * round's ratio is the target's req/s over that bare run's. A target's figure is the median of its
 * rounds' ratios: what the machine's other work does to both runs of a round cancels out.
 */
export async function interleaved(
  targets: Target[],
  bare: ChildServer,
  portal: PortalServer & { sandbox: ChildServer },
  options: { cycles: number; durationS: number; log: (line: string) => void },
): Promise<{ bare: Measured; targets: Measured[] }> {
  const runs = new Map<string, Run[]>(targets.map((t) => [t.target, []]));
  const ratios = new Map<string, number[]>(targets.map((t) => [t.target, []]));
  const bareRuns: Run[] = [];
  const onPortal = { portal, sandbox: portal.sandbox };
  const onBare = { portal: bare, sandbox: null };
  // Warm-up: each once, briefly (the JIT, the portal's caches, the provider's connections).
  await measureRun(bare.url, {}, 1, onBare);
  for (const t of targets) await measureRun(t.url, t.headers, 1, onPortal);
  for (let cycle = 0; cycle < options.cycles; cycle++) {
    for (const t of targets) {
      const runBare = () => measureRun(bare.url, {}, options.durationS, onBare);
      const runTarget = () => measureRun(t.url, t.headers, options.durationS, onPortal);
      let b: Run;
      let r: Run;
      if (cycle % 2 === 0) {
        b = await runBare();
        r = await runTarget();
      } else {
        r = await runTarget();
        b = await runBare();
      }
      const ratio = r.reqPerS / Math.max(1, b.reqPerS);
      bareRuns.push(b);
      runs.get(t.target)!.push(r);
      ratios.get(t.target)!.push(ratio);
      options.log(
        `  cycle ${cycle + 1}/${options.cycles} ${t.target}: ${r.reqPerS.toFixed(0)} req/s, bare ${b.reqPerS.toFixed(0)} → ${ratio.toFixed(3)}`,
      );
    }
  }
  return {
    bare: combine(
      "bare React Router app (bench/bare)",
      bareRuns,
      bareRuns.map(() => 1),
    ),
    targets: targets.map((t) => combine(t.target, runs.get(t.target)!, ratios.get(t.target)!)),
  };
}

export type Latency = {
  page: string;
  users: number;
  durationS: number;
  requests: number;
  reqPerS: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  portalCpuMs: number | null;
  sandboxCpuMs: number | null;
};

/** `users` connections without pause on `url` (a closed loop): each response's time, as percentiles. */
export async function latencyAt(
  page: string,
  url: string,
  headers: Record<string, string>,
  users: number,
  durationS: number,
  portal: PortalServer & { sandbox: ChildServer },
): Promise<Latency> {
  const allHeaders = { "accept-encoding": BROWSER_ACCEPT_ENCODING, ...headers };
  await cannon({ url, headers: allHeaders, connections: users, duration: 1 }); // warm-up
  const times: number[] = [];
  const before = { portal: portal.cpuSeconds(), sandbox: portal.sandbox.cpuSeconds() };
  const r = await cannon({
    url,
    headers: allHeaders,
    connections: users,
    duration: durationS,
    onLatency: (ms) => times.push(ms),
  });
  const requests = Math.max(1, r.requests.total);
  const perRequest = (a: number | null, b: number | null) => {
    const s = used(a, b);
    return s === null ? null : (s * 1000) / requests;
  };
  return {
    page,
    users,
    durationS,
    requests: r.requests.total,
    reqPerS: r.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: r.non2xx,
    portalCpuMs: perRequest(portal.cpuSeconds(), before.portal),
    sandboxCpuMs: perRequest(portal.sandbox.cpuSeconds(), before.sandbox),
  };
}
