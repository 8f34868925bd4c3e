import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { onFreePorts } from "#tests/free-ports.ts";

/**
 * The built portal as an orchestrator runs it: `node server/index.ts` in its own process, the
 * public port and the operations port (METRICS_PORT: /metrics, /healthz, /readyz) on free ports
 * of 127.0.0.1, the provider at `providerUrl`. `npm test` builds before it runs the tests that
 * use this. Every wait is on a condition with a deadline.
 */
export type SpawnedPortal = {
  url: string;
  opsUrl: string;
  child: ChildProcess;
  output(): string;
  /** The process's exit code (or signal), once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, "../..");

export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s (${String(last ?? "")})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** On free ports of this machine; a port taken before the portal bound it means new ports (tests/free-ports.ts). */
export function spawnPortal(providerUrl: string, env: Record<string, string> = {}): Promise<SpawnedPortal> {
  return onFreePorts(2, ([port, opsPort]) => spawnPortalOnce(providerUrl, env, port!, opsPort!));
}

async function spawnPortalOnce(
  providerUrl: string,
  env: Record<string, string>,
  port: number,
  opsPort: number,
): Promise<SpawnedPortal> {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("run `npm run build` first");
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    METRICS_PORT: String(opsPort),
    PROVIDER_API_URL: providerUrl,
    SESSION_SECRET: "spawned-portal-session-secret-0123456789abcdef",
    RATE_LIMIT_FACTOR: "1000",
    LOG_LEVEL: "info",
    // The staff console's listener only where a test asks for it.
    STAFF_PORT: "off",
    ...env,
  };
  delete childEnv.PORTAL_URL;
  if (!env.REDIS_URL) delete childEnv.REDIS_URL;
  let output = "";
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const opsUrl = `http://127.0.0.1:${opsPort}`;
  // Generous: a portal starting beside the rest of the suite on two busy cores; it ends when it listens.
  const started = await until(
    `the portal on ${port}`,
    async () => {
      if (child.exitCode !== null) return "exited";
      return output.includes("portal listening") || undefined;
    },
    60_000,
  );
  if (started === "exited") throw new Error(`the portal on ${port} exited: ${output}`);
  return {
    url,
    opsUrl,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
