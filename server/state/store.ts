/**
 * What the portal remembers between requests (DESIGN §8): the sessions that stand, one-off
 * limits, short caches. One interface; memory is the default, a shared store (Redis) plugs in behind it
 * so several instances behave as one. Keys are namespaced by the caller ("session:<sid>").
 *
 * Two spaces (docs/decisions/031). The store's own methods are the **kept** space: sessions,
 * idempotency keys, claims, caches of signed-in pages. Nothing in it is ever evicted
 * to make room: what bounds it is each record's lifetime and the limits on creating it. What
 * signed-out visitors can create (join answers) goes in `anonymous`, a space of its own with a
 * fixed number of entries, so that anonymous traffic can fill only that space and never push a
 * security record out.
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
   * one again renews it). An index, e.g. an account's sign-ins, so that all of them can be found.
   */
  addMember(key: string, member: string, ttlMs: number): Promise<void>;
  /** The set's members that have not expired. */
  members(key: string): Promise<string[]>;
  removeMember(key: string, member: string): Promise<void>;
  /** The bounded space for what signed-out visitors create. */
  readonly anonymous: AnonymousSpace;
}

/** Whether `AnonymousSpace.set` stored the value, or refused a new key because the space is full. */
export type AnonymousWrite = "stored" | "full";

/**
 * A space of at most `capacity` live entries (across every instance sharing the store). When it is
 * full a new key is refused (the caller answers "try again shortly"); nothing already in it is
 * dropped, and a key it holds can always be written again.
 */
export interface AnonymousSpace {
  readonly capacity: number;
  get(key: string): Promise<string | undefined>;
  /** Sets the value for `ttlMs`: a key already held, always; a new key, only while there is room. */
  set(key: string, value: string, ttlMs: number): Promise<AnonymousWrite>;
  delete(key: string): Promise<void>;
}

/** How many anonymous entries a store holds unless told otherwise (ANONYMOUS_JOURNEYS_MAX). */
export const DEFAULT_ANONYMOUS_CAPACITY = 10_000;
