import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SpawnedPortal, spawnPortal } from "./spawned-portal.ts";

/**
 * The probes are on the operations port (METRICS_PORT), not the public one, and /readyz asks the
 * provider at most once per interval however often it is probed: a stranger on the public port can
 * neither read how Redis and the provider are doing nor make the portal call the provider.
 */
describe("the operations port: probes and saturation metrics", () => {
  let provider: Server;
  let heads = 0;
  let portal: SpawnedPortal;

  beforeAll(async () => {
    // A provider that only counts the readiness checks' HEAD requests.
    provider = createServer((req, res) => {
      if (req.method === "HEAD") heads += 1;
      res.writeHead(404).end();
    });
    provider.listen(0, "127.0.0.1");
    await once(provider, "listening");
    portal = await spawnPortal(`http://127.0.0.1:${(provider.address() as AddressInfo).port}`);
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    provider?.close();
  });

  it("the public port answers 404 for /healthz and /readyz, and makes no provider call for them", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const answer = await fetch(`${portal.url}${path}`);
      expect(answer.status, path).toBe(404);
      const body = await answer.text();
      expect(body, path).not.toContain('"provider"');
      expect(body, path).not.toContain('"state"');
    }
    expect(heads).toBe(0);
  });

  it("the operations port answers /healthz, and 100 probes of /readyz cost at most a couple of provider calls", async () => {
    const health = await fetch(`${portal.opsUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });

    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => (await fetch(`${portal.opsUrl}/readyz`)).json()),
    );
    for (let i = 0; i < 50; i++) answers.push(await (await fetch(`${portal.opsUrl}/readyz`)).json());
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: "ready", state: "memory", provider: "up" })]),
    );
    expect(heads).toBeGreaterThanOrEqual(1);
    expect(heads).toBeLessThanOrEqual(2);
  });

  it("serves the saturation metrics, without account data", async () => {
    const text = await (await fetch(`${portal.opsUrl}/metrics`)).text();
    expect(text).toMatch(/^portal_http_requests_in_flight 0$/m);
    expect(text).toMatch(/^portal_provider_pool_queued_requests \d+$/m);
    expect(text).toMatch(/^portal_provider_pool_connections\{state="busy"\} \d+$/m);
    expect(text).toMatch(/^portal_provider_pool_connections\{state="free"\} \d+$/m);
    expect(text).toMatch(/^portal_provider_pool_max_connections 50$/m);
    expect(text).toContain("# TYPE portal_state_store_operation_duration_seconds histogram");
    // Prometheus's own lint: no complaint names a portal metric (prom-client's nodejs_*_total gauges are its own).
    const lint = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
    if (lint.error)
      throw new Error(`promtool could not run (install Debian's prometheus package): ${lint.error.message}`);
    expect(`${lint.stdout}${lint.stderr}`.split("\n").filter((line) => line.startsWith("portal_"))).toEqual([]);
  });
});
