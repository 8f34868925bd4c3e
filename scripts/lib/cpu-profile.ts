// Summarises a V8 CPU profile (`node --cpu-prof`) of the portal under load: the time spent in
// each part of serving a page (by the file a function lives in) and the functions with the most
// self time. Self time only: each sample counts once, for the function that was running.

import { readFileSync } from "node:fs";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Where a request's time goes, first match wins (checked against the function's file URL and name). */
const PARTS: { part: string; test: (f: CallFrame) => boolean }[] = [
  { part: "idle (waiting for I/O)", test: (f) => f.functionName === "(idle)" },
  { part: "garbage collection", test: (f) => f.functionName === "(garbage collector)" },
  { part: "session cookie (JWE decrypt/encrypt)", test: (f) => /\/jose\/|\/server\/session\.ts/.test(f.url) },
  { part: "provider answers: validation (zod)", test: (f) => /\/zod\//.test(f.url) },
  {
    part: "provider calls (fetch/undici, JSON)",
    test: (f) => /undici|internal\/deps\/undici|\/server\/provider\//.test(f.url) || f.functionName === "parse",
  },
  { part: "render (React DOM server)", test: (f) => /\/react-dom\/|\/react\/|\/scheduler\//.test(f.url) },
  { part: "React Router (routing, loaders, data)", test: (f) => /\/react-router\/|\/@react-router\//.test(f.url) },
  { part: "portal code (app, server)", test: (f) => /\/build\/server\/|\/server\/|\/app\//.test(f.url) },
  { part: "compression (gzip)", test: (f) => /compression|zlib/.test(f.url) },
  { part: "state store and rate limits", test: (f) => /rate-limiter-flexible|@redis|\/redis\//.test(f.url) },
  { part: "logging (pino)", test: (f) => /pino|sonic-boom/.test(f.url) },
  {
    part: "Express and HTTP",
    test: (f) => /\/express\/|\/router\/|body-parser|_http_|node:http|node:net|internal\/streams/.test(f.url),
  },
  { part: "native and V8 (program)", test: (f) => f.functionName === "(program)" || f.url === "" },
  { part: "other", test: () => true },
];

export type ProfileSummary = {
  /** Sampled time, idle excluded, in ms. */
  busyMs: number;
  idleMs: number;
  parts: { part: string; ms: number; share: number }[];
  top: { fn: string; where: string; ms: number; share: number }[];
};

function shortUrl(url: string): string {
  if (url === "") return "(native)";
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules >= 0) return url.slice(inModules + "node_modules/".length);
  return url.replace(/^file:\/\/.*?\/(app|server|build|sandbox|scripts)\//, "$1/");
}

/** Microseconds on the clock V8's profiles use (CLOCK_MONOTONIC on Linux, as process.hrtime). */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * `window` (monotonicUs() values taken around the load) keeps only the samples taken while the
 * page was under load: start-up, sign-in and shutdown are left out.
 */
export function summariseCpuProfile(
  file: string,
  window?: { fromUs: number; toUs: number },
  topN = 15,
): ProfileSummary & { windowed: boolean } {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const windowed = window !== undefined && window.fromUs >= profile.startTime && window.toUs <= profile.endTime;
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (windowed && (at < window.fromUs || at > window.toUs)) continue;
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  }
  const parts = new Map<string, number>();
  const functions = new Map<string, { fn: string; where: string; us: number }>();
  let idleUs = 0;
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const part = PARTS.find((p) => p.test(frame))!.part;
    if (part.startsWith("idle")) {
      idleUs += us;
      continue;
    }
    busyUs += us;
    parts.set(part, (parts.get(part) ?? 0) + us);
    const where = `${shortUrl(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
    const key = `${frame.functionName}@${where}`;
    const entry = functions.get(key) ?? { fn: frame.functionName || "(anonymous)", where, us: 0 };
    entry.us += us;
    functions.set(key, entry);
  }
  const share = (us: number) => us / Math.max(1, busyUs);
  return {
    windowed,
    busyMs: busyUs / 1000,
    idleMs: idleUs / 1000,
    parts: [...parts].map(([part, us]) => ({ part, ms: us / 1000, share: share(us) })).sort((a, b) => b.ms - a.ms),
    top: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, topN)
      .map((f) => ({ fn: f.fn, where: f.where, ms: f.us / 1000, share: share(f.us) })),
  };
}
