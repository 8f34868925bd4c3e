import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { verifiedSession } from "#scripts/lib/session.ts";
import { parseYaml } from "#tests/unit/deploy-checks.ts";

/**
 * Traces (docs/decisions/052): a real portal process (the built app, its sandbox in-process)
 * exports over OTLP http/json to a receiver in this test. One signed-in /home has the route's
 * loader span and a client span per provider call in the same trace, parented as the request ran;
 * the sandbox received that call's `traceparent`; the request's log line names the trace. Without
 * any OTEL_* variable nothing of the SDK is loaded and the provider gets no `traceparent`.
 * Needs `npm run build` first.
 */

const root = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
const servers: Server[] = [];

afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  status?: { code?: number };
}

/** A span as received, with its service's and instrumentation scope's names. */
type ReceivedSpan = OtlpSpan & { service: string; scope: string };

const STATUS_ERROR = 2;

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

function attribute(span: OtlpSpan, key: string): unknown {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value === undefined ? undefined : Object.values(value)[0];
}

/** An OTLP http/json trace receiver: every span it was sent, with its service's name. */
async function otlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        resourceSpans: { resource: OtlpSpan; scopeSpans: { scope?: { name?: string }; spans: OtlpSpan[] }[] }[];
      };
      for (const resourceSpans of body.resourceSpans) {
        const service = String(attribute(resourceSpans.resource, "service.name"));
        for (const scope of resourceSpans.scopeSpans)
          for (const span of scope.spans) spans.push({ ...span, service, scope: scope.scope?.name ?? "" });
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Polls `check` until it returns a value (a condition, not a fixed wait). Generous: a portal
 * beside the rest of the suite on two busy cores; a passing check ends it as soon as it holds.
 */
async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type LogLine = Record<string, unknown> & { msg?: string };

/** The built portal with its in-process sandbox, logging at debug level (the sandbox logs each call then). */
async function startPortal(otel: Record<string, string>) {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("OTEL_")) env[name] = value;
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...env,
      ...otel,
      NODE_ENV: "production",
      APP_ENV: "development",
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: ":memory:",
      STAFF_PORT: "off",
      LOG_LEVEL: "debug",
      // Not the default 9464, which another test's portal (or another suite's) may hold.
      METRICS_PORT: "off",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const lines: LogLine[] = [];
  let partial = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const text = partial + chunk.toString("utf8");
    const complete = text.split("\n");
    partial = complete.pop() ?? "";
    for (const line of complete) if (line.startsWith("{")) lines.push(JSON.parse(line) as LogLine);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor("the portal to listen", () =>
    lines.some((line) => String(line.msg).startsWith("portal listening")) ? true : undefined,
  );
  const sandbox = `http://127.0.0.1:${sandboxPort}`;
  const cookie = await verifiedSession(base, sandbox);
  /** One signed-in GET of /home with a request id of its own, and the log line of that request. */
  async function home(query = "", headers: Record<string, string> = {}): Promise<LogLine> {
    const requestId = randomUUID();
    const response = await fetch(`${base}/home${query}`, {
      headers: { ...headers, cookie, "x-request-id": requestId },
    });
    expect(response.status).toBe(200);
    return waitFor("the request's log line", () =>
      lines.find((line) => line.msg === "request" && line.reqId === requestId),
    );
  }
  /** Stops the portal, which sends the spans still in its batch first. */
  async function stop(): Promise<void> {
    if (child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  }
  return { home, lines, sandbox, sandboxPort, stop };
}

/** The sandbox's fault rules (docs/sandbox.md); none clears them. */
async function faults(sandbox: string, rules?: unknown[]): Promise<void> {
  const response = await fetch(`${sandbox}/__sandbox/faults`, {
    method: rules ? "POST" : "DELETE",
    headers: { "Content-Type": "application/json" },
    body: rules ? JSON.stringify(rules) : undefined,
  });
  expect(response.ok).toBe(true);
}

/** A W3C traceparent as an outside caller would send it: sampled, with ids of its own. */
function outsideTraceparent(): { traceparent: string; traceId: string; spanId: string } {
  const traceId = randomUUID().replaceAll("-", "");
  const spanId = traceId.slice(0, 16);
  return { traceparent: `00-${traceId}-${spanId}-01`, traceId, spanId };
}

/** The deployment's ConfigMap (deploy/k8s/configmap.yaml): what a cluster sets. */
function configMapData(): Record<string, string> {
  const file = path.join(root, "deploy/k8s/configmap.yaml");
  const [map] = parseYaml(readFileSync(file, "utf8"), "configmap.yaml") as [{ data: Record<string, string> }];
  return map.data;
}

const sandboxCalls = (lines: LogLine[], path: string) =>
  lines.filter((line) => line.service === "sandbox" && line.msg === "sandbox call" && line.path === path);

describe("traces", () => {
  it("are off without OTEL_* settings: no SDK module is loaded", () => {
    expect(existsSync(path.join(root, "build/server/index.js")), "run npm run build first").toBe(true);
    const listSdkModules = `
      import { registerHooks } from "node:module";
      const loaded = [];
      registerHooks({ load(url, context, next) { if (url.includes("@opentelemetry/")) loaded.push(url); return next(url, context); } });
      await import("#server/telemetry.ts");
      await import("#server/logger.ts");
      await import("#server/tracing/provider-span.ts");
      process.stdout.write(JSON.stringify(loaded));
    `;
    const run = (otel: Record<string, string>) => {
      const env: NodeJS.ProcessEnv = { ...otel };
      for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("OTEL_")) env[name] = value;
      const output = execFileSync(process.execPath, ["--input-type=module", "-e", listSdkModules], {
        cwd: root,
        env,
        encoding: "utf8",
      });
      return (JSON.parse(output) as string[]).filter((url) => /sdk-trace|instrumentation|exporter/.test(url));
    };
    expect(run({})).toEqual([]);
    expect(run({ OTEL_TRACES_EXPORTER: "otlp", OTEL_SDK_DISABLED: "true" })).toEqual([]);
    // The same check sees the SDK when tracing is asked for.
    expect(run({ OTEL_TRACES_EXPORTER: "console" }).length).toBeGreaterThan(0);
  });

  it(
    "a signed-in /home: the loader's span, a provider call's span beneath it, the traceparent the provider received, the log line's trace_id",
    { timeout: 90_000 },
    async () => {
      const receiver = await otlpReceiver();
      const portal = await startPortal({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: "portal-under-test",
        OTEL_BSP_SCHEDULE_DELAY: "50",
      });
      // A query can carry what a visitor typed: it stays out of every span.
      const requestLine = await portal.home("?note=typed-by-the-visitor");
      const traceId = requestLine.trace_id as string;
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(requestLine.span_id).toMatch(/^[0-9a-f]{16}$/);

      const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
      const statusCall = await waitFor("the account/status call's span", () =>
        inTrace().find((span) => span.name === "GET account/status"),
      );
      const loader = await waitFor("the home route's loader span", () =>
        inTrace().find(
          (span) => span.name === "loader /home" && attribute(span, "react_router.route.id") === "routes/home/index",
        ),
      );
      const request = await waitFor("the request's span", () =>
        inTrace().find((span) => span.kind === SPAN_KIND_SERVER),
      );
      expect(request.name).toBe("GET /home");
      expect(request.service).toBe("portal-under-test");
      expect(attribute(request, "http.route")).toBe("/home");

      // The provider call ran inside the loader, and the loader inside the request.
      expect(statusCall.kind).toBe(SPAN_KIND_CLIENT);
      expect(statusCall.parentSpanId).toBe(loader.spanId);
      expect(attribute(statusCall, "provider.outcome")).toBe("ok");
      expect(attribute(statusCall, "http.response.status_code")).toBe(200);
      const byId = new Map(inTrace().map((span) => [span.spanId, span]));
      const ancestors: string[] = [];
      for (let at = byId.get(loader.parentSpanId ?? ""); at; at = byId.get(at.parentSpanId ?? ""))
        ancestors.push(at.name);
      expect(ancestors).toContain("middleware routes/signed-in");
      expect(ancestors.at(-1)).toBe("GET /home");

      // The provider received the call's trace context: its trace, and the call's span as parent.
      const received = await waitFor("the sandbox's log of the call", () =>
        sandboxCalls(portal.lines, "/api/v1/account/status").find((line) => String(line.traceparent).includes(traceId)),
      );
      expect(received.traceparent).toBe(`00-${traceId}-${statusCall.spanId}-01`);

      // A line written during the request (the provider call's) carries the trace too.
      const callLine = portal.lines.find(
        (line) =>
          line.msg === "provider call" && (line.provider as { requestId?: string }).requestId === requestLine.reqId,
      );
      expect(callLine?.trace_id).toBe(traceId);
      // No account code, token or query in a span's name or attributes.
      const everything = JSON.stringify(inTrace());
      expect(everything).not.toMatch(/X-Access-Token|ssp_session|typed-by-the-visitor/i);

      // The server span does not name the customer's address (client.address, or the peer's).
      for (const key of ["client.address", "network.peer.address", "network.peer.port"])
        expect(attribute(request, key), key).toBeUndefined();
      // Express's middleware spans are gone (they were ~11 a page, most of them `<anonymous>`).
      expect(inTrace().filter((span) => span.name.includes("<anonymous>"))).toEqual([]);
      expect(inTrace().filter((span) => span.scope.includes("express"))).toEqual([]);

      // The provider call's span follows the HTTP client conventions.
      expect(attribute(statusCall, "http.request.method")).toBe("GET");
      expect(attribute(statusCall, "server.address")).toBe("127.0.0.1");
      expect(attribute(statusCall, "server.port")).toBe(portal.sandboxPort);
      expect(attribute(statusCall, "url.full")).toBe(`${portal.sandbox}/api/v1/account/status`);
      expect(attribute(statusCall, "error.type")).toBeUndefined();
    },
  );

  it(
    "a failed provider call's span has error.type and an error status; a query's values and a path's ids stay out of url.full; a trusted caller's traceparent is adopted",
    { timeout: 90_000 },
    async () => {
      const receiver = await otlpReceiver();
      const portal = await startPortal({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: "50",
        OTEL_TRUST_INCOMING_TRACEPARENT: "127.0.0.0/8, ::1",
      });
      const outside = outsideTraceparent();
      await faults(portal.sandbox, [{ path: "/api/v1/account/services/notes", status: 503 }]);
      try {
        await portal.home("", { traceparent: outside.traceparent });
      } finally {
        await faults(portal.sandbox);
      }
      const inTrace = () => receiver.spans.filter((span) => span.traceId === outside.traceId);
      const request = await waitFor("the request's span, in the caller's trace", () =>
        inTrace().find((span) => span.kind === SPAN_KIND_SERVER),
      );
      expect(request.parentSpanId).toBe(outside.spanId);
      const notes = await waitFor("the notes call's span", () =>
        inTrace().find((span) => span.name === "GET account/services/notes"),
      );
      expect(attribute(notes, "http.response.status_code")).toBe(503);
      expect(attribute(notes, "error.type")).toBe("503");
      expect(notes.status?.code).toBe(STATUS_ERROR);
      // The query names its parameters, never their values (an id, or what a visitor typed).
      expect(attribute(notes, "url.full")).toBe(`${portal.sandbox}/api/v1/account/services/notes?serviceId=REDACTED`);
      for (const span of inTrace().filter((s) => s.kind === SPAN_KIND_CLIENT)) {
        const url = String(attribute(span, "url.full"));
        expect(url.startsWith(`${portal.sandbox}/api/v1/`), span.name).toBe(true);
        // Every path parameter of the call's template is redacted too.
        if (span.name.includes("{")) expect(url, span.name).toContain("/REDACTED");
      }
    },
  );

  it(
    "the cluster's settings: 1 trace in 10 is kept, and an outside caller's traceparent is ignored",
    { timeout: 90_000 },
    async () => {
      const data = configMapData();
      expect(data.OTEL_TRACES_SAMPLER).toBe("parentbased_traceidratio");
      expect(data.OTEL_TRACES_SAMPLER_ARG).toBe("0.1");
      expect(data).not.toHaveProperty("OTEL_TRUST_INCOMING_TRACEPARENT");
      const receiver = await otlpReceiver();
      const portal = await startPortal({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: "50",
        OTEL_TRACES_SAMPLER: data.OTEL_TRACES_SAMPLER!,
        OTEL_TRACES_SAMPLER_ARG: data.OTEL_TRACES_SAMPLER_ARG!,
      });
      // A sampled traceparent from outside: neither its trace nor its sampling decision is taken.
      const outside = outsideTraceparent();
      const line = await portal.home("", { traceparent: outside.traceparent });
      expect(line.trace_id).not.toBe(outside.traceId);
      const received = await waitFor("the sandbox's log of the call", () =>
        sandboxCalls(portal.lines, "/api/v1/account/status").find((l) => l.traceparent !== undefined),
      );
      expect(String(received.traceparent)).not.toContain(outside.traceId);
      const pages = 30;
      for (let i = 0; i < pages; i++) await portal.home();
      await portal.stop(); // sends what is still in the batch
      expect(receiver.spans.filter((span) => span.traceId === outside.traceId)).toEqual([]);
      const kept = receiver.spans.filter((span) => span.kind === SPAN_KIND_SERVER).length;
      // 10 % of 31 requests: all of them kept is a chance of 1 in 10^31.
      expect(kept).toBeLessThan(pages);
      for (const l of sandboxCalls(portal.lines, "/api/v1/account/status"))
        expect(String(l.traceparent)).not.toContain(outside.traceId);
    },
  );

  it("off: the provider gets no traceparent and log lines name no trace", { timeout: 90_000 }, async () => {
    const portal = await startPortal({});
    const requestLine = await portal.home();
    expect(requestLine).not.toHaveProperty("trace_id");
    const calls = await waitFor("the sandbox's log of the call", () => {
      const found = sandboxCalls(portal.lines, "/api/v1/account/status");
      return found.length > 0 ? found : undefined;
    });
    for (const call of calls) expect(call).not.toHaveProperty("traceparent");
    expect(portal.lines.filter((line) => "trace_id" in line)).toEqual([]);
  });
});
