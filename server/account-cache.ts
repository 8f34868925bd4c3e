import { reportStateFailure, state } from "./state/index.ts";

/**
 * A short-lived copy of a signed-in session's profile and services in the state store:
 * every signed-in page shows them (header, service switcher, the selected service), and fetching
 * them again on each request put a provider round trip in front of the page's own calls. The
 * account's payment settings (BPAY's biller code and reference, decision 079) are kept the same way.
 *
 * - Keyed by the session id, so another session (or account) never sees them, and shared by
 *   every instance that shares the store.
 * - Forgotten after any call that may change something (the provider client's `afterChange`,
 *   i.e. every call but a GET), so the next page shows what an action changed; otherwise kept for
 *   CACHE_TTL_MS, which bounds how long a change made elsewhere (a call centre) takes to show.
 * - A store failure falls back to the provider: the cache only saves time, it never decides.
 */
export const CACHE_TTL_MS = 120_000;

/** Bump when the cached shapes change, so entries written by an older build are not read. */
const VERSION = 1;
const PARTS = ["profile", "services", "payment-settings"] as const;
type Part = (typeof PARTS)[number];
const keyOf = (sid: string, part: Part) => `account-cache:v${VERSION}:${part}:${sid}`;

export type AccountCache = {
  /** The cached value of `part`, or `load()`'s (then kept). */
  read<T>(part: Part, load: () => Promise<T>): Promise<T>;
  /** Drops every part (after a change). */
  forget(): Promise<void>;
};

export function accountCache(sid: string | undefined): AccountCache {
  if (!sid) return { read: (_part, load) => load(), forget: async () => {} };
  return {
    async read<T>(part: Part, load: () => Promise<T>): Promise<T> {
      const key = keyOf(sid, part);
      const cached = await state.get(key).catch((error: unknown) => {
        reportStateFailure(error);
        return undefined;
      });
      if (cached !== undefined) return JSON.parse(cached) as T;
      const value = await load();
      await state.set(key, JSON.stringify(value), CACHE_TTL_MS).catch(reportStateFailure);
      return value;
    },
    async forget() {
      await Promise.all(PARTS.map((part) => state.delete(keyOf(sid, part)))).catch(reportStateFailure);
    },
  };
}
