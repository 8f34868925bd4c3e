import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { ExpressInstrumentation } from "@opentelemetry/instrumentation-express";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  type Sampler,
  type SpanExporter,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { config } from "#server/config.ts";
import type { TracingSettings } from "./settings.ts";

/**
 * The OpenTelemetry trace SDK, started only when tracing is on (server/telemetry.ts loads this
 * module then, and only then). See docs/decisions/052-traces.md.
 */

function samplerOf({ parentBased, ratio }: TracingSettings["sampler"]): Sampler {
  const root =
    ratio >= 1 ? new AlwaysOnSampler() : ratio <= 0 ? new AlwaysOffSampler() : new TraceIdRatioBasedSampler(ratio);
  return parentBased ? new ParentBasedSampler({ root }) : root;
}

function exporterOf(name: TracingSettings["exporters"][number]): SpanExporter {
  // The OTLP exporter reads its endpoint, headers, timeout and TLS files from OTEL_EXPORTER_OTLP_*.
  return name === "otlp" ? new OTLPTraceExporter() : new ConsoleSpanExporter();
}

/** Only the portal's pages: not the health probes, and not the sandbox or metrics servers in this process. */
function notAPage(req: IncomingMessage): boolean {
  if (req.socket.localPort !== config.PORT) return true;
  const path = req.url?.split("?", 1)[0];
  return path === "/healthz" || path === "/readyz";
}

export function startTracing(settings: TracingSettings): { flush(): Promise<void> } {
  const provider = new TracerProvider({
    resource: defaultResource()
      .merge(resourceFromAttributes({ "service.name": "portal" }))
      // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, win.
      .merge(detectResources({ detectors: [envDetector] })),
    sampler: samplerOf(settings.sampler),
    spanProcessors: settings.exporters.map(
      (name) =>
        new BatchSpanProcessor({
          exporter: exporterOf(name),
          ...(settings.batchDelayMs !== undefined && { scheduledDelayMillis: settings.batchDelayMs }),
          ...(settings.maxQueueSize !== undefined && { maxQueueSize: settings.maxQueueSize }),
        }),
    ),
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Provider calls go through undici and get their own spans (server/tracing/provider-span.ts).
        disableOutgoingRequestInstrumentation: true,
        ignoreIncomingRequestHook: notAPage,
        // A query can carry what a visitor typed or a sign-in link's token: never in a span.
        startIncomingSpanHook: () => ({ "url.query": undefined }) as unknown as Record<string, string>,
      }),
      new ExpressInstrumentation(),
    ],
  });
  // The instrumentations patch a module when it is required after them. server/index.ts imports
  // node:http and express (as ES modules, which these hooks do not see) right after this runs, so
  // they are required here first: the same module objects, patched before any server exists.
  const load = createRequire(import.meta.url);
  load("node:http");
  load("express");

  return {
    async flush() {
      await provider.shutdown();
    },
  };
}
