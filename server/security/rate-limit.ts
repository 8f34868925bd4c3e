import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "../config.ts";
import { processSingleton } from "../singleton.ts";
import { redisClient, reportStateFailure } from "../state/index.ts";
import type { RedisClient } from "../state/redis.ts";

/**
 * Every limit of the portal, on rate-limiter-flexible: in this process's memory, or in Redis
 * when REDIS_URL is set, so several instances share one count (DESIGN §8). Each limit is on by
 * default and scales with RATE_LIMIT_FACTOR.
 *
 * When Redis cannot be reached, a limit either fails closed (sign-in, MFA, payments, card checks,
 * re-authentication: `LimitUnavailable`, which the pages turn into a 503 "try again shortly") or
 * open (page views and other form posts go on uncounted). See docs/decisions/019.
 */

/** What the customer is told when a closed limit cannot be checked. */
export const LIMIT_UNAVAILABLE_MESSAGE = "We cannot do this right now. Try again shortly.";

/** A closed limit could not be checked: the request is refused with a 503 and LIMIT_UNAVAILABLE_MESSAGE. */
export class LimitUnavailable extends Error {
  override readonly name = "LimitUnavailable";
  readonly status = 503;
  constructor(limit: string) {
    super(`rate limit ${limit} could not be checked`);
  }
}

/**
 * Whether `error` is a LimitUnavailable. By name, not `instanceof`: the limits live once per
 * process (server/singleton.ts), but this module is loaded twice (the server and its build).
 */
export function isLimitUnavailable(error: unknown): error is LimitUnavailable {
  return error instanceof Error && error.name === "LimitUnavailable";
}

export type RateLimit = {
  /** What the limit is for (e.g. "sign-in-email"). */
  readonly name: string;
  /** Counts one attempt for the key; false when the key is over its limit. */
  hit(key: string): Promise<boolean>;
  /** Whether the key has used its limit, without counting. */
  blocked(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
};

type Failure = "closed" | "open";

function createLimiter(name: string, points: number, windowMs: number, redis: RedisClient | null): RateLimiterAbstract {
  const options = { keyPrefix: `portal:limit:${name}`, points, duration: Math.ceil(windowMs / 1000) };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true });
}

/**
 * A limit of `limit` attempts per key in a fixed window of `windowMs`, counted in Redis when
 * there is a client (the state store's, by default), else in this process's memory.
 */
export function createRateLimit(
  name: string,
  limit: number,
  windowMs: number,
  failure: Failure,
  redis: RedisClient | null = redisClient,
): RateLimit {
  const points = Math.max(1, Math.round(limit * config.RATE_LIMIT_FACTOR));
  const limiter = createLimiter(name, points, windowMs, redis);
  /** The answer when the store failed: closed limits refuse, open ones let the request through. */
  const onStoreFailure = <T>(error: unknown, open: T): T => {
    reportStateFailure(error);
    if (failure === "closed") throw new LimitUnavailable(name);
    return open;
  };
  return {
    name,
    async hit(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        return onStoreFailure(rejection, true);
      }
    },
    async blocked(key) {
      try {
        const used = await limiter.get(key);
        return used !== null && used.consumedPoints >= points;
      } catch (error) {
        return onStoreFailure(error, false);
      }
    },
    async reset(key) {
      try {
        await limiter.delete(key);
      } catch (error) {
        // Forgetting a count is never worth refusing a request that already succeeded.
        reportStateFailure(error);
      }
    },
  };
}

function createLimits() {
  return {
    signInPerIp: createRateLimit("sign-in-ip", 30, 15 * 60_000, "closed"),
    signInPerEmail: createRateLimit("sign-in-email", 10, 15 * 60_000, "closed"),
    signInLinkPerIp: createRateLimit("link-ip", 10, 15 * 60_000, "closed"),
    signInLinkPerEmail: createRateLimit("link-email", 3, 15 * 60_000, "closed"),
    /** One-time codes sent (each costs an SMS or email), per session. */
    mfaSendPerSession: createRateLimit("mfa-send", 5, 10 * 60_000, "closed"),
    mfaVerifyPerSession: createRateLimit("mfa-verify", 10, 10 * 60_000, "closed"),
    /** Card details checked with the provider (tokenised), per account: a stolen-card tester's limit. */
    cardChecksPerAccount: createRateLimit("card-checks", 10, 15 * 60_000, "closed"),
    /** Payments submitted, per account. */
    paymentsPerAccount: createRateLimit("payments", 10, 15 * 60_000, "closed"),
    /** Current-password checks when changing contact or payment details (re-authentication), per account. */
    reauthPerAccount: createRateLimit("reauth-account", 5, 15 * 60_000, "closed"),
    /** Codes sent to a number being kept or an email (SIM activation), per session: each costs an SMS or email. */
    activationCodeSendsPerSession: createRateLimit("activation-code-send", 5, 15 * 60_000, "closed"),
    /** Codes entered in a SIM activation (port-in, email), per session. */
    activationCodeChecksPerSession: createRateLimit("activation-code-check", 10, 15 * 60_000, "closed"),
    formPostsPerIp: createRateLimit("form-posts-ip", 120, 60_000, "open"),
    /** Steps of the join journey (/signup: searches, qualification, quotes), per IP: a scraper's or bot's limit. */
    joinStepsPerIp: createRateLimit("join-steps-ip", 60, 15 * 60_000, "open"),
    /** Accounts created online, per IP. */
    joinCreatePerIp: createRateLimit("join-create-ip", 5, 60 * 60_000, "closed"),
    /** Page and data requests (static files are served before this): generous for a real person, shared NAT included. */
    pageViewsPerIp: createRateLimit("page-views-ip", 600, 60_000, "open"),
  };
}

/** The portal's limits, in one place (one set per process, however often this module is loaded). */
export const limits = processSingleton("limits", createLimits);

/** One attempt counted against a limit, as a verdict a page can answer: allowed, over, or unavailable (503). */
export async function attemptWithin(limit: RateLimit, key: string): Promise<"allowed" | "over" | "unavailable"> {
  try {
    return (await limit.hit(key)) ? "allowed" : "over";
  } catch (error) {
    if (isLimitUnavailable(error)) return "unavailable";
    throw error;
  }
}
