import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "#server/config.ts";
import { countRateLimitRefusal, observeStateOperation } from "#server/metrics.ts";
import { redisClient, reportStateFailure } from "#server/state/index.ts";
import type { RedisClient } from "#server/state/redis.ts";

/**
 * Every limit of the portal, on rate-limiter-flexible: in this process's memory, or in Redis
 * when REDIS_URL is set, so several instances share one count (DESIGN §8). Each limit is on by
 * default and scales with RATE_LIMIT_FACTOR.
 *
 * An attempt takes its point before it acts (`attempt`), never "ask whether blocked, count the
 * failure afterwards": attempts arriving together are then checked at most the limit's number of
 * times, on one instance or many (docs/decisions/029).
 *
 * When Redis cannot be reached, a limit either fails closed (sign-in, MFA, payments, card checks,
 * re-authentication, SIM codes, accounts created: "unavailable", which the pages turn into a 503
 * with LIMIT_UNAVAILABLE_MESSAGE) or open (page views, other form posts and journey steps go on
 * uncounted). See docs/decisions/019.
 */

/** What the customer is told when a closed limit cannot be checked. */
export const LIMIT_UNAVAILABLE_MESSAGE = "We cannot do this right now. Try again shortly.";

/**
 * What a success does to its key's count: "keep" counts every attempt; "reset" counts failures
 * only, so a success forgets the key's count (a lockout that the right password clears);
 * "give-back" counts failures only too, but a success returns its own point and leaves the
 * failures of others counted (a ceiling over many devices or customers, which one right
 * password must not clear for all of them).
 */
type OnSuccess = "keep" | "reset" | "give-back";

/** A closed limit refuses when the store cannot count; an open one lets the request through uncounted. */
type Failure = "closed" | "open";

/** A limit: its name (its keys are stored under `portal:limit:<name>:`), attempts per window, and its rules. */
export type LimitRule = { name: string; limit: number; windowMs: number; failure: Failure; onSuccess?: OnSuccess };

/**
 * One counted attempt. "allowed": its point is already taken, before anything was asked; once
 * the attempt is over, `succeeded()` applies the limit's rule, and `giveBack()` returns the point
 * of an attempt that must not count (the provider could not be asked). "over": the key used its
 * limit, and nothing may be asked. "unavailable": a closed limit could not be counted (the store
 * is down), and the request is refused with a 503 and LIMIT_UNAVAILABLE_MESSAGE.
 */
export type Attempt =
  | { readonly outcome: "allowed"; succeeded(): Promise<void>; giveBack(): Promise<void> }
  | { readonly outcome: "over" }
  | { readonly outcome: "unavailable" };

export type RateLimit = {
  /** What the limit is for (e.g. "sign-in-email"). */
  readonly name: string;
  /** Attempts allowed per key and window (RATE_LIMIT_FACTOR applied). */
  readonly points: number;
  /**
   * Takes one point for `key` in one atomic step of the store (consume), and only then says
   * whether the attempt may go on: however many arrive at once, on however many instances, at
   * most `points` are allowed per window.
   */
  attempt(key: string): Promise<Attempt>;
};

