/**
 * What the portal remembers between requests (DESIGN §8): revoked sessions, one-off limits,
 * short caches. One interface; memory is the default, a shared store (Redis) plugs in behind it
 * so several instances behave as one. Keys are namespaced by the caller ("revoked:<sid>").
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
  delete(key: string): Promise<void>;
}
