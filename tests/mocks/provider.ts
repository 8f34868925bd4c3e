import { HttpRequestInterceptor } from "@mswjs/interceptors/http";
import { HttpResponse, type RequestHandler, delay, http } from "msw";
import { InterceptorSource, defineNetwork } from "msw/experimental";
import type { CallDef } from "#server/provider/call-def.ts";
import { calls } from "#server/provider/calls.ts";
import type { Profile } from "#server/provider/schemas/profile.ts";
import type { ServicesResponse } from "#server/provider/schemas/services.ts";

/**
 * msw handlers for the provider API, for unit tests of code that calls it.
 *   const server = setupProviderServer(...providerHandlers());
 *   server.listen({ onUnhandledFrame: "error" });   // msw 3: not onUnhandledRequest
 *   server.use(providerFaults.status(calls.account.status, 500));
 * Point the client at PROVIDER_TEST_URL: createProviderClient({ baseUrl: PROVIDER_TEST_URL, token: "t" }).
 */

/**
 * msw's `setupServer`, seen at the socket. The portal's provider transport is undici's own
 * client, which goes through neither node:http nor the global fetch that `setupServer` watches;
 * HttpRequestInterceptor sees every HTTP request made in Node, whatever the client, so the
 * provider client is tested through its real transport.
 */
export function setupProviderServer(...handlers: RequestHandler[]) {
  const network = defineNetwork({
    sources: [new InterceptorSource({ interceptors: [new HttpRequestInterceptor()] })],
    handlers,
    context: { quiet: true },
  });
  return {
    listen(options: { onUnhandledFrame?: "error" | "warn" | "bypass" } = {}) {
      network.configure({ onUnhandledFrame: options.onUnhandledFrame ?? "warn" });
      void network.enable();
    },
    use: (...more: RequestHandler[]) => network.use(...more),
    resetHandlers: (...next: RequestHandler[]) => network.resetHandlers(...next),
    close: () => void network.disable(),
  };
}

export const PROVIDER_TEST_URL = "http://provider.test";

/** The msw URL pattern of a call: `{id}` → `:id`. */
export function callUrl(call: CallDef, baseUrl = PROVIDER_TEST_URL): string {
  return `${baseUrl}/api/v${call.version}/${call.path.replace(/\{(\w+)\}/g, ":$1")}`;
}

function on(call: CallDef, resolver: Parameters<typeof http.get>[1]) {
  const method = call.method === "GET" ? http.get : call.method === "POST" ? http.post : http.patch;
  return method(callUrl(call), resolver);
}

export const demoProfile: Profile = {
  accountCode: "A10001",
  email: "demo@example.com",
  firstName: "Alex",
  lastName: "Citizen",
  contacts: [
    {
      id: 1,
      contactType: "Primary",
      firstName: "Alex",
      lastName: "Citizen",
      email: "demo@example.com",
      phoneMobile: "0412 345 678",
      phoneHome: null,
    },
  ],
  preferredMessageType: "Email",
  address: null,
};

const demoServices: ServicesResponse = {
  services: [
    {
      id: 1,
      code: "N1001",
      type: "nbn",
      serviceStatus: "Active",
      avcId: "AVC000000000001",
      planName: "NBN 100/20 Home Fast",
      planContext: 1,
      supplierServiceId: "SL-N1001",
      supplier: "superloop",
    },
    {
      id: 2,
      code: "V2001",
      type: "voip",
      serviceStatus: "Active",
      phoneNumber: "02 9876 5432",
      planName: "VoIP Unlimited Local & National",
    },
    { id: 3, code: "D4001", type: "dsl", serviceStatus: "Cancelled", planName: "ADSL2+ Unlimited" },
  ],
};

/** A fake token shaped like the sandbox's (not signed with anything real). */
export function fakeToken(expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: "A10001", exp: expSeconds })}.signature`;
}

/** Happy answers for the sign-in and profile calls. */
export function providerHandlers() {
  return [
    on(calls.authentication.getToken, () => HttpResponse.json({ token: fakeToken() })),
    on(calls.authentication.refreshToken, () => HttpResponse.json({ token: fakeToken() })),
    on(calls.authentication.authenticateViaEmail, () =>
      HttpResponse.json({ message: "If the email address is registered, a sign-in link has been sent to it." }),
    ),
    on(calls.authentication.mfaSend, () =>
      HttpResponse.json({ channel: "sms", destination: "04•• ••• 678", expiresInSeconds: 600 }),
    ),
    on(calls.authentication.mfaVerify, () => HttpResponse.json({ verified: true })),
    on(calls.account.userDetails, () => HttpResponse.json(demoProfile)),
    on(calls.account.services, () => HttpResponse.json(demoServices)),
  ];
}

/** Fault handlers: add with server.use(...). */
export const providerFaults = {
  /** The call answers `status` with a JSON body. */
  status: (call: CallDef, status: number, body: unknown = { message: "Provider error" }) =>
    on(call, () => HttpResponse.json(body as Record<string, unknown>, { status })),
  /** The call answers 200 with a body that is not JSON. */
  malformed: (call: CallDef) =>
    on(
      call,
      () => new HttpResponse('{"truncated": ', { status: 200, headers: { "Content-Type": "application/json" } }),
    ),
  /** The call answers 200 with JSON of the wrong shape. */
  wrongShape: (call: CallDef, body: unknown = { unexpected: true }) =>
    on(call, () => HttpResponse.json(body as Record<string, unknown>)),
  /** The connection fails (fetch rejects). */
  networkError: (call: CallDef) => on(call, () => HttpResponse.error()),
  /** The call answers after `ms` (or never, with "infinite"). */
  slow: (call: CallDef, ms: number | "infinite", body: unknown = {}) =>
    on(call, async () => {
      await delay(ms);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
};
