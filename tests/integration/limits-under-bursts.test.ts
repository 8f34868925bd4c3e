import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { createSession, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { portalContext, type Portal } from "#app/lib/portal.server.ts";
import { action as profileEditAction } from "#app/routes/profile/edit.tsx";
import { authenticator, type SignedIn, SignInError } from "#server/auth.ts";
import { config } from "#server/config.ts";
import { calls } from "#server/provider/calls.ts";
import { ProviderError } from "#server/provider/errors.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import type { Profile } from "#server/provider/schemas.ts";
import { limits } from "#server/security/rate-limit.ts";
import type { FlashData, SessionData } from "#server/session.ts";
import { callUrl, demoProfile, fakeToken, PROVIDER_TEST_URL, providerHandlers } from "#tests/mocks/provider.ts";
import { burst, heldProvider, type LimitStore, memoryLimits, redisLimits } from "./limit-stores.ts";

/**
 * Every counted attempt takes its point before the provider is asked, so attempts sent together
 * are checked at most the limit's number of times, on one instance or on two sharing Redis. Each
 * burst is held at the provider until every attempt is either there or refused: all of them were
 * in flight at once. vitest runs with RATE_LIMIT_FACTOR unset (1): the limits are the defaults.
 */

const RIGHT = "the-right-password";
const msw = setupServer(...providerHandlers());
const providerUrl = config.providerUrl;
beforeAll(() => {
  config.providerUrl = PROVIDER_TEST_URL;
  msw.listen({ onUnhandledFrame: "error" });
});
afterAll(() => {
  msw.close();
  config.providerUrl = providerUrl;
});

let nextIp = 0;
let nextName = 0;
const uniqueEmail = () => `burst-${++nextName}@example.com`;

/** A form post as the Express layer hands it on, from `ip` (a new address unless given). */
function post(fields: Record<string, string>, ip = `10.9.${Math.floor(++nextIp / 250)}.${(nextIp % 250) + 1}`): Request {
  return new Request("http://portal.test/login", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-portal-client-ip": ip },
  });
}

async function outcome(run: Promise<SignedIn>): Promise<SignedIn | SignInError | Response> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof SignInError || error instanceof Response) return error;
    throw error;
  }
}

const signIn = (email: string, password: string, ip?: string) =>
  outcome(authenticator.authenticate("password", post({ email, password }, ip)));
const isRateLimited = (answer: unknown) => answer instanceof SignInError && answer.reason === "rate-limited";

/** get-token as the provider answers it: the right password at once, a wrong one (401) when released. */
function getTokenHeldForWrongPasswords() {
  const provider = heldProvider();
  msw.use(
    http.post(callUrl(calls.authentication.getToken), async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      if (password === RIGHT) return HttpResponse.json({ token: fakeToken() });
      return provider.answer(() => HttpResponse.json({ message: "Invalid email or password" }, { status: 401 }));
    }),
  );
  return provider;
}

/** A signed-in portal whose provider holds every current-password check until released. */
function reauthPortal(provider: ReturnType<typeof heldProvider>) {
  const profile: Profile = { ...demoProfile, accountCode: `B${++nextName}` };
  const updates: unknown[] = [];
  const api = {
    authentication: {
      getToken: ({ password }: { password: string }) =>
        password === RIGHT
          ? Promise.resolve({ token: "dropped" })
          : provider.answer(() => {
              throw new ProviderError({ kind: "status", status: 401, message: "Request failed with status code 401" });
            }),
    },
    account: {
      contacts: async () => ({ contacts: profile.contacts }),
      async updateContacts(update: unknown) {
        updates.push(update);
        return profile;
      },
    },
  };
  const portal: Portal = {
    session: createSession<SessionData, FlashData>({ token: "t", sid: `sid-${nextName}` } as SessionData),
    api: api as unknown as ProviderClient,
    requestId: "test",
    profile: async () => profile,
    services: async () => [],
    selectedService: async () => undefined,
  };
  return { portal, updates };
}

/** POST /profile/edit changing the mobile (an MFA destination), with `password` as the current one. */
async function changeMobile(portal: Portal, password: string): Promise<number> {
  const context = new RouterContextProvider();
  context.set(portalContext, portal);
  const contact = demoProfile.contacts![0]!;
  const fields = {
    email: demoProfile.email,
    preferredMessageType: "Email",
    "contacts[0].id": String(contact.id),
    "contacts[0].firstName": contact.firstName ?? "",
    "contacts[0].lastName": contact.lastName ?? "",
    "contacts[0].phoneMobile": "0499 000 111",
    "contacts[0].phoneHome": "",
    "contacts[0].email": contact.email ?? "",
    currentPassword: password,
  };
  const request = new Request("http://portal.test/profile/edit", { method: "POST", body: new URLSearchParams(fields) });
  try {
    const answer = (await profileEditAction({ request, context, params: {} } as never)) as unknown as {
      init: ResponseInit | null;
    };
    return answer.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe.each([
  ["memory", async () => memoryLimits()],
  ["Redis, two instances", redisLimits],
] as const)("limits under bursts (%s)", (_kind, open) => {
  let store: LimitStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.stop());
  beforeEach(() => store.fresh());

  it("sign-in per account: 24 wrong passwords at once check at most 10, and the right one is then refused", async () => {
    const provider = getTokenHeldForWrongPasswords();
    const email = uniqueEmail();
    const { answers, during } = await burst(24, () => signIn(email, "wrong"), provider, () => signIn(email, RIGHT));
    expect(provider.reached).toBeLessThanOrEqual(limits.signInPerEmail.points);
    expect(provider.reached).toBeGreaterThan(0);
    expect(answers.filter(isRateLimited)).toHaveLength(24 - provider.reached);
    expect(isRateLimited(during)).toBe(true);
  });

  it("sign-in per address: 40 wrong passwords at once from one address check at most 30", async () => {
    const provider = getTokenHeldForWrongPasswords();
    const ip = "198.51.100.7";
    const { answers, during } = await burst(40, () => signIn(uniqueEmail(), "wrong", ip), provider, () =>
      signIn(uniqueEmail(), RIGHT, ip),
    );
    expect(provider.reached).toBeLessThanOrEqual(limits.signInPerIp.points);
    expect(answers.filter(isRateLimited)).toHaveLength(40 - provider.reached);
    expect(isRateLimited(during)).toBe(true);
  });

  it("current password: 20 wrong ones at once check at most 5, and the right one then changes nothing", async () => {
    const provider = heldProvider();
    const { portal, updates } = reauthPortal(provider);
    const { answers, during } = await burst(20, () => changeMobile(portal, "wrong"), provider, () =>
      changeMobile(portal, RIGHT),
    );
    expect(provider.reached).toBeLessThanOrEqual(limits.reauthPerAccount.points);
    expect(answers.filter((status) => status === 429)).toHaveLength(20 - provider.reached);
    expect(during).toBe(429);
    expect(updates).toEqual([]);
  });
});
