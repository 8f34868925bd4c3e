import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { CallDef } from "#server/provider/call-def.ts";
import { tracing } from "./settings.ts";

/**
 * A client span per provider call, named by the call (`GET account/status`: the path template,
 * never a filled-in id), with OpenTelemetry's HTTP client attributes, and the W3C `traceparent`
 * header that lets the provider's own logs join the portal's trace. The provider transport is
 * undici, which the HTTP instrumentation does not see, so the span is made here by hand.
 */

const tracer = trace.getTracer("portal.provider");

export interface ProviderSpan {
  /** The call's answer status (when there was one) and its outcome as server/provider/http.ts logs it. */
  end(status: number | undefined, outcome: string): void;
}

function outcomeOf(status: number | undefined, outcome: string): string {
  if (outcome !== "status" || status === undefined) return outcome;
  return status >= 500 ? "server-error" : "client-error";
}

/** What is written in place of a path parameter's or a query parameter's value. */
const REDACTED = "REDACTED";

/**
 * `url.full` without anything a call carries about a customer: the provider's address and the
 * call's path with each `{parameter}` and each query value replaced by REDACTED. A path can hold a
 * card token's key (`credit-card/token-receipt/{accountCode}/{authKey}`), a query what a visitor
 * typed (`location-search?query=`) or a SIM number; the parameters' names stay.
 */
export function redactedUrl(call: CallDef, url: URL): string {
  const path = `/api/v${call.version}/${call.path.replace(/\{\w+\}/g, REDACTED)}`;
  const names = [...new Set(url.searchParams.keys())];
  const query = names.length > 0 ? `?${names.map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join("&")}` : "";
  return `${url.origin}${path}${query}`;
}

/** The port the call goes to, said even when the URL leaves it to the scheme. */
function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/**
 * error.type: the status code for an answer of 400 or more (HTTP client spans count a 4xx as an
 * error, as the conventions say; `provider.outcome` still tells a refusal from a failure), else
 * what went wrong without an answer (`timeout`, `network`, `too-large`). A call the customer
 * abandoned (`aborted`) is no error.
 */
function errorTypeOf(status: number | undefined, outcome: string): string | undefined {
  if (status !== undefined && status >= 400) return String(status);
  if (outcome === "ok" || outcome === "status" || outcome === "aborted") return undefined;
  return outcome;
}

/**
 * Starts the call's span for `url` (the filled-in URL, which goes into no attribute as it is) and
 * puts its `traceparent` into `headers`; nothing when tracing is off.
 */
export function startProviderSpan(call: CallDef, url: URL, headers: Record<string, string>): ProviderSpan | undefined {
  if (!tracing.enabled) return undefined;
  const span = tracer.startSpan(`${call.method} ${call.path}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      "http.request.method": call.method,
      "server.address": url.hostname.replace(/^\[(.*)\]$/, "$1"),
      "server.port": portOf(url),
      "url.full": redactedUrl(call, url),
      "url.template": `/api/v${call.version}/${call.path}`,
      "provider.call": call.path,
      "provider.api_version": call.version,
    },
  });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return {
    end(status, outcome) {
      const named = outcomeOf(status, outcome);
      if (status !== undefined) span.setAttribute("http.response.status_code", status);
      span.setAttribute("provider.outcome", named);
      const errorType = errorTypeOf(status, outcome);
      if (errorType !== undefined) {
        span.setAttribute("error.type", errorType);
        span.setStatus({ code: SpanStatusCode.ERROR, message: named });
      }
      span.end();
    },
  };
}
