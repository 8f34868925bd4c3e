import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { answersPing, freePort, redisServerArgs } from "./redis-server.ts";

/**
 * A replicated Redis watched by Sentinel, from Debian's packages (`redis-server` and
 * `redis-sentinel`; `.ci/run` installs them when missing), on loopback: a primary, one replica and
 * one sentinel (quorum 1) that declares the primary down after `downAfterMs` and promotes the
 * replica. Every wait is on a condition with a deadline.
 */
export type SentinelSetup = {
  name: string;
  sentinel: { host: string; port: number };
  primaryPort: number;
  replicaPort: number;
  /** The port the sentinel names as the primary now. */
  primaryNow(): Promise<number>;
  /** Stops the primary as a crash would (SIGKILL). */
  killPrimary(): Promise<void>;
  stop(): Promise<void>;
};

export function assertSentinelInstalled() {
  const found = spawnSync("redis-sentinel", ["--version"], { encoding: "utf8" });
  if (found.error || found.status !== 0) {
    throw new Error("redis-sentinel is not installed: run `apt-get install -y redis-sentinel` (as .ci/run does)");
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One command on a fresh connection (to a sentinel or a server). */
async function command(port: number, args: string[]): Promise<unknown> {
  const client = createClient({ socket: { host: "127.0.0.1", port, reconnectStrategy: false } });
  client.on("error", () => {});
  await client.connect();
  try {
    return await client.sendCommand(args);
  } finally {
    client.destroy();
  }
}

export async function startSentinelSetup(name = "portal", downAfterMs = 1_000): Promise<SentinelSetup> {
  assertSentinelInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), "portal-sentinel-"));
  const [primaryPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  const run = (program: string, args: string[]) => {
    const child = spawn(program, args, { cwd: dir, stdio: "ignore" });
    children.push(child);
    return child;
  };
  // No wait before a replica's first sync (Redis waits 5 s by default for more replicas to join).
  const primary = run("redis-server", [...redisServerArgs(primaryPort), "--repl-diskless-sync-delay", "0"]);
  run("redis-server", [...redisServerArgs(replicaPort), "--replicaof", "127.0.0.1", String(primaryPort)]);
  // Sentinel rewrites its configuration file as it learns: it must be its own, writable.
  const config = path.join(dir, "sentinel.conf");
  writeFileSync(
    config,
    [
      `port ${sentinelPort}`,
      "bind 127.0.0.1",
      `dir ${dir}`,
      `sentinel monitor ${name} 127.0.0.1 ${primaryPort} 1`,
      `sentinel down-after-milliseconds ${name} ${downAfterMs}`,
      `sentinel failover-timeout ${name} 10000`,
      "",
    ].join("\n"),
  );

  const setup: SentinelSetup = {
    name,
    sentinel: { host: "127.0.0.1", port: sentinelPort },
    primaryPort,
    replicaPort,
    async primaryNow() {
      const [, port] = (await command(sentinelPort, ["SENTINEL", "get-master-addr-by-name", name])) as string[];
      return Number(port);
    },
    async killPrimary() {
      const exited = new Promise((resolve) => primary.once("exit", resolve));
      primary.kill("SIGKILL");
      await exited;
    },
    async stop() {
      await Promise.all(
        children.map((child) => {
          if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGKILL");
          return exited;
        }),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await until("the replica in sync", async () =>
      String(await command(replicaPort, ["INFO", "replication"])).includes("master_link_status:up"),
    );
    // Started once the replica is in sync, the sentinel finds it in the primary's first INFO (the
    // next one is 10 s later) and can promote it.
    run("redis-sentinel", [config]);
    await until("the sentinel answers", () => answersPing(sentinelPort));
    await until("the sentinel knows the replica", async () => {
      const replicas = (await command(sentinelPort, ["SENTINEL", "replicas", name])) as Record<string, string>[];
      return replicas.some((r) => r.port === String(replicaPort));
    });
  } catch (error) {
    await setup.stop();
    throw error;
  }
  return setup;
}
