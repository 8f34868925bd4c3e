import { createSession, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Portal } from "#app/lib/portal.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import {
  action as cardCheckAction,
  loader as cardCheckLoader,
} from "#app/routes/billing/payment-details/card/confirm.tsx";
import {
  action as directDebitCheckAction,
  loader as directDebitCheckLoader,
} from "#app/routes/billing/payment-details/direct-debit/confirm.tsx";
import { cardStore, directDebitStore } from "#app/routes/billing/payment-details/journey.server.ts";
import { versionOf } from "#app/lib/journey/journey.server.ts";
import { SHOWN_FIELD } from "#app/lib/journey/journey.ts";
import { action as profileEditAction } from "#app/routes/profile/edit.tsx";
import { ProviderError } from "#server/provider/errors.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import type { Profile } from "#server/provider/schemas/profile.ts";
import type { FlashData, SessionData } from "#server/session.ts";

/**
 * Re-authentication in the profile and payment-details actions, against a fake provider: the
 * current password is checked with get-token for the account's current email before anything
 * is sent, the session keeps its own token, wrong passwords are limited per account (5 per 15
 * minutes: vitest runs with RATE_LIMIT_FACTOR unset, so 1), and the password never comes back.
 */

const PASSWORD = "demo-password";
const TOO_MANY = "Too many attempts. Wait 15 minutes and try again, or call us on 1300 980 711.";
let nextAccount = 0;

type Fault = "wrong" | "network" | "500" | "429";

