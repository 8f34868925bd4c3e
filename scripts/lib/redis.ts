// A real redis-server (Debian's `redis-server` package, as tests/redis-server.ts uses) for the
// load test's compare mode, tracked like the other children (stopped with the script, Ctrl-C
// included), and what the load test reads from it: commands executed (INFO commandstats), the
// round trips they came in, memory, and the size of each kind of key the portal wrote.

import { createClient } from "redis";
import { answersPing, assertRedisInstalled, redisServerArgs } from "#tests/redis-server.ts";
import { assertPortFree, readCpuSeconds, readRss, spawnTracked, stopChild, type ChildServer } from "./server.ts";

/** redis-server on loopback, no persistence, on `port`. */
export async function startRedis(port: number): Promise<ChildServer> {
  assertRedisInstalled();
  await assertPortFree(port);
  const { child, output } = spawnTracked("redis-server", redisServerArgs(port), { ...process.env });
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopChild(child);
      throw new Error(`redis-server on ${port} did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}/0`,
    pid: child.pid!,
    rss: () => readRss(child.pid!),
    cpuSeconds: () => readCpuSeconds(child.pid!),
    output,
    stop: () => stopChild(child),
  };
}

export type CommandStats = Record<string, { calls: number; usec: number }>;

export type RedisSnapshot = { commands: CommandStats; usedMemory: number; keys: number };

/** `INFO` sections as key → value. */
function parseInfo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0 && !line.startsWith("#")) entries.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return entries;
}

/** Commands this script sends itself (never the portal): left out of every count. */
const OWN_COMMANDS = new Set(["info", "dbsize", "scan", "memory|usage", "client|setinfo", "hello", "select"]);

export type RedisProbe = {
  snapshot(): Promise<RedisSnapshot>;
  /** Each kind of key under portal: (its variable last part replaced by *): how many, and bytes per key. */
  keySizes(samplesPerKind?: number): Promise<{ kind: string; count: number; bytesPerKey: number }[]>;
  close(): Promise<void>;
};

export async function probeRedis(url: string): Promise<RedisProbe> {
  const client = createClient({ url });
  client.on("error", () => undefined);
  await client.connect();
  return {
    async snapshot() {
      const stats = parseInfo(await client.info("commandstats"));
      const memory = parseInfo(await client.info("memory"));
      const commands: CommandStats = {};
      for (const [key, value] of stats) {
        const name = key.replace(/^cmdstat_/, "");
        if (name === key || OWN_COMMANDS.has(name)) continue;
        const calls = /calls=(\d+)/.exec(value);
        const usec = /usec=(\d+)/.exec(value);
        commands[name] = { calls: Number(calls?.[1] ?? 0), usec: Number(usec?.[1] ?? 0) };
      }
      return { commands, usedMemory: Number(memory.get("used_memory") ?? 0), keys: await client.dbSize() };
    },
    async keySizes(samplesPerKind = 20) {
      const kinds = new Map<string, string[]>();
      const count = new Map<string, number>();
      for await (const batch of client.scanIterator({ MATCH: "portal:*", COUNT: 1000 })) {
        for (const key of batch) {
          const kind = kindOf(key);
          count.set(kind, (count.get(kind) ?? 0) + 1);
          const sample = kinds.get(kind) ?? [];
          if (sample.length < samplesPerKind) sample.push(key);
          kinds.set(kind, sample);
        }
      }
      const sizes = [];
      for (const [kind, keys] of kinds) {
        let bytes = 0;
        for (const key of keys)
          bytes += Number((await client.sendCommand(["MEMORY", "USAGE", key, "SAMPLES", "0"])) ?? 0);
        sizes.push({ kind, count: count.get(kind) ?? 0, bytesPerKey: Math.round(bytes / keys.length) });
      }
      return sizes.sort((a, b) => b.count - a.count);
    },
    async close() {
      await client.close();
    },
  };
}

/** "portal:limit:mfa-send:<sid>" → "portal:limit:mfa-send:*"; "portal:session-revoked:<sid>" → "portal:session-revoked:*". */
function kindOf(key: string): string {
  const parts = key.split(":");
  const fixed = key.startsWith("portal:limit:") ? 3 : 2;
  return parts.length > fixed ? `${parts.slice(0, fixed).join(":")}:*` : key;
}

export function diffStats(before: CommandStats, after: CommandStats): CommandStats {
  const delta: CommandStats = {};
  for (const [name, now] of Object.entries(after)) {
    const then = before[name] ?? { calls: 0, usec: 0 };
    if (now.calls - then.calls > 0) delta[name] = { calls: now.calls - then.calls, usec: now.usec - then.usec };
  }
  return delta;
}

/**
 * Redis counts every command it executes, including those a script or a batch runs for one
 * request. The round trips — requests the portal sends and waits for — follow from what the
 * portal's code sends (server/state/redis.ts, rate-limiter-flexible's RateLimiterRedis):
 *  - a limit's hit is one EVAL whose script runs SET NX, INCRBY and PTTL (and EXPIRE when a key
 *    has lost its expiry); INCRBY is used nowhere else: 1 round trip, 4 (or 5) commands;
 *  - a limit's lookup (`blocked`) is GET + PTTL sent together (node-redis `multi().exec(true)` is
 *    a pipeline, without MULTI/EXEC): 1 round trip, 2 commands. PTTL outside scripts is only this;
 *  - the store's increment is MULTI, INCR, PEXPIRE, EXEC (INCR is used nowhere else): 1 round trip;
 *  - everything else (the store's GET, SET, DEL; PING) is one round trip per command.
 * `exact` is false when the counts do not fit that shape (e.g. after a code change).
 */
export function roundTripsOf(delta: CommandStats): {
  commands: number;
  roundTrips: number;
  usec: number;
  exact: boolean;
} {
  const calls = (name: string) => delta[name]?.calls ?? 0;
  const commands = Object.values(delta).reduce((sum, c) => sum + c.calls, 0);
  const usec = Object.values(delta).reduce((sum, c) => sum + c.usec, 0);
  const scripts = calls("eval") + calls("evalsha");
  const lookups = calls("pttl") - scripts;
  const increments = calls("incr");
  const batched = new Set([
    "eval",
    "evalsha",
    "incrby",
    "set",
    "get",
    "pttl",
    "expire",
    "multi",
    "exec",
    "incr",
    "pexpire",
  ]);
  const single = Object.entries(delta)
    .filter(([name]) => !batched.has(name))
    .reduce((sum, [, c]) => sum + c.calls, 0);
  const roundTrips = scripts + lookups + increments + (calls("get") - lookups) + (calls("set") - scripts) + single;
  const exact =
    calls("incrby") === scripts &&
    lookups >= 0 &&
    calls("get") >= lookups &&
    calls("set") >= scripts &&
    calls("pexpire") === increments &&
    calls("multi") === calls("exec") &&
    (calls("multi") === increments || calls("multi") === increments + lookups);
  return { commands, roundTrips, usec, exact };
}
