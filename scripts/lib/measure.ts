// autocannon (typed for what we use), time to first byte, percentiles and table printing.

import http from "node:http";
import { createRequire } from "node:module";

export type CannonOptions = {
  url: string;
  connections?: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  requests?: { method?: string; path: string; headers?: Record<string, string> }[];
  timeout?: number;
};

type Histogram = {
  average: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  min: number;
  total: number;
};

export type CannonResult = {
  requests: Histogram;
  latency: Histogram;
  totalCompletedRequests?: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
};

type Autocannon = (
  options: CannonOptions,
  callback: (error: Error | null, result: CannonResult) => void,
) => { on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** What a browser sends (Chromium and Firefox): every measured request carries it. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br";

/**
 * One autocannon run. `onLatency` receives each response's time in ms (autocannon's own summary
 * has no 95th percentile).
 */
export function cannon(options: CannonOptions & { onLatency?: (ms: number) => void }): Promise<CannonResult> {
  const { onLatency, ...rest } = options;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: 10, timeout: 10, ...rest }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onLatency) instance.on("response", (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

/** Milliseconds from sending a GET to its first byte of body (headers included). */
export function ttfb(url: string, headers: Record<string, string> = {}): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers, agent: false, timeout: 30_000 }, (response) => {
      let first: number | undefined;
      response.once("data", () => {
        first = performance.now() - started;
      });
      response.on("end", () => resolve({ ms: first ?? performance.now() - started, status: response.statusCode ?? 0 }));
      response.resume();
    });
    request.on("timeout", () => request.destroy(new Error("timed out after 30 s")));
    request.on("error", reject);
  });
}

/** The p-th percentile (0–100) of the values, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * The largest value (NaN for none). Not `Math.max(...values)`: a 10-minute soak has 130,000
 * latencies, more arguments than a call may have ("Maximum call stack size exceeded").
 */
export function maxOf(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let max = -Infinity;
  for (const value of values) if (value > max) max = value;
  return max;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** A plain text table with right-aligned numbers. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 || !/^[\d.,%×x≤ -]+$|^n\/a$/.test(c) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
