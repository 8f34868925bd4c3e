import { config } from "#server/config.ts";
import { logger } from "#server/logger.ts";
import { setStateUp } from "#server/metrics.ts";
import { countedStore } from "./counted.ts";
import { createMemoryStore } from "./memory.ts";
import { createRedisClient, createRedisSentinel, createRedisStore, type RedisClient } from "./redis.ts";
import { type SpaceName, type SpaceSize, spaceSizes, type StateStore } from "./store.ts";

export type { BoundedSpace, SpaceName, SpaceWrite, StateStore } from "./store.ts";

/**
 * The portal's one state store (DESIGN §8, docs/decisions/019): Redis when REDIS_URL (or
 * REDIS_SENTINELS) is set, so every instance sharing it behaves as one; otherwise this process's
 * memory (`npm start` needs nothing else).
 */
type Shared = { store: StateStore; redis: RedisClient | null; started: boolean; lastFailureLog: number };

/** Redis at REDIS_URL (one server, or a managed service's one endpoint), or through Sentinel. */
function connectTo(): RedisClient | null {
  if (config.REDIS_URL) return createRedisClient(config.REDIS_URL);
  if (config.REDIS_SENTINELS.length === 0) return null;
  return createRedisSentinel({
    sentinels: config.REDIS_SENTINELS.map(hostAndPort),
    name: config.REDIS_SENTINEL_NAME!,
    password: config.REDIS_PASSWORD,
    sentinelPassword: config.REDIS_SENTINEL_PASSWORD,
  });
}

/** "sentinel-0:26379" or "[::1]:26379" → { host, port }. */
function hostAndPort(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(":");
  return { host: address.slice(0, at).replace(/^\[(.*)\]$/, "$1"), port: Number(address.slice(at + 1)) };
}

/** Where the store is, for the start-up line and errors; never a password. */
export const stateWhere = config.REDIS_URL
  ? `REDIS_URL (${redactRedisUrl(config.REDIS_URL)})`
  : `REDIS_SENTINELS (${config.REDIS_SENTINELS.join(",")}, primary ${config.REDIS_SENTINEL_NAME ?? ""})`;

function createShared(): Shared {
  const spaces = spaceSizesFromConfig();
  const redis = connectTo();
  if (!redis) return { store: createMemoryStore(Date.now, spaces), redis: null, started: true, lastFailureLog: 0 };
  // node-redis reports every failed reconnection as an "error" event: counted into the one-a-minute
  // log line. Before the first connection, connectState() reports the failure itself.
  redis.on("error", (error: unknown) => {
    if (shared.started) reportStateFailure(error);
  });
  redis.on("ready", () => {
    shared.started = true;
    setStateUp(true);
    if (shared.lastFailureLog !== 0) logger.info({ event: "state-store", status: "up" }, "state store reachable again");
    shared.lastFailureLog = 0;
  });
  return { store: createRedisStore(redis, "portal:", spaces), redis, started: false, lastFailureLog: 0 };
}

/**
 * Each bounded space's size from the settings. The share per address is a flood guard, scaled by
 * RATE_LIMIT_FACTOR like the limits (tests raise it), never above the space's capacity.
 */
function spaceSizesFromConfig(): { spaces: Record<SpaceName, SpaceSize> } {
  const share = Math.max(1, Math.round(config.JOURNEYS_PER_IP_MAX * config.RATE_LIMIT_FACTOR));
  return {
    spaces: spaceSizes({
      join: { capacity: config.JOIN_JOURNEYS_MAX, share },
      recovery: { capacity: config.RECOVERY_JOURNEYS_MAX, share },
    }),
  };
}

const shared = createShared();

export const state: StateStore = countedStore(shared.store);

/** The Redis client behind the store (for the rate limiters), or null when the store is in memory. */
export const redisClient: RedisClient | null = shared.redis;

/** Where the state lives, for /readyz and the start-up log line. */
export const stateKind: "memory" | "redis" = shared.redis ? "redis" : "memory";

export class StateStartError extends Error {}

/**
 * Connects to Redis before the portal takes requests. Unreachable → a StateStartError whose
 * message is the one line the portal prints before it refuses to start.
 */
export async function connectState(): Promise<void> {
  const redis = shared.redis;
  if (!redis || redis.isOpen) return;
  try {
    await redis.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StateStartError(`Cannot reach Redis at ${stateWhere}: ${reason}`);
  }
}

export async function disconnectState(): Promise<void> {
  if (shared.redis?.isOpen) await shared.redis.close();
}

/** Whether the store answers now (memory always does); for /readyz. */
export async function stateReady(timeoutMs = 1_000): Promise<boolean> {
  const redis = shared.redis;
  if (!redis) return true;
  if (!redis.isReady) {
    setStateUp(false);
    return false;
  }
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), timeoutMs).unref()),
    ]);
    setStateUp(true);
    return true;
  } catch {
    setStateUp(false);
    return false;
  }
}

/** How often a lost state store is logged: once a minute, however many requests notice it. */
export const STATE_FAILURE_LOG_INTERVAL_MS = 60_000;

/** Notes that the state store failed; logs it at most once a minute (docs/decisions/019). */
export function reportStateFailure(error: unknown, now = Date.now()): void {
  setStateUp(false);
  if (now - shared.lastFailureLog < STATE_FAILURE_LOG_INTERVAL_MS) return;
  shared.lastFailureLog = now;
  const message = error instanceof Error ? error.message : String(error);
  logger.error(
    { event: "state-store", status: "down", err: message },
    "state store unreachable: sign-in, MFA and payments refused until it returns",
  );
}

/** A Redis URL without its password, for logs. */
function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(not a URL)";
  }
}
