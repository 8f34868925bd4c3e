import { execFile } from "node:child_process";
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#sandbox/seed.ts";
import { startSandbox } from "#sandbox/server.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { checkContract, formatContractReport } from "#scripts/lib/contract-check.ts";

/**
 * The provider contract (docs/provider-openapi.json) against the sandbox: every read-only call
 * the portal makes answers as the contract says, and a broken answer is reported call by call.
 */

const run = promisify(execFile);
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbPath: ":memory:", faults: [] });
});
afterAll(() => sandbox.close());

/** A provider that is the sandbox, except that account/status lost a field and mistyped another. */
async function brokenProvider() {
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const upstream = await fetch(new URL(req.url ?? "/", sandbox.url), {
      method: req.method,
      headers: Object.fromEntries(
        Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === "string"),
      ),
      body: req.method === "GET" ? undefined : await new Response(req as unknown as ReadableStream).text(),
    });
    let body = await upstream.text();
    if (req.url?.startsWith("/api/v1/account/status")) {
      const { dueDate: _dropped, ...status } = JSON.parse(body) as Record<string, unknown>;
      body = JSON.stringify({ ...status, balanceCents: "125.00" });
    }
    res.writeHead(upstream.status, { "content-type": "application/json" }).end(body);
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("npm run contract", () => {
  it.each(["demo@example.com", "voip@example.com", "energy@example.com"])(
    "finds every answer of the sandbox as the contract says, as %s",
    async (email) => {
      const rows = await checkContract({ baseUrl: sandbox.url, email, password: DEMO_PASSWORD });
      const report = formatContractReport(rows, email);
      expect(
        rows.filter((r) => r.outcome === "mismatch"),
        report,
      ).toEqual([]);
      expect(rows.filter((r) => r.outcome === "ok").length, report).toBeGreaterThanOrEqual(29);
    },
  );

  it("reports a missing and a mistyped field, naming the call", async () => {
    const provider = await brokenProvider();
    try {
      const rows = await checkContract({ baseUrl: provider.url, email: "demo@example.com", password: DEMO_PASSWORD });
      expect(rows.filter((r) => r.outcome === "mismatch")).toEqual([
        {
          call: "GET account/status",
          outcome: "mismatch",
          problems: expect.arrayContaining(["dueDate: missing", "balanceCents: expected integer"]) as string[],
        },
      ]);
    } finally {
      await provider.close();
    }
  });

  it("as a command: exits 1 and prints what does not match", async () => {
    const provider = await brokenProvider();
    try {
      const failed = await run(process.execPath, ["scripts/contract.ts"], {
        env: {
          ...process.env,
          PROVIDER_API_URL: provider.url,
          CONTRACT_EMAIL: "demo@example.com",
          CONTRACT_PASSWORD: DEMO_PASSWORD,
        },
      }).then(
        () => ({ code: 0, stdout: "" }),
        (error: { code: number; stdout: string }) => error,
      );
      expect(failed.code).toBe(1);
      expect(failed.stdout).toMatch(/FAIL GET account\/status\n(\s+.+\n)*?\s+balanceCents: expected integer\n/);
      expect(failed.stdout).toMatch(/\d+ match, 1 do not/);
    } finally {
      await provider.close();
    }
  });
});
