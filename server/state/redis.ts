import { createClient, createSentinel } from "redis";
import { type BoundedSpace, type SpaceName, type SpaceSize, spaceSizes, type StateStore } from "./store.ts";

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
  { spaces: sizes }: { spaces?: Partial<Record<SpaceName, Partial<SpaceSize>>> } = {},
): StateStore {
  const k = (key: string) => prefix + key;
  const spaces = Object.fromEntries(
    Object.entries(spaceSizes(sizes)).map(([name, size]) => [
      name,
      createRedisSpace(client, `${prefix}space:${name}:`, size),
    ]),
  ) as Record<SpaceName, BoundedSpace>;
  return {
    spaces,
    async get(key) {
      return (await client.get(k(key))) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await client.set(k(key), value, { expiration: { type: "PX", value: ms(ttlMs) } });
    },
    async setIfAbsent(key, value, ttlMs) {
      const answer = await client.set(k(key), value, {
        condition: "NX",
        expiration: { type: "PX", value: ms(ttlMs) },
      });
      return answer === "OK";
    },
    async increment(key, ttlMs) {
      // The expiry is set only when the count starts (NX), in the same transaction as the count.
      const [count] = await client.multi().incr(k(key)).pExpire(k(key), ms(ttlMs), "NX").exec();
      return Number(count);
    },
    async touch(key, ttlMs) {
      // GETEX (Redis 6.2+): read and new expiry in one atomic command; a missing key stays missing.
      return (await client.getEx(k(key), { type: "PX", value: ms(ttlMs) })) ?? undefined;
    },
    async delete(key) {
      await client.del(k(key));
    },
    async addMember(key, member, ttlMs, max) {
      const dropped = await client.eval(ADD_MEMBER, {
        keys: [k(key)],
        arguments: [member, String(ms(ttlMs)), String(Math.max(1, Math.floor(max)))],
      });
      return Array.isArray(dropped) ? dropped.map(String) : [];
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

/** A whole number of milliseconds, at least one (Redis refuses a zero expiry). */
const ms = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));

/** Redis's own clock in milliseconds, so that every instance judges expiry alike. */
const NOW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
`;

/**
 * A set whose members each expire: a sorted set scored by each member's expiry, dropped as a whole
 * when its last member expires. Expired members go first (ZREMRANGEBYSCORE), then the new one is
 * added, then those beyond the cap that expire first (ZPOPMIN) are returned: O(log n) each.
 * KEYS: the set. ARGV: member, ttl (ms), the most members it keeps.
 */
const ADD_MEMBER = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[3])
local dropped = {}
if over > 0 then
  local popped = redis.call('ZPOPMIN', KEYS[1], over)
  for i = 1, #popped, 2 do dropped[#dropped + 1] = popped[i] end
end
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], last[2])
return dropped
`;

/** The members that have not expired. KEYS: the set. */
const LIVE_MEMBERS = `${NOW}
return redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. now, '+inf')
`;

/**
 * One write to a bounded space, in one step on the Redis server so that instances racing for the
 * last places cannot overfill it or an owner's share. The space's index (a sorted set of its keys,
 * scored by when each expires) is its count; each owner's keys are a sorted set of their own; an
 * entry is a hash of its value and its owner. Expired members are dropped first; a key already held
 * is always written (and stays its first owner's); a new one only while the index has fewer than
 * the capacity and its owner fewer than the share. Returns 1 stored, 0 full, 2 over the share.
 * KEYS: index, entry, the owner's set. ARGV: value, ttl (ms), capacity, share, the key's name in
 * the index, owner, the prefix of owners' sets.
 */
const SPACE_SET = `${NOW}
local ttl = tonumber(ARGV[2])
local expires = now + ttl
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local owner = redis.call('HGET', KEYS[2], 'owner')
local owned = KEYS[3]
if owner then
  owned = ARGV[7] .. owner
else
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
  redis.call('ZREMRANGEBYSCORE', owned, '-inf', now)
  if redis.call('ZCARD', owned) >= tonumber(ARGV[4]) then return 2 end
  redis.call('HSET', KEYS[2], 'owner', ARGV[6])
end
redis.call('HSET', KEYS[2], 'value', ARGV[1])
redis.call('PEXPIRE', KEYS[2], ttl)
redis.call('ZADD', KEYS[1], expires, ARGV[5])
redis.call('ZADD', owned, expires, ARGV[5])
local last = redis.call('ZRANGE', owned, -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', owned, last[2])
return 1
`;

/** Deletes an entry, its place in the index and in its owner's set. KEYS: index, entry. ARGV: key's name, prefix of owners' sets. */
const SPACE_DELETE = `
local owner = redis.call('HGET', KEYS[2], 'owner')
redis.call('DEL', KEYS[2])
redis.call('ZREM', KEYS[1], ARGV[1])
if owner then redis.call('ZREM', ARGV[2] .. owner, ARGV[1]) end
return 1
`;

function createRedisSpace(client: RedisClient, prefix: string, { capacity, share }: SpaceSize): BoundedSpace {
  const index = `${prefix}index`;
  const entry = (key: string) => `${prefix}entry:${key}`;
  const owners = `${prefix}owner:`;
  return {
    capacity,
    share,
    async get(key) {
      return (await client.hGet(entry(key), "value")) ?? undefined;
    },
    async set(key, value, ttlMs, owner) {
      const stored = await client.eval(SPACE_SET, {
        keys: [index, entry(key), owners + owner],
        arguments: [value, String(ms(ttlMs)), String(capacity), String(share), key, owner, owners],
      });
      return Number(stored) === 1 ? "stored" : Number(stored) === 2 ? "over-share" : "full";
    },
    async delete(key) {
      await client.eval(SPACE_DELETE, { keys: [index, entry(key)], arguments: [key, owners] });
    },
  };
}
