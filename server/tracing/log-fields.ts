import { trace } from "@opentelemetry/api";
import { tracing } from "./settings.ts";

/** The trace and span a log line was written in, so a log reader can open its trace. */
function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** pino's `mixin` for server/logger.ts: none at all when tracing is off. */
export const traceLogMixin = tracing.enabled ? traceLogFields : undefined;
