import { config } from "../config.ts";

/**
 * Fixed-window counters in memory, one per (limit name, key). Every limit in the portal is on by
 * default and scales with RATE_LIMIT_FACTOR. A single process holds them; behind several
 * instances, put the same limits at the proxy as well.
 */
type Window = { count: number; resetAt: number };

export type RateLimit = {
  /** What the limit is for (e.g. "sign-in-email"). */
  readonly name: string;
  /** Counts one attempt for the key; false when the key is over its limit. */
  hit(key: string, now?: number): boolean;
  /** Whether the key is over its limit, without counting. */
  blocked(key: string, now?: number): boolean;
  reset(key: string): void;
};

const MAX_KEYS = 50_000;

export function createRateLimit(name: string, limit: number, windowMs: number): RateLimit {
  const windows = new Map<string, Window>();
  const max = Math.max(1, Math.round(limit * config.RATE_LIMIT_FACTOR));
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    if (!w || w.resetAt <= now) return undefined;
    return w;
  };
  return {
    name,
    hit(key, now = Date.now()) {
      const w = current(key, now);
      if (!w) {
        if (windows.size >= MAX_KEYS) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
          if (windows.size >= MAX_KEYS) windows.clear();
        }
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return true;
      }
      w.count += 1;
      return w.count <= max;
    },
    blocked(key, now = Date.now()) {
      const w = current(key, now);
      return w !== undefined && w.count >= max;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** The portal's limits, in one place. */
export const limits = {
  signInPerIp: createRateLimit("sign-in-ip", 30, 15 * 60_000),
  signInPerEmail: createRateLimit("sign-in-email", 10, 15 * 60_000),
  signInLinkPerIp: createRateLimit("link-ip", 10, 15 * 60_000),
  signInLinkPerEmail: createRateLimit("link-email", 3, 15 * 60_000),
  mfaVerifyPerSession: createRateLimit("mfa-verify", 10, 10 * 60_000),
  formPostsPerIp: createRateLimit("form-posts-ip", 120, 60_000),
  /** Page and data requests (static files are served before this): generous for a real person, shared NAT included. */
  pageViewsPerIp: createRateLimit("page-views-ip", 600, 60_000),
  /** Current-password checks when changing contact or payment details (re-authentication), per account. */
  reauthPerAccount: createRateLimit("reauth-account", 5, 15 * 60_000),
};
