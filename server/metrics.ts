import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { logger } from "./logger.ts";
import { currentRequest, type RequestInfo } from "./request-context.ts";

/**
 * The portal's Prometheus metrics (docs/decisions/050): one registry for the process (`server/`
 * is loaded once, so every part of the portal counts into this one), served on its own port by
 * `startMetricsServer`, never on the public one. Labels take only values from a short known list
 * (a route pattern, a provider call's path template, a limit's name): never an account code,
 * email, token or id, so a label can neither leak a customer nor grow without bound.
 */
export const registry = new Registry();

// Node's own figures (memory, event loop lag, GC, handles), under their usual unprefixed names.
collectDefaultMetrics({ register: registry });

/** From 25 ms (a page from cache) to 10 s (the provider timeout): what the alerts and dashboards cut at. */
const BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: "portal_http_request_duration_seconds",
  help: "Page, data and file requests by route pattern (other: static files and unknown URLs), method and status class.",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: BUCKETS,
  registers: [registry],
});

const providerDuration = new Histogram({
  name: "portal_provider_call_duration_seconds",
  help: "Provider calls by the call's path template and outcome (ok, client_error, server_error, timeout, network).",
  labelNames: ["call", "outcome"] as const,
  buckets: BUCKETS,
  registers: [registry],
});

/**
 * Every request runs several state store operations: each is counted in a plain tally, handed to
 * prom-client when /metrics is read, rather than an `inc` with labels (label checks and hashing)
 * and a gauge `set` per operation (docs/decisions/075).
 */
const stateOperationCounts = new Map<string, number>();
let stateLastUp = 1;

new Counter({
  name: "portal_state_store_operations_total",
  help: "State store operations by kind.",
  labelNames: ["op"] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [op, count] of stateOperationCounts) this.inc({ op }, count);
  },
});

const stateFailures = new Counter({
  name: "portal_state_store_failures_total",
  help: "State store operations that failed, by kind.",
  labelNames: ["op"] as const,
  registers: [registry],
});

new Gauge({
  name: "portal_state_store_up",
  help: "1 when the state store's last operation or check succeeded, 0 when it failed.",
  registers: [registry],
  collect() {
    this.set(stateLastUp);
  },
});

const rateLimitRefusals = new Counter({
  name: "portal_rate_limit_refusals_total",
  help: "Requests refused because a rate limit was used up, by the limit's name.",
  labelNames: ["limit"] as const,
  registers: [registry],
});

const accountEvents = new Counter({
  name: "portal_account_events_total",
  help: "Account events of the audit trail (sign-ins, MFA, payments, password changes, ...) by event name.",
  labelNames: ["event"] as const,
  registers: [registry],
});

const staffEvents = new Counter({
  name: "portal_staff_events_total",
  help: "Staff console events of the audit trail (sign-ins, refusals, sign-outs, ...) by event name and outcome.",
  labelNames: ["event", "outcome"] as const,
  registers: [registry],
});

// ─── Page and data requests ─────────────────────────────────────────────────

type RouteSlot = NonNullable<RequestInfo["route"]>;

/** Methods named as they are; anything else (WebDAV, made-up verbs) as one value. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * React Router's pattern as a label: `billing/pay` → `/billing/pay`, the index route `/`. The
 * not-found route (`*`) is `other`, with files and requests answered before React Router.
 */
function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined || pattern === "*" || pattern === "/*") return "other";
  return pattern.startsWith("/") ? pattern : `/${pattern}`;
}

/**
 * Express middleware: times every request to its last byte and counts it by route pattern,
 * method and status class. The pattern comes from React Router (`recordRoutePattern`, through the
 * slot in `res.locals.routeSlot` that server/app.ts hands to the request's context).
 */
export function measureRequests(
  req: { method: string },
  res: { statusCode: number; locals: Record<string, unknown>; on(event: "finish", listener: () => void): unknown },
  next: () => void,
): void {
  const started = process.hrtime.bigint();
  const slot: RouteSlot = { pattern: undefined };
  res.locals.routeSlot = slot;
  res.on("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(slot.pattern);
    httpDuration.observe(
      {
        route,
        method: METHODS.has(req.method) ? req.method : "other",
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      },
      seconds,
    );
    countPageOutcome(route, res.statusCode, slot.outcome);
  });
  next();
}

