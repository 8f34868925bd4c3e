import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPortal } from "#app/lib/portal.server.ts";
import { tokeniseCard } from "#app/routes/billing/billing.server.ts";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as logoutAction } from "#app/routes/logout.ts";
import { action as mfaAction } from "#app/routes/mfa.tsx";
import { action as forgotAction } from "#app/routes/password/forgot.tsx";
import { action as resetAction, loader as resetLoader } from "#app/routes/password/reset.tsx";
import { action as editAction } from "#app/routes/profile/edit.tsx";
import { action as switchAction } from "#app/routes/switch-account.tsx";
import { action as timedOutAction } from "#app/routes/session/timed-out.ts";
import { action as staffLogoutAction } from "#app/routes/staff/logout.ts";
import { action as viewEndAction } from "#app/routes/staff/view/end.ts";
import { action as revealAction } from "#app/routes/staff/view/reveal.tsx";
import { action as startViewAction } from "#app/routes/staff/view/start.tsx";
import { action as staticIpAction } from "#app/routes/staff/view/static-ip.tsx";
import { action as unassignAction } from "#app/routes/staff/view/static-ip-unassign.tsx";
import { action as checkAction } from "#app/routes/signup/check.tsx";
import { joinStore } from "#app/routes/signup/join.server.ts";
import { type JoinAnswers, JOIN_URLS } from "#app/routes/signup/journey.ts";
import { versionOf } from "#app/lib/journey/journey.server.ts";
import { SHOWN_FIELD } from "#app/lib/journey/journey.ts";
import type { LocatedAddress } from "#app/domain/address.ts";
import { qualifyAddress } from "#app/lib/address.server.ts";
import { REFRESH_AFTER_SECONDS } from "#app/lib/guard.server.ts";
import { parkHandoff } from "#app/lib/handoff.server.ts";
import { AUDIT_EVENTS, type AuditEvent, type AuditLine, type AuditOutcome, setAuditSink } from "#server/audit/index.ts";
import { config } from "#server/config.ts";
import { emailLogKey } from "#server/logger.ts";
import { providerFor } from "#server/provider/index.ts";
import { getSession } from "#server/session.ts";
import { addressBook } from "#sandbox/address-book.ts";
import { DEMO_PASSWORD } from "#sandbox/seed.ts";
import { outbox } from "#sandbox/testing.ts";
import {
  answer,
  cookieOf,
  fromClient,
  nowSeconds,
  PORTAL,
  request,
  signedIn,
  startPortalSandbox,
  throughGuard,
} from "./portal.ts";
import { staffCookieOf, staffMemberInProcess, staffRequestContext, staffSignInInProcess } from "./staff.ts";
import { newJobId, runJobOnce } from "#app/lib/staff/jobs.server.ts";
import { jobByKey } from "#app/lib/staff/jobs.ts";
import { askForReport } from "#app/lib/staff/reports.server.ts";
import { enterTestUsage } from "#app/lib/staff/test-data.server.ts";

/**
 * Every event the audit trail can write (AUDIT_EVENTS, which the AuditEvent type is made from),
 * each driven once through the portal's own routes (middleware, loaders and actions, in process,
 * against the sandbox provider), as a browser's request would: each writes one `"kind":"audit"`
 * line with its outcome, and no line holds a password, a code, a token, a session id or an email
 * in clear. The provider's changing calls are recorded in one place (server/audit/provider-changes.ts):
 * those are driven as the signed-in portal makes them (createPortal's client, over HTTP to the
 * sandbox), each call once. A failed token refresh is the sandbox's fault on refresh-token; a used
 * reset link is one used once already.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterEach(() => {
  setAuditSink(undefined);
  sandbox.sandbox.faults.clear();
});
afterAll(() => sandbox.stop());

const EMAIL = "demo@example.com";
const WRONG = "not-the-Password-93";

let lines: AuditLine[] = [];
/** Strings no line may hold: what was typed, sent or issued along the way. */
let secrets: string[] = [];
/** From here on, the lines written are the event's. */
function capture() {
  lines = [];
  setAuditSink({ info: (line) => lines.push(line) });
}

let visitors = 0;
const nextIp = () => `198.18.0.${++visitors}`;

type Route = (args: never) => unknown;
/** A route without the guard (signed-out pages), from a client address of its own. */
const call = (route: Route, req: Request, ip = nextIp()) =>
  answer(() => fromClient(() => route({ request: req, context: undefined, params: {} } as never), ip));
