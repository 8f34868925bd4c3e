import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as loginLoader, action as loginAction } from "#app/routes/login.tsx";
import { action as logoutAction } from "#app/routes/logout.ts";
import { loader as homeLoader } from "#app/routes/home/index.tsx";
import { loader as billingLoader } from "#app/routes/billing/index.tsx";
import { action as complaintAction, loader as complaintLoader } from "#app/routes/support/new-complaint.tsx";
import { loader as layoutLoader } from "#app/routes/signed-in.tsx";
import { addDaysToIsoDate, addYearsToIsoDate, todayIso } from "#app/lib/dates/calendar.ts";
import { sessionStanding } from "#server/session.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { state } from "#server/state/index.ts";
import { outbox, records, signIn } from "#sandbox/testing.ts";
import { answer, request, sessionOf, signedIn, startPortalSandbox, throughGuard } from "./portal.ts";

/**
 * Loaders and actions called directly, with real requests, against the sandbox provider: the
 * sign-in page (signed-in visitors, a token the provider no longer accepts, both sign-in
 * forms), sign-out, and the loaders and actions of /home, /billing and /support/new-complaint
 * through the guard that runs before them.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterEach(() => {
  sandbox.sandbox.faults.clear();
  vi.restoreAllMocks();
});
afterAll(() => sandbox.stop());

const call = (route: (args: never) => unknown, req: Request) =>
  answer(() => route({ request: req, context: undefined, params: {} } as never));
type FormResult = {
  intent?: string;
  result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
};
const formErrors = (data: unknown) => (data as FormResult).result?.error ?? {};

describe("/login loader", () => {
  it("a signed-in visitor whose token the provider accepts goes on to redirectTo (or /home)", async () => {
    const { cookie } = await signedIn(sandbox);
    const to = await call(loginLoader, request("/login?redirectTo=%2Fbilling", { cookie }));
    expect(to.status).toBe(302);
    expect(to.location).toBe("/billing");
    expect((await call(loginLoader, request("/login", { cookie }))).location).toBe("/home");
    // Not an open redirect.
    expect((await call(loginLoader, request("/login?redirectTo=%2F%2Fevil.example", { cookie }))).location).toBe(
      "/home",
    );
  });

  it("a token the provider refuses (401 on test-token): the form with the expiry alert, and the cookie cleared", async () => {
    const { cookie } = await signedIn(sandbox, { adjust: (s) => s.set("returnTo", "/support") });
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/test-token", status: 401 }]);
    const shown = await call(loginLoader, request("/login?redirectTo=%2Fhome", { cookie }));
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ expired: true, redirectTo: "/home", linkRefused: false, linkSent: false });
    const after = await sessionOf(shown.response!);
    expect(after.get("token")).toBeUndefined();
    expect(after.get("sid")).toBeUndefined();
    expect(after.get("returnTo")).toBe("/support");
  });

  it("a provider that cannot be reached does not sign the customer out", async () => {
    const { cookie } = await signedIn(sandbox);
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/test-token", status: 503 }]);
    expect((await call(loginLoader, request("/login", { cookie }))).location).toBe("/home");
  });

  it("after a sign-out the store could not record: says it is not confirmed on other devices", async () => {
    const shown = await call(loginLoader, request("/login?signout=unconfirmed"));
    expect((shown.data as { signOutUnconfirmed: string }).signOutUnconfirmed).toBe(
      "You are signed out on this device, but we could not confirm the sign-out on other devices. If this session is open anywhere else, it ends by itself after 30 minutes without use.",
    );
    expect((await call(loginLoader, request("/login"))).data).toMatchObject({ signOutUnconfirmed: null });
  });

  it("a signed-out visitor gets the form; the alerts follow the query", async () => {
    const shown = await call(loginLoader, request("/login?expired=1&link=refused&sent=1"));
    expect(shown.data).toMatchObject({ expired: true, linkRefused: true, linkSent: true, redirectTo: "" });
    expect(shown.response!.headers.getSetCookie()).toEqual([]);
  });
});

describe("/login action", () => {
  it("signs in with a new session and goes to redirectTo", async () => {
    const form = { intent: "password", email: " demo@example.com ", password: "demo-password", redirectTo: "/billing" };
    const result = await call(loginAction, request("/login", { form }));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/billing");
    const session = await sessionOf(result.response!);
    expect(session.get("signInMethod")).toBe("password");
    expect(session.get("isMfaDone")).toBe(false);
    expect(await sessionStanding(session)).toBe("active");
  });

  it("a session the state store cannot record is no sign-in: 503, try again shortly, no cookie", async () => {
    const set = state.set.bind(state);
    vi.spyOn(state, "set").mockImplementation((key, value, ttl) =>
      key.startsWith("session:") ? Promise.reject(new Error("The client is closed")) : set(key, value, ttl),
    );
    const form = { intent: "password", email: "demo@example.com", password: "demo-password" };
    const result = await call(loginAction, request("/login", { form }));
    expect(result.status).toBe(503);
    expect(formErrors(result.data)[""]).toEqual(["We cannot do this right now. Try again shortly."]);
    expect(result.response?.headers.getSetCookie() ?? []).toEqual([]);
  });

  it("a wrong password: 401, the form's message, the password not sent back", async () => {
    const form = { intent: "password", email: "demo@example.com", password: "wrong-Sentinel-9" };
    const result = await call(loginAction, request("/login", { form }));
    expect(result.status).toBe(401);
    expect(formErrors(result.data)[""]).toEqual(["The email address or password is not correct"]);
    expect(JSON.stringify(result.data)).not.toContain("wrong-Sentinel-9");
  });

  it("a form that does not pass its schema never reaches the provider", async () => {
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/get-token", status: 500 }]);
    const result = await call(
      loginAction,
      request("/login", { form: { intent: "password", email: "not-an-email", password: "" } }),
    );
    expect(result.status).toBe(400);
    expect(formErrors(result.data)).toMatchObject({ password: ["Enter your password"] });
  });

  it("the provider down: 502 with spec §8's message", async () => {
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/get-token", status: 500 }]);
    const result = await call(
      loginAction,
      request("/login", { form: { intent: "password", email: "demo@example.com", password: "x" } }),
    );
    expect(result.status).toBe(502);
    expect(formErrors(result.data)[""]).toEqual([
      "Something went wrong on our side, so this was not done. Please try again in a few minutes. (Request failed with status code 500)",
    ]);
  });

  it("asks for a sign-in link: 'check your email', and the link is in the outbox", async () => {
    const result = await call(
      loginAction,
      request("/login", { form: { intent: "link", email: "energy@example.com" } }),
    );
    expect(result.location).toBe("/login?sent=1");
    const [message] = (await outbox(sandbox)).filter((m) => m.to === "energy@example.com");
    expect(message?.link).toMatch(/\/home\?token=/);
    // The same answer for an address without an account.
    expect(
      (await call(loginAction, request("/login", { form: { intent: "link", email: "nobody@example.com" } }))).location,
    ).toBe("/login?sent=1");
  });
});

describe("/logout action", () => {
  it("deletes the session's record, so a copy of the cookie is signed out too, and goes to the stored return address", async () => {
    const { cookie, session } = await signedIn(sandbox, { adjust: (s) => s.set("returnTo", "/support") });
    const result = await call(logoutAction, request("/logout", { cookie, form: {} }));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/support");
    // A signed-out cookie in its place, carrying only the "You have signed out." notice and where to return.
    const replaced = result.response!.headers.getSetCookie().join();
    expect(replaced).toMatch(/ssp_session=[^;]+;/);
    expect(replaced).not.toContain(cookie.split("=").slice(1).join("="));
    expect(await sessionStanding(session)).toBe("ended");
    const copy = await throughGuard(request("/home", { cookie }), () => null);
    expect(copy.ran).toBe(false);
    expect(copy.response.headers.get("Location")).toBe("/support");
  });

  it("without a stored return address: to /", async () => {
    const { cookie } = await signedIn(sandbox);
    expect((await call(logoutAction, request("/logout", { cookie, form: {} }))).location).toBe("/");
  });
});

describe("what the guard gives loaders (portal.server.ts)", () => {
  it("the layout and the page share one profile and one services call per request", async () => {
    const { cookie } = await signedIn(sandbox);
    const received = sandbox.sandbox.calls; // the provider calls the sandbox answered, by call
    received.clear();
    const { inner } = await throughGuard(request("/home", { cookie }), async (args) => {
      const [layout, home] = await Promise.all([layoutLoader(args as never), homeLoader(args as never)]);
      return { layout, home };
    });
    expect(received.get("GET /api/v1/account/services")).toBe(1);
    expect(received.get("GET /api/v1/account/contacts/user-details")).toBe(1);
    const { layout } = inner!.data as { layout: { data: { accountCode: string; name: string; selectedId: string } } };
    expect(layout.data).toMatchObject({ accountCode: "A10001", name: "Alex Citizen" });
  });

  it("the service chosen with the switcher is the selected one; an unknown choice falls back to the first", async () => {
    const { api } = await signIn(sandbox);
    const voip = (await api.account.services({})).services.find((s) => s.code === "V2001")!;
    const chosen = await signedIn(sandbox, { adjust: (s) => s.set("serviceId", String(voip.id)) });
    const home = await throughGuard(request("/home", { cookie: chosen.cookie }), homeLoader as never);
    expect((home.inner!.data as { service: { code: string } }).service.code).toBe("V2001");
    const unknown = await signedIn(sandbox, { adjust: (s) => s.set("serviceId", "999999") });
    const fallback = await throughGuard(request("/home", { cookie: unknown.cookie }), homeLoader as never);
    expect((fallback.inner!.data as { service: { code: string } }).service.code).toBe("N1001");
  });

  it("the layout shows the page without a profile that failed to load, but a 401 signs the customer out", async () => {
    const { cookie } = await signedIn(sandbox);
    sandbox.sandbox.faults.add([{ path: "/api/v1/account/contacts/user-details", status: 500 }]);
    const quiet = await throughGuard(request("/support", { cookie }), layoutLoader as never);
    expect(quiet.inner!.status).toBe(200);
    expect(quiet.inner!.data).toMatchObject({ accountCode: null, name: null });
    sandbox.sandbox.faults.clear();
    sandbox.sandbox.faults.add([{ path: "/api/v1/account/contacts/user-details", status: 401 }]);
    const out = await throughGuard(request("/support", { cookie }), layoutLoader as never);
    expect(out.inner!.location).toBe("/login?expired=1");
  });
});

describe("/home loader", () => {
  it("shows the selected service, its balance, notes (newest first) and connection, dates worded for people", async () => {
    const { cookie } = await signedIn(sandbox);
    const { inner } = await throughGuard(request("/home", { cookie }), homeLoader as never, { mfa: true });
    const loaded = inner!.data as Awaited<ReturnType<typeof homeLoader>>;
    expect(loaded.service).toMatchObject({ code: "N1001", canCancel: true });
    expect(loaded.service?.summary).toContainEqual({ key: "Type", value: "NBN" });
    expect(loaded.service?.tasks).toContainEqual({ to: "/home/plan", label: "Change plan or add a product" });
    if (!loaded.service || !("notes" in loaded)) throw new Error("expected a service");
    const data = loaded as Extract<typeof loaded, { notes: unknown }>;
    expect(data.service.summary.find((row) => row.key === "Started")?.value ?? "").toMatch(
      /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    expect(data.bill.ok).toBe(true);
    expect(data.state.state).toEqual({ text: "Outage in progress", tone: "danger" });
    expect(data.state.outage?.title).toBe("Service disruption in your area");
    expect(data.usage).toMatchObject({ ok: true, value: { period: expect.stringMatching(/ so far$/) } });
    expect(data.radius?.ok).toBe(true);
    expect(data.voipSettings).toBeNull();
    if (!data.notes.ok) throw new Error("expected notes");
    const shown = data.notes.value.map((n) => Date.parse(n.shownDate));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    for (const note of data.notes.value) expect(note.shownDate).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it("one failing call shows its message; the rest of the page loads", async () => {
    const { cookie } = await signedIn(sandbox);
    sandbox.sandbox.faults.add([{ path: "/api/v1/account/status", status: 500 }]);
    const { inner } = await throughGuard(request("/home", { cookie }), homeLoader as never, { mfa: true });
    const data = inner!.data as Awaited<ReturnType<typeof homeLoader>>;
    expect(data.bill).toEqual({
      ok: false,
      message: "Something went wrong on our side, so this could not be shown. Please try again in a few minutes.",
      detail: "Request failed with status code 500",
      late: false,
    });
    expect(data.service?.code).toBe("N1001");
  });

  it("a failed services load (spec §8) is no error screen: the page says so, with the balance", async () => {
    const { cookie } = await signedIn(sandbox);
    sandbox.sandbox.faults.add([{ path: "/api/v1/account/services", status: 500 }]);
    const { inner } = await throughGuard(request("/home", { cookie }), homeLoader as never, { mfa: true });
    const data = inner!.data as Awaited<ReturnType<typeof homeLoader>>;
    expect(data).toMatchObject({ service: null, servicesFailed: true, bill: { ok: true } });
  });

  it("a 401 from the provider signs the customer out", async () => {
    const { cookie } = await signedIn(sandbox);
    sandbox.sandbox.faults.add([{ path: "/api/v1/account/services", status: 401 }]);
    const { inner } = await throughGuard(request("/home", { cookie }), homeLoader as never, { mfa: true });
    expect(inner!.status).toBe(302);
    expect(inner!.location).toBe("/login?expired=1");
    expect(inner!.response!.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });

  it("a 401 to every call signs out once: the balance's call, still running, leaves no unhandled rejection", async () => {
    const { cookie } = await signedIn(sandbox);
    // The token no longer works: both of the page's first calls answer 401, the balance's last.
    sandbox.sandbox.faults.add([
      { path: "/api/v1/account/services", status: 401 },
      { path: "/api/v1/account/status", status: 401, latencyMs: 50 },
    ]);
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      let statusCall: Promise<unknown> | undefined;
      const { inner } = await throughGuard(
        request("/home", { cookie }),
        (args) => {
          const api = args.context.get(portalContext).api.account;
          const status = api.status.bind(api);
          vi.spyOn(api, "status").mockImplementation((...call) => (statusCall = status(...call)));
          return homeLoader(args as never);
        },
        { mfa: true },
      );
      expect(inner!.location).toBe("/login?expired=1");
      // The balance's call settles after the page has answered; what the loader made of it is
      // reported (or not) once this turn of the event loop is over.
      await statusCall?.catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(statusCall).toBeDefined();
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });
});

describe("/billing loader", () => {
  it("the overview: status, the last 12 months of transactions and invoices, newest first, paged", async () => {
    const { cookie } = await signedIn(sandbox);
    const { inner } = await throughGuard(request("/billing", { cookie }), billingLoader as never, { mfa: true });
    const data = inner!.data as Awaited<ReturnType<typeof billingLoader>>;
    expect(data.status.ok).toBe(true);
    const today = todayIso();
    expect(data.lists?.range).toMatchObject({
      from: addDaysToIsoDate(addYearsToIsoDate(today, -1), 1),
      to: today,
      errors: {},
    });
    const transactions = data.lists!.transactions;
    if (!transactions.ok) throw new Error("expected transactions");
    expect(transactions.value.page).toBe(1);
    expect(transactions.value.items.length).toBeGreaterThan(0);
    expect(transactions.value.items.length).toBeLessThanOrEqual(10);
    for (const row of transactions.value.items) {
      expect(row.date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(row.amount).toMatch(/^-?\$[\d,]+\.\d{2}$/);
    }
  });

  it("a bad range is explained and the default range is used", async () => {
    const { cookie } = await signedIn(sandbox);
    const { inner } = await throughGuard(
      request("/billing?from=2026-02-30&to=2026-03-10", { cookie }),
      billingLoader as never,
      { mfa: true },
    );
    const data = inner!.data as Awaited<ReturnType<typeof billingLoader>>;
    expect(data.lists?.range.errors).toEqual({ from: "The start date must be a real date" });
    expect(data.lists?.range.to).toBe(todayIso());
  });

  it("the balance failing shows its message; the lists still load", async () => {
    const { cookie } = await signedIn(sandbox);
    sandbox.sandbox.faults.add([{ path: "/api/v1/account/status", status: 500 }]);
    const { inner } = await throughGuard(request("/billing", { cookie }), billingLoader as never, { mfa: true });
    const data = inner!.data as Awaited<ReturnType<typeof billingLoader>>;
    expect(data.status).toEqual({
      ok: false,
      message: "Something went wrong on our side, so this could not be shown. Please try again in a few minutes.",
      detail: "Request failed with status code 500",
      late: false,
    });
    expect(data.lists?.transactions.ok).toBe(true);
  });
});

describe("/support/new-complaint action", () => {
  const complaint = (changes: Record<string, string> = {}) => ({
    topic: "billing",
    serviceId: "none",
    description: "I was charged twice for March.",
    outcome: "Refund the second charge.",
    contactMethod: "email",
    urgent: "no",
    ...changes,
  });

  it("lodges the complaint with the provider and redirects to its confirmation, which the server keeps", async () => {
    const { cookie } = await signedIn(sandbox, { mfa: false });
    const { inner } = await throughGuard(
      request("/support/new-complaint", { cookie, form: complaint({ urgent: "yes" }) }),
      complaintAction as never,
    );
    expect(inner!.status).toBe(303);
    expect(inner!.location).toBe("/support/new-complaint?sent");
    const shown = await throughGuard(
      request("/support/new-complaint?sent&reference=HACKED-1", { cookie }),
      complaintLoader as never,
    );
    const { done } = shown.inner!.data as { done: { reference: string; urgent: boolean } };
    expect(done.urgent).toBe(true);
    const reference = done.reference;
    expect(reference).not.toBe("HACKED-1");
    const tickets = await records<{ subject: string; description: string }>(sandbox, "support_tickets", "A10001");
    const ticket = tickets.find((t) => t.ref === reference);
    expect(ticket?.data.subject).toBe("URGENT Complaint: Billing or payments");
    expect(ticket?.data.description).toContain("I was charged twice for March.");
  });

  it("a missing answer (spaces only) is a field error with its message, and nothing is sent", async () => {
    const { cookie } = await signedIn(sandbox, { mfa: false });
    const before = (await records(sandbox, "support_tickets", "A10001")).length;
    const { inner } = await throughGuard(
      request("/support/new-complaint", { cookie, form: complaint({ description: " " }) }),
      complaintAction as never,
    );
    expect(inner!.status).toBe(400);
    expect(formErrors(inner!.data)).toMatchObject({ description: ["Describe your complaint"] });
    expect((await records(sandbox, "support_tickets", "A10001")).length).toBe(before);
  });

  it("a service that is not the customer's is refused", async () => {
    const { cookie } = await signedIn(sandbox, { mfa: false });
    const { inner } = await throughGuard(
      request("/support/new-complaint", { cookie, form: complaint({ serviceId: "999999" }) }),
      complaintAction as never,
    );
    expect(inner!.status).toBe(400);
    expect(formErrors(inner!.data)).toMatchObject({ serviceId: ["Choose a service from the list"] });
  });

  it("the provider refusing or failing: its message or spec §8's, and what was typed is kept", async () => {
    const { cookie } = await signedIn(sandbox, { mfa: false });
    sandbox.sandbox.faults.add([{ path: "/api/v1/account/actions/support-ticket", status: 500 }]);
    const failed = await throughGuard(
      request("/support/new-complaint", { cookie, form: complaint() }),
      complaintAction as never,
    );
    expect(failed.inner!.status).toBe(502);
    expect(formErrors(failed.inner!.data)[""]).toEqual([
      "Something went wrong on our side, so this was not done. Please try again in a few minutes. (Request failed with status code 500)",
    ]);
    expect((failed.inner!.data as FormResult).result?.initialValue).toMatchObject({
      description: "I was charged twice for March.",
    });
  });
});
