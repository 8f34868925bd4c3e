// Calling the portal's middleware, loaders and actions directly, with real Request objects,
// against an in-memory sandbox provider: what React Router would do for one request, minus the
// rendering. Used by tests/integration/*.test.ts.

import { RouterContextProvider } from "react-router";
import { tokenExp } from "#server/auth.ts";
import { config } from "#server/config.ts";
import { currentRequest } from "#server/request-context.ts";
import { fromClient } from "#tests/from-client.ts";
import { commitSession, getSession, type PortalSession, startSignedInSession } from "#server/session.ts";
import { guard, requireMfa } from "#app/lib/guard.server.ts";
import { signIn, startTestSandbox } from "#sandbox/testing.ts";
import type { RunningSandbox } from "#sandbox/server.ts";

export { fromClient };

export const PORTAL = "http://portal.test";
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A fresh in-memory sandbox for a test file, and the portal's provider client pointed at it (the
 * client reads config.providerUrl for every request; the portal's own sandbox is not started).
 */
export async function startPortalSandbox(): Promise<RunningSandbox & { stop(): Promise<void> }> {
  const running = await startTestSandbox();
  const previous = config.providerUrl;
  config.providerUrl = running.url;
  return {
    ...running,
    async stop() {
      config.providerUrl = previous;
      await running.close();
    },
  };
}

/** A request as a browser sends it. */
export function request(
  path: string,
  init: { method?: string; cookie?: string; form?: Record<string, string> } = {},
): Request {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(`${PORTAL}${path}`, {
    method: init.method ?? (init.form ? "POST" : "GET"),
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
}

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
export function cookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((h) => /ssp_session=/.test(h));
  return header?.split(";")[0];
}

/** The session a response's Set-Cookie carries (empty for a deleted cookie). */
export async function sessionOf(response: Response): Promise<PortalSession> {
  return getSession(cookieOf(response) ?? null);
}

export async function cookieFor(session: PortalSession): Promise<string> {
  return (await commitSession(session)).split(";")[0]!;
}

/**
 * A signed-in session for a sandbox account, as /login would start it (its record in the state
 * store included); `adjust` changes the cookie before it is sent.
 */
export async function signedIn(
  sandbox: RunningSandbox,
  options: { email?: string; mfa?: boolean; startedAt?: number; adjust?: (session: PortalSession) => void } = {},
): Promise<{ session: PortalSession; cookie: string; token: string }> {
  const { token } = await signIn(sandbox, options.email);
  const session = await startSignedInSession(token, tokenExp(token), options.startedAt ?? Date.now());
  if (options.mfa ?? true) session.set("isMfaDone", true);
  options.adjust?.(session);
  return { session, token, cookie: await cookieFor(session) };
}

export type Answer = { status: number; location: string | null; response?: Response; data?: unknown };

/** What a loader or action answered: a thrown or returned Response, or data (with `data()`'s status). */
export async function answer(run: () => unknown): Promise<Answer> {
  let value: unknown;
  try {
    value = await (currentRequest().id ? run() : fromClient(run));
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location"), response: thrown };
    if (isDataWithInit(thrown)) return { status: thrown.init?.status ?? 200, location: null, data: thrown.data };
    throw thrown;
  }
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get("Location"), response: value };
  if (isDataWithInit(value)) {
    const response = new Response(null, { status: value.init?.status ?? 200, headers: value.init?.headers });
    return { status: response.status, location: null, response, data: value.data };
  }
  return { status: 200, location: null, data: value };
}

function isDataWithInit(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

type RouteFunction = (args: {
  request: Request;
  context: RouterContextProvider;
  params: Record<string, string>;
}) => unknown;

/**
 * One request through the guard (and, for gated pages, requireMfa) into a loader or action, as
 * the route tree runs it. `route` runs only if the middleware lets the request through; what it
 * answered is in `inner`, and `response` is what the middleware sent back (its cookie included).
 */
export async function throughGuard(
  req: Request,
  route: RouteFunction,
  options: { mfa?: boolean } = {},
): Promise<{ response: Response; ran: boolean; inner?: Answer }> {
  const context = new RouterContextProvider();
  let ran = false;
  let inner: Answer | undefined;
  const args = { request: req, context, params: {}, url: new URL(req.url), pattern: "" };
  const page = async () => {
    ran = true;
    inner = await answer(() => route({ request: req, context, params: {} }));
    return inner.response ?? new Response(JSON.stringify(inner.data ?? null), { status: inner.status });
  };
  const response = await answer(() =>
    guard(args as never, async () => {
      if (!options.mfa) return page();
      const gated = await answer(() => requireMfa(args as never, page));
      return gated.response!;
    }),
  );
  // A thrown data() (a 503 while the state store is down) becomes the response React Router would send.
  return {
    response: response.response ?? Response.json(response.data ?? null, { status: response.status }),
    ran,
    inner,
  };
}

/** A stand-in page that only records that it ran (and when). */
export function page(log: { ranAt?: number } = {}): RouteFunction {
  return () => {
    log.ranAt = performance.now();
    return null;
  };
}
