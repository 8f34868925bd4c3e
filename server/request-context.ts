import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the Express layer worked out about the request in hand (its id, the client's address as
 * TRUST_PROXY allows, the CSP nonce), for everything that runs while React Router answers it:
 * loaders, actions, sign-in strategies, the provider client, the document's render. `server/` is
 * loaded once per process (the React Router build imports it, never bundles it), so this one
 * store is the one every part reads.
 */
export type RequestInfo = {
  readonly id: string;
  readonly clientIp: string;
  readonly nonce: string;
  /**
   * Where React Router notes the matched route's pattern, and the page notes what it could not
   * load, for the request's metrics (server/metrics.ts).
   */
  readonly route?: { pattern: string | undefined; outcome?: "degraded" | "failed" };
  /** Which listener took the request: the customers' (PORT) or the staff console's (STAFF_PORT). */
  readonly listener?: "customer" | "staff";
};

const storage = new AsyncLocalStorage<RequestInfo>();

/** Outside a request (a script, a test that did not say): no id, an unknown client, no nonce. */
const OUTSIDE: RequestInfo = { id: "", clientIp: "unknown", nonce: "" };

/** Runs `answer` (and everything it awaits) as part of the request `info` describes. */
export function runInRequest<T>(info: RequestInfo, answer: () => T): T {
  return storage.run(info, answer);
}

/** The request in hand. */
export function currentRequest(): RequestInfo {
  return storage.getStore() ?? OUTSIDE;
}
