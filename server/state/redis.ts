import { createClient } from "redis";
import type { StateStore } from "./store.ts";

/** The longest wait between reconnection attempts once the portal has started. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * A node-redis client for the state store. While the portal starts, one failed attempt ends the
 * connection (the portal refuses to start); once connected, a lost connection is retried for ever
 * with a short backoff, so the portal recovers by itself when Redis returns. Commands sent while
 * disconnected fail at once (no offline queue): a page never waits for Redis to come back.
 */
export function createRedisClient(url: string) {
  let started = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => (started ? Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS) : false),
    },
  });
  client.once("ready", () => {
    started = true;
  });
  return client;
}

export type RedisClient = ReturnType<typeof createRedisClient>;

/**
 * The state store on Redis: every instance sharing one Redis sees the same values. Keys are the
 * callers' (namespaced, e.g. "session:<sid>") under a common prefix.
 */
export function createRedisStore(client: RedisClient, prefix = "portal:"): StateStore {
  const k = (key: string) => prefix + key;
  return {
    async get(key) {
      return (await client.get(k(key))) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await client.set(k(key), value, { expiration: { type: "PX", value: Math.max(1, Math.ceil(ttlMs)) } });
    },
    async setIfAbsent(key, value, ttlMs) {
      const answer = await client.set(k(key), value, {
        condition: "NX",
        expiration: { type: "PX", value: Math.max(1, Math.ceil(ttlMs)) },
      });
      return answer === "OK";
    },
    async increment(key, ttlMs) {
      // The expiry is set only when the count starts (NX), in the same transaction as the count.
      const [count] = await client
        .multi()
        .incr(k(key))
        .pExpire(k(key), Math.max(1, Math.ceil(ttlMs)), "NX")
        .exec();
      return Number(count);
    },
    async touch(key, ttlMs) {
      // GETEX (Redis 6.2+): read and new expiry in one atomic command; a missing key stays missing.
      return (await client.getEx(k(key), { type: "PX", value: Math.max(1, Math.ceil(ttlMs)) })) ?? undefined;
    },
    async delete(key) {
      await client.del(k(key));
    },
  };
}
