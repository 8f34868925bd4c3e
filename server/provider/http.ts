import type { z } from "zod";
import { config } from "#server/config.ts";
import { logger } from "#server/logger.ts";
import { startProviderSpan } from "#server/tracing/provider-span.ts";
import { observeProviderCall } from "#server/metrics.ts";
import type { CallDef } from "./call-def.ts";
import { ProviderError, messages } from "./errors.ts";
import {
  ResponseTimeoutError,
  ResponseTooLargeError,
  type Transport,
  type TransportResponse,
  fetchTransport,
  providerTransport,
} from "./transport.ts";
import { openStream, type StreamResponse } from "./stream.ts";

export { ProviderError, isProviderError } from "./errors.ts";
export type { ProviderErrorKind } from "./errors.ts";

/** The HTTP core every provider call goes through. */

/** A call that may have changed something (CallDef's `changes`), with the provider's status. */
export interface ProviderChange {
  call: CallDef;
  status: number | undefined;
  body: unknown;
}

export interface HttpOptions {
  /** Provider token; sent as X-Access-Token except on the spec §6 no-token calls. */
  token?: string;
  /** Usually the incoming request's signal, so abandoned pages stop their reads (never a change). */
  signal?: AbortSignal;
  /** Passed on as X-Request-Id. */
  requestId?: string;
  /** Defaults to config.providerUrl. */
  baseUrl?: string;
  /** Defaults to config.PROVIDER_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Tests pass a `fetch` stub; without it calls go through server/provider/transport.ts. */
  fetch?: typeof fetch;
  /**
   * Awaited after every call that may change something (CallDef's `changes`), whatever its
   * outcome, with the call, its status (none when no answer came) and the body sent: the portal
   * forgets what it cached of the account (server/account-cache.ts) and records the account
   * event (server/audit/provider-changes.ts).
   */
  afterChange?: (change: ProviderChange) => Promise<void>;
}

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export interface RequestOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface BinaryResponse {
  contentType: string;
  /** From Content-Disposition when the provider sent one. */
  filename?: string;
  bytes: Uint8Array;
}

export interface Http {
  /** A JSON answer, validated by the call's `response` schema (calls.ts). */
  json<T>(call: CallDef<T>, options?: RequestOptions): Promise<T>;
  binary(call: CallDef<unknown>, options?: RequestOptions): Promise<BinaryResponse>;
  /** A GET's answer read as it arrives, never held whole (a report): server/provider/stream.ts. */
  stream(call: CallDef<unknown>, options?: RequestOptions): Promise<StreamResponse>;
  readonly options: Readonly<HttpOptions>;
}

/** Fills `{name}` placeholders, URL-encoding each value. Throws on a missing parameter. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export function buildUrl(
  baseUrl: string,
  call: CallDef<unknown>,
  params?: Record<string, string | number>,
  query?: Record<string, QueryValue>,
): URL {
  const url = new URL(`/api/v${call.version}/${fillPath(call.path, params)}`, baseUrl);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (!call.query.includes(name)) throw new TypeError(`Unknown query parameter "${name}" for ${call.path}`);
    // Lists are sent comma-separated: codes=N1001,V2001.
    const text = Array.isArray(value) ? value.join(",") : String(value);
    if (Array.isArray(value) && value.length === 0) continue;
    url.searchParams.set(name, text);
  }
  return url;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((k) => k.toLowerCase() === lower);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`)
    .join("; ");
}

const utf8 = new TextDecoder();

function isOk(response: TransportResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

/** 10485760 → "10 MiB"; a limit that is not whole mebibytes is given in bytes. */
function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}

function parseFilename(disposition: string | undefined): string | undefined {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1];
}