/**
 * Called by the root route's server middleware with React Router's matched pattern (e.g.
 * `billing/pay`; a `.data` request has its page's), never the URL itself.
 */
export function recordRoutePattern(pattern: string): void {
  const slot = currentRequest().route;
  if (slot) slot.pattern = pattern;
}

// ─── Page outcomes ──────────────────────────────────────────────────────────

/**
 * What the customer saw, by route pattern: the availability SLI (docs/operations.md). A page with
 * a provider failure behind it still answers 200 with a "could not load" notice, so the status
 * class cannot say it; the page notes it instead (app/lib/provider-outcome.server.ts, and
 * server/provider/http.ts for a call that failed).
 */
const pageOutcomes = new Counter({
  name: "portal_page_outcomes_total",
  help: "Pages and data requests by route pattern and outcome: ok; degraded (a card or secondary call could not load); failed (the page's main data or its change could not be done, or a 5xx).",
  labelNames: ["route", "outcome"] as const,
  registers: [registry],
});

export type PageOutcome = "ok" | "degraded" | "failed";

/**
 * Notes that the request in hand could not load something: `degraded` for a card (a secondary
 * call), `failed` for the page's main data or the change it was asked for. The worse one stays.
 * Outside a request, nothing.
 */
export function notePageOutcome(outcome: "degraded" | "failed"): void {
  const slot = currentRequest().route;
  if (slot && slot.outcome !== "failed") slot.outcome = outcome;
}

/**
 * Counts a finished request: pages React Router answered, and any 5xx (one answered before a
 * route matched, e.g. a limit that could not reach the state store, counts as a failed `other`).
 * Static files and other 2xx-4xx answers outside React Router are no page.
 */
function countPageOutcome(route: string, status: number, noted: "degraded" | "failed" | undefined): void {
  if (status >= 500) pageOutcomes.inc({ route, outcome: "failed" });
  else if (route !== "other") pageOutcomes.inc({ route, outcome: noted ?? "ok" });
}

// ─── Provider calls ─────────────────────────────────────────────────────────

/** What server/provider/http.ts logs as a call's outcome, with the answer's status when there was one. */
type CallResult = "ok" | "status" | "timeout" | "network" | "too-large" | "aborted";

/**
 * One finished provider call. `call` is its path template (`account/details/{id}`), never the
 * filled path. A call the customer abandoned (aborted) is not counted: it says nothing of the
 * provider. An answer over the size limit is the provider's fault: a server error.
 */
export function observeProviderCall(
  call: string,
  result: string,
  status: number | undefined,
  seconds: number,
  method = "GET",
): void {
  const outcome = providerOutcome(result as CallResult, status);
  if (!outcome) return;
  providerDuration.observe({ call, outcome }, seconds);
  // The provider failed the page (a 4xx is an answer the page handles): a read leaves a card or
  // the page without its data (the page may say which: provider-outcome.server.ts), a change
  // (any method but GET) is the page's work not done.
  if (outcome !== "ok" && outcome !== "client_error") notePageOutcome(method === "GET" ? "degraded" : "failed");
}

function providerOutcome(result: CallResult, status: number | undefined): string | undefined {
  switch (result) {
    case "ok":
    case "timeout":
    case "network":
      return result;
    case "status":
      return status !== undefined && status >= 500 ? "server_error" : "client_error";
    case "too-large":
      return "server_error";
    default:
      return undefined;
  }
}

// ─── State store and rate limits ────────────────────────────────────────────

/** One state store operation (`get`, `set`, `claim`, `incr`, ...) and whether it worked. */
export function observeStateOperation(op: string, ok: boolean): void {
  stateOperationCounts.set(op, (stateOperationCounts.get(op) ?? 0) + 1);
  if (!ok) stateFailures.inc({ op });
  stateLastUp = ok ? 1 : 0;
}

/** The state store answered a check (or its connection came back), or failed one. */
export function setStateUp(up: boolean): void {
  stateLastUp = up ? 1 : 0;
}

