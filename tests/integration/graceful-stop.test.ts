import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox } from "#sandbox/testing.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { verifiedSession } from "#scripts/lib/session.ts";
import { type SpawnedPortal, spawnPortal, until } from "./spawned-portal.ts";

/**
 * A pod being stopped, as Kubernetes does it, on real sockets: a client on a kept-alive connection
 * (nginx's upstream keep-alive, a browser) has a slow page in flight when SIGTERM arrives. The
 * page is answered in full, the connection is then closed by the portal (Connection: close), the
 * client's next request finds the port closed (refused, never reset mid-request), and the process
 * finishes its work and exits 0 long before its drain budget.
 */

type Answer = { status: number; connection: string | undefined; body: string };

/** One GET over `agent`: its answer, or the error code a client would see. */
function get(agent: Agent, url: string, cookie: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers: { cookie } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const SLOW_MS = 6_000;
const DRAIN_MS = 20_000;

describe("stopping the portal (SIGTERM) with a request in flight on a kept-alive connection", () => {
  let sandbox: RunningSandbox;
  let portal: SpawnedPortal;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    portal = await spawnPortal(sandbox.url, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  }, 90_000);

  afterAll(async () => {
    await portal?.stop();
    await sandbox?.close();
  });

  it("answers the request in flight, closes the connection, refuses the next cleanly and exits 0", async () => {
    const cookie = await verifiedSession(portal.url, sandbox.url);
    const faults = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/api/v1/account/transactions*", latencyMs: SLOW_MS }),
    });
    expect(faults.ok).toBe(true);

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // The connection is kept alive: a first quick answer says so.
    const warm = await get(agent, `${portal.url}/robots.txt`, cookie);
    expect(warm.status).toBe(200);
    expect(warm.connection).toBe("keep-alive");

    const first = get(agent, `${portal.url}/billing`, cookie);
    // The slow page is in flight (the portal's own gauge says so) before the signal is sent.
    await until("the slow page in flight", async () => {
      const metrics = await (await fetch(`${portal.opsUrl}/metrics`)).text();
      return /^portal_http_requests_in_flight 1$/m.test(metrics) || undefined;
    });
    const signalled = Date.now();
    portal.child.kill("SIGTERM");

    // Readiness fails at once, while the page is still being answered.
    await until("/readyz answers 503", async () =>
      (await fetch(`${portal.opsUrl}/readyz`)).status === 503 ? true : undefined,
    );

    const answer = await first;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Billing");
    expect(answer.connection).toBe("close");

    // The same client's next request: a fresh connection, refused; never a reset mid-request.
    const second = await get(agent, `${portal.url}/billing`, cookie).then(
      (a) => ({ answered: a.status, connection: a.connection }),
      (error: NodeJS.ErrnoException) => ({ error: error.code }),
    );
    if ("error" in second) expect(second.error).toBe("ECONNREFUSED");
    else expect(second.connection).toBe("close");

    const { code, signal } = await portal.exited;
    const tookMs = Date.now() - signalled;
    expect({ code, signal }, portal.output()).toEqual({ code: 0, signal: null });
    // Well before the drain budget (and before the old 10 s forced exit).
    expect(tookMs).toBeLessThan(SLOW_MS + 3_000);
    expect(portal.output()).toContain('"msg":"stopped"');
    agent.destroy();
  }, 40_000);
});