/** A signed-in page: through the guard (and MFA's gate when asked) into its loader or action. */
const guarded = (route: Route, req: Request, mfa = false) =>
  fromClient(() => throughGuard(req, route as never, { mfa }), nextIp());

async function session(options: Parameters<typeof signedIn>[1] = {}) {
  const signed = await signedIn(sandbox, options);
  secrets.push(signed.token, signed.session.get("sid")!);
  return signed;
}

async function newestCode(to?: string): Promise<string> {
  const code = (await outbox(sandbox)).find((m) => m.code && (!to || m.to === to))?.code;
  expect(code, "a code in the sandbox outbox").toBeTruthy();
  secrets.push(code!);
  return code!;
}

/** /mfa: a code sent by SMS for a signed-in session that has not verified yet. */
async function mfaSent() {
  const signed = await session({ mfa: false });
  const sent = await guarded(
    mfaAction,
    request("/mfa?redirectTo=%2Fhome", { cookie: signed.cookie, form: { intent: "send", channel: "sms" } }),
  );
  expect(sent.inner?.status).toBe(302);
  const cookie = cookieOf(sent.response) ?? signed.cookie;
  return { cookie, code: await newestCode() };
}

const verify = (cookie: string, code: string) =>
  guarded(mfaAction, request("/mfa?redirectTo=%2Fhome", { cookie, form: { intent: "verify", code } }));

/** A wrong current password on the profile's check (a new email needs it). */
const profileFields = (currentPassword: string) => ({
  email: "demo.new@example.com",
  preferredMessageType: "Email",
  "contacts[0].id": "1",
  "contacts[0].firstName": "Alex",
  "contacts[0].lastName": "Citizen",
  "contacts[0].phoneMobile": "0412 345 678",
  "contacts[0].phoneHome": "",
  "contacts[0].email": "",
  currentPassword,
});

/** A reset link for `email`, as the "Forgot your password?" email carries it (its token a secret). */
async function resetLink(email: string): Promise<{ path: string }> {
  await providerFor(request("/")).authentication.passwordResetRequest({ email, wid: "" });
  const link = (await outbox(sandbox)).find((m) => m.to === email && m.link)!.link!;
  const url = new URL(link);
  secrets.push(url.searchParams.get("token")!);
  return { path: url.pathname + url.search };
}

/** A reset link opened, then a new password sent with it: the journey's cookie. */
async function sendWithResetLink(path: string, ip: string) {
  const opened = await call(resetLoader, new Request(`${PORTAL}${path}`), ip);
  expect(opened.status).toBe(303);
  const cookie = opened
    .response!.headers.getSetCookie()
    .find((h) => /ssp_journey=/.test(h))!
    .split(";")[0]!;
  const newPassword = "a-New-passphrase-8412";
  secrets.push(newPassword);
  const req = new Request(`${PORTAL}/password/reset`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams({ newPassword }),
  });
  return call(resetAction, req, ip);
}

/** A join journey answered up to "Check your answers" (as join.test.ts leaves it): its cookie. */
async function joinAtCheck(email: string, ip: string): Promise<{ cookie: string; shown: string }> {
  const address = addressBook.find((e) => e.address.locationId === "LOC000000001")!.address as LocatedAddress;
  const availability = await fromClient(() => qualifyAddress(providerFor(request("/signup")), address), ip);
  const answers: JoinAnswers = {
    address: { address, label: "1 Harbour Street, Sydney NSW 2000", manual: false },
    availability,
    plan: { planCode: "NBN100-20", hardwareCode: "MODEM-AX" },
    details: { firstName: "Jo", lastName: "Citizen", email, mobile: "0412345678", dateOfBirth: "1980-05-01" },
  };
  const saved = await answer(() =>
    fromClient(
      () =>
        joinStore.answer(
          { request: new Request(`${PORTAL}${JOIN_URLS.details}`, { method: "POST" }), context: undefined as never },
          answers,
        ),
      ip,
    ),
  );
  // The check page's form sends the version of the answers it shows.
  return { cookie: saved.response!.headers.get("Set-Cookie")!.split(";")[0]!, shown: versionOf(answers) };
}

/** One of the provider's changing calls, made as a signed-in page makes it (its answer does not matter here). */
function providerChange(
  make: (api: ReturnType<typeof createPortal>["api"]) => Promise<unknown>,
  outcome: AuditOutcome | AuditOutcome[] = ["ok", "refused"],
) {
  return async (): Promise<AuditOutcome | AuditOutcome[]> => {
    const { session: s, token } = await session();
    capture();
    await fromClient(() => make(createPortal(request("/home"), s, token).api)).catch(() => undefined);
    return outcome;
  };
}

