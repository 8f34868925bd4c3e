import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "./spawned-portal.ts";
import { startTestSandbox } from "#sandbox/testing.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { Client, verifiedSession } from "#scripts/lib/session.ts";
import { freePort } from "#tests/redis-server.ts";

/**
 * The metrics as an operator sees them: two portal instances (`node server/index.ts`, the built
 * portal; `npm test` builds before it runs this), each with its own METRICS_PORT, scraped by a
 * real Prometheus (Debian's `prometheus`, which .ci/run installs), whose HTTP API is asked what
 * it scraped. Every wait is on a condition with a deadline.
 */

const root = path.resolve(import.meta.dirname, "../..");
const hasPrometheus = spawnSync("prometheus", ["--version"], { stdio: "ignore" }).status === 0;
const DEMO = { email: "demo@example.com", accountCode: "A10001" };
/** An invoice id no account has: it must reach no label, whatever the page answers. */
const INVOICE_ID = "987654321";

type Instance = { url: string; metricsUrl: string; metricsTarget: string };
const children: ChildProcess[] = [];

function spawnTracked(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; output(): string } {
  let output = "";
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
  return { child, output: () => output };
}

/**
 * A free port can be taken by another test's process before the portal binds it: a start that
 * fails with EADDRINUSE is tried again on new ports.
 */
async function startInstance(providerUrl: string): Promise<Instance> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startInstanceOnce(providerUrl);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startInstanceOnce(providerUrl: string): Promise<Instance> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    PROVIDER_API_URL: providerUrl,
    SESSION_SECRET: "metrics-test-session-secret-0123456789abcdef",
    RATE_LIMIT_FACTOR: "1000",
    LOG_LEVEL: "warn",
  };
  delete env.REDIS_URL;
  delete env.PORTAL_URL;
  const { child, output } = spawnTracked(process.execPath, ["server/index.ts"], env);
  const url = `http://127.0.0.1:${port}`;
  // Two portals start at once beside the rest of the suite: on a busy 2-core machine that can take
  // longer than a quiet start's 2–3 s, so the bound is generous (the wait ends as soon as it answers).
  const started = await until(
    `the portal on ${port} (${output()})`,
    async () => {
      if (child.exitCode !== null) return "exited";
      return (await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).ok || undefined;
    },
    60_000,
  );
  if (started === "exited") throw new Error(`the portal on ${port} exited: ${output()}`);
  const metricsTarget = `127.0.0.1:${metricsPort}`;
  return { url, metricsUrl: `http://${metricsTarget}/metrics`, metricsTarget };
}

async function startPrometheus(targets: string[], dir: string): Promise<string> {
  const port = await freePort();
  const configFile = path.join(dir, "prometheus.yml");
  writeFileSync(
    configFile,
    [
      "global:",
      "  scrape_interval: 1s",
      "  scrape_timeout: 1s",
      "scrape_configs:",
      "  - job_name: portal",
      "    static_configs:",
      `      - targets: [${targets.map((t) => `"${t}"`).join(", ")}]`,
      "",
    ].join("\n"),
  );
  const { child, output } = spawnTracked(
    "prometheus",
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    process.env,
  );
  const url = `http://127.0.0.1:${port}`;
  await until("Prometheus ready", async () => {
    if (child.exitCode !== null) throw new Error(`exited: ${output()}`);
    return (await fetch(`${url}/-/ready`)).ok || undefined;
  });
  return url;
}

async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
}

/** The value of an instant query with one series, or undefined while it has none. */
async function queryOne(prometheus: string, promql: string): Promise<number | undefined> {
  const response = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as { data: { result: { value: [number, string] }[] } };
  const [series] = body.data.result;
  return series ? Number(series.value[1]) : undefined;
}

