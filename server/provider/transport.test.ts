import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeTransport } from "./transport.ts";

/** The default transport against a real server on a real socket (msw would replace the socket). */

let server: http.Server;
let base: string;
/**
 * What the server does with the next request: answer; drop the connection unanswered; start the
 * answer and never finish it; start it and then drop the connection.
 */
let next: "answer" | "drop" | "stall" | "die" = "answer";
const seen: { method: string; url: string; body: string; socket: unknown }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, body, socket: req.socket });
      const mode = next;
      next = "answer";
      if (mode === "drop") {
        req.socket.destroy();
        return;
      }
      if (mode === "stall" || mode === "die") {
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
        res.write('{"partial":');
        if (mode === "die") setTimeout(() => req.socket.destroy(), 20);
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

  it("stops when its signal aborts while the answer is still arriving (the provider's timeout)", async () => {
    next = "stall";
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 50);
    await expect(send("POST", "{}", stop.signal)).rejects.toMatchObject({ name: "AbortError" });
  });

  it("fails, and does not hang, when the connection drops in the middle of an answer", async () => {
    next = "die";
    await expect(send("POST", "{}")).rejects.toMatchObject({ code: "ECONNRESET" });
  });
});
