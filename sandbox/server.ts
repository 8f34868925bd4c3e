import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { sandboxConfig as config } from "./config.ts";
import { logger } from "./logger.ts";
import { admin } from "./admin.ts";
import type { Ctx, Handler, Reply, Sandbox } from "./context.ts";
import { HttpError } from "./context.ts";
import { Faults, parseFaultsEnv } from "./faults.ts";
import type { FaultRule } from "./faults.ts";
import { handlers } from "./handlers/index.ts";
import { type RunningIdentityProvider, startIdentityProvider } from "./identity/provider.ts";
import { isStaffOnlyCall, staffRolesFor } from "#server/provider/staff-calls.ts";
import { refuseWhenReadOnly } from "./read-only.ts";
import { Router } from "./router.ts";
import { seed } from "./seed.ts";
import { Store } from "./store.ts";
import { TokenService } from "./tokens.ts";

export interface SandboxOptions {
  port?: number;
  /** Always loopback unless you know why. */
  host?: string;
  /** A file path (created if missing) or ":memory:". */
  dbPath?: string;
  /** Where sign-in links point: `<portalUrl>/home?token=…`. */
  portalUrl?: string;
  /** SANDBOX_FAULTS JSON, or rules (default: config.SANDBOX_FAULTS). */
  faults?: string | readonly FaultRule[];
  rateLimitFactor?: number;
  diagnosticsDelayMs?: number;
  /**
   * The staff identity provider's port on the same host (0: any free port); null runs none
   * (default: config.SANDBOX_IDP_PORT).
   */
  identityPort?: number | null;
  /** The staff console's public URL, whose sign-in redirect the identity provider registers. */
  staffUrl?: string;
}

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
  /** For tests: the store and fault list in this process. */
  sandbox: Sandbox;
  /** The staff identity provider (its issuer and the console's registration), when it runs. */
  identity?: RunningIdentityProvider;
}

const MAX_BODY = 256 * 1024;

/**
 * Calls a visitor who has not joined yet makes (the join journey, docs/decisions/022): the sales
 * side answers them without a token; with a token they are checked like any other call.
 */
const ANONYMOUS_LOOKUPS = new Set([
  ...["unitTypes", "streetTypes", "levelTypes", "lotTypes", "locationStates", "hardwareProducts"],
  ...[
    "nbnContracts",
    "dslContracts",
    "unitiContracts",
    "voipContracts",
    "mobileContracts",
    "electricityContracts",
    "gasContracts",
  ],
]);
function isAnonymousCall(entry: { area: string; name: string }): boolean {
  if (entry.area === "qualification" || entry.area === "sale") return true;
  if (entry.area === "wholesale") return entry.name === "locationSearch" || entry.name === "serviceQualification";
  if (entry.area === "account") return entry.name === "create";
  return entry.area === "lookup" && ANONYMOUS_LOOKUPS.has(entry.name);
}
const log = logger;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, "Request body is too large");
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "Request body must be JSON");
  }
}

