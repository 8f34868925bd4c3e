import { context, SpanStatusCode, trace } from "@opentelemetry/api";
import { getRPCMetadata, RPCType } from "@opentelemetry/core";
import type { InstrumentationHandlerResult, ServerInstrumentation } from "react-router";
import { tracing } from "./settings.ts";

/**
 * React Router's instrumentation API (exported by app/entry.server.tsx as `instrumentations`): a
 * span around each route middleware, loader and action, loaders and actions named by the route
 * pattern (`loader /home`, `action /billing/pay`), and the request's HTTP span named by that
 * pattern too instead of Express's catch-all route. Undefined when tracing is off, so React Router
 * wraps nothing.
 */

const tracer = trace.getTracer("portal.react-router");

type Kind = "middleware" | "loader" | "action";

/** React Router's patterns have no leading slash (`home`, `billing/pay`, the index route `""`). */
const routeOf = (pattern: string) => (pattern.startsWith("/") ? pattern : `/${pattern}`);

function spanAround(kind: Kind, routeId: string) {
  return async (run: () => Promise<InstrumentationHandlerResult>, info: { pattern: string }) => {
    // Middleware runs for every route of the match: named by the route that declares it.
    const route = routeOf(info.pattern);
    const name = kind === "middleware" ? `middleware ${routeId}` : `${kind} ${route}`;
    const attributes = { "http.route": route, "react_router.route.id": routeId, "react_router.kind": kind };
    await tracer.startActiveSpan(name, { attributes }, async (span) => {
      const result = await run();
      // The error's name only: its message may quote what the visitor sent.
      if (result.status === "error") span.setStatus({ code: SpanStatusCode.ERROR, message: result.error.name });
      span.end();
    });
  };
}

const routeTracing: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handle) {
        const result = await handle();
        const rpc = getRPCMetadata(context.active());
        if (rpc?.type === RPCType.HTTP && result.meta !== undefined) rpc.route = routeOf(result.meta.pattern);
      },
    });
  },
  route(route) {
    route.instrument({
      middleware: spanAround("middleware", route.id),
      loader: spanAround("loader", route.id),
      action: spanAround("action", route.id),
    });
  },
};

export const routerInstrumentations: ServerInstrumentation[] | undefined = tracing.enabled ? [routeTracing] : undefined;
