import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { onFreePorts } from "#tests/free-ports.ts";
import { E2E_SESSION_SECRET } from "./env.ts";

const root = path.resolve(fileURLToPath(import.meta.url), "../../..");

export type OwnPortal = {
  url: string;
  sandboxUrl: string;
  /** The operations port (/healthz, /readyz, /metrics) when asked for, else undefined. */
  opsUrl: string | undefined;
  /** The staff console's listener when asked for, else undefined. */
  staffUrl: string | undefined;
  logs: () => string;
  stop: () => Promise<void>;
};

export type OwnPortalOptions = {
  /** Open the operations port (/healthz, /readyz, /metrics) too; many portals run side by side, so off unless asked. */
  operations?: boolean;
  /** Open the staff console's listener (STAFF_PORT) too; off unless asked, like the operations port. */
  staff?: boolean;
};

/**
 * A portal of a spec's own (its sandbox in the same process), for what the worker's portal
 * cannot show: its log lines (read from its stdout), or another configuration (e.g.
 * WHOLESALER_CODE=OE; a setting given as undefined is left unset). It listens on ports found at
 * run time (tests/free-ports.ts): a spec never names a port, so a portal a failed test left
 * running cannot answer for another spec's.
 */
export function startOwnPortal(
  env: Record<string, string | undefined> = {},
  { operations = false, staff = false }: OwnPortalOptions = {},
): Promise<OwnPortal> {
  return onFreePorts(4, ([port, sandboxPort, opsPort, staffPort]) =>
    startOn(env, port!, sandboxPort!, operations ? opsPort! : undefined, staff ? staffPort! : undefined),
  );
}

async function startOn(
  env: Record<string, string | undefined>,
  port: number,
  sandboxPort: number,
  opsPort: number | undefined,
  staffPort: number | undefined,
): Promise<OwnPortal> {
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_DB: ":memory:",
      SESSION_SECRET: E2E_SESSION_SECRET,
      RATE_LIMIT_FACTOR: "1000",
      LOG_LEVEL: "warn",
      APP_ENV: "development",
      NODE_ENV: "production",
      PROVIDER_API_URL: "",
      ...env,
      // The staff console's listener only where a test asks for it.
      STAFF_PORT: staffPort === undefined ? "off" : String(staffPort),
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      METRICS_PORT: opsPort === undefined ? "off" : String(opsPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    // Its own output first: a port taken before it bound it (EADDRINUSE) means new ports.
    if (child.exitCode !== null) throw new Error(`portal on ${port} exited:\n${output}`);
    try {
      // A file of the build: the public port serves (the probes are on the operations port).
      if ((await fetch(`${url}/robots.txt`)).ok && child.exitCode === null) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`portal on ${port} did not start within 45 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    opsUrl: opsPort === undefined ? undefined : `http://localhost:${opsPort}`,
    staffUrl: staffPort === undefined ? undefined : `http://localhost:${staffPort}`,
    logs: () => output,
    stop,
  };
}
