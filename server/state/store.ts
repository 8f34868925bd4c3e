/**
 * What the portal remembers between requests (DESIGN §8): the sessions that stand, one-off
 * limits, short caches. One interface; memory is the default, a shared store (Redis) plugs in behind it
 * so several instances behave as one. Keys are namespaced by the caller ("session:<sid>").
 *
 * The store's own methods are the **kept** space: sessions, idempotency keys, claims, caches of
 * signed-in pages. Nothing in it is ever evicted to make room: what bounds it is each record's
 * lifetime and the limits on creating it (docs/decisions/031, 057). What signed-out visitors can
 * create goes in a **bounded space** of its own (`spaces`), one per task, each with a fixed number of
 * entries and a share per client address, so that anonymous traffic can fill only its own space,
 * never another task's, never push a security record out, and one address never fills a space alone.
 */
export interface StateStore {
  /** The value, or undefined when absent or expired. */
  get(key: string): Promise<string | undefined>;
  /** Sets the value for `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the value only when the key is absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds one and returns the new count; the expiry is set when the count starts. */
  increment(key: string, ttlMs: number): Promise<number>;
  /**
   * The value, its expiry reset to `ttlMs` from now, in one step; undefined when absent or expired,
   * and then nothing is created (a key that ran out is never revived).
   */
  touch(key: string, ttlMs: number): Promise<string | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Adds `member` to the set at `key`, for `ttlMs` from now (each member has its own expiry; adding
   * one again renews it), and keeps at most `max` members: beyond that, those that expire first
   * (with one `ttlMs` for the whole set, the oldest) leave the set, and are returned so the caller
   * can end what they stand for. An index, e.g. an account's sign-ins, so that all of them can be
   * found. Expired members are dropped as it goes: each call costs O(log n), never a rewrite of
   * the whole set.
   */
  addMember(key: string, member: string, ttlMs: number, max: number): Promise<string[]>;
  /** The set's members that have not expired. */
  members(key: string): Promise<string[]>;
  removeMember(key: string, member: string): Promise<void>;
  /** The bounded spaces for what signed-out visitors create, by task. */
  readonly spaces: Readonly<Record<SpaceName, BoundedSpace>>;
}

/**
 * The bounded spaces: `join` holds the answers of people joining online (/signup); `recovery` the
 * signed-out password tasks (/password/forgot, /password/reset). Filling one never stops the other.
 */
export const SPACE_NAMES = ["join", "recovery"] as const;
export type SpaceName = (typeof SPACE_NAMES)[number];

/**
 * What `BoundedSpace.set` did: stored the value; or refused a new key because the space is full,
 * or because the owner (a client address) already holds its share of it.
 */
export type SpaceWrite = "stored" | "full" | "over-share";

/**
 * A space of at most `capacity` live entries (across every instance sharing the store), of which
 * one owner holds at most `share`. A new key beyond either is refused (the caller answers "try
 * again"); nothing already in it is dropped, and a key it holds can always be written again, from
 * any address (it stays its first owner's).
 */
export interface BoundedSpace {
  readonly capacity: number;
  readonly share: number;
  get(key: string): Promise<string | undefined>;
  /** Sets the value for `ttlMs`: a key already held, always; a new key, only while there is room for it and its owner. */
  set(key: string, value: string, ttlMs: number, owner: string): Promise<SpaceWrite>;
  delete(key: string): Promise<void>;
}

/** A space's size: its entries, and how many one owner may hold (never more than the capacity). */
export type SpaceSize = { capacity: number; share: number };

/** How big each space is unless told otherwise (JOIN_JOURNEYS_MAX, RECOVERY_JOURNEYS_MAX, JOURNEYS_PER_IP_MAX). */
export const DEFAULT_SPACE_SIZE: SpaceSize = { capacity: 10_000, share: 50 };

/** Each space's size: the given ones, the default for the rest; a share never above its capacity. */
export function spaceSizes(given: Partial<Record<SpaceName, Partial<SpaceSize>>> = {}): Record<SpaceName, SpaceSize> {
  const sizes = {} as Record<SpaceName, SpaceSize>;
  for (const name of SPACE_NAMES) {
    const { capacity, share } = { ...DEFAULT_SPACE_SIZE, ...given[name] };
    sizes[name] = { capacity, share: Math.min(share, capacity) };
  }
  return sizes;
}
