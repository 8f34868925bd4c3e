// First: when tracing is on, its instrumentations must be in place before node:http and express load.
import { flushTraces } from "./telemetry.ts";
import { createServer, type Server } from "node:http";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { config } from "./config.ts";
import { createPortalApp } from "./app.ts";
import { logger } from "./logger.ts";
import { drainOnStop } from "./graceful-stop.ts";
import { startMetricsServer, stopMetricsServer, watchRequestsInFlight } from "./metrics.ts";
import { markStopping, serveProbes } from "./readiness.ts";
import { connectState, disconnectState, StateStartError, stateKind, stateWhere } from "./state/index.ts";
import { setStaffIdentityProvider } from "./staff/sign-in.ts";
import type { StaffOidc } from "./config.ts";

/** Whole headers within 20 s, the whole request within REQUEST_TIMEOUT_MS (30 s; docs/security.md "Slow clients"). */
const HEADERS_TIMEOUT_MS = 20_000;

/** After the drain, the most the rest of a stop (Redis, traces, the operations port) may take. */
const STOP_CLEANUP_MS = 5_000;

const root = path.resolve(fileURLToPath(import.meta.url), "../..");

/**
 * With no PROVIDER_API_URL (development, tests, `npm start` on a fresh machine), the sandbox
 * provider — a sibling of the portal with its own settings (SANDBOX_PORT, SANDBOX_DB,
 * SANDBOX_FAULTS) — starts in this process. It is not in the production image.
 */
async function startSandboxIfNeeded(): Promise<
  { close(): Promise<void>; identity?: { issuer: string; clientId: string; clientSecret: string } } | undefined
> {
  if (!config.useSandbox) {
    // The origin only: a provider URL could carry credentials in its user-info part.
    logger.info({ provider: new URL(config.providerUrl).origin }, "provider API (PROVIDER_API_URL)");
    return undefined;
  }
  const { startSandbox } = await import("#sandbox/index.ts").catch((error: unknown) => {
    // The production image leaves sandbox/ out: say so in one line rather than a module stack.
    if ((error as { code?: string }).code !== "ERR_MODULE_NOT_FOUND") throw error;
    process.stderr.write(
      "SANDBOX is on (or PROVIDER_API_URL is unset) but this build has no sandbox/: set PROVIDER_API_URL, or run the sandbox's image (Dockerfile.sandbox) beside this one\n",
    );
    process.exit(1);
  });
  const sandbox = await startSandbox({
    port: config.SANDBOX_PORT,
    host: "127.0.0.1",
    staffUrl: config.staffUrl,
    // With no staff listener nobody signs in there: any free port, so portals side by side never clash.
    ...(config.STAFF_PORT === null ? { identityPort: 0 } : {}),
  });
  logger.info({ url: sandbox.url }, "sandbox provider started (no PROVIDER_API_URL set)");
  if (config.APP_ENV !== "development") {
    logger.warn(
      { url: sandbox.url },
      `APP_ENV is ${config.APP_ENV} and SANDBOX=on: the demo sandbox is the provider, and its public demo passwords sign in`,
    );
  }
  return sandbox;
}

