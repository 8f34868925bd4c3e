import { createContext, data, redirect } from "react-router";
import { createProviderClient, type ProviderClient } from "#server/provider/index.ts";
import { isProviderError } from "#server/provider/errors.ts";
import type { Profile, Service } from "#server/provider/schemas.ts";
import { REQUEST_ID_HEADER } from "#server/request-headers.ts";
import { destroySession, type PortalSession } from "#server/session.ts";
import { orderServices } from "./services.ts";

/**
 * What the guard gives every signed-in loader and action: the session, a provider client that
 * carries the customer's token (which never leaves the server), and the profile and services,
 * each fetched at most once per request and only when asked for.
 */
export type Portal = {
  session: PortalSession;
  api: ProviderClient;
  requestId: string;
  profile(): Promise<Profile>;
  services(): Promise<Service[]>;
  /** The service the customer chose (spec §4: the first after ordering, by default). */
  selectedService(): Promise<Service | undefined>;
};

export const portalContext = createContext<Portal>();

export function requestIdOf(request: Request): string {
  return request.headers.get(REQUEST_ID_HEADER) ?? "";
}

export function providerFor(request: Request, token?: string): ProviderClient {
  return createProviderClient({ token, signal: request.signal, requestId: requestIdOf(request) });
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

export function createPortal(request: Request, session: PortalSession, token: string): Portal {
  const api = providerFor(request, token);
  const services = once(async () => orderServices((await api.account.services({})).services));
  const profile = once(() => api.account.userDetails());
  return {
    session,
    api,
    requestId: requestIdOf(request),
    profile,
    services,
    async selectedService() {
      const list = await services();
      const chosen = session.get("serviceId");
      return list.find((s) => String(s.id) === chosen) ?? list[0];
    },
  };
}

/**
 * Turns a failed provider call into what a page should show: a 401 (the provider no longer
 * accepts the token: revoked, or the provider restarted) clears the session — so /login shows its
 * form instead of bouncing back — and sends the customer to sign in again; anything else is a route error with the spec §8 message ('Network Error',
 * 'Request failed with status code 500', …).
 */
export function providerFailure(error: unknown): never {
  if (isProviderError(error)) {
    if (error.isUnauthorized) throw redirect("/login?expired=1", { headers: { "Set-Cookie": destroySession() } });
    throw data({ message: error.message }, { status: 502 });
  }
  throw error;
}

/** Runs provider calls, mapping a failure through providerFailure. */
export async function fromProvider<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    return providerFailure(error);
  }
}

/**
 * Spec §8: some loads (the profile and services of the layout) fail silently, showing the page
 * without them — but never a 401, which signs the customer out (providerFailure).
 */
export function quietly<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isProviderError(error) && error.isUnauthorized) providerFailure(error);
    return fallback;
  };
}
