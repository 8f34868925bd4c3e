import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeTransport } from "./transport.ts";

/** The default transport against a real server on a real socket (msw would replace the socket). */

let server: http.Server;
let base: string;
/** What the server does with the next request: answer, or drop the connection unanswered. */
let next: "answer" | "drop" = "answer";
const seen: { method: string; url: string; body: string; socket: unknown }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, body, socket: req.socket });
      if (next === "drop") {
        next = "answer";
        req.socket.destroy();
        return;
      }
      const text = JSON.stringify({ method: req.method, token: req.headers["x-access-token"] ?? null, body });
      res.writeHead(201, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (method: string, body?: string, signal = new AbortController().signal) =>
  nodeTransport(new URL("/api/v1/x", base), { method, headers: { "X-Access-Token": "t" }, body, signal });

describe("nodeTransport", () => {
  it("sends the method, headers and body, and returns the status, headers and bytes", async () => {
    const answer = await send("POST", JSON.stringify({ a: 1 }));
    expect(answer.status).toBe(201);
    expect(answer.header("content-type")).toBe("application/json");
    expect(JSON.parse(new TextDecoder().decode(answer.bytes))).toEqual({ method: "POST", token: "t", body: '{"a":1}' });
  });

  it("keeps the connection for the next call", async () => {
    seen.length = 0;
    await send("GET");
    await send("GET");
    expect(seen).toHaveLength(2);
    expect(seen[1]!.socket).toBe(seen[0]!.socket);
  });

  it("sends a GET once more when a kept-alive connection was closed under it", async () => {
    await send("GET");
    seen.length = 0;
    next = "drop";
    const answer = await send("GET");
    expect(answer.status).toBe(201);
    expect(seen.map((s) => s.method)).toEqual(["GET", "GET"]);
  });

  it("never sends a change twice", async () => {
    await send("GET");
    seen.length = 0;
    next = "drop";
    await expect(send("PATCH", "{}")).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(seen.map((s) => s.method)).toEqual(["PATCH"]);
  });

  it("stops when its signal aborts", async () => {
    await expect(send("GET", undefined, AbortSignal.abort())).rejects.toMatchObject({ name: "AbortError" });
  });
});
