import { createContext } from "react-router";
import { accountCache } from "#server/account-cache.ts";
import { type AccessObject, audit } from "#server/audit/index.ts";
import { auditProviderChange } from "#server/audit/provider-changes.ts";
import type { ProviderChange } from "#server/provider/http.ts";
import { config } from "#server/config.ts";
import { type ProviderClient, providerFor } from "#server/provider/index.ts";
import type { Profile } from "#server/provider/schemas/profile.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { currentRequest } from "#server/request-context.ts";
import { type PortalSession, tokenAccount } from "#server/session.ts";
import { orderServices } from "#app/domain/services.ts";

/**
 * What the guard gives every signed-in loader and action: the session, a provider client that
 * carries the customer's token (which never leaves the server), and the profile and services,
 * each read at most once per request and only when asked for — from the session's short-lived
 * cache when it has them, so a page's own provider calls are its only round trip.
 */
export type Portal = {
  session: PortalSession;
  api: ProviderClient;
  /**
   * The same client with the short time budget of a page's secondary calls
   * (PROVIDER_SECONDARY_TIMEOUT_MS): a slow note or history never holds the whole page.
   */
  secondary: ProviderClient;
  requestId: string;
  /** The account's code as the provider token names it (its subject), or null when it does not. */
  account: string | null;
  profile(): Promise<Profile>;
  services(): Promise<Service[]>;
  /** The service the customer chose (spec §4: the first after ordering, by default). */
  selectedService(): Promise<Service | undefined>;
  /**
   * The account's own service with the id a URL or a form named, or undefined: an id that is not
   * one of the account's services (another account's, or none) is refused, and recorded (below).
   */
  ownService(id: string | number): Promise<Service | undefined>;
  /**
   * Records that the request named an object that is not this account's (another account's, or
   * none by that id) and was refused: one `access.refused` line in the audit trail. Every place
   * that checks an object's owner calls it (or `ownService`), so every refusal is in the trail.
   */
  refuseAccess(object: AccessObject, id: string | number): void;
};

export const portalContext = createContext<Portal>();

export { currentRequest, providerFor };

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

export function createPortal(request: Request, session: PortalSession, token: string): Portal {
  // Profile and services come from the session's short-lived cache (server/account-cache.ts); a
  // call that may change something forgets it.
  const cache = accountCache(session.get("sid"));
  // Every change the provider is asked for is also the account's audit event, if it is one.
  const who = { account: tokenAccount(token), sid: session.get("sid") };
  const afterChange = (change: ProviderChange) => {
    auditProviderChange(change, who);
    return cache.forget();
  };
  const api = providerFor(request, token, { afterChange });
  // Secondary calls (notes, history, connection…) get a short budget of their own (decision 047).
  const secondary = providerFor(request, token, {
    afterChange,
    timeoutMs: Math.min(config.PROVIDER_SECONDARY_TIMEOUT_MS, config.PROVIDER_TIMEOUT_MS),
  });
  const services = once(() =>
    cache.read("services", async () => orderServices((await api.account.services({})).services)),
  );
  const profile = once(() => cache.read("profile", () => api.account.userDetails()));
  const refuseAccess = (object: AccessObject, id: string | number) =>
    audit("access.refused", { outcome: "refused", account: who.account, sid: who.sid, object, objectId: id });
  return {
    session,
    api,
    secondary,
    requestId: currentRequest().id,
    account: who.account,
    profile,
    services,
    async selectedService() {
      const list = await services();
      const chosen = session.get("serviceId");
      return list.find((s) => String(s.id) === chosen) ?? list[0];
    },
    async ownService(id) {
      const wanted = String(id).trim();
      const found = (await services()).find((s) => String(s.id) === wanted);
      if (!found && wanted) refuseAccess("service", wanted);
      return found;
    },
    refuseAccess,
  };
}
