import type { Store, Table } from "#sandbox/store.ts";

/**
 * A provider's limit on codes sent to one account (MFA, a new mobile): at most `limit` in
 * `windowMs`. Sends are stored in time order and none is stored past the limit, so the window is
 * full exactly when the limit-th newest send is in it (one row read, however many were sent).
 * The 429 answer to give when it is full, or null.
 */
export function sendWindowFull<T>(
  store: Store,
  table: Table,
  accountCode: string,
  sentAt: (data: T) => number,
  { limit, windowMs, now }: { limit: number; windowMs: number; now: number },
) {
  const [oldestCounted] = store.list<T>(
    table,
    { ref: accountCode },
    { newestFirst: true, limit: 1, offset: limit - 1 },
  );
  if (!oldestCounted || now - sentAt(oldestCounted.data) >= windowMs) return null;
  const retryAfter = Math.ceil((sentAt(oldestCounted.data) + windowMs - now) / 1000);
  return {
    status: 429,
    json: { message: "Too many codes requested. Wait a few minutes and try again.", retryAfterSeconds: retryAfter },
    headers: { "Retry-After": String(retryAfter) },
  };
}
