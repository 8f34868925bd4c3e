import { createClient, createSentinel } from "redis";
import { type AnonymousSpace, DEFAULT_ANONYMOUS_CAPACITY, type StateStore } from "./store.ts";

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

/** Redis Sentinel: where to ask for the primary, and the passwords (docs/deployment.md). */
export type SentinelSettings = {
  sentinels: { host: string; port: number }[];
  name: string;
  password?: string;
  sentinelPassword?: string;
};

/**
 * A client that asks Redis Sentinel for the primary and follows a failover: the sentinels announce
 * the new primary and the client moves its connections there. As with one Redis, commands fail at
 * once while no primary answers (no rediscovery loop inside a command: a page never waits for
 * the failover), and the store works again as soon as the sentinels name a primary.
 */
export function createRedisSentinel({ sentinels, name, password, sentinelPassword }: SentinelSettings) {
  const socket = {
    connectTimeout: 2_000,
    reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
  };
  return createSentinel({
    name,
    sentinelRootNodes: sentinels,
    maxCommandRediscovers: 0,
    nodeClientOptions: { disableOfflineQueue: true, socket, ...(password && { password }) },
    sentinelClientOptions: { socket, ...(sentinelPassword && { password: sentinelPassword }) },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient> | ReturnType<typeof createRedisSentinel>;

/**
 * The state store on Redis: every instance sharing one Redis sees the same values. Keys are the
 * callers' (namespaced, e.g. "session:<sid>") under a common prefix.
 */
export function createRedisStore(
  client: RedisClient,
  prefix = "portal:",
  { anonymousCapacity = DEFAULT_ANONYMOUS_CAPACITY }: { anonymousCapacity?: number } = {},
): StateStore {
  const k = (key: string) => prefix + key;
  return {
    anonymous: createRedisAnonymousSpace(client, `${prefix}anon:`, anonymousCapacity),
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
    async addMember(key, member, ttlMs) {
      await client.eval(ADD_MEMBER, { keys: [k(key)], arguments: [member, String(Math.max(1, Math.ceil(ttlMs)))] });
    },
    async members(key) {
      const members = await client.eval(LIVE_MEMBERS, { keys: [k(key)] });
      return Array.isArray(members) ? members.map(String) : [];
    },
    async removeMember(key, member) {
      await client.zRem(k(key), member);
    },
  };
}

/**
 * A set whose members each expire: a sorted set scored by each member's expiry (on Redis's own
 * clock), dropped as a whole when its last member expires. KEYS: the set. ARGV: member, ttl (ms).
 */
const ADD_MEMBER = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], last[2])
return 1
`;

/** The members that have not expired. KEYS: the set. */
const LIVE_MEMBERS = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
return redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. now, '+inf')
`;

/**
 * One write to the anonymous space, in one step on the Redis server so that instances racing for
 * the last places cannot overfill it. The index (a sorted set of the space's keys, scored by when
 * each expires, on Redis's own clock) is the count: expired members are dropped first; a key
 * already held is always written; a new one only while the index has fewer than the capacity.
 * KEYS: index, key. ARGV: value, ttl (ms), capacity, the key's name in the index.
 */
const ANONYMOUS_SET = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[4]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ttl)
redis.call('ZADD', KEYS[1], now + ttl, ARGV[4])
return 1
`;

function createRedisAnonymousSpace(client: RedisClient, prefix: string, capacity: number): AnonymousSpace {
  const index = `${prefix}index`;
  const k = (key: string) => `${prefix}entry:${key}`;
  return {
    capacity,
    async get(key) {
      return (await client.get(k(key))) ?? undefined;
    },
    async set(key, value, ttlMs) {
      const ttl = String(Math.max(1, Math.ceil(ttlMs)));
      const stored = await client.eval(ANONYMOUS_SET, {
        keys: [index, k(key)],
        arguments: [value, ttl, String(capacity), key],
      });
      return Number(stored) === 1 ? "stored" : "full";
    },
    async delete(key) {
      await client.multi().del(k(key)).zRem(index, key).exec();
    },
  };
}
