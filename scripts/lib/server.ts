// Starts the portal as a child process for the bench and the load test — by default with the
// sandbox provider in its own process (startPortalAndSandbox), or with the sandbox embedded
// (startPortal) — waits until it answers, reads its memory and CPU time, and always stops it
// again. For the load test's compare mode also portal instances sharing a Redis
// (scripts/lib/redis.ts).

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(fileURLToPath(import.meta.url), "../../..");

export type Ports = { port: number; sandboxPort: number };

export type PortalServer = {
  /** http://localhost:PORT (the Origin the CSRF guard accepts). */
  url: string;
  sandboxUrl: string;
  pid: number;
  /** Resident set size of the server process in bytes (VmRSS), or null when it has exited. */
  rss(): number | null;
  /** CPU time (user + system) the server process has used so far, in seconds. */
  cpuSeconds(): number | null;
  /** The last lines the server wrote, for error messages. */
  output(): string;
  stop(): Promise<void>;
};

const children = new Set<ChildProcess>();

/** Kills every child still running: on normal exit, on Ctrl-C and on a crash of the script. */
function killChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}
process.on("exit", killChildren);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and exiting`);
    killChildren();
    process.exit(130);
  });
}

/** Reads VmRSS of a process from /proc (Linux); null if unavailable. */
export function readRss(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in seconds, from /proc; null if unavailable. */
export function readCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after "(comm)": state is field 3, utime 14 and stime 15, in clock ticks (USER_HZ, 100 on Linux).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU time of the whole machine so far (all cores, /proc/stat), busy and in total, in seconds; null if unavailable. */
export function readMachineCpu(): { busy: number; total: number } | null {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!;
    // cpu user nice system idle iowait irq softirq steal (guest time is already in user and nice)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy: busy / 100, total: (busy + idle! + iowait!) / 100 };
  } catch {
    return null;
  }
}

/** Spawns a Node child process (the same Node 24 that runs this script) and tracks it. */
function spawnNode(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output(): string } {
  return spawnTracked(process.execPath, args, env);
}

/** Spawns any program as a tracked child (killed with this script), keeping the tail of its output. */
export function spawnTracked(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; output(): string } {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  child.on("exit", () => children.delete(child));
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString("utf8")).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => tail };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Fails clearly when something already listens on a port (it would answer instead of our server). */
export async function assertPortFree(port: number, host = "127.0.0.1"): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
  if (inUse)
    throw new Error(`port ${port} is already in use (another server?); choose other ports (BENCH_PORT / LOAD_PORT)`);
}

/** Polls a URL until it answers (any status), the child exits, or the time is up. */
async function waitForUrl(url: string, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it answered on ${url}:\n${output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the server did not answer on ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** The production build the server serves; builds it when missing (or when `rebuild`). */
export async function ensureBuild(rebuild: boolean): Promise<void> {
  const serverBuild = path.join(root, "build/server/index.js");
  if (!rebuild && existsSync(serverBuild)) {
    const built = statSync(serverBuild).mtime;
    console.log(`Using the existing build of ${built.toISOString()} (set BENCH_BUILD=1 to rebuild first).`);
    return;
  }
  console.log("Building (npm run build)…");
  const { child, output } = spawnNode([path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    ...process.env,
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}):\n${output()}`);
}

/** The session key every instance started here shares (a cookie from one is valid on all). */
const SESSION_SECRET = process.env.SESSION_SECRET ?? "bench-only-session-secret-0123456789abcdef";

/** Limits scaled far out of reach: they are still counted (in memory or in Redis), never hit. */
const RATE_LIMIT_FACTOR = "100000";

async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    await assertPortFree(port, "127.0.0.1");
    await assertPortFree(port, "::1");
  }
}

/** Spawns `node server/index.ts` with `env` and waits until its public port serves a file. */
async function launchPortal(
  port: number,
  sandboxUrl: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<PortalServer> {
  delete env.PORTAL_URL;
  // Several instances side by side: no metrics port unless asked (the metrics are counted all the same).
  env.METRICS_PORT ??= "off";
  env.STAFF_PORT ??= "off";
  const { child, output } = spawnNode([...nodeArgs, path.join(root, "server/index.ts")], env);
  const url = `http://localhost:${port}`;
  try {
    // The probes are on the operations port, off here: a file of the build says the port serves.
    await waitForUrl(`${url}/robots.txt`, child, output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    sandboxUrl,
    pid: child.pid!,
    rss: () => readRss(child.pid!),
    cpuSeconds: () => readCpuSeconds(child.pid!),
    output,
    stop: () => stopChild(child),
  };
}

/** Starts `node server/index.ts` with a throwaway sandbox store on the given ports. */
export async function startPortal(ports: Ports, extraEnv: Record<string, string> = {}): Promise<PortalServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    // Said outright: unset, APP_ENV follows NODE_ENV=production (secure cookies, which a client on
    // plain http does not send back, and a provider required).
    APP_ENV: process.env.APP_ENV ?? "development",
    PORT: String(ports.port),
    SANDBOX_PORT: String(ports.sandboxPort),
    SANDBOX_DB: ":memory:",
    SESSION_SECRET,
    RATE_LIMIT_FACTOR,
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  await assertPortsFree([ports.port, ports.sandboxPort]);
  delete env.PROVIDER_API_URL;
  delete env.REDIS_URL;
  return launchPortal(ports.port, `http://127.0.0.1:${ports.sandboxPort}`, env);
}

/**
 * One portal instance of several: no sandbox of its own, the provider at `sandboxUrl`, the state
 * store in Redis at `redisUrl` (or in memory when null), the shared SESSION_SECRET.
 */
export async function startPortalInstance(
  port: number,
  sandboxUrl: string,
  redisUrl: string | null,
  nodeArgs: string[] = [],
): Promise<PortalServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: process.env.APP_ENV ?? "development", // as startPortal
    PORT: String(port),
    PROVIDER_API_URL: sandboxUrl,
    SESSION_SECRET,
    RATE_LIMIT_FACTOR,
    LOG_LEVEL: "warn",
  };
  delete env.REDIS_URL;
  if (redisUrl) env.REDIS_URL = redisUrl;
  await assertPortsFree([port]);
  return launchPortal(port, sandboxUrl, env, nodeArgs);
}

