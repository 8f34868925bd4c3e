/**
 * What the portal remembers between requests (DESIGN §8): the sessions that stand, one-off
 * limits, short caches. One interface; memory is the default, a shared store (Redis) plugs in
 * behind it so several instances behave as one. Keys are namespaced by the caller ("session:<sid>").
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
}
