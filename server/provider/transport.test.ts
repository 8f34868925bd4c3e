import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { calls } from "./calls.ts";
import { ProviderError } from "./errors.ts";
import { createHttp } from "./http.ts";
import { ResponseTimeoutError, ResponseTooLargeError, createPoolTransport } from "./transport.ts";

/**
 * The default transport against a real server on a real socket (msw would replace the socket).
 * What the server does depends on the path it is asked for:
 *   /answer        answers with what it received
 *   /hold          answers once the test opens the gate
 *   /drop-once     drops the connection unanswered the first time, answers the second
 *   /drop          always drops the connection unanswered
 *   /no-headers    never answers
 *   /stall         sends the headers and part of the body, then nothing
 *   /die           sends the headers and part of the body, then drops the connection
 *   /big-declared  declares a body larger than the cap (and sends none of it)
 *   /big-chunked   streams a body larger than the cap, without declaring its size
 *   /huge-declared declares a body larger than PROVIDER_MAX_RESPONSE_BYTES (the portal's own cap)
 * A provider call (/api/…) is served as the next path in `servedAs`, or answered.
 */

const LIMIT = 64 * 1024;
const CONNECTIONS = 3;

let server: http.Server;
let base: string;
/** Every connection the server accepted, and those still open. */
const accepted: Socket[] = [];
const open = new Set<Socket>();
let mostOpen = 0;
const seen: { method: string; path: string; socket: Socket }[] = [];
let dropped = new Set<string>();
let servedAs: string[] = [];

/** Requests to /hold wait here until the gate opens. */
let gateOpen = false;
let held: (() => void)[] = [];
let onHeld: (() => void) | undefined;

