import { once } from "node:events";
import { createServer, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainOnStop } from "./graceful-stop.ts";

/**
 * drainOnStop on a real server and raw kept-alive sockets: what a client sees of each connection
 * when the portal stops.
 */

type Held = { res: ServerResponse; path: string };

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

/** A server whose answers the test sends itself; `/now` is answered at once. */
async function start() {
  const s = createServer({ keepAliveTimeout: 60_000 });
  server = s;
  const drain = drainOnStop(s);
  const held: Held[] = [];
  const arrived: ((h: Held) => void)[] = [];
  s.on("request", (req, res) => {
    if (req.url === "/now") return res.end("now");
    const h = { res, path: req.url ?? "" };
    held.push(h);
    arrived.shift()?.(h);
  });
  s.listen(0, "127.0.0.1");
  await once(s, "listening");
  const port = (s.address() as AddressInfo).port;
  const nextHeld = () => new Promise<Held>((resolve) => arrived.push(resolve));
  return { drain, port, nextHeld };
}

/** A raw client connection: what it received, and whether the server closed it (cleanly or not). */
async function client(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  let received = "";
  const errors: string[] = [];
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n`),
    received: () => received,
    errors,
    closed,
    until: async (text: string) => {
      while (!received.includes(text)) await once(socket, "data");
    },
    destroy: () => socket.destroy(),
  };
}

describe("drainOnStop", () => {
  it("answers a request in flight with Connection: close, then the connection ends cleanly", async () => {
    const { drain, port, nextHeld } = await start();
    const c = await client(port);
    c.send("/slow");
    const held = await nextHeld();
    const stopped = drain.stop(10_000);
    expect(drain.inFlight()).toBe(1);
    held.res.end("done");
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(c.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(c.received()).toMatch(/done$/);
    expect(c.errors).toEqual([]);
    expect(await stopped).toEqual({ cut: 0 });
    expect(drain.inFlight()).toBe(0);
  });

  it("closes idle kept-alive connections at once, and refuses new ones", async () => {
    const { drain, port } = await start();
    const c = await client(port);
    c.send("/now");
    await c.until("now");
    expect(c.received()).toMatch(/\r\nConnection: keep-alive\r\n/i);
    expect(await drain.stop(10_000)).toEqual({ cut: 0 });
    await c.closed;
    expect(c.errors).toEqual([]);
    const refused = connect(port, "127.0.0.1");
    const [error] = (await once(refused, "error")) as [NodeJS.ErrnoException];
    expect(error.code).toBe("ECONNREFUSED");
  });

  it("closes a connection whose answer had started before the stop as soon as it is sent", async () => {
    const { drain, port, nextHeld } = await start();
    const c = await client(port);
    c.send("/streamed");
    const held = await nextHeld();
    held.res.writeHead(200, { "Content-Type": "text/plain" });
    held.res.write("first part ");
    await c.until("first part");
    expect(c.received()).toMatch(/\r\nConnection: keep-alive\r\n/i);
    const stopped = drain.stop(10_000);
    held.res.end("last part");
    await c.closed;
    expect(c.received()).toMatch(/last part\r\n0\r\n\r\n$/);
    expect(c.errors).toEqual([]);
    expect(await stopped).toEqual({ cut: 0 });
  });

  it("closes what is still in flight when the budget runs out, and counts it", async () => {
    const { drain, port, nextHeld } = await start();
    const c = await client(port);
    c.send("/never");
    await nextHeld();
    expect(await drain.stop(50)).toEqual({ cut: 1 });
    await c.closed;
    expect(c.received()).toBe("");
  });
});