/** A request refused because the limit `limit` (its name, e.g. `sign-in-email`) was used up. */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit });
}

// ─── Account events ─────────────────────────────────────────────────────────

/** One account event of the audit trail, by its event name (`sign-in.succeeded`, `payment.taken`, ...). */
export function countAccountEvent(event: string): void {
  accountEvents.inc({ event });
}

/** One staff console event (`staff.signed-in`, ...) and its outcome; who did it is in the audit line, never here. */
export function countStaffEvent(event: string, outcome: string): void {
  staffEvents.inc({ event, outcome });
}

// ─── Saturation: requests in flight, the provider's connection pool, store latency ──

/** What fills up before a portal slows down, read when Prometheus scrapes. */
const saturation: {
  requestsInFlight: () => number;
  providerPool: () => ProviderPoolStats | undefined;
} = { requestsInFlight: () => 0, providerPool: () => undefined };

/** The provider connection pool's counts (undici's PoolStats, summed over origins). */
export type ProviderPoolStats = { connected: number; free: number; pending: number; running: number; max: number };

new Gauge({
  name: "portal_http_requests_in_flight",
  help: "Requests on the public port received and not yet answered in full.",
  registers: [registry],
  collect() {
    this.set(saturation.requestsInFlight());
  },
});

new Gauge({
  name: "portal_provider_pool_queued_requests",
  help: "Provider calls waiting for a connection (not yet sent): above 0 for long, PROVIDER_MAX_CONNECTIONS is too low or the provider too slow.",
  registers: [registry],
  collect() {
    this.set(saturation.providerPool()?.pending ?? 0);
  },
});

new Gauge({
  name: "portal_provider_pool_connections",
  help: "Open connections to the provider: busy (a call on it) or free.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const pool = saturation.providerPool();
    this.set({ state: "busy" }, pool ? pool.connected - pool.free : 0);
    this.set({ state: "free" }, pool?.free ?? 0);
  },
});

new Gauge({
  name: "portal_provider_pool_max_connections",
  help: "The most connections the portal opens to the provider (PROVIDER_MAX_CONNECTIONS).",
  registers: [registry],
  collect() {
    this.set(saturation.providerPool()?.max ?? 0);
  },
});

const stateDuration = new Histogram({
  name: "portal_state_store_operation_duration_seconds",
  help: "State store operations (Redis commands, or memory) by kind, to their answer or failure.",
  labelNames: ["op"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Where the count of requests in flight is read (server/graceful-stop.ts). */
export function watchRequestsInFlight(read: () => number): void {
  saturation.requestsInFlight = read;
}

/** Where the provider pool's counts are read (server/provider/transport.ts). */
export function watchProviderPool(read: () => ProviderPoolStats): void {
  saturation.providerPool = read;
}

/** How long one state store operation (`get`, `set`, `claim`, ...) took, whether it worked or not. */
export function observeStateDuration(op: string, seconds: number): void {
  stateDuration.observe({ op }, seconds);
}

// ─── The metrics port ───────────────────────────────────────────────────────

/**
 * Serves GET /metrics on `port` at `host`, apart from the portal's public port, and whatever
 * `others` answers (the probes: server/readiness.ts). A port already in use is logged and the
 * portal goes on without it: the metrics must never be what stops the portal (the scrape target
 * shows as down, which the alerts see).
 */
export function startMetricsServer(
  port: number,
  host: string,
  others?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<Server | undefined> {
  const server = createServer((req, res) => {
    if (others?.(req, res)) return;
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, "metrics could not be collected");
        res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics could not be collected");
      },
    );
  });
  return new Promise((resolve) => {
    let listening = false;
    server.on("error", (error) => {
      if (listening) {
        logger.error({ err: error }, "metrics port failed");
        return;
      }
      logger.error({ err: error, port, host }, "metrics port unavailable: the portal runs without /metrics");
      resolve(undefined);
    });
    server.listen(port, host, () => {
      listening = true;
      logger.info({ port, host }, `metrics on http://${host}:${port}/metrics`);
      resolve(server);
    });
  });
}

/** Stops the metrics port: open scrape connections are closed at once. */
export function stopMetricsServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