function answer(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  const text = JSON.stringify({ method: req.method, token: req.headers["x-access-token"] ?? null, body });
  res.writeHead(201, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const path = req.url!.startsWith("/api/") ? (servedAs.shift() ?? "/answer") : req.url!;
      seen.push({ method: req.method!, path, socket: req.socket });
      switch (path) {
        case "/hold":
          if (gateOpen) return answer(req, res, body);
          held.push(() => answer(req, res, body));
          return onHeld?.();
        case "/drop-once":
          if (dropped.has(path)) return answer(req, res, body);
          dropped.add(path);
          return req.socket.destroy();
        case "/drop":
          return req.socket.destroy();
        case "/no-headers":
          return;
        case "/stall":
        case "/die":
          res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
          res.write('{"partial":');
          if (path === "/die") setImmediate(() => req.socket.destroy());
          return;
        case "/big-declared":
          res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": String(LIMIT + 1) });
          return res.flushHeaders();
        case "/huge-declared":
          res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": String(10 * 1024 * 1024 + 1) });
          return res.flushHeaders();
        case "/big-chunked": {
          res.writeHead(200, { "Content-Type": "application/pdf" });
          const piece = Buffer.alloc(8 * 1024, 1);
          const more = () => {
            // Keeps streaming until the client hangs up: the cap, not the server, ends it.
            while (!res.destroyed && res.write(piece));
            if (!res.destroyed) res.once("drain", more);
          };
          res.on("error", () => {});
          return more();
        }
        default:
          return answer(req, res, body);
      }
    });
  });
  server.on("connection", (socket: Socket) => {
    accepted.push(socket);
    open.add(socket);
    mostOpen = Math.max(mostOpen, open.size);
    socket.on("close", () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let pool = createPoolTransport({ connections: CONNECTIONS, maxResponseBytes: LIMIT });
afterEach(async () => {
  // A fresh pool (and fresh counts) for every test: no test inherits another's connections.
  for (const socket of open) socket.destroy();
  await pool.close();
  pool = createPoolTransport({ connections: CONNECTIONS, maxResponseBytes: LIMIT });
  accepted.length = 0;
  seen.length = 0;
  mostOpen = 0;
  dropped = new Set();
  servedAs = [];
  gateOpen = false;
  held = [];
  onHeld = undefined;
});

const send = (
  path: string,
  {
    method = "GET",
    body,
    signal = new AbortController().signal,
    timeoutMs = 5_000,
    changes = method !== "GET",
  }: {
    method?: string;
    changes?: boolean;
    body?: string;
    signal?: AbortSignal;
    timeoutMs?: number;
  } = {},
) =>
  pool.transport(new URL(path, base), {
    method,
    headers: { "X-Access-Token": "t" },
    body,
    changes,
    signal,
    timeoutMs,
  });

const methodsSeen = (path: string) => seen.filter((s) => s.path === path).map((s) => s.method);

describe("the provider transport", () => {
  it("sends the method, headers and body, and returns the status, headers and bytes", async () => {
    const answer = await send("/answer", { method: "POST", body: JSON.stringify({ a: 1 }) });
    expect(answer.status).toBe(201);
    expect(answer.header("content-type")).toBe("application/json");
    expect(JSON.parse(new TextDecoder().decode(answer.bytes))).toEqual({ method: "POST", token: "t", body: '{"a":1}' });
  });

  it("keeps its connections for the next calls", async () => {
    for (let i = 0; i < 6; i++) await send("/answer");
    expect(seen).toHaveLength(6);
    // A call that follows the previous answer at once may find that connection not yet free
    // and open a second one; after that the two serve every call.
    expect(accepted.length).toBeLessThanOrEqual(2);
  });
});

describe("connections per origin", () => {
  it(`never opens more than its cap (${CONNECTIONS}), however many calls are in flight; the rest wait their turn`, async () => {
    const allHeld = new Promise<void>((resolve) => {
      onHeld = () => held.length === CONNECTIONS && resolve();
    });
    const calls = Array.from({ length: CONNECTIONS + 5 }, () => send("/hold"));
    await allHeld;
    expect(open.size).toBe(CONNECTIONS);
    // Let everything through: the waiting calls go out on the same connections.
    gateOpen = true;
    for (const release of held) release();
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array(CONNECTIONS + 5).fill(201));
    expect(methodsSeen("/hold")).toHaveLength(CONNECTIONS + 5);
    expect(accepted).toHaveLength(CONNECTIONS);
    expect(mostOpen).toBe(CONNECTIONS);
  });
});

describe("the size of an answer", () => {
  it("refuses an answer that declares more than the cap, before reading it, and closes its connection", async () => {
    const failure = send("/big-declared");
    await expect(failure).rejects.toBeInstanceOf(ResponseTooLargeError);
    await expect(failure).rejects.toMatchObject({ limitBytes: LIMIT });
    // The connection is not handed to the next call with an unread body on it.
    const next = await send("/answer");
    expect(next.status).toBe(201);
    expect(seen.at(-1)!.socket === seen[0]!.socket).toBe(false);
  });

  it("stops reading an answer that grows past the cap without declaring its size", async () => {
    await expect(send("/big-chunked")).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect((await send("/answer")).status).toBe(201);
  });
});

describe("timeouts", () => {
  it("fails when the headers do not come within the timeout", async () => {
    await expect(send("/no-headers", { timeoutMs: 100 })).rejects.toBeInstanceOf(ResponseTimeoutError);
  });

  it("fails when the body stops arriving for longer than the timeout", async () => {
    await expect(send("/stall", { timeoutMs: 100 })).rejects.toBeInstanceOf(ResponseTimeoutError);
  });

  it("does not send a GET again after a timeout", async () => {
    await expect(send("/no-headers", { timeoutMs: 100 })).rejects.toBeInstanceOf(ResponseTimeoutError);
    expect(methodsSeen("/no-headers")).toEqual(["GET"]);
  });
});

describe("the caller's signal", () => {
  it("stops a call whose signal has already aborted, before sending it", async () => {
    await expect(send("/answer", { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toHaveLength(0);
  });

  it("stops a call while its headers are awaited", async () => {
    const stop = new AbortController();
    onHeld = () => stop.abort();
    await expect(send("/hold", { signal: stop.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("stops a call while its body is still arriving", async () => {
    const stop = new AbortController();
    const call = send("/stall", { method: "POST", body: "{}", signal: stop.signal });
    await new Promise<void>((resolve) => server.once("request", () => setImmediate(resolve)));
    stop.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("retries", () => {
  it("sends a GET once more, on a new connection, when its connection fails before the answer", async () => {
    const answer = await send("/drop-once");
    expect(answer.status).toBe(201);
    expect(methodsSeen("/drop-once")).toEqual(["GET", "GET"]);
    expect(accepted).toHaveLength(2);
  });

  it("sends a GET at most twice", async () => {
    await expect(send("/drop")).rejects.toMatchObject({ code: "UND_ERR_SOCKET" });
    expect(methodsSeen("/drop")).toEqual(["GET", "GET"]);
  });

  it("sends a kept-alive GET once more when the provider closed the connection under it", async () => {
    await send("/answer");
    await send("/answer");
    const kept = [...accepted];
    const answer = await send("/drop-once");
    expect(answer.status).toBe(201);
    const [first, second] = seen.filter((s) => s.path === "/drop-once");
    expect(kept.includes(first!.socket)).toBe(true);
    expect(second!.method).toBe("GET");
  });

  it.each(["POST", "PATCH"])("never sends a %s twice", async (method) => {
    await expect(send("/drop-once", { method, body: "{}" })).rejects.toMatchObject({ code: "UND_ERR_SOCKET" });
    expect(methodsSeen("/drop-once")).toEqual([method]);
  });

  it("never sends twice a GET that makes something happen (a job's run)", async () => {
    await expect(send("/drop-once", { changes: true })).rejects.toMatchObject({ code: "UND_ERR_SOCKET" });
    expect(methodsSeen("/drop-once")).toEqual(["GET"]);
  });

  it("fails, and does not hang, when the connection drops in the middle of an answer to a change", async () => {
    await expect(send("/die", { method: "POST", body: "{}" })).rejects.toMatchObject({ code: "UND_ERR_SOCKET" });
    expect(methodsSeen("/die")).toEqual(["POST"]);
  });
});

describe("through the HTTP core (spec §8's messages)", () => {
  const core = (timeoutMs = 5_000, signal?: AbortSignal) => createHttp({ baseUrl: base, timeoutMs, signal });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  };

  it("a provider that never answers: timeout of N ms exceeded", async () => {
    servedAs = ["/no-headers"];
    const error = await failure(core(150).json(calls.account.status));
    expect(error).toMatchObject({ kind: "timeout", message: "timeout of 150 ms exceeded" });
  });

  it("an answer larger than PROVIDER_MAX_RESPONSE_BYTES: a provider error that says so", async () => {
    servedAs = ["/huge-declared"];
    const error = await failure(core().binary(calls.account.invoicePdf, { params: { id: 1 }, query: { jwt: "j" } }));
    expect(error).toMatchObject({
      kind: "too-large",
      message: "The provider's answer to GET account/invoices/full/pdf/{id} is larger than 10 MiB",
    });
  });

  it("a dropped connection: Network Error", async () => {
    servedAs = ["/drop", "/drop"];
    const error = await failure(core().json(calls.account.status));
    expect(error).toMatchObject({ kind: "network", message: "Network Error" });
  });

  it("the caller's abort: Request aborted", async () => {
    const stop = new AbortController();
    servedAs = ["/no-headers"];
    server.once("request", () => setImmediate(() => stop.abort()));
    const error = await failure(core(5_000, stop.signal).json(calls.account.status));
    expect(error).toMatchObject({ kind: "aborted", message: "Request aborted" });
  });
});
