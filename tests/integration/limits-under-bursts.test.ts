import { signInOutcome, signInPost } from "#tests/sign-in-posts.ts";
import { HttpResponse, http } from "msw";
import { createSession, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { portalContext, type Portal } from "#app/lib/portal.server.ts";
import { checkCode, resendCode } from "#app/routes/activate-sim/codes.server.ts";
import type { SimAnswers } from "#app/routes/activate-sim/sim-journey.ts";
import { takePaymentOnce } from "#app/routes/billing/billing.server.ts";
import { startHandoffSession } from "#app/lib/handoff.server.ts";
import { action as cardCheckAction } from "#app/routes/billing/payment-details/card/index.tsx";
import { action as mfaAction } from "#app/routes/mfa.tsx";
import { countMoveStep } from "#app/routes/move/step-limit.server.ts";
import { action as profileEditAction } from "#app/routes/profile/edit.tsx";
import { countCreate, countStep } from "#app/routes/signup/join.server.ts";
import { authenticator, SignInError } from "#server/auth.ts";
import { config } from "#server/config.ts";
import { calls } from "#server/provider/calls.ts";
import { ProviderError } from "#server/provider/errors.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import type { Profile } from "#server/provider/schemas/profile.ts";
import { emailLogKey } from "#server/logger.ts";
import { deviceCookieAfterSignIn } from "#server/security/device-cookie.ts";
import { limits } from "#server/security/rate-limit.ts";
import type { FlashData, SessionData } from "#server/session.ts";
import {
  callUrl,
  demoProfile,
  fakeToken,
  PROVIDER_TEST_URL,
  providerHandlers,
  setupProviderServer,
} from "#tests/mocks/provider.ts";
import { fromClient } from "./portal.ts";
import { burst, heldProvider, type LimitStore, memoryLimits, redisLimits } from "./limit-stores.ts";

/**
 * Every counted attempt takes its point before the provider is asked, so attempts sent together
 * are checked the limit's number of times and never more, on one instance or on two sharing
 * Redis. Each burst is held at the provider until every attempt is either there or refused: all
 * of them were in flight at once, and an attempt made then (the right password, the right code)
 * is refused too. vitest runs with RATE_LIMIT_FACTOR unset (1): the limits are the defaults.
 */

const RIGHT = "the-right-password";
const msw = setupProviderServer(...providerHandlers());
const providerUrl = config.providerUrl;
beforeAll(() => {
  config.providerUrl = PROVIDER_TEST_URL;
  msw.listen({ onUnhandledFrame: "error" });
});
afterAll(() => {
  msw.close();
  config.providerUrl = providerUrl;
});

let nextName = 0;
const uniqueEmail = () => `burst-${++nextName}@example.com`;

const post = signInPost;
const outcome = signInOutcome;

const signIn = (email: string, password: string, ip?: string) =>
  outcome(fromClient(() => authenticator.authenticate("password", post({ email, password })), ip));
/** A sign-in from the browser whose device cookie is `cookie` (a device the account signed in on before). */
const signInOnDevice = (email: string, password: string, cookie: string) =>
  outcome(
    fromClient(() =>
      authenticator.authenticate(
        "password",
        new Request("http://portal.test/login", {
          method: "POST",
          headers: { Cookie: cookie },
          body: new URLSearchParams({ email, password }),
        }),
      ),
    ),
  );
/** The device cookie a browser holds after a right password for `email`. */
const deviceCookieOf = (email: string) => deviceCookieAfterSignIn(null, emailLogKey(email)).split(";")[0]!;
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

const refusal =
  (status = 400) =>
  () => {
    throw new ProviderError({ kind: "status", status, message: `Request failed with status code ${status}` });
  };

/** A signed-in portal (its own session and account) in front of `api`, a fake provider. */
function fakePortal(api: object) {
  const profile: Profile = { ...demoProfile, accountCode: `B${++nextName}` };
  const portal: Portal = {
    session: createSession<SessionData, FlashData>({ token: "t", sid: `sid-${nextName}` } as SessionData),
    api: api as unknown as ProviderClient,
    secondary: api as unknown as ProviderClient,
    requestId: "test",
    account: profile.accountCode,
    profile: async () => profile,
    services: async () => [],
    selectedService: async () => undefined,
    ownService: async () => undefined,
    refuseAccess: () => undefined,
  };
  return portal;
}

/** A signed-in portal whose provider holds every wrong current password until released. */
function reauthPortal(provider: ReturnType<typeof heldProvider>) {
  const updates: unknown[] = [];
  const api = {
    authentication: {
      getToken: ({ password }: { password: string }) =>
        password === RIGHT ? Promise.resolve({ token: "dropped" }) : provider.answer(refusal(401)),
    },
    account: {
      contacts: async () => ({ contacts: demoProfile.contacts }),
      async updateContacts(update: unknown) {
        updates.push(update);
        return demoProfile;
      },
    },
  };
  return { portal: fakePortal(api), updates };
}

/** What an action answered: its status (a redirect's too, returned or thrown). */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const answer = await run();
    if (answer instanceof Response) return answer.status;
    return (answer as { init?: ResponseInit | null } | undefined)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (typeof thrown === "object" && thrown !== null && "init" in thrown) {
      return (thrown as { init: ResponseInit | null }).init?.status ?? 200;
    }
    throw thrown;
  }
}

