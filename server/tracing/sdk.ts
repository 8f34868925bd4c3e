import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { BlockList, isIPv4 } from "node:net";
import {
  type Context,
  context,
  propagation,
  type TextMapGetter,
  type TextMapPropagator,
  trace,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
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

/**
 * Whether a request's caller may name the trace it belongs to (settings.trustedParents): by the
 * connection's own peer address, which the caller cannot choose, never by X-Forwarded-For.
 */
function trustOf(trusted: TracingSettings["trustedParents"]): (req: IncomingMessage) => boolean {
  if (trusted === "none") return () => false;
  if (trusted === "all") return () => true;
  const list = new BlockList();
  for (const entry of trusted.addresses) {
    const [address, bits] = entry.split("/") as [string, string | undefined];
    const type = isIPv4(address) ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (req) => {
    let peer = req.socket.remoteAddress;
    if (!peer) return false;
    // An IPv4 caller on a dual-stack socket shows as ::ffff:a.b.c.d.
    if (peer.startsWith("::ffff:") && isIPv4(peer.slice(7))) peer = peer.slice(7);
    return list.check(peer, isIPv4(peer) ? "ipv4" : "ipv6");
  };
}

/**
 * W3C trace context that extracts only from a trusted caller's headers (the HTTP
 * instrumentation extracts from `req.headers` after its start hook has marked them). A visitor's
 * own `traceparent` would otherwise choose the trace id and, with a parent-based sampler, force
 * the portal to record and export every request it sends. Injection (the provider calls) is
 * unchanged.
 */
class TrustedTraceContext implements TextMapPropagator {
  readonly #w3c = new W3CTraceContextPropagator();
  readonly #trusted = new WeakSet<object>();

  trust(headers: object): void {
    this.#trusted.add(headers);
  }

  inject(...args: Parameters<TextMapPropagator["inject"]>): void {
    this.#w3c.inject(...args);
  }

  extract(ctx: Context, carrier: unknown, getter: TextMapGetter): Context {
    if (typeof carrier !== "object" || carrier === null || !this.#trusted.has(carrier)) return ctx;
    return this.#w3c.extract(ctx, carrier, getter);
  }

  fields(): string[] {
    return this.#w3c.fields();
  }
}

/**
 * The server span's own attributes, taken out: the query (what a visitor typed, a sign-in link's
 * token) and the customer's address (client.address from X-Forwarded-For, or the connection's
 * peer when nothing is in front): personal data with no use in a trace, which the request log and
 * the audit trail already keep where access is controlled.
 */
const WITHHELD = {
  "url.query": undefined,
  "client.address": undefined,
  "network.peer.address": undefined,
  "network.peer.port": undefined,
} as unknown as Record<string, string>;

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
  const propagator = new TrustedTraceContext();
  const trusted = trustOf(settings.trustedParents);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(propagator);
  trace.setGlobalTracerProvider(provider);

  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Provider calls go through undici and get their own spans (server/tracing/provider-span.ts).
        disableOutgoingRequestInstrumentation: true,
        ignoreIncomingRequestHook: notAPage,
        // Runs before the instrumentation extracts the caller's trace context.
        startIncomingSpanHook: (req) => {
          if (trusted(req as IncomingMessage)) propagator.trust(req.headers);
          return WITHHELD;
        },
      }),
      // No Express instrumentation: its spans (one per middleware, most named `<anonymous>`, about
      // half of a page's spans) said little that the request's span and React Router's middleware,
      // loader and action spans do not, at a cost on every sampled page.
    ],
  });
  // The instrumentation patches node:http when it is required after it. server/index.ts imports
  // node:http (as an ES module, which its hook does not see) right after this runs, so it is
  // required here first: the same module object, patched before any server exists.
  createRequire(import.meta.url)("node:http");

  return {
    async flush() {
      await provider.shutdown();
    },
  };
}
