import http from "node:http";
import https from "node:https";
import { processSingleton } from "../singleton.ts";

/**
 * How a provider call reaches the provider: one request, its whole answer as bytes. The default
 * goes through node:http over kept-alive connections; it costs a third of the CPU of `fetch` per
 * call (docs/decisions/028-provider-transport.md), and a signed-in page makes up to four calls.
 * Tests may pass `fetch` instead (fetchTransport).
 */

export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export interface TransportResponse {
  status: number;
  /** A response header by its lower-case name. */
  header(name: string): string | undefined;
  bytes: Uint8Array;
}

export type Transport = (url: URL, request: TransportRequest) => Promise<TransportResponse>;

/** One pool of kept-alive connections per process and scheme. */
const agents = processSingleton("provider-agents", () => ({
  "http:": new http.Agent({ keepAlive: true, scheduling: "lifo" }),
  "https:": new https.Agent({ keepAlive: true, scheduling: "lifo" }),
}));

function once(url: URL, request: TransportRequest): Promise<TransportResponse> {
  const secure = url.protocol === "https:";
  if (!secure && url.protocol !== "http:") return Promise.reject(new TypeError(`Unsupported protocol ${url.protocol}`));
  const headers: Record<string, string | number> = { ...request.headers };
  if (request.body !== undefined) headers["Content-Length"] = Buffer.byteLength(request.body);
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      url,
      { method: request.method, headers, agent: agents[secure ? "https:" : "http:"], signal: request.signal },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const answer = res.headers;
          resolve({
            status: res.statusCode ?? 0,
            header: (name) => {
              const value = answer[name];
              return Array.isArray(value) ? value.join(", ") : value;
            },
            bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
          });
        });
      },
    );
    req.on("error", (error: Error & { reused?: boolean }) => {
      error.reused = req.reusedSocket;
      reject(error);
    });
    req.end(request.body);
  });
}

/**
 * The default transport. A kept-alive connection the provider closed while it sat idle fails the
 * next request on it with ECONNRESET before any answer: a GET is then sent once more on a new
 * connection, as Node's documentation advises. Nothing else is retried.
 */
export const nodeTransport: Transport = async (url, request) => {
  try {
    return await once(url, request);
  } catch (error) {
    const { code, reused } = error as { code?: string; reused?: boolean };
    if (request.method !== "GET" || !reused || code !== "ECONNRESET" || request.signal.aborted) throw error;
    return once(url, request);
  }
};

/** A transport over a `fetch` function: tests pass a stub. */
export function fetchTransport(doFetch: typeof fetch): Transport {
  return async (url, request) => {
    const response = await doFetch(url, { ...request, redirect: "manual" });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, header: (name) => response.headers.get(name) ?? undefined, bytes };
  };
}
