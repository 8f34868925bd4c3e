import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";

/** Where a test's own redis-server listens: tests/free-ports.ts, one mechanism for every test server. */
export { freePort } from "./free-ports.ts";

/**
 * A real redis-server (Debian's `redis-server` package; `.ci/run` installs it when missing) on
 * loopback, without persistence, for the state-store tests and the multi-instance e2e spec.
 */
export type RedisServer = { url: string; port: number; stop(): Promise<void>; start(): Promise<void> };

export function assertRedisInstalled() {
  const found = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
  if (found.error || found.status !== 0) {
    throw new Error("redis-server is not installed: run `apt-get install -y redis-server` (as .ci/run does)");
  }
}

export function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** redis-server's arguments: loopback only, no persistence. */
export const redisServerArgs = (port: number) => [
  "--port",
  String(port),
  "--bind",
  "127.0.0.1",
  "--save",
  "",
  "--appendonly",
  "no",
  "--protected-mode",
  "no",
];

export async function startRedisServer(port: number): Promise<RedisServer> {
  assertRedisInstalled();
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    async start() {
      if (await answersPing(port)) throw new Error(`something already answers on port ${port}`);
      child = spawn("redis-server", redisServerArgs(port), { stdio: "ignore" });
      const deadline = Date.now() + 10_000;
      while (!(await answersPing(port))) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server on ${port} did not start`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop() {
      const running = child;
      child = undefined;
      return new Promise<void>((resolve) => {
        if (!running || running.exitCode !== null) return resolve();
        running.once("exit", () => resolve());
        running.kill("SIGKILL");
      });
    },
  };
  await server.start();
  return server;
}