/** Gives one point back unless the count is gone (expired or reset): never below zero, never a new window. */
const GIVE_BACK_SCRIPT = `local used = tonumber(redis.call('get', KEYS[1]))
if used and used > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

function createLimiter(name: string, points: number, windowMs: number, redis: RedisClient | null): RateLimiterAbstract {
  const options = { keyPrefix: `portal:limit:${name}`, points, duration: Math.ceil(windowMs / 1000) };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true });
}

/**
 * A limit of `rule.limit` attempts per key in a fixed window of `rule.windowMs` (the window starts
 * with the key's first attempt), counted in Redis when there is a client (the state store's, by
 * default), else in this process's memory.
 */
export function createRateLimit(rule: LimitRule, redis: RedisClient | null = redisClient): RateLimit {
  const { name } = rule;
  const points = Math.max(1, Math.round(rule.limit * config.RATE_LIMIT_FACTOR));
  const limiter = createLimiter(name, points, rule.windowMs, redis);
  const untracked: Attempt = { outcome: "allowed", succeeded: async () => {}, giveBack: async () => {} };

  // Forgetting or returning a point is never worth refusing a request that is already answered.
  const forget = (key: string) => limiter.delete(key).then(() => undefined, reportStateFailure);
  const giveBack = async (key: string) => {
    try {
      if (redis) {
        await redis.eval(GIVE_BACK_SCRIPT, { keys: [limiter.getKey(key)] });
      } else {
        // Read, then return: only a reset landing in between (a success of the same key at the
        // same moment) could leave one spare point, never more.
        const used = await limiter.get(key);
        if (used && used.consumedPoints > 0) await limiter.reward(key, 1);
      }
    } catch (error) {
      reportStateFailure(error);
    }
  };

  return {
    name,
    points,
    async attempt(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          observeStateOperation("limit", true);
          countRateLimitRefusal(name);
          return { outcome: "over" };
        }
        observeStateOperation("limit", false);
        reportStateFailure(rejection);
        return rule.failure === "closed" ? { outcome: "unavailable" } : untracked;
      }
      observeStateOperation("limit", true);
      return {
        outcome: "allowed",
        succeeded: () =>
          rule.onSuccess === "reset" ? forget(key) : rule.onSuccess === "give-back" ? giveBack(key) : Promise.resolve(),
        giveBack: () => giveBack(key),
      };
    },
  };
}

/**
 * One attempt counted by several limits (the address's, then the account's or the device's):
 * each point is taken in turn before anything is asked. The first limit over or unavailable ends
 * the attempt, and the points already taken are given back, since nothing was tried; otherwise
 * `succeeded()` and `giveBack()` apply to every limit, each by its own rule.
 */
export async function attemptAll(...steps: readonly (readonly [RateLimit, string])[]): Promise<Attempt> {
  const taken: Extract<Attempt, { outcome: "allowed" }>[] = [];
  for (const [limit, key] of steps) {
    const attempt = await limit.attempt(key);
    if (attempt.outcome !== "allowed") {
      await Promise.all(taken.map((earlier) => earlier.giveBack()));
      return attempt;
    }
    taken.push(attempt);
  }
  return {
    outcome: "allowed",
    succeeded: async () => void (await Promise.all(taken.map((attempt) => attempt.succeeded()))),
    giveBack: async () => void (await Promise.all(taken.map((attempt) => attempt.giveBack()))),
  };
}

const MINUTE = 60_000;

/**
 * Every limit, its window and what a success does. Sign-in limits count wrong passwords only: a
 * success resets the count of the key it was tried under (the device, or the account at one
 * address) and gives its point back to the shared ones. Everything else counts each attempt,
 * because each one costs something whatever its answer (an SMS, an email, a provider check, an
 * account). Keys are chosen so that an attacker cannot spend a customer's allowance: a device
 * that signed in before has its own (device cookies), per-address limits are flood guards sized
 * for carrier NAT (configurable), and an attempt the provider never answered gives its points
 * back (docs/decisions/056).
 */
const LIMIT_RULES = {
  /** Wrong passwords from one address, whichever account: a flood guard sized for carrier NAT. */
  signInPerIp: {
    name: "sign-in-ip",
    limit: config.SIGN_IN_PER_IP_LIMIT,
    windowMs: 15 * MINUTE,
    failure: "closed",
    onSuccess: "give-back",
  },
  /** Wrong passwords from a browser the account signed in on before (its device cookie): that device's own lockout. */
  signInPerDevice: { name: "sign-in-device", limit: 10, windowMs: 15 * MINUTE, failure: "closed", onSuccess: "reset" },
  /** Wrong passwords for one account from one address, without its device cookie: the right one clears them. */
  signInPerEmailAndIp: {
    name: "sign-in-email-ip",
    limit: 10,
    windowMs: 15 * MINUTE,
    failure: "closed",
    onSuccess: "reset",
  },
  /**
   * Wrong passwords for one account (by its email) without its device cookie, from every address:
   * the ceiling of the account's untrusted devices. A right password returns only its own point.
   */
  signInPerEmail: {
    name: "sign-in-email",
    limit: 20,
    windowMs: 15 * MINUTE,
    failure: "closed",
    onSuccess: "give-back",
  },
  /** Sign-in links asked for from one address (each may cost an email): a flood guard. */
  signInLinkPerIp: {
    name: "link-ip",
    limit: config.SIGN_IN_LINKS_PER_IP_LIMIT,
    windowMs: 15 * MINUTE,
    failure: "closed",
  },
  /** Sign-in links asked for one email without its device cookie (the mailbox's guard). */
  signInLinkPerEmail: { name: "link-email", limit: 3, windowMs: 15 * MINUTE, failure: "closed" },
  /** Sign-in links asked for one email from a device it signed in on: an allowance of the device's own. */
  signInLinkPerDevice: { name: "link-device", limit: 3, windowMs: 15 * MINUTE, failure: "closed" },
  /**
   * `?token=` handoffs (a sign-in link opened, an external login) from one address: each is a token
   * exchanged with the provider. A provider that could not be asked gives the point back.
   */
  handoffsPerIp: { name: "handoff-ip", limit: 30, windowMs: 15 * MINUTE, failure: "closed" },
  /** Sessions started from a handoff, per account (confirmed by a POST): each is a session record. */
  handoffSessionsPerAccount: { name: "handoff-account", limit: 10, windowMs: 15 * MINUTE, failure: "closed" },
  /** "Forgot your password?" links asked for from one address (each may cost an email): a flood guard. */
  passwordResetRequestPerIp: {
    name: "password-reset-ip",
    limit: config.PASSWORD_RESET_REQUESTS_PER_IP_LIMIT,
    windowMs: 15 * MINUTE,
    failure: "closed",
  },
  /** Reset links asked for one email without its device cookie, whether or not it has an account (the answer is the same). */
  passwordResetRequestPerEmail: { name: "password-reset-email", limit: 3, windowMs: 15 * MINUTE, failure: "closed" },
  /** Reset links asked for one email from a device it signed in on: an allowance of the device's own. */
  passwordResetRequestPerDevice: {
    name: "password-reset-device",
    limit: 3,
    windowMs: 15 * MINUTE,
    failure: "closed",
  },
  /** New passwords sent with a reset link, from one address: a guesser of links gets nowhere fast. */
  passwordResetPerIp: { name: "password-reset-use-ip", limit: 20, windowMs: 15 * MINUTE, failure: "closed" },
  /** One-time codes sent (each costs an SMS or email), per session. */
  mfaSendPerSession: { name: "mfa-send", limit: 5, windowMs: 10 * MINUTE, failure: "closed" },
  /** One-time codes entered, per session, right or wrong (a session needs one right code). */
  mfaVerifyPerSession: { name: "mfa-verify", limit: 10, windowMs: 10 * MINUTE, failure: "closed" },
  /** Card details checked with the provider (tokenised), per account: a stolen-card tester's limit. */
  cardChecksPerAccount: { name: "card-checks", limit: 10, windowMs: 15 * MINUTE, failure: "closed" },
  /** Payments submitted, per account. */
  paymentsPerAccount: { name: "payments", limit: 10, windowMs: 15 * MINUTE, failure: "closed" },
  /**
   * Wrong current passwords when changing contact or payment details (re-authentication) or the
   * password itself, per account: the right one clears them.
   */
  reauthPerAccount: { name: "reauth-account", limit: 5, windowMs: 15 * MINUTE, failure: "closed", onSuccess: "reset" },
  /** Codes sent to a number being kept or an email (SIM activation), per session: each costs an SMS or email. */
  activationCodeSendsPerSession: { name: "activation-code-send", limit: 5, windowMs: 15 * MINUTE, failure: "closed" },
  /** Codes entered in a SIM activation (port-in, email), per session, right or wrong. */
  activationCodeChecksPerSession: {
    name: "activation-code-check",
    limit: 10,
    windowMs: 15 * MINUTE,
    failure: "closed",
  },
  /** Form posts from one address: a flood guard sized for carrier NAT. */
  formPostsPerIp: { name: "form-posts-ip", limit: config.FORM_POSTS_PER_IP_LIMIT, windowMs: MINUTE, failure: "open" },
  /** Steps of the join journey (/signup: searches, qualification, quotes), per IP: a scraper's or bot's limit. */
  joinStepsPerIp: { name: "join-steps-ip", limit: 60, windowMs: 15 * MINUTE, failure: "open" },
  /** Accounts created online, per IP. */
  joinCreatePerIp: { name: "join-create-ip", limit: 5, windowMs: 60 * MINUTE, failure: "closed" },
  /** Steps of moving home that ask the provider (address searches, qualification, the move), per session. */
  moveStepsPerSession: { name: "move-steps", limit: 60, windowMs: 15 * MINUTE, failure: "open" },
  /**
   * Support requests sent (complaints, fault reports, support tickets), per account, whatever they
   * say: each lodges a ticket and sends the customer a confirmation. A repeat of one request takes
   * no point (it is sent once: app/lib/outcome.server.ts).
   */
  supportRequestsPerAccount: { name: "support-requests", limit: 10, windowMs: 60 * MINUTE, failure: "closed" },
  /** Page and data requests from one address (static files are served before this): a flood guard sized for carrier NAT. */
  pageViewsPerIp: { name: "page-views-ip", limit: config.PAGE_VIEWS_PER_IP_LIMIT, windowMs: MINUTE, failure: "open" },
  /** Codes sent to a mobile the customer is changing to (decision 060), per session: each costs an SMS. */
  newMobileCodeSendsPerSession: { name: "new-mobile-code-send", limit: 5, windowMs: 15 * MINUTE, failure: "closed" },
  /** Codes entered to confirm a new mobile, per session, right or wrong. */
  newMobileCodeChecksPerSession: {
    name: "new-mobile-code-check",
    limit: 10,
    windowMs: 15 * MINUTE,
    failure: "closed",
  },
  /**
   * Reset links checked with the provider when opened (/password/reset?token=…), from one address:
   * each costs a provider call, and a guesser of links gets nowhere fast (docs/decisions/057).
   */
  passwordResetCheckPerIp: { name: "password-reset-check-ip", limit: 30, windowMs: 15 * MINUTE, failure: "closed" },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;

/** Every limit of the table, counted on `redis` (the state store's client) or in this process's memory. */
export function createLimits(redis: RedisClient | null = redisClient): Record<LimitName, RateLimit> {
  const entries = Object.entries(LIMIT_RULES).map(([key, rule]) => [key, createRateLimit(rule, redis)]);
  return Object.fromEntries(entries) as Record<LimitName, RateLimit>;
}

/** The portal's limits, in one place. */
export const limits = createLimits();
