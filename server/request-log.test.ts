import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "./logger.ts";
import { requestLog } from "./request-log.ts";

/** The request log line (server/request-log.ts) against a real Express app on a loopback port. */

let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = express();
  app.use(requestLog);
  app.all("/{*splat}", (req, res) => {
    res.status(req.path === "/fails" ? 500 : 200).send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

/** The log line of one request (written when the response has finished). */
async function logged(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const lines: unknown[][] = [];
  const spies = (["info", "error"] as const).map((level) =>
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => void lines.push(args)) as never),
  );
  try {
    await (await fetch(`${base}${path}`, init)).text();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    return lines[0]![0] as Record<string, unknown>;
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("the request log line", () => {
  it("names the path without what the visitor typed into the query (a typed address is personal data)", async () => {
    for (const path of [
      "/signup?address=42%20Wallaby%20Way%20Sydney",
      "/move?address=42+Wallaby+Way&x=1",
      "/move/address?street=Wallaby",
    ]) {
      const line = await logged(path);
      expect(JSON.stringify(line), path).not.toMatch(/Wallaby/i);
      expect(line.path).toBe(path.split("?")[0]);
    }
  });

  it("keeps no query value but the harmless ones it names (paging, the routes of a data request)", async () => {
    const line = await logged(
      "/billing.data?tpage=2&_routes=routes%2Fbilling%2Findex&email=alex%40example.com&token=sign-in-token-zq",
    );
    expect(line.path).toBe("/billing.data");
    expect(line.query).toEqual({ tpage: "2", _routes: "routes/billing/index" });
    // (Not "abc" as the token: a random request id can contain it.)
    expect(JSON.stringify(line)).not.toMatch(/alex|sign-in-token-zq/);
  });

  it("has no query field for a request without one, and never the raw URL", async () => {
    const line = await logged("/home");
    expect(line).toMatchObject({ method: "GET", path: "/home", status: 200 });
    expect(line).not.toHaveProperty("query");
    expect(line).not.toHaveProperty("url");
  });

  it("a server error is logged the same way, as an error", async () => {
    const line = await logged("/fails?address=Wallaby");
    expect(line).toMatchObject({ path: "/fails", status: 500 });
    expect(JSON.stringify(line)).not.toMatch(/Wallaby/);
  });

  it("a query name is not a place for data either: only the names it knows are kept", async () => {
    const line = await logged("/signup?42%20Wallaby%20Way&page=1");
    expect(JSON.stringify(line)).not.toMatch(/Wallaby/);
    expect(line.query).toEqual({ page: "1" });
  });
});