function postTo(portal: Portal, path: string, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(portalContext, portal);
  const request = new Request(`http://portal.test${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return { request, context, params: {} } as never;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const over = (statuses: number[]) => statuses.filter((status) => status === 429).length;

/** POST /profile/edit changing the mobile (an MFA destination), with `password` as the current one. */
function changeMobile(portal: Portal, password: string): Promise<number> {
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
  return statusOf(() => profileEditAction(postTo(portal, "/profile/edit", fields)));
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

  it("sign-in per account, untrusted devices: 30 wrong passwords at once from as many addresses check at most 20, and the right one is then refused", async () => {
    const provider = getTokenHeldForWrongPasswords();
    const email = uniqueEmail();
    const { answers, during } = await burst(
      30,
      () => signIn(email, "wrong"),
      provider,
      () => signIn(email, RIGHT),
    );
    expect(provider.reached).toBe(limits.signInPerEmail.points);
    expect(answers.filter(isRateLimited)).toHaveLength(30 - provider.reached);
    expect(isRateLimited(during)).toBe(true);
  });

  it("sign-in per account at one address: 20 wrong passwords at once check at most 10, and the right one is then refused there", async () => {
    const provider = getTokenHeldForWrongPasswords();
    const email = uniqueEmail();
    const ip = "198.51.100.11";
    const { answers, during } = await burst(
      20,
      () => signIn(email, "wrong", ip),
      provider,
      () => signIn(email, RIGHT, ip),
    );
    expect(provider.reached).toBe(limits.signInPerEmailAndIp.points);
    expect(answers.filter(isRateLimited)).toHaveLength(20 - provider.reached);
    expect(isRateLimited(during)).toBe(true);
  });

  it("sign-in per device: 20 wrong passwords at once from the owner's device check at most 10; the untrusted ones elsewhere did not count against it", async () => {
    const provider = getTokenHeldForWrongPasswords();
    const email = uniqueEmail();
    const phone = deviceCookieOf(email);
    // Meanwhile, from many addresses, the account's untrusted devices are locked out: the phone signs in.
    const elsewhere = await burst(
      limits.signInPerEmail.points + 5,
      () => signIn(email, "wrong"),
      provider,
      () => signInOnDevice(email, RIGHT, phone),
    );
    expect(elsewhere.during).toMatchObject({ method: "password" });
    expect(provider.reached).toBe(limits.signInPerEmail.points);
    expect(elsewhere.answers.filter(isRateLimited)).toHaveLength(5);

    const onPhone = getTokenHeldForWrongPasswords();
    const { answers, during } = await burst(
      20,
      () => signInOnDevice(email, "wrong", phone),
      onPhone,
      () => signInOnDevice(email, RIGHT, phone),
    );
    expect(onPhone.reached).toBe(limits.signInPerDevice.points);
    expect(answers.filter(isRateLimited)).toHaveLength(20 - onPhone.reached);
    expect(isRateLimited(during)).toBe(true);
  });

  it("sign-in per address, a flood guard: wrong passwords at once from one address check at most its limit", async () => {
    // More attempts than the provider transport has connections: answered at once rather than held.
    let reached = 0;
    msw.use(
      http.post(callUrl(calls.authentication.getToken), () => {
        reached++;
        return HttpResponse.json({ message: "Invalid email or password" }, { status: 401 });
      }),
    );
    const ip = "198.51.100.7";
    const count = limits.signInPerIp.points + 10;
    const answers = await Promise.all(Array.from({ length: count }, () => signIn(uniqueEmail(), "wrong", ip)));
    expect(reached).toBe(limits.signInPerIp.points);
    expect(answers.filter(isRateLimited)).toHaveLength(count - reached);
    expect(isRateLimited(await signIn(uniqueEmail(), RIGHT, ip))).toBe(true);
  });

  it("current password: 20 wrong ones at once check at most 5, and the right one then changes nothing", async () => {
    const provider = heldProvider();
    const { portal, updates } = reauthPortal(provider);
    const { answers, during } = await burst(
      20,
      () => changeMobile(portal, "wrong"),
      provider,
      () => changeMobile(portal, RIGHT),
    );
    expect(provider.reached).toBe(limits.reauthPerAccount.points);
    expect(answers.filter((status) => status === 429)).toHaveLength(20 - provider.reached);
    expect(during).toBe(429);
    expect(updates).toEqual([]);
  });
  it("sign-in links per email: 20 asked for at once send at most 3", async () => {
    const provider = heldProvider();
    msw.use(
      http.post(callUrl(calls.authentication.authenticateViaEmail), () =>
        provider.answer(() => HttpResponse.json({ message: "sent" })),
      ),
    );
    const email = uniqueEmail();
    const link = () => outcome(fromClient(() => authenticator.authenticate("email-link", post({ email }))));
    const { answers } = await burst(20, link, provider);
    expect(provider.reached).toBe(limits.signInLinkPerEmail.points);
    expect(answers.filter(isRateLimited)).toHaveLength(20 - provider.reached);
  });

  it("sign-in links per address, a flood guard: asked for at once from one address, at most its limit are sent", async () => {
    let reached = 0;
    msw.use(
      http.post(callUrl(calls.authentication.authenticateViaEmail), () => {
        reached++;
        return HttpResponse.json({ message: "sent" });
      }),
    );
    const count = limits.signInLinkPerIp.points + 10;
    const link = () =>
      outcome(
        fromClient(() => authenticator.authenticate("email-link", post({ email: uniqueEmail() })), "198.51.100.8"),
      );
    const answers = await Promise.all(Array.from({ length: count }, link));
    expect(reached).toBe(limits.signInLinkPerIp.points);
    expect(answers.filter(isRateLimited)).toHaveLength(count - reached);
  });

  it("sign-in links from the account's device: 20 asked for at once send at most 3, whatever was asked elsewhere", async () => {
    const provider = heldProvider();
    msw.use(
      http.post(callUrl(calls.authentication.authenticateViaEmail), () =>
        provider.answer(() => HttpResponse.json({ message: "sent" })),
      ),
    );
    const email = uniqueEmail();
    const phone = deviceCookieOf(email);
    const ask = (cookie?: string) =>
      outcome(
        fromClient(() =>
          authenticator.authenticate(
            "email-link",
            new Request("http://portal.test/login", {
              method: "POST",
              headers: cookie ? { Cookie: cookie } : {},
              body: new URLSearchParams({ email }),
            }),
          ),
        ),
      );
    const { answers } = await burst(40, (index) => ask(index % 2 === 0 ? phone : undefined), provider);
    expect(provider.reached).toBe(limits.signInLinkPerDevice.points + limits.signInLinkPerEmail.points);
    expect(answers.filter(isRateLimited)).toHaveLength(40 - provider.reached);
  });

  it("MFA codes sent: 20 at once send at most 5", async () => {
    const provider = heldProvider();
    const portal = fakePortal({
      authentication: { mfaSend: () => provider.answer(() => ({ channel: "sms", expiresInSeconds: 600 })) },
    });
    const send = () =>
      statusOf(() => mfaAction(postTo(portal, "/mfa?redirectTo=%2Fhome", { intent: "send", channel: "sms" })));
    const { answers } = await burst(20, send, provider);
    expect(provider.reached).toBe(limits.mfaSendPerSession.points);
    expect(over(answers)).toBe(20 - provider.reached);
  });

  it("MFA codes checked: 20 wrong ones at once check at most 10, and the right one is then refused", async () => {
    const provider = heldProvider();
    const portal = fakePortal({
      authentication: {
        mfaSend: async () => ({ channel: "sms", expiresInSeconds: 600 }),
        mfaVerify: ({ code }: { code: string }) =>
          code === "123456" ? Promise.resolve({ verified: true }) : provider.answer(refusal(400)),
      },
    });
    // Only the session that asked for the code may check it.
    expect(
      await statusOf(() => mfaAction(postTo(portal, "/mfa?redirectTo=%2Fhome", { intent: "send", channel: "sms" }))),
    ).toBe(302);
    const verify = (code: string) =>
      statusOf(() => mfaAction(postTo(portal, "/mfa?redirectTo=%2Fhome", { intent: "verify", code })));
    const { answers, during } = await burst(
      20,
      () => verify("000000"),
      provider,
      () => verify("123456"),
    );
    expect(provider.reached).toBe(limits.mfaVerifyPerSession.points);
    expect(over(answers)).toBe(20 - provider.reached);
    expect(during).toBe(429);
    expect(portal.session.get("isMfaDone")).toBeUndefined();
  });

  const simAnswers: SimAnswers = {
    serviceId: 1,
    serviceCode: "M1",
    contextId: "ctx",
    numberChoice: "keep",
    portInMsn: "0412345678",
  };

  it("SIM activation codes sent: 20 at once send at most 5", async () => {
    const provider = heldProvider();
    const portal = fakePortal({ mobile: { initiatePortInVerification: () => provider.answer(() => ({})) } });
    const resend = () => statusOf(async () => ({ init: await resendCode(portal, simAnswers, "portIn") }));
    const { answers } = await burst(20, resend, provider);
    expect(provider.reached).toBe(limits.activationCodeSendsPerSession.points);
    expect(over(answers)).toBe(20 - provider.reached);
  });

  it("SIM activation and port-in codes checked: 20 wrong ones at once check at most 10, the right one is then refused", async () => {
    const provider = heldProvider();
    const portal = fakePortal({
      mobile: {
        validatePortInVerification: ({ verificationCode }: { verificationCode: string }) =>
          verificationCode === "123456" ? Promise.resolve({}) : provider.answer(refusal(400)),
      },
    });
    const check = (code: string) =>
      statusOf(async () => ({ init: await checkCode(portal, simAnswers, "portIn", form({ code })) }));
    const { answers, during } = await burst(
      20,
      () => check("000000"),
      provider,
      () => check("123456"),
    );
    expect(provider.reached).toBe(limits.activationCodeChecksPerSession.points);
    expect(over(answers)).toBe(20 - provider.reached);
    expect(during).toBe(429);
  });

  it("card checks: 20 cards at once are checked with the provider at most 10 times", async () => {
    const provider = heldProvider();
    const portal = fakePortal({ creditCard: { authToken: () => provider.answer(refusal(400)) } });
    const card = {
      nameOnCard: "Alex Citizen",
      cardNumber: "4242 4242 4242 4242",
      expiryMonth: "03",
      expiryYear: String(new Date().getFullYear() + 2),
      securityCode: "123",
    };
    const check = () => statusOf(() => cardCheckAction(postTo(portal, "/billing/payment-details/card", card)));
    const { answers } = await burst(20, check, provider);
    expect(provider.reached).toBe(limits.cardChecksPerAccount.points);
    // Every post answers 303 back to the card question, which then says why (a journey's page).
    expect(answers).toEqual(Array.from({ length: 20 }, () => 303));
  });

  it("payments: 20 different payments at once reach the provider at most 10 times", async () => {
    const provider = heldProvider();
    const receipt = { receiptCode: "R-1", amountCents: 100, balanceCents: 0, paidAt: "2026-11-25" };
    const portal = fakePortal({ creditCard: { takePayment: () => provider.answer(() => receipt) } });
    const accountCode = `P${++nextName}`;
    const pay = (index: number) =>
      takePaymentOnce(portal, accountCode, {
        cardToken: "tok",
        amountCents: 100,
        idempotencyKey: `${accountCode}-${index}`,
      });
    const { answers } = await burst(20, pay, provider);
    expect(provider.reached).toBe(limits.paymentsPerAccount.points);
    expect(answers.filter((a) => a.kind === "refused" && a.refusal.status === 429)).toHaveLength(20 - provider.reached);
  });

  /** Counts how many of `count` steps sent at once were let through (a 429 thrown for the others). */
  async function stepsLetThrough(count: number, step: () => Promise<unknown>): Promise<number> {
    const statuses = await Promise.all(Array.from({ length: count }, () => statusOf(step)));
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    return statuses.filter((status) => status === 200).length;
  }

  it("join steps: 70 at once from one address, at most 60 go on", async () => {
    const ip = "198.51.100.9";
    const step = () => fromClient(() => countStep(), ip);
    expect(await stepsLetThrough(70, step)).toBe(limits.joinStepsPerIp.points);
  });

  it("accounts created: 20 at once from one address, at most 5 go on", async () => {
    const ip = "198.51.100.10";
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => fromClient(() => countCreate(), ip)));
    expect(verdicts.filter((verdict) => verdict === "allowed")).toHaveLength(limits.joinCreatePerIp.points);
    expect(verdicts.filter((verdict) => verdict === "over")).toHaveLength(20 - limits.joinCreatePerIp.points);
  });

  it("moving home: 70 steps at once in one session, at most 60 go on", async () => {
    const portal = fakePortal({});
    expect(await stepsLetThrough(70, () => countMoveStep(portal))).toBe(limits.moveStepsPerSession.points);
  });
  it("token handoffs per address: 40 at once from one address are exchanged at most 30 times", async () => {
    const provider = heldProvider();
    msw.use(
      http.get(callUrl(calls.authentication.refreshToken), () =>
        provider.answer(() => HttpResponse.json({ token: fakeToken() })),
      ),
    );
    const handoff = () =>
      outcome(
        fromClient(
          () => authenticator.authenticate("email-link", new Request(`http://portal.test/home?token=${fakeToken()}`)),
          "198.51.100.9",
        ),
      );
    const { answers } = await burst(40, handoff, provider);
    expect(provider.reached).toBe(limits.handoffsPerIp.points);
    expect(answers.filter(isRateLimited)).toHaveLength(40 - provider.reached);
  });

  it("token handoffs per account: 20 confirmed at once start at most 10 sessions", async () => {
    const provider = heldProvider();
    msw.use(
      http.get(callUrl(calls.authentication.refreshToken), () =>
        provider.answer(() => HttpResponse.json({ token: fakeToken() })),
      ),
    );
    const parked = { token: fakeToken(), page: "/home" };
    const confirmOne = () =>
      statusOf(async () => {
        const started = await fromClient(() =>
          startHandoffSession(
            new Request("http://portal.test/confirm-sign-in", { method: "POST" }),
            createSession<SessionData, FlashData>({} as SessionData),
            parked,
          ),
        );
        return { init: { status: started.kind === "started" ? 302 : 401 } };
      });
    const { answers } = await burst(20, confirmOne, provider);
    expect(provider.reached).toBe(limits.handoffSessionsPerAccount.points);
    expect(answers.filter((status) => status === 302)).toHaveLength(provider.reached);
    expect(over(answers)).toBe(20 - provider.reached);
  });
});
