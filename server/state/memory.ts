import { type AnonymousSpace, DEFAULT_ANONYMOUS_CAPACITY, type StateStore } from "./store.ts";

type Entry = { value: string; expiresAt: number };

/**
 * Expired entries are swept at most this often (on a write): a key that is never read again (a
 * session's cached profile after it signs out) must not stay until its space is swept for room.
 */
export const SWEEP_INTERVAL_MS = 30_000;

/** Entries with expiry, swept of expired ones now and then; `live` reads one that has not expired. */
function createEntries(now: () => number) {
  const entries = new Map<string, Entry>();
  let sweptAt = now();
  const sweep = (at: number) => {
    for (const [k, e] of entries) if (e.expiresAt <= at) entries.delete(k);
    sweptAt = at;
  };
  return {
    entries,
    sweep,
    /** Sweeps when the last sweep is old enough (called on writes). */
    maybeSweep(at: number) {
      if (at - sweptAt >= SWEEP_INTERVAL_MS) sweep(at);
    },
    live(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
  };
}

/**
 * The in-process store: right for one instance (and `npm start`); use a shared store for more.
 *
 * The kept space has no ceiling of its own and never drops a live entry: its records are bounded
 * by their lifetimes and the limits on making them (docs/decisions/031). The anonymous space holds
 * at most `anonymousCapacity` live entries and refuses new ones beyond that.
 */
export function createMemoryStore(
  now: () => number = Date.now,
  { anonymousCapacity = DEFAULT_ANONYMOUS_CAPACITY }: { anonymousCapacity?: number } = {},
): StateStore & { size(): number } {
  const kept = createEntries(now);
  const anonymous = createMemoryAnonymousSpace(now, anonymousCapacity);

  const put = (key: string, value: string, ttlMs: number) => {
    const at = now();
    kept.maybeSweep(at);
    kept.entries.set(key, { value, expiresAt: at + ttlMs });
  };

  /** A set's members and their expiry (kept as one entry that lives as long as its last member). */
  const liveSet = (key: string, at: number): Map<string, number> => {
    const entry = kept.live(key);
    const members = new Map<string, number>(entry ? (JSON.parse(entry.value) as [string, number][]) : []);
    for (const [member, expiresAt] of members) if (expiresAt <= at) members.delete(member);
    return members;
  };

  return {
    /** Entries held in both spaces, expired ones not yet swept included. */
    size: () => kept.entries.size + anonymous.size(),
    async get(key) {
      return kept.live(key)?.value;
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      if (kept.live(key)) return false;
      put(key, value, ttlMs);
      return true;
    },
    async increment(key, ttlMs) {
      const entry = kept.live(key);
      if (!entry) {
        put(key, "1", ttlMs);
        return 1;
      }
      const count = Number(entry.value) + 1;
      entry.value = String(count);
      return count;
    },
    async touch(key, ttlMs) {
      const entry = kept.live(key);
      if (!entry) return undefined;
      entry.expiresAt = now() + ttlMs;
      return entry.value;
    },
    async delete(key) {
      kept.entries.delete(key);
    },
    async addMember(key, member, ttlMs) {
      const at = now();
      const set = liveSet(key, at);
      set.set(member, at + ttlMs);
      const latest = Math.max(...set.values());
      put(key, JSON.stringify([...set]), latest - at);
    },
    async members(key) {
      return [...liveSet(key, now()).keys()];
    },
    async removeMember(key, member) {
      const at = now();
      const set = liveSet(key, at);
      if (!set.delete(member)) return;
      if (set.size === 0) kept.entries.delete(key);
      else put(key, JSON.stringify([...set]), Math.max(...set.values()) - at);
    },
    anonymous,
  };
}

function createMemoryAnonymousSpace(now: () => number, capacity: number): AnonymousSpace & { size(): number } {
  const space = createEntries(now);
  return {
    capacity,
    size: () => space.entries.size,
    async get(key) {
      return space.live(key)?.value;
    },
    async set(key, value, ttlMs) {
      const at = now();
      space.maybeSweep(at);
      if (!space.live(key) && space.entries.size >= capacity) {
        // Full only counts live entries: sweep the expired ones before refusing.
        space.sweep(at);
        if (space.entries.size >= capacity) return "full";
      }
      space.entries.set(key, { value, expiresAt: at + ttlMs });
      return "stored";
    },
    async delete(key) {
      space.entries.delete(key);
    },
  };
}