/**
 * How the bench and the load test run by default: the sandbox in its own process on
 * `sandboxPort` and one portal instance (memory state) pointed at it, so each one's memory and CPU
 * are its own. `stop()` stops both.
 */
export async function startPortalAndSandbox(
  ports: Ports,
  nodeArgs: string[] = [],
): Promise<PortalServer & { sandbox: ChildServer }> {
  const sandbox = await startSandboxProcess(ports.sandboxPort);
  try {
    const portal = await startPortalInstance(ports.port, sandbox.url, null, nodeArgs);
    return {
      ...portal,
      sandbox,
      stop: async () => {
        await portal.stop();
        await sandbox.stop();
      },
    };
  } catch (error) {
    await sandbox.stop();
    throw error;
  }
}

export type ChildServer = {
  url: string;
  pid: number;
  rss(): number | null;
  cpuSeconds(): number | null;
  output(): string;
  stop(): Promise<void>;
};

/** The sandbox provider in its own process (`npm run sandbox`) with a throwaway `:memory:` store. */
export async function startSandboxProcess(port: number): Promise<ChildServer> {
  await assertPortsFree([port]);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SANDBOX_PORT: String(port),
    SANDBOX_DB: ":memory:",
    // Its staff identity provider on any free port: nothing here signs staff in.
    SANDBOX_IDP_PORT: "0",
    RATE_LIMIT_FACTOR,
    LOG_LEVEL: "warn",
  };
  delete env.SANDBOX_FAULTS;
  const { child, output } = spawnNode([path.join(root, "sandbox/main.ts")], env);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/__sandbox/health`, child, output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    rss: () => readRss(child.pid!),
    cpuSeconds: () => readCpuSeconds(child.pid!),
    output,
    stop: () => stopChild(child),
  };
}

/** A plain node:http server answering a static string: the ceiling of the machine. */
export async function startStaticServer(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const code = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "text/plain"); s.end("ok"); }).listen(${port}, "127.0.0.1");`;
  await assertPortFree(port);
  const { child, output } = spawnNode(["-e", code], { ...process.env });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url, child, output, 10_000);
  return { url, stop: () => stopChild(child) };
}

/** Sets (or with null clears) the sandbox's added latency on every provider call. */
export async function setSandboxLatency(sandboxUrl: string, latencyMs: number | null): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__sandbox/faults`, {
    method: latencyMs === null ? "DELETE" : "POST",
    headers: { "content-type": "application/json" },
    ...(latencyMs === null ? {} : { body: JSON.stringify({ path: "*", latencyMs }) }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the sandbox refused the fault change: HTTP ${response.status}`);
}

export function mib(bytes: number | null): string {
  return bytes === null ? "n/a" : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** The bare React Router app's build (bench/bare/README.md), beside the bench's results. */
const bareBuild = path.join(root, "bench-results/bare-app/server/index.js");

/**
 * Builds the bare app (bench/bare) when its build is missing, older than package-lock.json (the
 * pinned versions changed) or older than its own sources, or when `rebuild`.
 */
export async function ensureBareBuild(rebuild: boolean): Promise<void> {
  const sources = ["package-lock.json", "bench/bare/app/root.tsx", "bench/bare/app/routes/page.tsx"].map(
    (f) => statSync(path.join(root, f)).mtimeMs,
  );
  if (!rebuild && existsSync(bareBuild) && statSync(bareBuild).mtimeMs > Math.max(...sources)) return;
  console.log("Building the bare React Router app (bench/bare)…");
  const { child, output } = spawnNode(
    [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build", path.join(root, "bench/bare")],
    { ...process.env },
  );
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0 || !existsSync(bareBuild)) throw new Error(`building bench/bare failed (exit ${code}):\n${output()}`);
}

/** The bare app (bench/bare/server.ts) on `port`: Express 5 + compression + React Router, nothing of the portal. */
export async function startBareApp(port: number): Promise<ChildServer> {
  await assertPortsFree([port]);
  const { child, output } = spawnNode([path.join(root, "bench/bare/server.ts")], {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(url, child, output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    rss: () => readRss(child.pid!),
    cpuSeconds: () => readCpuSeconds(child.pid!),
    output,
    stop: () => stopChild(child),
  };
}