describe.skipIf(!hasPrometheus)("metrics scraped by Prometheus from two instances", () => {
  let sandbox: RunningSandbox;
  let a: Instance;
  let b: Instance;
  let dir: string;

  beforeAll(async () => {
    if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("run `npm run build` first");
    dir = mkdtempSync(path.join(os.tmpdir(), "portal-metrics-"));
    sandbox = await startTestSandbox();
    [a, b] = await Promise.all([startInstance(sandbox.url), startInstance(sandbox.url)]);
  }, 90_000);

  afterAll(async () => {
    await stopAll();
    await sandbox?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the metrics port labels requests by route pattern and provider calls by call, never with account data", async () => {
    // The public port has no /metrics: it is the portal's own not-found page.
    const publicMetrics = await fetch(`${a.url}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain("# TYPE");

    const cookie = await verifiedSession(a.url, sandbox.url, DEMO.email);
    const client = new Client(a.url);
    client.cookie = cookie;
    await client.expect([200], "GET", "/home");
    await client.expect([200], "GET", "/home.data"); // a client navigation's data request
    await client.expect([200, 303, 404], "GET", `/billing/invoice?id=${INVOICE_ID}`);
    await client.expect([200], "GET", `/billing?page=2&account=${DEMO.accountCode}`);
    await client.expect([404], "GET", `/no-such-page/${DEMO.email}/${DEMO.accountCode}`);

    const text = await (await fetch(a.metricsUrl)).text();
    for (const secret of [DEMO.email, encodeURIComponent(DEMO.email), DEMO.accountCode, INVOICE_ID]) {
      expect(text, "account data in a label").not.toContain(secret);
    }
    expect(text).not.toContain(cookie.split("=")[1]!.slice(0, 40));
    const labels = text.split("\n").filter((line) => line.startsWith("portal_"));
    expect(labels.some((l) => l.includes('route="/home",method="GET",status_class="2xx"'))).toBe(true);
    expect(labels.some((l) => l.includes('route="/billing/invoice"'))).toBe(true);
    expect(labels.some((l) => l.includes('route="/billing",method="GET",status_class="2xx"'))).toBe(true);
    expect(labels.some((l) => l.includes('route="/mfa",method="POST",status_class="3xx"'))).toBe(true);
    expect(labels.some((l) => l.includes('route="other",method="GET",status_class="4xx"'))).toBe(true);
    expect(
      labels.some((l) => /^portal_provider_call_duration_seconds_count\{call="[^"{]+",outcome="ok"\}/.test(l)),
    ).toBe(true);
    expect(labels.some((l) => l.startsWith("portal_state_store_operations_total{"))).toBe(true);
  });

  it("Prometheus scrapes both instances, and a page view moves the request counter", async () => {
    // Each instance has answered /login once before the first scrape, so the series exist.
    await Promise.all([fetch(`${a.url}/login`), fetch(`${b.url}/login`)]);
    const prometheus = await startPrometheus([a.metricsTarget, b.metricsTarget], dir);

    await until("both targets up", async () => {
      const body = (await (await fetch(`${prometheus}/api/v1/targets`)).json()) as {
        data: { activeTargets: { scrapeUrl: string; health: string }[] };
      };
      const up = body.data.activeTargets.filter((t) => t.health === "up").map((t) => t.scrapeUrl);
      return up.includes(a.metricsUrl) && up.includes(b.metricsUrl) ? true : undefined;
    });
    // The targets page says "up" as a scrape ends; the sample is queryable a moment later.
    await until("both instances up in a query", async () =>
      (await queryOne(prometheus, `count(up{job="portal"} == 1)`)) === 2 ? true : undefined,
    );

    const loginViews = (instance: Instance) =>
      `portal_http_request_duration_seconds_count{route="/login",method="GET",status_class="2xx",instance="${instance.metricsTarget}"}`;
    const before = await until("A's /login count scraped", () => queryOne(prometheus, loginViews(a)));
    expect(await until("B's /login count scraped", () => queryOne(prometheus, loginViews(b)))).toBeGreaterThan(0);

    expect((await fetch(`${a.url}/login`)).status).toBe(200);
    const after = await until("A's /login count moved", async () => {
      const value = await queryOne(prometheus, loginViews(a));
      return value !== undefined && value > before ? value : undefined;
    });
    expect(after).toBe(before + 1);
  });
});
