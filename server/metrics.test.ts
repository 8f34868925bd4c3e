import { EventEmitter } from "node:events";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "#tests/redis-server.ts";
import {
  countAccountEvent,
  countRateLimitRefusal,
  measureRequests,
  notePageOutcome,
  observeProviderCall,
  recordRoutePattern,
  registry,
  startMetricsServer,
  stopMetricsServer,
  watchProviderPool,
  watchRequestsInFlight,
} from "./metrics.ts";
import { runInRequest } from "./request-context.ts";
import { createRateLimit } from "./security/rate-limit.ts";
import { countedStore } from "./state/counted.ts";
import { createMemoryStore } from "./state/memory.ts";
import type { StateStore } from "./state/store.ts";

/** A sample's value in the registry's text, or 0 when it has none yet. */
async function sample(name: string, labels: string): Promise<number> {
  const text = await registry.metrics();
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

/**
 * One request through measureRequests, React Router noting `pattern` (or not reaching it:
 * undefined), and the page doing `work` as it answers.
 */
function request(method: string, status: number, pattern: string | undefined, work = () => {}) {
  const res = Object.assign(new EventEmitter(), { statusCode: status, locals: {} as Record<string, unknown> });
  measureRequests({ method }, res, () => {
    const route = res.locals.routeSlot as { pattern: string | undefined };
    if (pattern !== undefined)
      runInRequest({ id: "t", clientIp: "127.0.0.1", nonce: "", route }, () => {
        recordRoutePattern(pattern);
        work();
      });
  });
  res.emit("finish");
}

describe("request metrics", () => {
  it("label a request by React Router's pattern, method and status class; anything else is other", async () => {
    const count = (labels: string) => sample("portal_http_request_duration_seconds_count", labels);
    const before = {
      pay: await count('route="/billing/pay",method="POST",status_class="3xx"'),
      index: await count('route="/",method="GET",status_class="2xx"'),
      other: await count('route="other",method="GET",status_class="4xx"'),
      verb: await count('route="/login",method="other",status_class="4xx"'),
    };
    request("POST", 303, "billing/pay");
    request("GET", 200, "/");
    request("GET", 404, "*"); // the not-found route
    request("GET", 404, undefined); // answered before React Router (a missing file)
    request("PROPFIND", 405, "login");
    expect(await count('route="/billing/pay",method="POST",status_class="3xx"')).toBe(before.pay + 1);
    expect(await count('route="/",method="GET",status_class="2xx"')).toBe(before.index + 1);
    expect(await count('route="other",method="GET",status_class="4xx"')).toBe(before.other + 2);
    expect(await count('route="/login",method="other",status_class="4xx"')).toBe(before.verb + 1);
  });

  it("a pattern noted outside a request changes nothing", () => {
    expect(() => recordRoutePattern("home")).not.toThrow();
  });
});

describe("page outcomes", () => {
  const outcome = (route: string, value: string) =>
    sample("portal_page_outcomes_total", `route="${route}",outcome="${value}"`);

  it("a page is ok, degraded or failed as it noted, the worse one kept; a 5xx is failed", async () => {
    const before = {
      ok: await outcome("/outcome-test", "ok"),
      degraded: await outcome("/outcome-test", "degraded"),
      failed: await outcome("/outcome-test", "failed"),
    };
    request("GET", 200, "outcome-test");
    request("GET", 200, "outcome-test", () => notePageOutcome("degraded"));
    request("GET", 200, "outcome-test", () => {
      notePageOutcome("failed");
      notePageOutcome("degraded");
    });
    request("GET", 500, "outcome-test");
    expect(await outcome("/outcome-test", "ok")).toBe(before.ok + 1);
    expect(await outcome("/outcome-test", "degraded")).toBe(before.degraded + 1);
    expect(await outcome("/outcome-test", "failed")).toBe(before.failed + 2);
  });

  it("a provider failure during a page: a read degrades it, a change fails it; a refusal (4xx) is no failure", async () => {
    const before = {
      ok: await outcome("/outcome-calls", "ok"),
      degraded: await outcome("/outcome-calls", "degraded"),
      failed: await outcome("/outcome-calls", "failed"),
    };
    request("GET", 200, "outcome-calls", () => observeProviderCall("account/status", "timeout", undefined, 2.5));
    request("POST", 200, "outcome-calls", () => observeProviderCall("account/payment", "status", 503, 0.1, "POST"));
    request("POST", 200, "outcome-calls", () =>
      observeProviderCall("authentication/get-token", "status", 401, 0.1, "POST"),
    );
    request("GET", 200, "outcome-calls", () => observeProviderCall("account/status", "aborted", undefined, 0.1));
    expect(await outcome("/outcome-calls", "degraded")).toBe(before.degraded + 1);
    expect(await outcome("/outcome-calls", "failed")).toBe(before.failed + 1);
    expect(await outcome("/outcome-calls", "ok")).toBe(before.ok + 2);
  });

  it("static files are no page; a 5xx answered before React Router is a failed `other`", async () => {
    const before = { ok: await outcome("other", "ok"), failed: await outcome("other", "failed") };
    request("GET", 200, undefined);
    request("GET", 404, "*");
    request("POST", 503, undefined);
    expect(await outcome("other", "ok")).toBe(before.ok);
    expect(await outcome("other", "failed")).toBe(before.failed + 1);
  });

  it("noted outside a request, nothing happens", () => {
    expect(() => notePageOutcome("failed")).not.toThrow();
  });
});

describe("provider call metrics", () => {
  it.each([
    ["ok", 200, "ok"],
    ["status", 404, "client_error"],
    ["status", 503, "server_error"],
    ["timeout", undefined, "timeout"],
    ["network", undefined, "network"],
    ["too-large", undefined, "server_error"],
  ] as const)("a call logged %s (%s) is counted as %s", async (result, status, outcome) => {
    const labels = `call="account/details/{id}",outcome="${outcome}"`;
    const before = await sample("portal_provider_call_duration_seconds_count", labels);
    observeProviderCall("account/details/{id}", result, status, 0.2);
    expect(await sample("portal_provider_call_duration_seconds_count", labels)).toBe(before + 1);
  });

  it("an abandoned call is not counted", async () => {
    observeProviderCall("account/abandoned", "aborted", undefined, 1);
    expect(await registry.metrics()).not.toContain("account/abandoned");
  });
});

describe("state store metrics", () => {
  function failing(): StateStore {
    const store = createMemoryStore(Date.now);
    return { ...store, get: () => Promise.reject(new Error("Redis is down")), spaces: store.spaces };
  }

  it("count each operation by kind, and failures, and say whether the store is up", async () => {
    const store = countedStore(createMemoryStore(Date.now));
    const ops = (op: string) => sample("portal_state_store_operations_total", `op="${op}"`);
    const failures = (op: string) => sample("portal_state_store_failures_total", `op="${op}"`);
    const [gets, claims, getFailures] = [await ops("get"), await ops("claim"), await failures("get")];

    await store.set("k", "v", 1000);
    expect(await store.get("k")).toBe("v");
    expect(await store.setIfAbsent("k", "w", 1000)).toBe(false);
    expect(await ops("get")).toBe(gets + 1);
    expect(await ops("claim")).toBe(claims + 1);
    expect((await registry.metrics()).split("\n")).toContain("portal_state_store_up 1");

    await expect(countedStore(failing()).get("k")).rejects.toThrow("Redis is down");
    expect(await failures("get")).toBe(getFailures + 1);
    expect((await registry.metrics()).split("\n")).toContain("portal_state_store_up 0");
    await store.get("k");
    expect((await registry.metrics()).split("\n")).toContain("portal_state_store_up 1");
  });
});

describe("saturation metrics", () => {
  it("time each state store operation by kind, failed ones too", async () => {
    const timed = (op: string) => sample("portal_state_store_operation_duration_seconds_count", `op="${op}"`);
    const [sets, gets] = [await timed("set"), await timed("get")];
    await countedStore(createMemoryStore(Date.now)).set("k", "v", 1000);
    const failing = createMemoryStore(Date.now);
    await expect(
      countedStore({ ...failing, get: () => Promise.reject(new Error("down")), spaces: failing.spaces }).get("k"),
    ).rejects.toThrow("down");
    expect(await timed("set")).toBe(sets + 1);
    expect(await timed("get")).toBe(gets + 1);
  });

  it("read requests in flight and the provider pool when scraped", async () => {
    let inFlight = 3;
    watchRequestsInFlight(() => inFlight);
    watchProviderPool(() => ({ connected: 5, free: 2, pending: 7, running: 3, max: 10 }));
    const lines = (await registry.metrics()).split("\n");
    expect(lines).toContain("portal_http_requests_in_flight 3");
    expect(lines).toContain("portal_provider_pool_queued_requests 7");
    expect(lines).toContain('portal_provider_pool_connections{state="busy"} 3');
    expect(lines).toContain('portal_provider_pool_connections{state="free"} 2');
    expect(lines).toContain("portal_provider_pool_max_connections 10");
    inFlight = 0;
    expect((await registry.metrics()).split("\n")).toContain("portal_http_requests_in_flight 0");
  });
});

describe("counters for the audit trail and the rate limits", () => {
  it("count account events by name and refusals by limit", async () => {
    const events = await sample("portal_account_events_total", 'event="sign-in.failed"');
    const refusals = await sample("portal_rate_limit_refusals_total", 'limit="sign-in-email"');
    countAccountEvent("sign-in.failed");
    countRateLimitRefusal("sign-in-email");
    expect(await sample("portal_account_events_total", 'event="sign-in.failed"')).toBe(events + 1);
    expect(await sample("portal_rate_limit_refusals_total", 'limit="sign-in-email"')).toBe(refusals + 1);
  });
});

describe("rate limits", () => {
  it("count a refusal under the limit's name, and each attempt as a store operation", async () => {
    const limit = createRateLimit({ name: "metrics-test", limit: 1, windowMs: 60_000, failure: "closed" }, null);
    const attempts = await sample("portal_state_store_operations_total", 'op="limit"');
    expect((await limit.attempt("key")).outcome).toBe("allowed");
    expect(await sample("portal_rate_limit_refusals_total", 'limit="metrics-test"')).toBe(0);
    expect((await limit.attempt("key")).outcome).toBe("over");
    expect(await sample("portal_rate_limit_refusals_total", 'limit="metrics-test"')).toBe(1);
    expect(await sample("portal_state_store_operations_total", 'op="limit"')).toBe(attempts + 2);
  });
});

describe("the metrics port", () => {
  it("serves GET /metrics in Prometheus's text format, with Node's process metrics, and nothing else", async () => {
    const port = await freePort();
    const server = await startMetricsServer(port, "127.0.0.1");
    try {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await metrics.text();
      expect(text).toContain("# TYPE portal_http_request_duration_seconds histogram");
      expect(text).toContain("# TYPE portal_provider_call_duration_seconds histogram");
      expect(text).toContain("process_resident_memory_bytes");
      expect(text).toContain("nodejs_eventloop_lag_seconds");
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: "POST" })).status).toBe(404);
    } finally {
      await stopMetricsServer(server);
    }
  });

  it("a port in use leaves the portal running without metrics", async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      expect(await startMetricsServer(port, "127.0.0.1")).toBeUndefined();
    } finally {
      taken.close();
    }
  });
});
