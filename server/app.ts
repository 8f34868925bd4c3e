import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Config } from "./config.ts";
import { csrfGuard } from "./security/csrf.ts";
import { formLimits } from "./security/form-limits.ts";
import { logger } from "./logger.ts";
import { measureRequests } from "./metrics.ts";
import { limits } from "./security/rate-limit.ts";
import { type RequestInfo, runInRequest } from "./request-context.ts";
import { requestLog } from "./request-log.ts";
import { securityHeaders } from "./security/security-headers.ts";
import { serveClientBuild } from "./static-files.ts";
import { staffIdentityProvider } from "./staff/sign-in.ts";

/**
 * Per-IP limits (RATE_LIMIT_FACTOR scales them): state-changing requests, and page and data
 * requests (each signed-in page costs several provider calls). Static files are served before this.
 * Both fail open: with the state store down, requests go on uncounted (docs/decisions/019).
 */
async function perIpRateLimit(req: Request, res: Response, next: NextFunction) {
  const limit = req.method === "GET" || req.method === "HEAD" ? limits.pageViewsPerIp : limits.formPostsPerIp;
  if ((await limit.attempt(req.ip ?? "unknown")).outcome === "over") {
    res.status(429).setHeader("Retry-After", "60");
    res.type("text/plain").send("Too many requests. Wait a minute and try again.");
    return;
  }
  next();
}

/**
 * Refuses bodies larger than the limit before anything reads them. A body without a length
 * (chunked) could not be checked before it is read, so it is refused too: browsers always send
 * Content-Length with a form.
 */
function bodyLimit(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.get("content-length") ?? 0);
    if (length > maxBytes) {
      res.status(413).type("text/plain").send("Request body too large");
      req.resume();
      return;
    }
    if (req.get("transfer-encoding") !== undefined && req.get("content-length") === undefined) {
      res.status(411).type("text/plain").send("Length required: send the request body with a Content-Length");
      req.resume();
      return;
    }
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What the portal answers: pages (GET, HEAD) and forms (POST). */
const SERVED_METHODS = ["GET", "HEAD", "POST"];
const ALLOW = SERVED_METHODS.join(", ");

/**
 * Any other method (TRACE, PUT, DELETE, OPTIONS, WebDAV's…) is refused before anything else looks at
 * the request: 405 with `Allow`. React Router cannot build a Request for some of them (TRACE with a
 * body threw, a 500 with a stack in the log), and none of them is a thing a page or a form sends.
 */
function servedMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (SERVED_METHODS.includes(req.method)) return next();
  res.status(405).setHeader("Allow", ALLOW);
  res.type("text/plain").send("Method not allowed");
  req.resume();
}

/**
 * Every form of the portal posts `application/x-www-form-urlencoded` (none uploads files). Any
 * other body would make an action's `request.formData()` throw, i.e. a 500: refuse it as a bad request.
 */
function formBodiesOnly(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method) || req.is("application/x-www-form-urlencoded")) return next();
  res
    .status(400)
    .type("text/plain")
    .send("Bad request: send the form as a web page does (application/x-www-form-urlencoded)");
  req.resume();
}

/** The staff console's pages: /staff and below (the customer listener refuses them, app/routes/staff/listener.tsx). */
const STAFF_PATH = /^\/staff(?:\.data|\/|$)/;

const STAFF_NOT_FOUND = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Page not found – Staff console</title></head>
<body><main><h1>Page not found</h1><p>This is the staff console. <a href="/staff">Go to the staff console</a>.</p></main></body></html>`;

/**
 * The staff listener answers the staff console only: `/` leads to it, and every customer page is
 * not found here (its own small page; nothing of the customer side is rendered).
 */
function staffPagesOnly(req: Request, res: Response, next: NextFunction) {
  if (STAFF_PATH.test(req.path)) return next();
  if (req.path === "/" && (req.method === "GET" || req.method === "HEAD")) return res.redirect(303, "/staff");
  res.status(404).type("html").send(STAFF_NOT_FOUND);
  req.resume();
}

/** The identity provider's origin, where the staff sign-in form's redirect goes (the staff CSP's form-action). */
function identityProviderOrigin(): string {
  const provider = staffIdentityProvider();
  return provider ? new URL(provider.issuer).origin : "";
}

/**
 * The portal's Express app, around a React Router request handler. `clientFiles` is the client
 * build's folder, or (`npm run dev`) Vite's middleware, which serves the modules itself. One app per
 * listener: the customers' (PORT), or the staff console's (STAFF_PORT), with its own CSP.
 */
export function createPortalApp(
  config: Config,
  handler: RequestHandler,
  clientFiles: string | RequestHandler,
  listener: "customer" | "staff" = "customer",
) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(
    securityHeaders(config, {
      inlineStyles: typeof clientFiles !== "string",
      ...(listener === "staff" ? { staffFormTargets: identityProviderOrigin } : {}),
    }),
  );
  app.use(requestLog);
  app.use(servedMethodsOnly);
  // No probes here: /healthz and /readyz are on the operations port (METRICS_PORT, server/readiness.ts).
  app.use(measureRequests);
  // Pages compressed here only when no proxy in front does it (COMPRESSION; docs/deployment.md):
  // compressing costs this process more CPU than many a page's own work.
  if (config.COMPRESSION) app.use(compression());
  if (typeof clientFiles === "string") serveClientBuild(app, clientFiles);
  else app.use(clientFiles);
  if (listener === "staff") app.use(staffPagesOnly);
  app.use(bodyLimit(config.MAX_BODY_BYTES));
  app.use(csrfGuard());
  app.use(perIpRateLimit);
  app.use(formBodiesOnly);
  app.use(formLimits({ brandName: config.wholesaler.name }));
  app.use((_req, res, next) => {
    // Pages and their data are per-user: never cached (a route may still say otherwise).
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // React Router answers inside the request's context: its id, the client's address and the nonce.
  app.all("/{*splat}", (req, res, next) =>
    runInRequest(
      {
        id: res.locals.requestId as string,
        clientIp: req.ip ?? "unknown",
        nonce: res.locals.nonce as string,
        route: res.locals.routeSlot as RequestInfo["route"],
        listener,
      },
      () => handler(req, res, next),
    ),
  );
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) logger.error({ err: error, reqId: res.locals.requestId as string }, "unhandled error");
    if (!res.headersSent)
      res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not Found" : "Something went wrong.");
  });
  return app;
}