function fakePortal(options: { fault?: () => Fault | undefined } = {}) {
  const accountCode = `T${String(++nextAccount).padStart(5, "0")}`;
  const profile: Profile = {
    accountCode,
    email: "alex@example.com",
    firstName: "Alex",
    lastName: "Citizen",
    contacts: [
      {
        id: 1,
        contactType: "Primary",
        firstName: "Alex",
        lastName: "Citizen",
        email: null,
        phoneMobile: "0412 345 678",
        phoneHome: null,
      },
    ],
    preferredMessageType: "Email",
    address: null,
  };
  const calls = { getToken: [] as { email: string; password: string }[], updates: [] as unknown[] };
  const api = {
    authentication: {
      async getToken(body: { email: string; password: string }) {
        calls.getToken.push(body);
        const fault = options.fault?.();
        if (fault === "network") throw new ProviderError({ kind: "network", message: "Network Error" });
        if (fault === "500" || fault === "429") {
          const status = Number(fault);
          throw new ProviderError({ kind: "status", status, message: `Request failed with status code ${status}` });
        }
        if (fault === "wrong" || body.password !== PASSWORD || body.email !== profile.email) {
          throw new ProviderError({ kind: "status", status: 401, message: "Request failed with status code 401" });
        }
        return { token: "a-fresh-token-that-must-be-dropped" };
      },
    },
    account: {
      contacts: async () => ({ contacts: profile.contacts }),
      async updateContacts(update: unknown) {
        calls.updates.push(update);
        return profile;
      },
      async updatePaymentDetails(update: unknown) {
        calls.updates.push(update);
        return {
          paymentMethod: {
            type: "directDebit",
            accountName: "Alex Citizen",
            maskedBsb: "062-•••",
            maskedAccountNumber: "••••5678",
          },
        };
      },
      async updateCreditCard(update: unknown) {
        calls.updates.push(update);
        return {
          paymentMethod: {
            type: "card",
            cardType: "Visa",
            maskedCardNumber: "•••• 4242",
            expiryMonth: 1,
            expiryYear: 2099,
          },
        };
      },
    },
  };
  const session = createSession<SessionData, FlashData>({
    token: "the-session-token",
    sid: `sid-${crypto.randomUUID()}`,
  } as SessionData);
  const portal: Portal = {
    session,
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
  return { portal, calls, session, profile };
}

type ActionAnswer = {
  data: { result?: { error?: Record<string, string[] | null>; initialValue?: unknown } };
  init: ResponseInit | null;
};

async function post(
  run: typeof profileEditAction | typeof cardCheckAction | typeof directDebitCheckAction,
  portal: Portal,
  path: string,
  fields: Record<string, string>,
): Promise<{ status: number; answer?: ActionAnswer; location?: string }> {
  const context = new RouterContextProvider();
  context.set(portalContext, portal);
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  try {
    const answered: unknown = await run({ request, context, params: {} } as never);
    // A journey's step returns its redirect; a one-page form answers data().
    if (answered instanceof Response)
      return { status: answered.status, location: answered.headers.get("Location") ?? "" };
    const answer = answered as ActionAnswer;
    return { status: answer.init?.status ?? 200, answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "" };
    throw thrown;
  }
}

const profileFields = (changes: Record<string, string> = {}) => ({
  email: "alex@example.com",
  preferredMessageType: "Email",
  "contacts[0].id": "1",
  "contacts[0].firstName": "Alex",
  "contacts[0].lastName": "Citizen",
  "contacts[0].phoneMobile": "0412 345 678",
  "contacts[0].phoneHome": "",
  "contacts[0].email": "",
  ...changes,
});

const errorsOf = (answer?: ActionAnswer) => answer?.data.result?.error ?? {};

describe("profile edit: email and mobile need the current password", () => {
  it("refuses a new email or mobile without the password, and sends nothing", async () => {
    const { portal, calls } = fakePortal();
    const changes: Record<string, string>[] = [
      { email: "attacker@example.net" },
      // The same address in other letters is still a change of where sign-in links go.
      { email: "Alex@Example.com" },
      { "contacts[0].phoneMobile": "0499 000 111" },
    ];
    for (const change of changes) {
      const { status, answer } = await post(profileEditAction, portal, "/profile/edit", profileFields(change));
      expect(status).toBe(400);
      expect(errorsOf(answer).currentPassword).toEqual(["Enter your current password"]);
    }
    expect(calls.getToken).toEqual([]);
    expect(calls.updates).toEqual([]);
  });

  it("saves a name without the password, and does not check one typed anyway", async () => {
    const { portal, calls } = fakePortal();
    const fields = profileFields({ "contacts[0].firstName": "Alexandra", currentPassword: "whatever" });
    const { status, location } = await post(profileEditAction, portal, "/profile/edit", fields);
    expect(status).toBe(303);
    expect(location).toBe("/profile");
    expect(calls.getToken).toEqual([]);
    expect(calls.updates).toHaveLength(1);
    expect(JSON.stringify(calls.updates)).not.toContain("whatever");
  });

  it("checks the password for the current email, keeps the session's token and saves", async () => {
    const { portal, calls, session } = fakePortal();
    const fields = profileFields({ email: "alex.new@example.com", currentPassword: PASSWORD });
    const { status } = await post(profileEditAction, portal, "/profile/edit", fields);
    expect(status).toBe(303);
    expect(calls.getToken).toEqual([{ email: "alex@example.com", password: PASSWORD }]);
    expect(session.get("token")).toBe("the-session-token");
    expect(calls.updates).toHaveLength(1);
    expect(JSON.stringify(calls.updates)).not.toContain(PASSWORD);
  });

  it("a wrong password: 400 on the field, what was typed kept, the password not sent back", async () => {
    const { portal, calls } = fakePortal();
    const fields = profileFields({ email: "alex.new@example.com", currentPassword: "wrong-Sentinel-1" });
    const { status, answer } = await post(profileEditAction, portal, "/profile/edit", fields);
    expect(status).toBe(400);
    expect(errorsOf(answer).currentPassword).toEqual(["The password is not correct"]);
    expect(answer?.data.result?.initialValue).toMatchObject({ email: "alex.new@example.com" });
    expect(JSON.stringify(answer)).not.toContain("wrong-Sentinel-1");
    expect(calls.updates).toEqual([]);
  });

  it("allows 5 wrong passwords per account, then refuses with 429 without asking the provider", async () => {
    const { portal, calls } = fakePortal();
    const wrong = profileFields({ email: "alex.new@example.com", currentPassword: "wrong" });
    for (let i = 0; i < 5; i++) {
      expect((await post(profileEditAction, portal, "/profile/edit", wrong)).status).toBe(400);
    }
    expect(calls.getToken).toHaveLength(5);
    for (const fields of [wrong, profileFields({ email: "alex.new@example.com", currentPassword: PASSWORD })]) {
      const { status, answer } = await post(profileEditAction, portal, "/profile/edit", fields);
      expect(status).toBe(429);
      expect(errorsOf(answer)[""]).toEqual([TOO_MANY]);
      expect(JSON.stringify(answer)).not.toContain(PASSWORD);
    }
    expect(calls.getToken).toHaveLength(5);
    expect(calls.updates).toEqual([]);

    // Per account: another account is not affected; a name change needs no password and still saves.
    const other = fakePortal();
    const fine = profileFields({ email: "alex.new@example.com", currentPassword: PASSWORD });
    expect((await post(profileEditAction, other.portal, "/profile/edit", fine)).status).toBe(303);
    const nameOnly = profileFields({ "contacts[0].firstName": "Alexandra" });
    expect((await post(profileEditAction, portal, "/profile/edit", nameOnly)).status).toBe(303);
  });

  it("the right password clears the count of wrong ones", async () => {
    const { portal } = fakePortal();
    const wrong = profileFields({ email: "alex.new@example.com", currentPassword: "wrong" });
    const right = profileFields({ email: "alex.new@example.com", currentPassword: PASSWORD });
    for (let i = 0; i < 4; i++) await post(profileEditAction, portal, "/profile/edit", wrong);
    expect((await post(profileEditAction, portal, "/profile/edit", right)).status).toBe(303);
    for (let i = 0; i < 5; i++) {
      expect((await post(profileEditAction, portal, "/profile/edit", wrong)).status).toBe(400);
    }
  });

  it("a provider failure is said plainly (spec §8's message in brackets), is not counted, and sends nothing", async () => {
    let fault: Fault | undefined = "network";
    const { portal, calls } = fakePortal({ fault: () => fault });
    const fields = profileFields({ email: "alex.new@example.com", currentPassword: PASSWORD });
    for (const kind of ["network", "500"] as const) {
      fault = kind;
      const { status, answer } = await post(profileEditAction, portal, "/profile/edit", fields);
      expect(status).toBe(502);
      expect(errorsOf(answer)[""]).toEqual([
        kind === "network"
          ? "We could not reach our systems just now. Please try again in a moment. (Network Error)"
          : "Something went wrong on our side, so this was not done. Please try again in a few minutes. (Request failed with status code 500)",
      ]);
      expect(answer?.data.result?.initialValue).toMatchObject({ email: "alex.new@example.com" });
    }
    fault = "429";
    expect((await post(profileEditAction, portal, "/profile/edit", fields)).status).toBe(429);
    expect(calls.updates).toEqual([]);
    fault = undefined;
    // Six failures so far, none a wrong password: not over the limit.
    for (let i = 0; i < 3; i++)
      await post(profileEditAction, portal, "/profile/edit", { ...fields, currentPassword: "x" });
    expect((await post(profileEditAction, portal, "/profile/edit", fields)).status).toBe(303);
  });
});

describe("payment details need the current password", () => {
  /** The request's arguments as React Router passes them to a loader or an action. */
  function args(portal: Portal, path: string, method = "GET", fields?: Record<string, string>) {
    const context = new RouterContextProvider();
    context.set(portalContext, portal);
    const body = fields ? new URLSearchParams(fields) : undefined;
    return { request: new Request(`http://localhost${path}`, { method, body }), context, params: {} } as never;
  }

  /** What the check page shows after a failed post: its status and its errors. */
  async function shown(load: typeof directDebitCheckLoader | typeof cardCheckLoader, portal: Portal, path: string) {
    const answer = (await load(args(portal, path))) as unknown as ActionAnswer & {
      data: { lastResult: { error?: Record<string, string[]> } | null };
    };
    return { status: answer.init?.status ?? 200, errors: answer.data.lastResult?.error ?? {}, answer };
  }

  it("direct debit: refused without or with a wrong password, saved with the right one", async () => {
    const { portal, calls } = fakePortal();
    const path = "/billing/payment-details/direct-debit/confirm";
    // The account is the journey's answer (its last digits); the number is typed again on the check page.
    const answers = { accountName: "Alex Citizen", bsb: "062-000", accountEnding: "678" };
    await directDebitStore
      .answer(args(portal, "/billing/payment-details/direct-debit", "POST"), answers)
      .catch(() => undefined);
    // What the check page's form sends besides its fields: the version of the answers it shows.
    const version = { [SHOWN_FIELD]: versionOf(answers) };
    const none = await post(directDebitCheckAction, portal, path, { ...version, accountNumber: "12345678" });
    expect(none).toMatchObject({ status: 303, location: path });
    const noneShown = await shown(directDebitCheckLoader, portal, path);
    expect(noneShown.status).toBe(400);
    expect(noneShown.errors.currentPassword).toEqual(["Enter your current password"]);
    await post(directDebitCheckAction, portal, path, {
      ...version,
      accountNumber: "12345678",
      currentPassword: "wrong-Sentinel-2",
    });
    const wrongShown = await shown(directDebitCheckLoader, portal, path);
    expect(wrongShown.errors.currentPassword).toEqual(["The password is not correct"]);
    expect(JSON.stringify(wrongShown.answer)).not.toContain("wrong-Sentinel-2");
    expect(JSON.stringify(wrongShown.answer)).not.toContain("12345678");
    expect(calls.updates).toEqual([]);
    const right = await post(directDebitCheckAction, portal, path, {
      ...version,
      accountNumber: "12345678",
      currentPassword: PASSWORD,
    });
    expect(right).toMatchObject({ status: 303, location: "/billing/payment-details/direct-debit/done" });
    expect(calls.updates).toHaveLength(1);
    expect(JSON.stringify(calls.updates)).not.toContain(PASSWORD);
  });

  it("a card: refused without the password; the limit is the same per account", async () => {
    const { portal, calls } = fakePortal();
    const path = "/billing/payment-details/card/confirm";
    const answers = { cardToken: "tok_123", cardLabel: "Visa ending 4242" };
    await cardStore.answer(args(portal, "/billing/payment-details/card", "POST"), answers).catch(() => undefined);
    const version = { [SHOWN_FIELD]: versionOf(answers) };
    expect(await post(cardCheckAction, portal, path, version)).toMatchObject({ status: 303, location: path });
    expect((await shown(cardCheckLoader, portal, path)).errors.currentPassword).toEqual([
      "Enter your current password",
    ]);
    for (let i = 0; i < 5; i++) {
      expect(await post(cardCheckAction, portal, path, { ...version, currentPassword: "wrong" })).toMatchObject({
        status: 303,
      });
    }
    await post(cardCheckAction, portal, path, { ...version, currentPassword: PASSWORD });
    const limited = await shown(cardCheckLoader, portal, path);
    expect(limited.errors[""]).toEqual([TOO_MANY]);
    // The profile form of the same account is limited too.
    const profile = profileFields({ email: "alex.new@example.com", currentPassword: PASSWORD });
    expect((await post(profileEditAction, portal, "/profile/edit", profile)).status).toBe(429);
    expect(calls.updates).toEqual([]);
  });
});
