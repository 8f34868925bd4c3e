import {
  type BoundedSpace,
  SPACE_NAMES,
  type SpaceName,
  type SpaceSize,
  spaceSizes,
  type StateStore,
} from "./store.ts";

type Entry = { value: string; expiresAt: number };

/**
 * Expired entries are swept at most this often (on a write): a key that is never read again (a
 * session's cached profile after it signs out) must not stay until its space is swept for room.
 */
export const SWEEP_INTERVAL_MS = 30_000;

/** Entries with expiry, swept of expired ones now and then; `live` reads one that has not expired. */
function createEntries<E extends { expiresAt: number }>(
  now: () => number,
  onDrop: (key: string, e: E) => void = () => {},
) {
  const entries = new Map<string, E>();
  let sweptAt = now();
  const drop = (key: string, entry: E) => {
    entries.delete(key);
    onDrop(key, entry);
  };
  const sweep = (at: number) => {
    for (const [k, e] of entries) if (e.expiresAt <= at) drop(k, e);
    sweptAt = at;
  };
  return {
    entries,
    sweep,
    /** Sweeps when the last sweep is old enough (called on writes). */
    maybeSweep(at: number) {
      if (at - sweptAt >= SWEEP_INTERVAL_MS) sweep(at);
    },
    live(key: string): E | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(key, entry);
        return undefined;
      }
      return entry;
    },
    delete(key: string) {
      const entry = entries.get(key);
      if (entry) drop(key, entry);
    },
  };
}

/**
 * A set whose members each expire. A Map keeps insertion order and a member added again moves to
 * the end, so with one ttl per set (an index) the members stand in the order they expire: expired
 * ones are dropped from the front and the cap drops the oldest, each in O(1) per member. The set
 * lives as long as its last member.
 */
type MemberSet = { members: Map<string, number>; expiresAt: number };

function dropExpiredMembers(set: MemberSet, at: number): void {
  for (const [member, expiresAt] of set.members) {
    if (expiresAt > at) break;
    set.members.delete(member);
  }
}

/**
 * The in-process store: right for one instance (and `npm start`); use a shared store for more.
 *
 * The kept space has no ceiling of its own and never drops a live entry: its records are bounded
 * by their lifetimes and the limits on making them (docs/decisions/031). Each bounded space holds
 * at most its capacity of live entries, at most its share per owner, and refuses new ones beyond.
 */
export function createMemoryStore(
  now: () => number = Date.now,
  { spaces: sizes }: { spaces?: Partial<Record<SpaceName, Partial<SpaceSize>>> } = {},
): StateStore & { size(): number } {
  const kept = createEntries<Entry>(now);
  const sets = createEntries<MemberSet>(now);
  const spaces = Object.fromEntries(
    Object.entries(spaceSizes(sizes)).map(([name, size]) => [name, createMemorySpace(now, size)]),
  ) as Record<SpaceName, BoundedSpace & { size(): number }>;

  const put = (key: string, value: string, ttlMs: number) => {
    const at = now();
    kept.maybeSweep(at);
    kept.entries.set(key, { value, expiresAt: at + ttlMs });
  };

  return {
    /** Entries held in every space, expired ones not yet swept included. */
    size: () => kept.entries.size + sets.entries.size + SPACE_NAMES.reduce((n, name) => n + spaces[name].size(), 0),
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
    async addMember(key, member, ttlMs, max) {
      const at = now();
      sets.maybeSweep(at);
      let set = sets.live(key);
      if (!set) {
        set = { members: new Map(), expiresAt: 0 };
        sets.entries.set(key, set);
      }
      dropExpiredMembers(set, at);
      set.members.delete(member);
      set.members.set(member, at + ttlMs);
      set.expiresAt = Math.max(set.expiresAt, at + ttlMs);
      const dropped: string[] = [];
      for (const oldest of set.members.keys()) {
        if (set.members.size <= max) break;
        set.members.delete(oldest);
        dropped.push(oldest);
      }
      return dropped;
    },
    async members(key) {
      const set = sets.live(key);
      if (!set) return [];
      const at = now();
      return [...set.members].flatMap(([member, expiresAt]) => (expiresAt > at ? [member] : []));
    },
    async removeMember(key, member) {
      const set = sets.live(key);
      if (!set?.members.delete(member)) return;
      dropExpiredMembers(set, now());
      if (set.members.size === 0) sets.entries.delete(key);
    },
    spaces,
  };
}

type SpaceEntry = Entry & { owner: string };

function createMemorySpace(now: () => number, { capacity, share }: SpaceSize): BoundedSpace & { size(): number } {
  /** Each owner's keys (their expiry is their entry's): the share is counted from them. */
  const owned = new Map<string, Set<string>>();
  const disown = (key: string, { owner }: SpaceEntry) => {
    const keys = owned.get(owner);
    keys?.delete(key);
    if (keys?.size === 0) owned.delete(owner);
  };
  const space = createEntries<SpaceEntry>(now, disown);
  /** No entry expires before this: a full space is swept only when a place may have come free. */
  let soonest = Infinity;
  const sweep = (at: number) => {
    space.sweep(at);
    soonest = Infinity;
    for (const entry of space.entries.values()) soonest = Math.min(soonest, entry.expiresAt);
  };
  /** The owner's live entries (at most its share, so this is cheap). */
  const heldBy = (owner: string) => {
    for (const key of owned.get(owner) ?? []) space.live(key);
    return owned.get(owner)?.size ?? 0;
  };
  return {
    capacity,
    share,
    size: () => space.entries.size,
    async get(key) {
      return space.live(key)?.value;
    },
    async set(key, value, ttlMs, owner) {
      const at = now();
      space.maybeSweep(at);
      const held = space.live(key);
      if (held) {
        held.value = value;
        held.expiresAt = at + ttlMs;
        return "stored";
      }
      // Full only counts live entries: sweep the expired ones (if any can be) before refusing.
      if (space.entries.size >= capacity && at >= soonest) sweep(at);
      if (space.entries.size >= capacity) return "full";
      if (heldBy(owner) >= share) return "over-share";
      space.entries.set(key, { value, expiresAt: at + ttlMs, owner });
      owned.set(owner, (owned.get(owner) ?? new Set()).add(key));
      soonest = Math.min(soonest, at + ttlMs);
      return "stored";
    },
    async delete(key) {
      space.delete(key);
    },
  };
}
