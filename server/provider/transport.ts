import { Agent, type Dispatcher } from "undici";
import { config } from "#server/config.ts";
import { type ProviderPoolStats, watchProviderPool } from "#server/metrics.ts";

/**
 * How a provider call reaches the provider: one request, its whole answer as bytes, within limits
 * (docs/decisions/033-provider-transport-with-limits.md). The default goes through undici: one
 * pool of kept-alive connections per origin, capped, with a cap on the answer's size and timeouts
 * on its headers and on a stalled body. Tests may pass `fetch` instead (fetchTransport).
 */

export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** The call may change something at the provider (CallDef's `changes`): never sent twice. */
  changes: boolean;
  signal: AbortSignal;
  /** Longest wait for the answer's headers, and between two pieces of its body. */
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  /** A response header by its lower-case name. */
  header(name: string): string | undefined;
  bytes: Uint8Array;
}

export type Transport = (url: URL, request: TransportRequest) => Promise<TransportResponse>;

/** The provider's answer is larger than the transport keeps in memory. */
export class ResponseTooLargeError extends Error {
  override readonly name = "ResponseTooLargeError";
  readonly limitBytes: number;
  constructor(limitBytes: number, options?: ErrorOptions) {
    super(`The answer is larger than ${limitBytes} bytes`, options);
    this.limitBytes = limitBytes;
  }
}

/** The provider sent no headers, or stopped sending its body, within the call's timeout. */
export class ResponseTimeoutError extends Error {
  override readonly name = "ResponseTimeoutError";
}

export interface TransportLimits {
  /** Connections open at once to one origin; further calls wait for a free one. */
  connections: number;
  /** Largest answer kept, in bytes; a larger one fails the call and closes its connection. */
  maxResponseBytes: number;
}

/**
 * Failures of the connection itself, before or while the answer arrived: a kept-alive connection
 * the provider closed while it sat idle fails the next request on it this way.
 */
const connectionFailures = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

function translate(error: unknown, limits: TransportLimits): unknown {
  switch (codeOf(error)) {
    case "UND_ERR_RES_EXCEEDED_MAX_SIZE":
      return new ResponseTooLargeError(limits.maxResponseBytes, { cause: error });
    case "UND_ERR_HEADERS_TIMEOUT":
    case "UND_ERR_BODY_TIMEOUT":
      return new ResponseTimeoutError((error as Error).message, { cause: error });
    default:
      return error;
  }
}

type PoolCounts = Omit<ProviderPoolStats, "max">;
const NO_CALLS_YET: PoolCounts = { connected: 0, free: 0, pending: 0, running: 0 };

/**
 * A transport over its own undici Agent (a Pool per origin). `close` ends its connections; `stats`
 * counts them and the calls waiting for one.
 */
export function createPoolTransport(limits: TransportLimits): {
  transport: Transport;
  close(): Promise<void>;
  stats(): PoolCounts;
} {
  const agent = new Agent({
    connections: limits.connections,
    maxResponseSize: limits.maxResponseBytes,
    // HTTP/1.1 as the provider has always been spoken to: one call per connection at a time, so
    // `connections` is the number of calls in flight to one origin.
    allowH2: false,
  });

  async function once(url: URL, request: TransportRequest): Promise<TransportResponse> {
    const answer: Dispatcher.ResponseData = await agent.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method: request.method as Dispatcher.HttpMethod,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      headersTimeout: request.timeoutMs,
      bodyTimeout: request.timeoutMs,
    });
    const declared = Number(answer.headers["content-length"]);
    if (declared > limits.maxResponseBytes) {
      // Refused before a byte of it is read; destroying the body closes the connection.
      answer.body.destroy();
      throw new ResponseTooLargeError(limits.maxResponseBytes);
    }
    const bytes = await answer.body.bytes();
    const headers = answer.headers;
    return {
      status: answer.statusCode,
      header: (name) => {
        const value = headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      },
      bytes,
    };
  }

  /**
   * A read that failed on its connection is sent once more, on another connection: reading twice
   * changes nothing. A change (a POST, a PATCH, or a GET that runs a job) never is: the provider
   * may have applied it before the connection failed. Timeouts are not retried either (a slow provider would only be asked twice).
   */
  const transport: Transport = async (url, request) => {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new TypeError(`Unsupported protocol ${url.protocol}`);
    try {
      return await once(url, request);
    } catch (error) {
      const retry = !request.changes && connectionFailures.has(codeOf(error) ?? "") && !request.signal.aborted;
      if (!retry) throw translate(error, limits);
      try {
        return await once(url, request);
      } catch (again) {
        throw translate(again, limits);
      }
    }
  };

  /** The pool's counts summed over origins (the portal speaks to one: the provider). */
  const stats = (): PoolCounts => {
    const sum = { ...NO_CALLS_YET };
    for (const origin of Object.values(agent.stats)) {
      sum.connected += Number(origin.connected);
      // One connection per origin is a Client, not a Pool: its stats have no free count.
      sum.free += "free" in origin ? origin.free : 0;
      sum.pending += origin.pending;
      sum.running += origin.running;
    }
    return sum;
  };

  return { transport, close: () => agent.close(), stats };
}

/** The portal's transport (one per process), its limits from the configuration; made on first use. */
let portalPool: ReturnType<typeof createPoolTransport> | undefined;
export const providerTransport: Transport = (url, request) =>
  (portalPool ??= createPoolTransport({
    connections: config.PROVIDER_MAX_CONNECTIONS,
    maxResponseBytes: config.PROVIDER_MAX_RESPONSE_BYTES,
  })).transport(url, request);

// Saturation metrics: calls waiting for a connection, connections busy and free.
watchProviderPool(() => ({ ...(portalPool?.stats() ?? NO_CALLS_YET), max: config.PROVIDER_MAX_CONNECTIONS }));

/** A transport over a `fetch` function: tests pass a stub. */
export function fetchTransport(doFetch: typeof fetch): Transport {
  return async (url, request) => {
    const { timeoutMs: _, ...init } = request;
    const response = await doFetch(url, { ...init, redirect: "manual" });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, header: (name) => response.headers.get(name) ?? undefined, bytes };
  };
}
