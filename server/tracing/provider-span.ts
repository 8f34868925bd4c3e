import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { CallDef } from "#server/provider/calls.ts";
import { tracing } from "./settings.ts";

/**
 * A client span per provider call, named by the call (`GET account/status`: the path template,
 * never a filled-in id), and the W3C `traceparent` header that lets the provider's own logs join
 * the portal's trace. The provider transport is undici, which the HTTP instrumentation does not
 * see, so the span is made here by hand.
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

/** Starts the call's span and puts its `traceparent` into `headers`; nothing when tracing is off. */
export function startProviderSpan(call: CallDef, headers: Record<string, string>): ProviderSpan | undefined {
  if (!tracing.enabled) return undefined;
  const span = tracer.startSpan(`${call.method} ${call.path}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      "http.request.method": call.method,
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
      // A 4xx answer is the provider refusing a request (a wrong password, a missing record): the
      // page handles it. Anything else that is not ok is a failed call.
      if (named !== "ok" && named !== "client-error") span.setStatus({ code: SpanStatusCode.ERROR, message: named });
      span.end();
    },
  };
}