/** Redis unreachable at start: one line naming REDIS_URL, and no portal (docs/decisions/019). */
async function connectStateOrExit(): Promise<void> {
  try {
    await connectState();
  } catch (error) {
    if (!(error instanceof StateStartError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  logger.info(
    { state: stateKind },
    stateKind === "redis" ? `state store: Redis at ${stateWhere}` : "state store: this process's memory",
  );
}

/** The built portal (`npm run build`): React Router's server build and the client files. */
async function builtHandler() {
  const buildPath = path.join(root, "build/server/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  // "development" (APP_ENV=development only) keeps a server error's message and stack for the render
  // error screen (spec §8); elsewhere React Router replaces them and the screen shows the request id.
  const handler = createRequestHandler({
    build,
    mode: config.APP_ENV === "development" ? "development" : "production",
  });
  return { handler, clientFiles: path.join(root, "build/client") };
}

/**
 * `npm run dev`: the same Express app, with Vite's middleware serving the client modules and hot
 * reload, and the React Router build compiled on demand for each request.
 */
async function developmentHandler(server: Server) {
  // The app's `#server/…` imports reach Node from Vite's own folder: resolved as this file would.
  registerHooks({
    resolve: (specifier, context, next) =>
      next(specifier, specifier.startsWith("#server/") ? { ...context, parentURL: import.meta.url } : context),
  });
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({
    root,
    // Hot reload's socket on the portal's own port: the page's CSP allows only 'self'.
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const handler = createRequestHandler({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
  });
  // Its hot-reload sockets are not requests: closed first on stop, or the drain would wait for them.
  return { handler, clientFiles: vite.middlewares, close: () => vite.close() };
}

/**
 * The staff console's identity provider: STAFF_OIDC_*, else the sandbox's own when it runs; none,
 * and the staff console is off (docs/staff.md).
 */
function chooseStaffIdentityProvider(sandbox: Awaited<ReturnType<typeof startSandboxIfNeeded>>): StaffOidc | null {
  const chosen =
    config.staffOidc ??
    (sandbox?.identity
      ? {
          issuer: sandbox.identity.issuer,
          clientId: sandbox.identity.clientId,
          clientSecret: sandbox.identity.clientSecret,
        }
      : null);
  setStaffIdentityProvider(chosen);
  if (config.STAFF_PORT !== null && !chosen)
    logger.warn(
      "staff console off: no identity provider (set STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET)",
    );
  return chosen;
}

async function main() {
  await connectStateOrExit();
  const sandbox = await startSandboxIfNeeded();
  const staffIdentity = chooseStaffIdentityProvider(sandbox);
  const server = createServer({
    // A client that trickles its headers or body cannot hold a connection for long.
    // Node refuses a headers timeout longer than the request's.
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 65_000,
  });
  // First of the request listeners: it marks answers `Connection: close` once the portal stops.
  const drain = drainOnStop(server);
  watchRequestsInFlight(drain.inFlight);
  const {
    handler,
    clientFiles,
    close: closeDevelopment,
  } = process.env.PORTAL_DEV === "1"
    ? await developmentHandler(server)
    : { ...(await builtHandler()), close: undefined };
  server.on("request", createPortalApp(config, handler, clientFiles));
  // The operations port: /metrics and the probes. Off, nothing answers the probes (docs/decisions/061).
  const operations =
    config.METRICS_PORT === null ? undefined : await startMetricsServer(config.METRICS_PORT, config.HOST, serveProbes);
  server.listen(config.PORT, config.HOST, () => {
    logger.info({ port: config.PORT, host: config.HOST }, `portal listening on http://localhost:${config.PORT}`);
  });
  // The staff console: the same build on a listener of its own (STAFF_PORT), never the customers'.
  const staffServer =
    config.STAFF_PORT === null || !staffIdentity
      ? undefined
      : createServer({
          headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
          requestTimeout: config.REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: 1_000,
          keepAliveTimeout: 65_000,
        });
  const staffDrain = staffServer ? drainOnStop(staffServer) : undefined;
  if (staffServer && config.STAFF_PORT !== null) {
    staffServer.on("request", createPortalApp(config, handler, clientFiles, "staff"));
    const staffPort = config.STAFF_PORT;
    staffServer.listen(staffPort, config.HOST, () => {
      logger.info(
        { port: staffPort, host: config.HOST, identityProvider: new URL(staffIdentity!.issuer).origin },
        `staff console listening on ${config.staffUrl}/staff`,
      );
    });
  }

  let stopping = false;
  /**
   * SIGTERM (docs/decisions/061): /readyz fails first; the public port then stops accepting and
   * drains within SHUTDOWN_DRAIN_MS; then the operations port, the sandbox, Redis and the traces
   * are closed and flushed, and the process exits 0 (1 when requests had to be cut). A stop that
   * hangs past the drain and STOP_CLEANUP_MS more ends the process anyway.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    markStopping();
    logger.info(
      { signal, drainMs: config.SHUTDOWN_DRAIN_MS },
      "stopping: not ready, no new connections, finishing requests in flight",
    );
    setTimeout(() => {
      logger.error("stopping took too long; exiting");
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + STOP_CLEANUP_MS).unref();
    await closeDevelopment?.();
    const [{ cut: customerCut }, staffStopped] = await Promise.all([
      drain.stop(config.SHUTDOWN_DRAIN_MS),
      staffDrain?.stop(config.SHUTDOWN_DRAIN_MS),
    ]);
    const cut = customerCut + (staffStopped?.cut ?? 0);
    if (cut > 0) logger.warn({ cut }, "requests still in flight after SHUTDOWN_DRAIN_MS: their connections closed");
    await stopMetricsServer(operations);
    await sandbox?.close();
    await disconnectState();
    await flushTraces();
    logger.info("stopped");
    process.exit(cut > 0 ? 1 : 0);
  };
  const stopOn = (signal: NodeJS.Signals) =>
    process.on(signal, () => {
      stop(signal).catch((error: unknown) => {
        logger.error({ err: error }, "stopping failed");
        process.exit(1);
      });
    });
  stopOn("SIGTERM");
  stopOn("SIGINT");
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "portal failed to start");
  process.exit(1);
});