/**
 * How to make each event happen, once (capture() marks where its line starts), and the outcomes
 * it may have. A Record: an event added to AUDIT_EVENTS without a way to drive it does not compile.
 */
const drivers: Record<AuditEvent, () => Promise<AuditOutcome | AuditOutcome[]>> = {
  "sign-in.succeeded": async () => {
    capture();
    const signedInNow = await call(
      loginAction,
      request("/login", { form: { intent: "password", email: EMAIL, password: DEMO_PASSWORD } }),
    );
    expect(signedInNow.status).toBe(302);
    const s = await getSession(cookieOf(signedInNow.response!) ?? null);
    secrets.push(s.get("token")!, s.get("sid")!);
    return "ok";
  },
  "sign-in.failed": async () => {
    capture();
    const refused = await call(
      loginAction,
      request("/login", { form: { intent: "password", email: EMAIL, password: WRONG } }),
    );
    expect(refused.status).toBe(401);
    return "refused";
  },
  "sign-in.locked": async () => {
    const ip = nextIp();
    const form = { intent: "password", email: "nobody-here@example.com", password: WRONG };
    secrets.push("nobody-here@example.com");
    for (let i = 0; i < 10; i++) expect((await call(loginAction, request("/login", { form }), ip)).status).toBe(401);
    capture();
    expect((await call(loginAction, request("/login", { form }), ip)).status).toBe(429);
    return "refused";
  },
  "mfa.verified": async () => {
    const { cookie, code } = await mfaSent();
    capture();
    expect((await verify(cookie, code)).inner?.status).toBe(302);
    return "ok";
  },
  "mfa.failed": async () => {
    const { cookie, code } = await mfaSent();
    capture();
    const wrong = code === "000000" ? "000001" : "000000";
    expect((await verify(cookie, wrong)).inner?.status).toBe(400);
    return "refused";
  },
  "mfa.locked": async () => {
    const { cookie, code } = await mfaSent();
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 10; i++) await verify(cookie, wrong);
    capture();
    expect((await verify(cookie, wrong)).inner?.status).toBe(429);
    return "refused";
  },
  "reauth.failed": async () => {
    const { cookie } = await session();
    secrets.push("demo.new@example.com");
    capture();
    const refused = await guarded(editAction, request("/profile/edit", { cookie, form: profileFields(WRONG) }), true);
    expect(refused.inner?.status).toBe(400);
    return "refused";
  },
  "reauth.locked": async () => {
    // The limit is per account: an account of its own, so the others' checks are not refused.
    const { cookie } = await session({ email: "fw@example.com" });
    const post = () => guarded(editAction, request("/profile/edit", { cookie, form: profileFields(WRONG) }), true);
    for (let i = 0; i < 5; i++) expect((await post()).inner?.status).toBe(400);
    capture();
    expect((await post()).inner?.status).toBe(429);
    return "refused";
  },
  "password.changed": providerChange((api) =>
    api.authentication.passwordChange({ currentPassword: WRONG, newPassword: "another-Passphrase-55" }),
  ),
  "password.reset": async () => {
    const { path } = await resetLink("energy@example.com");
    capture();
    const done = await sendWithResetLink(path, nextIp());
    expect(done).toMatchObject({ status: 303, location: "/password/reset/done" });
    return "ok";
  },
  "password-reset.link-refused": async () => {
    // A link used once (on another device): opening it again is refused as used.
    const { path } = await resetLink("energy@example.com");
    await sendWithResetLink(path, nextIp());
    capture();
    const again = await call(resetLoader, new Request(`${PORTAL}${path}`));
    expect(again.status).toBe(410);
    expect(again.data).toMatchObject({ link: "used" });
    return "refused";
  },
  "password-reset.requested": async () => {
    // An address without an account: the same line as for one with an account.
    const email = "no-account-here@example.com";
    secrets.push(email);
    capture();
    const asked = await call(forgotAction, request("/password/forgot", { form: { email } }));
    expect(asked).toMatchObject({ status: 303, location: "/password/forgot/sent" });
    expect(lines.find((l) => l.event === "password-reset.requested")?.emailKey).toBe(emailLogKey(email));
    return "ok";
  },
  "sign-in-link.requested": async () => {
    capture();
    const asked = await call(loginAction, request("/login", { form: { intent: "link", email: EMAIL } }));
    expect(asked).toMatchObject({ status: 302, location: "/login?sent=1" });
    const code = (await outbox(sandbox)).find((m) => m.to === EMAIL && m.link)?.link;
    if (code) secrets.push(new URL(code).searchParams.get("token") ?? code);
    return "ok";
  },
  "account.created": async () => {
    const ip = nextIp();
    const email = "joined-online@example.com";
    secrets.push(email);
    const { cookie, shown } = await joinAtCheck(email, ip);
    capture();
    const joined = await call(
      checkAction,
      new Request(`${PORTAL}${JOIN_URLS.check}`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: new URLSearchParams({ [SHOWN_FIELD]: shown }),
      }),
      ip,
    );
    expect(joined).toMatchObject({ status: 303, location: JOIN_URLS.done });
    return "ok";
  },
  "profile.changed": providerChange((api) => api.account.updateContacts({ firstName: "Alexa" } as never)),
  "payment-details.changed": providerChange((api) => api.account.updatePaymentDetails({} as never)),
  "payment.taken": async () => {
    const { session: s, token } = await session();
    const portal = createPortal(request("/billing/pay/confirm"), s, token);
    // The card swapped for a token first (no account event), as the payment pages do.
    const { cardToken } = await fromClient(() =>
      tokeniseCard(portal, {
        nameOnCard: "Alex Citizen",
        cardNumber: "4242424242424242",
        expiryMonth: 12,
        expiryYear: new Date().getFullYear() + 2,
        securityCode: "737",
      } as never),
    );
    secrets.push("4242424242424242", cardToken);
    capture();
    await fromClient(() =>
      portal.api.creditCard.takePayment({ cardToken, amountCents: 100, idempotencyKey: crypto.randomUUID() }),
    );
    return "ok";
  },
  "payment.failed": async () => {
    const run = providerChange((api) =>
      api.creditCard.takePayment({ cardToken: "tok_audit", amountCents: 100, idempotencyKey: crypto.randomUUID() }),
    );
    sandbox.sandbox.faults.add([{ path: "/api/v1/credit-card/take-payment", status: 402 }]);
    await run();
    return "refused";
  },
  "payment-plan.requested": providerChange((api) => api.account.paymentPlan({} as never)),
  "plan.changed": providerChange((api) => api.account.changeContract({ serviceId: 1, contractCode: "X" })),
  "product.ordered": providerChange((api) => api.account.addServiceProduct({ serviceId: 1, productCode: "X" })),
  "service.cancel-requested": providerChange((api) => api.account.cancelContract({ serviceId: 1 })),
  "move.requested": providerChange((api) => api.account.moveAddress({} as never)),
  "sim.activation-requested": providerChange((api) => api.mobile.submitActivation({} as never)),
  "complaint.made": providerChange((api) => api.account.supportTicket({ category: "complaint" } as never)),
  "fault.reported": providerChange((api) => api.account.supportTicket({ category: "fault" } as never)),
  "enquiry.made": providerChange((api) => api.account.supportTicket({ category: "general" } as never)),
  "voip-settings.changed": providerChange((api) => api.wholesale.updateVoipService({ id: 1, settings: {} as never })),
  "life-support.registered": providerChange((api) =>
    api.account.lifeSupportRegister({ serviceId: 1, equipment: "cpap", personName: "X" }),
  ),
  "life-support.removed": providerChange((api) => api.account.lifeSupportRemove({ serviceId: 1, reason: "x" })),
  "sim.blocked": providerChange((api) => api.account.simBlock({ serviceId: 1, reason: "lost", deliveryAddress: "x" })),
  "sim.unblocked": providerChange((api) => api.account.simUnblock({ serviceId: 1 })),
  "notifications.changed": providerChange((api) => api.account.updateNotificationPreferences({} as never)),
  "voip-password.reset": async () => {
    const { cookie } = await session({ email: "voip@example.com" });
    const { action: homeAction } = await import("#app/routes/home/index.tsx");
    capture();
    await guarded(homeAction, request("/home", { cookie, form: { intent: "voip-password" } }), true);
    return "ok";
  },
  "sign-out": async () => {
    const { cookie } = await session();
    capture();
    await call(logoutAction, request("/logout", { cookie, form: {} }));
    return "ok";
  },
  "account.switched": async () => {
    const current = await session();
    const next = await signedIn(sandbox, { email: "voip@example.com" });
    secrets.push(next.token);
    parkHandoff(current.session, next.token, "/home");
    const { cookieFor } = await import("./portal.ts");
    const cookie = await cookieFor(current.session);
    capture();
    const switched = await call(switchAction, request("/switch-account", { cookie, form: {} }));
    expect(switched).toMatchObject({ status: 302, location: "/home" });
    return "ok";
  },
  "access.refused": async () => {
    const { session: s, token } = await session();
    capture();
    // Another account's service (A10002's), named as the service switcher would name it.
    const found = await fromClient(() => createPortal(request("/switch-service"), s, token).ownService("V2101"));
    expect(found).toBeUndefined();
    return "refused";
  },
  "session.timed-out": async () => {
    const { cookie } = await session();
    capture();
    await call(timedOutAction, request("/session/timed-out", { cookie, form: { page: "/home" } }));
    return "ok";
  },
  "staff.signed-in": async () => {
    capture();
    const answer = await staffSignInInProcess(sandbox, "agent@staff.example");
    expect(answer.status).toBe(302);
    secrets.push(/ssp_staff=([^;]+)/.exec(answer.headers.getSetCookie().join(";"))![1]!, "agent@staff.example");
    return "ok";
  },
  "staff.sign-in-refused": async () => {
    capture();
    expect((await staffSignInInProcess(sandbox, "nobody@staff.example")).status).toBe(403);
    secrets.push("nobody@staff.example");
    return "refused";
  },
  "staff.signed-out": async () => {
    const signedIn = await staffSignInInProcess(sandbox, "admin@staff.example");
    const cookie = signedIn.headers
      .getSetCookie()
      .find((h) => /ssp_staff=/.test(h))!
      .split(";")[0]!;
    secrets.push(cookie.split("=")[1]!, "admin@staff.example");
    capture();
    const out = await call(staffLogoutAction, request("/staff/logout", { cookie, form: {} }));
    expect(out.status).toBe(302);
    return "ok";
  },
  // A customer view: started with its reason, ended, a detail revealed, a static IP changed (staffView below).
  "staff.view-started": async () => {
    const cookie = await staffViewCookie("agent@staff.example", false);
    capture();
    const started = await staffCall(
      startViewAction,
      staffRequest("/staff/customers/A10001/view", cookie, { reason: "A call" }),
      {
        context: await staffRequestContext(cookie, "/staff"),
        params: { accountCode: "A10001" },
      },
    );
    expect(started.status).toBe(303);
    return "ok";
  },
  "staff.view-ended": async () => {
    const cookie = await staffViewCookie("agent@staff.example");
    capture();
    const ended = await staffCall(viewEndAction, staffRequest("/staff/view/end", cookie, {}), {
      context: await staffRequestContext(cookie, "/staff/view/end"),
    });
    expect(ended.status).toBe(303);
    return "ok";
  },
  "staff.contact-revealed": async () => {
    const cookie = await staffViewCookie("agent@staff.example");
    capture();
    await staffCall(revealAction, staffRequest("/staff/view/reveal", cookie, { field: "email" }), {
      context: await staffRequestContext(cookie, "/staff/view/reveal", true),
    });
    return "ok";
  },
  "staff.static-ip-assigned": async () => {
    const cookie = await staffViewCookie("supervisor@staff.example");
    const path = `/staff/view/static-ip?service=${await demoBroadbandId()}`;
    capture();
    const done = await staffCall(staticIpAction, staffRequest(path, cookie, { ipAddress: "198.51.100.201" }), {
      context: await staffRequestContext(cookie, path, true),
    });
    expect(done.status).toBe(303);
    return "ok";
  },
  "staff.static-ip-unassigned": async () => {
    const cookie = await staffViewCookie("supervisor@staff.example");
    const path = `/staff/view/static-ip/unassign?service=${await demoBroadbandId()}`;
    await staffCall(
      staticIpAction,
      staffRequest(path.replace("/unassign", ""), cookie, { ipAddress: "198.51.100.202" }),
      {
        context: await staffRequestContext(cookie, path, true),
      },
    );
    capture();
    const done = await staffCall(unassignAction, staffRequest(path, cookie, {}), {
      context: await staffRequestContext(cookie, path, true),
    });
    expect(done.status).toBe(303);
    return "ok";
  },
  "staff.report-prepared": async () => {
    const staff = await staffMemberInProcess(sandbox, "supervisor@staff.example", "reports.nbn");
    capture();
    const form = new FormData();
    form.set("activeOnly", "yes");
    expect(await fromClient(() => askForReport(staff, "nbn-services", form))).toMatchObject({ ok: true });
    return "ok";
  },
  "staff.job-run": async () => {
    const staff = await staffMemberInProcess(sandbox, "admin@staff.example", "jobs.run");
    capture();
    const ran = await fromClient(() => runJobOnce(staff, jobByKey("invoices")!, newJobId()));
    expect(ran.outcome).toBe("sent");
    return "ok";
  },
  "staff.test-data-entered": async () => {
    const staff = await staffMemberInProcess(sandbox, "admin@staff.example", "test-data.enter");
    capture();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      serviceCode: "N1001",
      date: "2026-01-05",
      downloadedMb: "1",
      uploadedMb: "1",
    }))
      form.set(name, value);
    expect(await fromClient(() => enterTestUsage(staff, form))).toEqual({ ok: true });
    return "ok";
  },
  "session.refresh-failed": async () => {
    const { cookie } = await session({ adjust: (s) => s.set("refreshedAt", nowSeconds() - REFRESH_AFTER_SECONDS) });
    sandbox.sandbox.faults.add([{ path: "/api/v1/authentication/refresh-token", status: 401 }]);
    capture();
    const ended = await guarded(() => null, request("/home", { cookie }));
    expect(ended.response.headers.get("Location")).toBe("/login?redirectTo=%2Fhome&expired=1");
    return "ok";
  },
};

