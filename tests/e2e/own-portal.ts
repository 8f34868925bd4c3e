import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_SESSION_SECRET } from "./env.ts";

const root = path.resolve(fileURLToPath(import.meta.url), "../../..");

export type OwnPortal = {
  url: string;
  sandboxUrl: string;
  /** The operations port (/healthz, /readyz, /metrics) when METRICS_PORT was given, else undefined. */
  opsUrl: string | undefined;
  logs: () => string;
  stop: () => Promise<void>;
};

/**
 * A portal of a spec's own (its sandbox in the same process) on `port` / `port + 1`, for what the
 * shared server cannot show: its log lines (read from its stdout), or another configuration
 * (e.g. WHOLESALER_CODE=OE; a setting given as undefined is left unset). Ports sit beside the
 * shared ones (E2E_PORT + 10 and up). Its operations port is off unless METRICS_PORT is given.
 */
export async function startOwnPortal(port: number, env: Record<string, string | undefined> = {}): Promise<OwnPortal> {
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_DB: ":memory:",
      SESSION_SECRET: E2E_SESSION_SECRET,
      RATE_LIMIT_FACTOR: "1000",
      LOG_LEVEL: "warn",
      APP_ENV: "development",
      NODE_ENV: "production",
      PROVIDER_API_URL: "",
      // Many portals run side by side here: the operations port only where a spec gives one, and
      // the staff listener likewise (STAFF_PORT).
      METRICS_PORT: "off",
      STAFF_PORT: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      // A file of the build: the public port serves (the probes are on the operations port).
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`portal on ${port} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    sandboxUrl: `http://127.0.0.1:${port + 1}`,
    opsUrl: env.METRICS_PORT && env.METRICS_PORT !== "off" ? `http://localhost:${env.METRICS_PORT}` : undefined,
    logs: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