export function createHttp(options: HttpOptions = {}): Http {
  const baseUrl = options.baseUrl ?? config.providerUrl;
  const timeoutMs = options.timeoutMs ?? config.PROVIDER_TIMEOUT_MS;
  const transport: Transport = options.fetch ? fetchTransport(options.fetch) : providerTransport;

  async function send(call: CallDef<unknown>, req: RequestOptions, accept: string): Promise<TransportResponse> {
    const url = buildUrl(baseUrl, call, req.params, req.query);
    const headers: Record<string, string> = { Accept: accept, ...req.headers };
    if (options.token && !call.noToken && !hasHeader(headers, "x-access-token"))
      headers["X-Access-Token"] = options.token;
    if (call.noToken) {
      for (const k of Object.keys(headers)) if (k.toLowerCase() === "x-access-token") delete headers[k];
    }
    if (options.requestId && !hasHeader(headers, "x-request-id")) headers["X-Request-Id"] = options.requestId;
    let body: string | undefined;
    if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      if (!hasHeader(headers, "content-type")) headers["Content-Type"] = "application/json";
    }

    // A read stops when its caller goes away; a change, once sent for, is seen through: a browser
    // dropping the first post of a double click must not leave the change done at the provider
    // but recorded here as failed (or half sent). Its timeout still applies.
    const caller = call.changes ? undefined : options.signal;
    // One signal for the caller's abort and the timeout (cheaper than AbortSignal.any per call).
    const stop = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop.abort();
    }, timeoutMs);
    const callerAborted = () => stop.abort();
    caller?.addEventListener("abort", callerAborted, { once: true });
    const span = startProviderSpan(call, url, headers);
    const started = performance.now();
    let status: number | undefined;
    const log = (status: number | undefined, outcome: string) => {
      span?.end(status, outcome);
      observeProviderCall(call.path, outcome, status, (performance.now() - started) / 1000, call.method);
      logger.info(
        {
          provider: {
            method: call.method,
            path: `/api/v${call.version}/${call.path}`,
            status,
            ms: Math.round(performance.now() - started),
            outcome,
            requestId: options.requestId,
          },
        },
        "provider call",
      );
    };

    const failure = (error: unknown): ProviderError => {
      if (caller?.aborted) {
        log(undefined, "aborted");
        return new ProviderError({ kind: "aborted", message: messages.aborted, path: call.path, cause: error });
      }
      if (timedOut || error instanceof ResponseTimeoutError) {
        log(undefined, "timeout");
        return new ProviderError({
          kind: "timeout",
          message: messages.timeout(timeoutMs),
          path: call.path,
          cause: error,
        });
      }
      if (error instanceof ResponseTooLargeError) {
        log(undefined, "too-large");
        return new ProviderError({
          kind: "too-large",
          message: `The provider's answer to ${call.method} ${call.path} is larger than ${formatBytes(error.limitBytes)}`,
          path: call.path,
          cause: error,
        });
      }
      log(undefined, "network");
      return new ProviderError({ kind: "network", message: messages.network, path: call.path, cause: error });
    };

    try {
      if (caller?.aborted) throw caller.reason;
      const response = await transport(url, {
        method: call.method,
        headers,
        body,
        changes: call.changes,
        signal: stop.signal,
        timeoutMs,
      });
      status = response.status;
      log(response.status, isOk(response) ? "ok" : "status");
      return response;
    } catch (error) {
      throw failure(error);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener("abort", callerAborted);
      if (call.changes && options.afterChange) await options.afterChange({ call, status, body: req.body });
    }
  }

  function decodeJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; text: string } {
    const text = utf8.decode(bytes);
    if (text.trim() === "") return { ok: true, value: undefined };
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, text };
    }
  }

  function statusError(call: CallDef<unknown>, response: TransportResponse): ProviderError {
    const decoded = decodeJson(response.bytes);
    return new ProviderError({
      kind: "status",
      message: messages.status(response.status),
      status: response.status,
      data: decoded.ok ? decoded.value : decoded.text,
      path: call.path,
    });
  }

  async function json<T>(call: CallDef<T>, req: RequestOptions = {}): Promise<T> {
    const response = await send(call, req, "application/json");
    if (!isOk(response)) throw statusError(call, response);
    const decoded = decodeJson(response.bytes);
    if (!decoded.ok) {
      throw new ProviderError({
        kind: "malformed",
        message: `The provider sent a malformed answer to ${call.method} ${call.path}: not JSON`,
        status: response.status,
        data: decoded.text.slice(0, 200),
        path: call.path,
      });
    }
    if (!call.response) return decoded.value as T;
    const parsed = call.response.safeParse(decoded.value);
    if (!parsed.success) {
      throw new ProviderError({
        kind: "malformed",
        message: `The provider sent a malformed answer to ${call.method} ${call.path}: ${describeIssues(parsed.error)}`,
        status: response.status,
        path: call.path,
      });
    }
    return parsed.data;
  }

  async function binary(call: CallDef<unknown>, req: RequestOptions = {}): Promise<BinaryResponse> {
    const response = await send(call, req, "*/*");
    if (!isOk(response)) throw statusError(call, response);
    return {
      contentType: response.header("content-type") ?? "application/octet-stream",
      filename: parseFilename(response.header("content-disposition")),
      bytes: response.bytes,
    };
  }

  const stream = (call: CallDef<unknown>, req?: RequestOptions) =>
    openStream({ ...options, baseUrl, timeoutMs }, call, req);
  return { json: json as Http["json"], binary, stream, options: { ...options, baseUrl, timeoutMs } };
}