function send(res: ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200;
  const headers: Record<string, string> = { "Cache-Control": "no-store", ...reply.headers };
  if (reply.bytes) {
    res.writeHead(status, {
      ...headers,
      "Content-Type": reply.contentType ?? "application/octet-stream",
      "Content-Length": String(reply.bytes.byteLength),
    });
    res.end(reply.bytes);
    return;
  }
  const body = reply.json === undefined ? "" : JSON.stringify(reply.json);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
  });
  res.end(body);
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const store = new Store(options.dbPath ?? config.SANDBOX_DB);
  if (store.count("accounts") === 0) await seed(store);
  const faults = new Faults();
  const faultOption = options.faults ?? config.SANDBOX_FAULTS;
  faults.add(typeof faultOption === "string" || faultOption === undefined ? parseFaultsEnv(faultOption) : faultOption);
  const sb: Sandbox = {
    store,
    tokens: new TokenService(store),
    faults,
    settings: {
      portalUrl: options.portalUrl ?? config.portalUrl,
      rateLimitFactor: options.rateLimitFactor ?? config.RATE_LIMIT_FACTOR,
      diagnosticsDelayMs: options.diagnosticsDelayMs ?? 3000,
    },
    calls: new Map(),
    clock: { offsetMs: 0 },
    now: () => Date.now() + sb.clock.offsetMs,
  };
  const router = new Router();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://sandbox.invalid");
    const path = url.pathname;
    let template = path.startsWith("/__sandbox") ? path : "(unmatched)";
    let status = 500;
    try {
      if (path.startsWith("/__sandbox/")) {
        const reply = await admin(
          sb,
          method,
          url,
          method === "GET" || method === "DELETE" ? undefined : await readBody(req),
        );
        status = reply.status ?? 200;
        send(res, reply);
        return;
      }

      const fault = faults.decide(method, path);
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.drop) {
        status = 0;
        req.socket.destroy();
        return;
      }
      if (fault.status) {
        status = fault.status;
        send(res, { status, json: { message: "Injected fault" } });
        return;
      }

      const match = router.match(method, path);
      if (!match) throw new HttpError(404, `No such call: ${method} ${path}`);
      if ("allowed" in match) {
        send(res, {
          status: 405,
          json: { message: `Method ${method} not allowed` },
          headers: { Allow: match.allowed.join(", ") },
        });
        status = 405;
        return;
      }
      const { entry, params } = match;
      template = entry.fullPath;

      let auth: Ctx["auth"] = null;
      let staff: Ctx["staff"] = null;
      const header = req.headers["x-access-token"];
      // A staff access token (the identity provider's JWT for this API) on a call staff may make,
      // by role; on any other call it is not a token this API knows (401 below).
      const staffRoles = staffRolesFor(entry);
      if (staffRoles && typeof header === "string" && sb.identity) {
        staff = await sb.identity.verifyAccessToken(header);
        if (staff && !staff.roles.some((role) => staffRoles.includes(role)))
          throw new HttpError(403, "Your staff role does not allow this call");
      }
      if (!staff && !entry.noToken && !(isAnonymousCall(entry) && header === undefined)) {
        const token =
          (entry.area === "account" && entry.name === "invoicePdf" ? url.searchParams.get("jwt") : null) ??
          (typeof header === "string" ? header : undefined);
        if (!token) throw new HttpError(401, "Missing token");
        const claims = await sb.tokens.verify(token);
        if (!claims) throw new HttpError(401, "Invalid or expired token");
        // A sign-in link's token only buys an access token (refresh-token), and only once.
        if (claims.typ === "link" && !(entry.area === "authentication" && entry.name === "refreshToken"))
          throw new HttpError(401, "A sign-in link token can only be exchanged for an access token");
        if (claims.su) {
          if (store.exists("used_tokens", { ref: claims.jti }))
            throw new HttpError(401, "This single-use token has already been used");
          store.insert("used_tokens", { accountCode: claims.sub, ref: claims.jti, data: { exp: claims.exp } });
        }
        if (!store.exists("accounts", { accountCode: claims.sub })) throw new HttpError(401, "Unknown account");
        refuseWhenReadOnly(entry, claims);
        auth = { accountCode: claims.sub, claims };
        // Reports and management are the provider's staff side: a customer's token never runs them.
        if (isStaffOnlyCall(entry)) throw new HttpError(403, "This call needs a staff access token");
      }

      const body = method === "GET" ? undefined : await readBody(req);
      const areaHandlers = handlers[entry.area] as Record<string, Handler | undefined> | undefined;
      const handler = areaHandlers?.[entry.name];
      const reply: Reply = handler
        ? await handler({ sb, method, params, query: url.searchParams, body, headers: req.headers, auth, staff })
        : {
            status: 501,
            json: {
              message: `The sandbox does not offer ${entry.method} ${entry.fullPath}: no portal screen uses it (501)`,
            },
          };

      if (fault.malformed) {
        status = reply.status ?? 200;
        res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
        res.end('{"malformed": tru');
        return;
      }
      status = reply.status ?? 200;
      send(res, reply);
    } catch (error) {
      if (error instanceof HttpError) {
        status = error.status;
        send(res, { status, json: error.body });
      } else {
        status = 500;
        log.error({ err: error, path: template }, "sandbox handler failed");
        send(res, { status, json: { message: "Sandbox error" } });
      }
    } finally {
      if (!path.startsWith("/__sandbox")) {
        const key = `${method} ${template}`;
        sb.calls.set(key, (sb.calls.get(key) ?? 0) + 1);
      }
      // The caller's W3C trace context, when it sent one: this line joins the portal's trace.
      const traceparent = req.headers.traceparent;
      log.debug(
        { method, path: template, status, ms: Math.round(performance.now() - started), traceparent },
        "sandbox call",
      );
    }
  }

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? config.SANDBOX_PORT, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  // A sandbox on any free port (tests) puts its identity provider on any free port too.
  const identityPort =
    options.identityPort === undefined ? (options.port === 0 ? 0 : config.SANDBOX_IDP_PORT) : options.identityPort;
  const identity =
    identityPort === null
      ? undefined
      : await startIdentityProvider({ sb, port: identityPort, host, staffUrl: options.staffUrl ?? config.staffUrl });
  sb.identity = identity;

  return {
    url,
    sandbox: sb,
    identity,
    close: async () => {
      await identity?.close();
      await new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeAllConnections();
      });
    },
  };
}
