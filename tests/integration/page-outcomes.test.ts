import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, signIn, verifiedSession, verifyMfa } from "#scripts/lib/session.ts";
import { freePort } from "#tests/redis-server.ts";

/**
 * What customers see, as the metrics say it: the built portal with its in-process sandbox, the
 * provider's `account/*` calls failing 500. Pages still answer 200 (a failure notice in place of
 * the data, as designed), so the 5xx count says nothing; `portal_page_outcomes_total` counts those
 * pages as failed (the page's main data did not load) or degraded (a card did not load).
 * Needs `npm run build` first.
 */

const root = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess;
let base = "";
let sandbox = "";
let metrics = "";

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A sample's value on the metrics port (0 when the series does not exist yet). */
async function sample(name: string, labels: string): Promise<number> {
  const text = await (await fetch(metrics)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

const outcomes = (route: string, outcome: string) =>
  sample("portal_page_outcomes_total", `route="${route}",outcome="${outcome}"`);
const fiveXx = (route: string) =>
  sample("portal_http_request_duration_seconds_count", `route="${route}",method="GET",status_class="5xx"`);

async function faults(rules: unknown[] | null): Promise<void> {
  const response = await fetch(`${sandbox}/__sandbox/faults`, {
    method: rules ? "POST" : "DELETE",
    headers: { "Content-Type": "application/json" },
    body: rules ? JSON.stringify(rules) : undefined,
  });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  expect(existsSync(path.join(root, "build/server/index.js")), "run npm run build first").toBe(true);
  const [port, sandboxPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("OTEL_")) env[name] = value;
  delete env.REDIS_URL;
  delete env.PORTAL_URL;
  child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      APP_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: ":memory:",
      STAFF_PORT: "off",
      RATE_LIMIT_FACTOR: "1000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  base = `http://127.0.0.1:${port}`;
  sandbox = `http://127.0.0.1:${sandboxPort}`;
  metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  // The probes are on the operations port; a busy machine may take a while to start a portal.
  await until(
    "the portal",
    async () => (await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).ok || undefined,
    60_000,
  );
}, 90_000);

afterAll(() => {
  child?.kill("SIGTERM");
});

describe("page outcomes", () => {
  it(
    "with account/* failing, pages answer 200 and count as failed or degraded; with the provider back, ok",
    {
      timeout: 60_000,
    },
    async () => {
      // Signed in, and no page seen yet: the session's services are not cached.
      const client = new Client(base);
      await signIn(client, "demo@example.com");
      await verifyMfa(client, sandbox, "demo@example.com");
      const before = {
        homeOk: await outcomes("/home", "ok"),
        homeFailed: await outcomes("/home", "failed"),
        billingBad: (await outcomes("/billing", "failed")) + (await outcomes("/billing", "degraded")),
        requestsBad: (await outcomes("/requests", "failed")) + (await outcomes("/requests", "degraded")),
        home5xx: await fiveXx("/home"),
      };
      await faults([{ path: "/api/v1/account/*", status: 500 }]);
      try {
        // The customer sees "could not load" notices; the answer is still a page, not an error.
        const home = await client.expect([200], "GET", "/home");
        expect(home.body).toMatch(/could not|try again/i);
        await client.expect([200], "GET", "/billing");
        await client.expect([200], "GET", "/requests");
      } finally {
        await faults(null);
      }
      // The finding: no 5xx at all, so a 5xx ratio stays silent...
      expect(await fiveXx("/home")).toBe(before.home5xx);
      // ...while the page outcomes see it: /home's main data (the services) did not load.
      expect(await outcomes("/home", "failed")).toBe(before.homeFailed + 1);
      expect((await outcomes("/billing", "failed")) + (await outcomes("/billing", "degraded"))).toBe(
        before.billingBad + 1,
      );
      expect((await outcomes("/requests", "failed")) + (await outcomes("/requests", "degraded"))).toBe(
        before.requestsBad + 1,
      );
      // The provider back: the same page is ok.
      await client.expect([200], "GET", "/home");
      expect(await outcomes("/home", "ok")).toBe(before.homeOk + 1);
    },
  );

  it(
    "a card whose call fails (the service notes) leaves the rest of the page: degraded",
    { timeout: 60_000 },
    async () => {
      const client = new Client(base);
      client.cookie = await verifiedSession(base, sandbox);
      const degraded = await outcomes("/home", "degraded");
      await faults([{ path: "/api/v1/account/services/notes", status: 503 }]);
      try {
        await client.expect([200], "GET", "/home");
      } finally {
        await faults(null);
      }
      expect(await outcomes("/home", "degraded")).toBe(degraded + 1);
    },
  );
});
