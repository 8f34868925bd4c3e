import { decodeJwt } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError, createProviderClient } from "#server/provider/index.ts";
import type { RunningSandbox } from "./server.ts";
import { outbox, records, signIn, startTestSandbox } from "./testing.ts";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("sign-in and tokens", () => {
  it("signs in with the demo account and reads its services", async () => {
    const { token, api } = await signIn(sandbox);
    const claims = decodeJwt(token);
    expect(claims.sub).toBe("A10001");
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + 3500);
    expect(claims.exp).toBeLessThanOrEqual(now + 3600);
    const { services } = await api.account.services();
    expect(services.map((s) => `${s.code}:${s.type}:${s.serviceStatus}`)).toEqual([
      "N1001:nbn:Active",
      "V2001:voip:Active",
      "D4001:dsl:Cancelled",
    ]);
    expect(services[0]).toMatchObject({ avcId: "AVC000000000001", planName: "NBN 100/20 Home Fast", planContext: 1 });
    expect((await api.account.userDetails()).contacts[0]?.phoneMobile).toBe("0412 345 678");
  });

  it("filters services by codes and types", async () => {
    const { api } = await signIn(sandbox);
    expect((await api.account.services({ codes: ["V2001"] })).services.map((s) => s.code)).toEqual(["V2001"]);
    expect((await api.account.servicesV2({ types: ["nbn", "dsl"] })).services.map((s) => s.code)).toEqual([
      "N1001",
      "D4001",
    ]);
  });

  it("rejects a wrong password with 401", async () => {
    const error = await failure(
      createProviderClient({ baseUrl: sandbox.url }).authentication.getToken({
        email: "demo@example.com",
        password: "nope",
      }),
    );
    expect(error.status).toBe(401);
  });

  it("answers 401 without a token, with a forged one and with an expired one", async () => {
    const { token } = await signIn(sandbox);
    const [h, p, s] = token.split(".");
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: "A10002" })).toString("base64url")}.${s}`;
    const expired = await sandbox.sandbox.tokens.issue(
      { sub: "A10001", email: "demo@example.com", typ: "access" },
      -10,
    );
    for (const t of [undefined, forged, expired, `${h}.${p}.AAAA`]) {
      const error = await failure(createProviderClient({ baseUrl: sandbox.url, token: t }).account.services());
      expect(error.status).toBe(401);
    }
  });

  it("refreshes a token", async () => {
    const { api } = await signIn(sandbox);
    const { token } = await api.authentication.refreshToken();
    expect((await createProviderClient({ baseUrl: sandbox.url, token }).authentication.testToken()).accountCode).toBe(
      "A10001",
    );
  });

  it("issues a single-use token that downloads the invoice PDF once", async () => {
    const { api } = await signIn(sandbox);
    const [invoice] = (await api.account.invoicesSummary()).invoices;
    const { token } = await api.authentication.getOssToken({ accountCode: "A10001", singleUse: true });
    const pdf = await api.account.invoicePdf({ id: invoice!.id, jwt: token, download: true });
    expect(pdf.contentType).toBe("application/pdf");
    const text = Buffer.from(pdf.bytes).toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text).toContain(invoice!.invoiceNumber);
    const again = await failure(api.account.invoicePdf({ id: invoice!.id, jwt: token }));
    expect(again.status).toBe(401);
    // The convenience does both steps.
    expect((await api.account.downloadInvoicePdf({ id: invoice!.id, accountCode: "A10001" })).filename).toBe(
      `${invoice!.invoiceNumber}.pdf`,
    );
  });

  it("will not issue an oss token for another account", async () => {
    const { api } = await signIn(sandbox);
    expect((await failure(api.authentication.getOssToken({ accountCode: "A10002", singleUse: true }))).status).toBe(
      403,
    );
  });

  it("emails a sign-in link that is exchanged once, within 15 minutes, for an access token", async () => {
    const anon = createProviderClient({ baseUrl: sandbox.url, token: "ignored-for-this-call" });
    const answer = await anon.authentication.authenticateViaEmail({ email: "voip@example.com", wid: "OE" });
    expect(answer.message).toMatch(/sign-in link/);
    const [mail] = await outbox(sandbox);
    expect(mail).toMatchObject({ channel: "email", to: "voip@example.com", subject: "Your sign-in link" });
    expect(mail!.body).toMatch(/works once, within 15 minutes/);
    expect(mail!.link).toMatch(/^http:\/\/portal\.test\/home\?token=/);
    const token = new URL(mail!.link!).searchParams.get("token")!;
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const viaLink = createProviderClient({ baseUrl: sandbox.url, token });
    // The link's token is not an access token: it is only exchanged.
    expect((await failure(viaLink.account.userDetails())).status).toBe(401);
    const { token: access } = await viaLink.authentication.refreshToken();
    expect(
      (await createProviderClient({ baseUrl: sandbox.url, token: access }).account.userDetails()).accountCode,
    ).toBe("A10002");
    // A second use is refused.
    expect((await failure(viaLink.authentication.refreshToken())).status).toBe(401);
  });

  it("gives the same answer for an unknown email and sends nothing", async () => {
    const answer = await createProviderClient({ baseUrl: sandbox.url }).authentication.authenticateViaEmail({
      email: "nobody@example.com",
      wid: "",
    });
    expect(answer.message).toMatch(/If the email address is registered/);
    expect(await outbox(sandbox)).toEqual([]);
  });
});

describe("a change of the contact details", () => {
  const contact = (phoneMobile: string, firstName = "Alex") => ({
    id: 1,
    contactType: "Primary",
    firstName,
    lastName: "Citizen",
    email: "demo@example.com",
    phoneMobile,
    phoneHome: null,
  });

  it("tells the old email when the email or the first contact's mobile changes, new values masked", async () => {
    const { api } = await signIn(sandbox);
    await api.account.updateContacts({ email: "alex.new@example.com", contacts: [contact("0400 111 222")] });
    const [notice, ...rest] = await outbox(sandbox);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({ channel: "email", to: "demo@example.com" });
    expect(notice!.subject).toMatch(/^Your contact details were changed/);
    expect(notice!.body).toContain("Email address: changed to a•••@example.com");
    expect(notice!.body).toContain("Mobile number: changed to 04•• ••• 222");
    expect(notice!.body).toContain("call us on 1300 980 711");
    expect(notice!.body).not.toContain("alex.new@example.com");
    expect(notice!.body).not.toContain("0400 111 222");

    // The mobile only: to the (now) current email; the same number written differently is no change.
    await api.account.updateContacts({ contacts: [contact("+61 400 111 333")] });
    await api.account.updateContacts({ contacts: [contact("0400111333", "Alexandra")] });
    const notices = await outbox(sandbox);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ to: "alex.new@example.com" });
    expect(notices[0]!.body).not.toContain("Email address");
  });

  it("tells the old email when only the case of the email changes", async () => {
    const { api } = await signIn(sandbox);
    await api.account.updateContacts({ email: "Demo@Example.com" });
    const [notice, ...rest] = await outbox(sandbox);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      channel: "email",
      to: "demo@example.com",
      subject: expect.stringMatching(/^Your contact details were changed/),
    });
    expect(notice!.body).toContain("Email address: changed to D•••@Example.com");
  });

  it("sends nothing when only names or the message type change", async () => {
    const { api } = await signIn(sandbox);
    await api.account.updateContacts({ preferredMessageType: "SMS", contacts: [contact("0412 345 678", "Alexandra")] });
    expect(await outbox(sandbox)).toEqual([]);
  });

  it("signs in with the profile email after it changed, as well as the sign-in email", async () => {
    const { api } = await signIn(sandbox);
    await api.account.updateContacts({ email: "Alex.New@example.com" });
    expect((await signIn(sandbox, "alex.new@example.com")).token).toBeTruthy();
    expect((await signIn(sandbox, "demo@example.com")).token).toBeTruthy();
    const anon = createProviderClient({ baseUrl: sandbox.url });
    expect(
      (await failure(anon.authentication.getToken({ email: "alex.new@example.com", password: "wrong" }))).status,
    ).toBe(401);
  });
});

describe("MFA", () => {
  it("sends a 6-digit code by SMS to the masked mobile and verifies it once", async () => {
    const { api } = await signIn(sandbox);
    expect(await api.authentication.mfaSend({ channel: "sms" })).toEqual({
      channel: "sms",
      destination: "04•• ••• 678",
      expiresInSeconds: 600,
    });
    const [sms] = await outbox(sandbox);
    expect(sms).toMatchObject({ channel: "sms", to: "04•• ••• 678" });
    expect(sms!.code).toMatch(/^\d{6}$/);
    expect(sms!.body).toContain(sms!.code);
    expect(await api.authentication.mfaVerify({ code: sms!.code! })).toEqual({ verified: true });
    expect((await failure(api.authentication.mfaVerify({ code: sms!.code! }))).status).toBe(400);
  });

  it("sends by email to the masked address", async () => {
    const { api } = await signIn(sandbox);
    expect((await api.authentication.mfaSend({ channel: "email" })).destination).toBe("d•••@example.com");
  });

  it("voids the code after 5 wrong tries", async () => {
    const { api } = await signIn(sandbox);
    await api.authentication.mfaSend({ channel: "sms" });
    const code = (await outbox(sandbox))[0]!.code!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      const error = await failure(api.authentication.mfaVerify({ code: wrong }));
      expect(error.data).toMatchObject({ attemptsRemaining: 5 - i });
    }
    expect((await failure(api.authentication.mfaVerify({ code: wrong }))).data).toMatchObject({ reason: "voided" });
    expect((await failure(api.authentication.mfaVerify({ code }))).data).toMatchObject({ reason: "expired" });
  });

  it("allows 3 sends per 10 minutes, and reset clears the counter", async () => {
    const { api } = await signIn(sandbox);
    for (let i = 0; i < 3; i++) await api.authentication.mfaSend({ channel: "sms" });
    const error = await failure(api.authentication.mfaSend({ channel: "sms" }));
    expect(error.status).toBe(429);
    // Until the first of the three sends leaves the 10-minute window.
    expect((error.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(595);
    expect((error.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(600);
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    await expect(api.authentication.mfaSend({ channel: "sms" })).resolves.toMatchObject({ channel: "sms" });
  });

  it("scales the send limit with RATE_LIMIT_FACTOR", async () => {
    const scaled = await startTestSandbox({ rateLimitFactor: 2 });
    try {
      const { api } = await signIn(scaled);
      for (let i = 0; i < 6; i++) await api.authentication.mfaSend({ channel: "email" });
      expect((await failure(api.authentication.mfaSend({ channel: "email" }))).status).toBe(429);
    } finally {
      await scaled.close();
    }
  });

  it("a new code replaces every code before it, used or not", async () => {
    const { api } = await signIn(sandbox);
    const codes: string[] = [];
    for (const channel of ["sms", "email"] as const) {
      await api.authentication.mfaSend({ channel });
      codes.push((await outbox(sandbox))[0]!.code!);
    }
    expect(await api.authentication.mfaVerify({ code: codes[1]! })).toEqual({ verified: true });
    await api.authentication.mfaSend({ channel: "sms" });
    const last = (await outbox(sandbox))[0]!.code!;
    for (const old of codes.filter((c) => c !== last))
      expect((await failure(api.authentication.mfaVerify({ code: old }))).status).toBe(400);
    expect(await api.authentication.mfaVerify({ code: last })).toEqual({ verified: true });
    const rows = await records<{ spent: boolean }>(sandbox, "mfa_codes", "A10001");
    expect(rows.map((r) => r.data.spent)).toEqual([true, true, true]);
  });

  it("a new code replaces the old one", async () => {
    const { api } = await signIn(sandbox);
    await api.authentication.mfaSend({ channel: "sms" });
    const first = (await outbox(sandbox))[0]!.code!;
    await api.authentication.mfaSend({ channel: "sms" });
    const second = (await outbox(sandbox))[0]!.code!;
    if (first !== second) expect((await failure(api.authentication.mfaVerify({ code: first }))).status).toBe(400);
    expect(await api.authentication.mfaVerify({ code: second })).toEqual({ verified: true });
  });

  it("rejects a code that is not 6 digits with a 400 message", async () => {
    const { api } = await signIn(sandbox);
    const error = await failure(api.authentication.mfaVerify({ code: "12" }));
    expect(error.status).toBe(400);
    expect(error.providerMessage).toMatch(/code: must be 6 digits/);
  });
});
