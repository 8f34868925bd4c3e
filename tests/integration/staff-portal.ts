import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#tests/redis-server.ts";
import { until } from "./spawned-portal.ts";

/**
 * The built portal with its staff listener, in its own process, as the staff console's tests use
 * it: the customer and staff listeners and the sandbox (with its identity provider) on free ports,
 * the audit trail in a file of its own, limits out of the way. `npm test` builds first.
 */
export type StaffPortal = {
  portal: string;
  staff: string;
  sandbox: string;
  /** The audit trail's lines so far, parsed. */
  auditLines(): Record<string, unknown>[];
  stop(): void;
};

const root = path.resolve(import.meta.dirname, "../..");

export async function startStaffPortal(): Promise<StaffPortal> {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("run `npm run build` first");
  const auditFile = path.join(mkdtempSync(path.join(tmpdir(), "staff-audit-")), "audit.jsonl");
  const [port, staffPort, sandboxPort] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["REDIS_URL", "PORTAL_URL", "STAFF_URL"]) delete env[name];
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      APP_ENV: "development",
      PORT: String(port),
      STAFF_PORT: String(staffPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_IDP_PORT: "0",
      SANDBOX_DB: ":memory:",
      METRICS_PORT: "off",
      AUDIT_LOG: auditFile,
      RATE_LIMIT_FACTOR: "1000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const staff = `http://localhost:${staffPort}`;
  await until("the staff listener", async () => (await fetch(`${staff}/staff/login`)).ok || undefined, 60_000).catch(
    (error: unknown) => {
      child.kill("SIGTERM");
      throw new Error(`${String(error)}\n${output}`);
    },
  );
  return {
    portal: `http://localhost:${port}`,
    staff,
    sandbox: `http://127.0.0.1:${sandboxPort}`,
    auditLines: () =>
      (existsSync(auditFile) ? readFileSync(auditFile, "utf8") : "")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () => child.kill("SIGTERM"),
  };
}
