import { logger } from "#server/logger.ts";
import { observeProviderCall } from "#server/metrics.ts";
import type { CallDef } from "./call-def.ts";
import { ProviderError, messages } from "./errors.ts";
import { buildUrl, type HttpOptions, type RequestOptions } from "./http.ts";

/**
 * A provider answer read as it arrives (a report of every account's services can be large): the
 * body is handed on piece by piece and never held whole, unlike the transport's other calls, which
 * keep an answer within PROVIDER_MAX_RESPONSE_BYTES. Only GETs: nothing that changes is streamed.
 * The timeout bounds the wait for the headers and each stall between two pieces, not the whole.
 */

export interface StreamResponse {
  contentType: string;
  /** The answer's size when the provider said it (Content-Length), for a progress bar. */
  length?: number;
  /** The body's pieces; a stall longer than the call's timeout ends it with a ProviderError. */
  body: AsyncIterable<Uint8Array>;
}

export async function openStream(
  options: Readonly<HttpOptions> & { baseUrl: string; timeoutMs: number },
  call: CallDef<unknown>,
  req: RequestOptions = {},
): Promise<StreamResponse> {
  if (call.method !== "GET") throw new TypeError(`Only a GET is streamed, not ${call.method} ${call.path}`);
  const url = buildUrl(options.baseUrl, call, req.params, req.query);
  const headers: Record<string, string> = { Accept: "*/*" };
  if (options.token) headers["X-Access-Token"] = options.token;
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  const stop = new AbortController();
  const callerAborted = () => stop.abort();
  options.signal?.addEventListener("abort", callerAborted, { once: true });
  let timer = setTimeout(() => stop.abort(), options.timeoutMs);
  const started = performance.now();
  const log = (status: number | undefined, outcome: string) => {
    observeProviderCall(call.path, outcome, status, (performance.now() - started) / 1000, call.method);
    const ms = Math.round(performance.now() - started);
    logger.info(
      { provider: { method: "GET", path: url.pathname, status, ms, outcome, streamed: true } },
      "provider call",
    );
  };
  const fail = (error: unknown, status?: number): ProviderError => {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", callerAborted);
    if (options.signal?.aborted)
      return new ProviderError({ kind: "aborted", message: messages.aborted, path: call.path });
    if (stop.signal.aborted) {
      log(status, "timeout");
      const message = messages.timeout(options.timeoutMs);
      return new ProviderError({ kind: "timeout", message, path: call.path, cause: error });
    }
    log(status, "network");
    return new ProviderError({ kind: "network", message: messages.network, path: call.path, cause: error });
  };

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { headers, signal: stop.signal, redirect: "manual" });
  } catch (error) {
    throw fail(error);
  }
  if (response.status < 200 || response.status >= 300 || !response.body) {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", callerAborted);
    log(response.status, "status");
    const text = await response.text().catch(() => "");
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: kept as the text.
    }
    throw new ProviderError({
      kind: "status",
      message: messages.status(response.status),
      status: response.status,
      data,
      path: call.path,
    });
  }
  const declared = Number(response.headers.get("content-length"));
  const reader = response.body.getReader();
  async function* pieces(): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        clearTimeout(timer);
        timer = setTimeout(() => stop.abort(), options.timeoutMs);
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (error) {
          throw fail(error, response.status);
        }
        if (next.done) break;
        yield next.value;
      }
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", callerAborted);
      log(response.status, "ok");
    } finally {
      clearTimeout(timer);
      // A reader that stopped early (a failure, an abandoned report) lets the connection go.
      await reader.cancel().catch(() => undefined);
    }
  }
  return {
    contentType: response.headers.get("content-type") ?? "application/octet-stream",
    ...(Number.isFinite(declared) && declared > 0 ? { length: declared } : {}),
    body: pieces(),
  };
}
