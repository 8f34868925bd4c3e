import type { StateStore } from "./store.ts";

type Entry = { value: string; expiresAt: number };

/** Bounded so a flood of keys cannot exhaust memory; expired entries go first. */
const MAX_KEYS = 100_000;
/**
 * Expired entries are also swept at most this often (on a write): a key that is never read again
 * (a session's cached profile after it signs out) must not stay until the store is full.
 */
export const SWEEP_INTERVAL_MS = 30_000;

/** The in-process store: right for one instance (and `npm start`); use a shared store for more. */
export function createMemoryStore(now: () => number = Date.now): StateStore & { size(): number } {
  const entries = new Map<string, Entry>();
  let sweptAt = now();

  const sweep = (at: number) => {
    for (const [k, e] of entries) if (e.expiresAt <= at) entries.delete(k);
    sweptAt = at;
  };

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const put = (key: string, value: string, ttlMs: number) => {
    const at = now();
    if (at - sweptAt >= SWEEP_INTERVAL_MS) sweep(at);
    if (!entries.has(key) && entries.size >= MAX_KEYS) {
      sweep(at);
      // Still full: drop the oldest insertions (a Map iterates in insertion order).
      for (const k of entries.keys()) {
        if (entries.size < MAX_KEYS) break;
        entries.delete(k);
      }
    }
    entries.set(key, { value, expiresAt: at + ttlMs });
  };

  return {
    /** Entries held, expired ones not yet swept included. */
    size: () => entries.size,
    async get(key) {
      return live(key)?.value;
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      put(key, value, ttlMs);
      return true;
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      if (!entry) {
        put(key, "1", ttlMs);
        return 1;
      }
      const count = Number(entry.value) + 1;
      entry.value = String(count);
      return count;
    },
    async touch(key, ttlMs) {
      const entry = live(key);
      if (!entry) return undefined;
      entry.expiresAt = now() + ttlMs;
      return entry.value;
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