/** A staff route's action with the staff pages' context (and the route's params). */
const staffCall = (route: Route, req: Request, more: { context: unknown; params?: Record<string, string> }) =>
  answer(() => fromClient(() => route({ request: req, params: {}, ...more } as never), nextIp()));

/** A staff POST to the staff listener, as a same-origin form. */
function staffRequest(path: string, cookie: string, form: Record<string, string>) {
  return new Request(`${config.staffUrl}${path}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams(form),
  });
}

/** A member of staff signed in (their cookie), with a view of the demo account started when `view`. */
async function staffViewCookie(email: string, view = true): Promise<string> {
  const cookie = staffCookieOf(await staffSignInInProcess(sandbox, email));
  secrets.push(cookie.split("=")[1]!, email);
  if (view) {
    const started = await staffCall(
      startViewAction,
      staffRequest("/staff/customers/A10001/view", cookie, { reason: "A call" }),
      {
        context: await staffRequestContext(cookie, "/staff"),
        params: { accountCode: "A10001" },
      },
    );
    expect(started.status).toBe(303);
  }
  return cookie;
}

async function demoBroadbandId(): Promise<number> {
  const rows = sandbox.sandbox.store.list<{ code: string }>("services", { accountCode: "A10001" });
  return rows.find((r) => r.data.code === "N1001")!.id;
}

describe("every audit event, driven once", () => {
  it("lists every event the trail can write", () => {
    expect(Object.keys(drivers).sort()).toEqual([...AUDIT_EVENTS].sort());
  });

  for (const event of AUDIT_EVENTS) {
    it(`${event}: one line, its outcome, no secret`, { timeout: 30_000 }, async () => {
      secrets = [EMAIL, DEMO_PASSWORD, WRONG];
      const expected = [await drivers[event]()].flat();
      const own = lines.filter((line) => line.event === event);
      expect(own, `the lines written: ${JSON.stringify(lines)}`).toHaveLength(1);
      const [line] = own as [AuditLine];
      expect(line.kind).toBe("audit");
      expect(expected).toContain(line.outcome);
      expect(line.requestId).toMatch(/.+/);
      const text = JSON.stringify(lines);
      for (const secret of secrets.filter(Boolean)) expect(text, "a secret in the audit trail").not.toContain(secret);
      for (const written of lines) {
        expect(Object.keys(written).join(" ")).not.toMatch(/password|token|code\b|email\b/i);
      }
    });
  }

  it("/switch-account with nobody signed in: no switch (the link is confirmed as a sign-in)", async () => {
    const next = await signedIn(sandbox, { email: "voip@example.com" });
    const visitor = await getSession(null);
    parkHandoff(visitor, next.token, "/home");
    const { cookieFor } = await import("./portal.ts");
    capture();
    const started = await call(
      switchAction,
      request("/switch-account", { cookie: await cookieFor(visitor), form: {} }),
    );
    expect(started).toMatchObject({ status: 302, location: "/confirm-sign-in" });
    expect(lines).toEqual([]);
  });

  it("a sign-out without a signed-in session writes no line", async () => {
    capture();
    const out = await call(logoutAction, request("/logout", { form: {} }));
    expect(out.status).toBe(302);
    expect(lines).toEqual([]);
  });
});
