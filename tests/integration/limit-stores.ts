// The portal's limits on each store a test wants: this process's memory, or one real redis-server
// shared by two "instances" (two clients, each attempt going to the next one in turn), and a way
// to fire a burst of attempts that are all in flight at once.

import { vi } from "vitest";
import { createLimits, limits } from "#server/security/rate-limit.ts";
import { createRedisClient, type RedisClient } from "#server/state/redis.ts";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";

type LimitTable = ReturnType<typeof createLimits>;

/** One limit as two instances see it: every call goes to the next instance, in turn. */
function alternating<T extends object>(a: T, b: T): T {
  let turn = 0;
  const next = () => (turn++ % 2 === 0 ? a : b) as Record<string, unknown>;
  return new Proxy(a, {
    get(target, property: string) {
      const value = (target as Record<string, unknown>)[property];
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => (next()[property] as (...a: unknown[]) => unknown)(...args);
    },
  });
}

export type LimitStore = {
  readonly kind: "memory" | "redis";
  /** Puts a fresh set of limits (nothing counted yet) in place of the portal's. */
  fresh(): Promise<void>;
  stop(): Promise<void>;
};

/** The portal's limits in memory, fresh for each test. */
export function memoryLimits(): LimitStore {
  const previous = { ...limits };
  return {
    kind: "memory",
    async fresh() {
      Object.assign(limits, createLimits(null));
    },
    async stop() {
      Object.assign(limits, previous);
    },
  };
}

/** The portal's limits on a real redis-server, shared by two instances (two clients). */
export async function redisLimits(): Promise<LimitStore> {
  const previous = { ...limits };
  const server: RedisServer = await startRedisServer(await freePort());
  const clients: RedisClient[] = [createRedisClient(server.url), createRedisClient(server.url)];
  await Promise.all(clients.map((client) => client.connect()));
  const [onA, onB] = clients.map((client) => createLimits(client)) as [LimitTable, LimitTable];
  const table = Object.fromEntries(
    Object.keys(onA).map((name) => [name, alternating(onA[name as keyof LimitTable], onB[name as keyof LimitTable])]),
  );
  return {
    kind: "redis",
    async fresh() {
      await clients[0]!.flushAll();
      Object.assign(limits, table);
    },
    async stop() {
      Object.assign(limits, previous);
      await Promise.all(clients.map((client) => client.close()));
      await server.stop();
    },
  };
}

/** A provider that holds every answer it is asked for until `release()`; counts what reached it. */
export function heldProvider() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = {
    reached: 0,
    /** Counts one call and answers it (or throws) once released. */
    async answer<T>(answer: () => T | Promise<T>): Promise<T> {
      held.reached++;
      await released;
      return answer();
    },
    release,
  };
  return held;
}

/**
 * Fires `count` attempts at once and waits until each has either reached the provider (and is
 * held there) or been answered without it, so every attempt was in flight together; then `during`
 * runs (an attempt made while the burst is still held), the provider answers, and the burst's
 * answers come back.
 */
export async function burst<T, D = void>(
  count: number,
  fire: (index: number) => Promise<T>,
  provider: ReturnType<typeof heldProvider>,
  during: () => Promise<D> = async () => undefined as D,
): Promise<{ answers: T[]; during: D }> {
  let answered = 0;
  const attempts = Array.from({ length: count }, (_, index) =>
    fire(index).finally(() => {
      answered++;
    }),
  );
  await vi.waitFor(() => {
    if (provider.reached + answered < count) throw new Error(`${provider.reached + answered} of ${count} in flight`);
  });
  let duringAnswer: D;
  try {
    duringAnswer = await during();
  } finally {
    provider.release();
  }
  return { answers: await Promise.all(attempts), during: duringAnswer };
}
