import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, portalUrl, test } from "./fixtures.ts";
import { request as httpRequest } from "node:http";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import {
  expectNoRawPayload,
  expectNot5xxFromPortal,
  FORMS,
  postForm,
  prepareSession,
  signedInCookies,
  validFields,
  XSS_PAYLOADS,
} from "./resilience.ts";
import { DEMO, resetSandbox } from "./support.ts";

/**
 * Abuse: every form gets empty values, values past their limits, 1 MB bodies, unicode
 * and control characters, HTML/script payloads and unexpected fields. Answers are 4xx with a
 * clear message (never 500) and nothing comes back unescaped. (The logs are checked for secrets
 * by tests/e2e/leaks.spec.ts, which runs its own server to read them.)
 */

/** Fields a form carries to say which form it is, or values the page put there: left as rendered. */
const STRUCTURAL = new Set(["intent", "redirectTo", "serviceId", "idempotencyKey"]);

const CONTROL = "line\u0000one\u0007\u001b[31m";
const UNICODE = "Zoë Ł 日本語 😀 مرحبا \u202eevil";
const EXTRA = {
  isAdmin: "true",
  accountCode: "A99999",
  __proto__x: "1",
  "constructor[prototype][polluted]": "1",
  token: "forged",
};

const ERROR_SUMMARY = "There is a problem";

let cookies: Awaited<ReturnType<typeof signedInCookies>> = [];

test.beforeAll(async ({ browser, request }) => {
  await resetSandbox(request);
  cookies = await signedInCookies(browser);
});

test.beforeEach(async ({ page }) => {
  await page.context().addCookies(cookies);
});

for (const form of FORMS) {
  test(`${form.name}: empty, too long, control characters, payloads and extra fields`, async ({ page }) => {
    test.setTimeout(60_000);
    await prepareSession(page, form);
    const valid = await validFields(page, form, "abuse");
    const editable = Object.keys(valid).filter((name) => !STRUCTURAL.has(name));

    // Empty values: a 4xx with the error summary, never a 500.
    const empty = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, STRUCTURAL.has(k) ? v : ""]));
    const emptyAnswer = await postForm(page, form, empty);
    expect(emptyAnswer.status(), "empty values").toBeGreaterThanOrEqual(400);
    expect(emptyAnswer.status(), "empty values").toBeLessThan(500);
    expect(await emptyAnswer.text()).toContain(ERROR_SUMMARY);

    // Past the limit.
    if (form.long) {
      const tooLong =
        form.long.field === "email" ? `${"a".repeat(form.long.max)}@example.com` : "x".repeat(form.long.max + 1);
      const answer = await postForm(page, form, { ...valid, [form.long.field]: tooLong });
      expect(answer.status(), `${form.long.field} past its limit`).toBeGreaterThanOrEqual(400);
      expect(answer.status(), `${form.long.field} past its limit`).toBeLessThan(500);
      expect(await answer.text()).toContain(ERROR_SUMMARY);
    }

    // 1 MB in one field: refused by the body limit before any code reads it.
    const huge = await postForm(page, form, { ...valid, [editable[0] ?? "x"]: "a".repeat(1024 * 1024) });
    expect(huge.status(), "1 MB body").toBe(413);

    // An unknown intent: a clear 4xx (before any post that succeeds, e.g. the MFA code).
    if ("intent" in valid) {
      const unknown = await postForm(page, form, { ...valid, intent: "<script>alert(1)</script>" });
      expect(unknown.status(), "unknown intent").toBeGreaterThanOrEqual(400);
      expect(unknown.status(), "unknown intent").toBeLessThan(500);
      expectNoRawPayload(await unknown.text(), XSS_PAYLOADS);
    }

    // Each editable field in turn: control characters, unicode, the payloads. Never a 500, and
    // the payloads are never in the markup as they were sent.
    for (const name of editable) {
      for (const value of [CONTROL, UNICODE, ...XSS_PAYLOADS]) {
        const answer = await postForm(page, form, { ...valid, [name]: value });
        expectNot5xxFromPortal(answer);
        const html = await answer.text();
        expectNoRawPayload(html, XSS_PAYLOADS);
      }
    }

    // Every field at once holding a payload, plus fields no form has.
    const loaded = Object.fromEntries(
      Object.entries(valid).map(([k, v]) => [k, STRUCTURAL.has(k) ? v : XSS_PAYLOADS[1]]),
    );
    const payloads = await postForm(page, form, { ...loaded, ...EXTRA });
    expectNot5xxFromPortal(payloads);
    expectNoRawPayload(await payloads.text(), XSS_PAYLOADS);
    const extra = await postForm(page, form, { ...valid, ...EXTRA });
    expectNot5xxFromPortal(extra);
    expectNoRawPayload(await extra.text(), ["A99999", "forged"]);
  });
}

test("bodies that are not a web form are refused with a 4xx, never a 500", async ({ page }) => {
  const targets = ["/login", "/profile/edit", "/support/new-complaint", "/billing/pay", "/logout", "/switch-service"];
  const bodies: { headers: Record<string, string>; data?: string }[] = [
    { headers: { "Content-Type": "application/json" }, data: '{"email":"a@b.c"}' },
    { headers: { "Content-Type": "text/plain" }, data: "email=a@b.c" },
    { headers: { "Content-Type": "multipart/form-data; boundary=xyz" }, data: "--xyz\r\nbroken" },
    { headers: {}, data: undefined },
  ];
  for (const path of targets) {
    for (const body of bodies) {
      const answer = await page.request.post(path, {
        headers: { Origin: portalUrl(), ...body.headers },
        data: body.data,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      expect(answer.status(), `${path} ${JSON.stringify(body.headers)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status(), `${path} ${JSON.stringify(body.headers)}`).toBeLessThan(500);
    }
  }
});

test("a 1 MB body sent without a length (chunked) is refused before it is read", async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      `${portalUrl()}/login`,
      {
        method: "POST",
        headers: {
          Origin: portalUrl(),
          "Content-Type": "application/x-www-form-urlencoded",
          "Transfer-Encoding": "chunked",
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    const chunk = "a".repeat(64 * 1024);
    req.write("intent=password&email=a%40b.c&password=");
    for (let i = 0; i < 16; i++) req.write(chunk);
    req.end();
  });
  expect([411, 413]).toContain(status);
});

/** One raw request (node:http sends any method, a body included), its status, headers and body. */
function rawRequest(method: string, path: string, body?: string) {
  return new Promise<{ status: number; allow: string | undefined; text: string }>((resolve, reject) => {
    const req = httpRequest(
      `${portalUrl()}${path}`,
      {
        method,
        headers: {
          Origin: portalUrl(),
          "Sec-Fetch-Site": "same-origin",
          ...(body === undefined
            ? {}
            : {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": String(Buffer.byteLength(body)),
              }),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("methods the portal does not serve get 405 with Allow, and leave no stack trace in the log", async ({
  portal,
}) => {
  const before = portal.logs().length;
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    for (const path of ["/login", "/profile/edit", "/no-such-page"]) {
      const answer = await rawRequest(method, path, "intent=password&email=a%40b.c&password=x");
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
      expect(answer.text).not.toContain("at ");
    }
  }
  // The same without a body, and the portal goes on serving.
  expect((await rawRequest("TRACE", "/")).status).toBe(405);
  expect((await rawRequest("GET", "/login")).status).toBe(200);
  const logged = portal.logs().slice(before);
  expect(logged).not.toContain("unhandled error");
  expect(logged).not.toMatch(/\n\s+at /);
});

/**
 * Lockouts an attacker cannot turn against a customer (docs/decisions/056), on a portal of this
 * spec's own with the real limits (RATE_LIMIT_FACTOR=1) that trusts the loopback proxy, so each
 * client below comes from the address its X-Forwarded-For names.
 */
test.describe.serial("limits an attacker cannot turn against the owner", () => {
  let portal: OwnPortal;
  const clients: APIRequestContext[] = [];

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    portal = await startOwnPortal({
      RATE_LIMIT_FACTOR: "1",
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "info",
    });
  });
  test.afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await portal?.stop();
  });

  /** A browser of its own (its own cookies) at `address`. */
  async function clientAt(playwright: PlaywrightWorkerArgs["playwright"], address: string): Promise<APIRequestContext> {
    const client = await playwright.request.newContext({
      baseURL: portal.url,
      extraHTTPHeaders: { "X-Forwarded-For": address, Origin: portal.url },
    });
    clients.push(client);
    return client;
  }

  const post = (client: APIRequestContext, path: string, form: Record<string, string>) =>
    client.post(path, { form, maxRedirects: 0, failOnStatusCode: false });
  const signIn = (client: APIRequestContext, password: string, email: string = DEMO.email) =>
    post(client, "/login", { intent: "password", email, password });
  const askForLink = (client: APIRequestContext, email: string = DEMO.email) =>
    post(client, "/login", { intent: "link", email });
  async function askForReset(client: APIRequestContext, email: string = DEMO.email) {
    await client.get("/password/forgot");
    return post(client, "/password/forgot", { email });
  }

  test("16 requests from other addresses: the owner's device still signs in, gets a link and a reset link", async ({
    playwright,
  }) => {
    test.setTimeout(60_000);
    // The owner signs in once on their phone (the portal marks the browser as theirs), and signs out.
    const owner = await clientAt(playwright, "203.0.113.10");
    expect((await signIn(owner, DEMO.password)).headers().location).toBe("/home");
    expect((await post(owner, "/logout", {})).status()).toBe(302);

    // Anyone who knows the email, from addresses of their own: 10 wrong passwords, 3 links, 3 resets.
    for (let i = 0; i < 10; i++) {
      const answer = await signIn(await clientAt(playwright, `198.51.100.${i + 1}`), "not-the-password");
      expect(answer.status(), `wrong password ${i + 1}`).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      const answer = await askForLink(await clientAt(playwright, `198.51.100.${i + 20}`));
      expect(answer.headers().location, `link ${i + 1}`).toBe("/login?sent=1");
    }
    for (let i = 0; i < 3; i++) {
      const answer = await askForReset(await clientAt(playwright, `198.51.100.${i + 30}`));
      expect(answer.headers().location, `reset ${i + 1}`).toBe("/password/forgot/sent");
    }

    // The owner's phone: the right password signs in, and a link and a reset link are still sent.
    expect((await signIn(owner, DEMO.password)).headers().location).toBe("/home");
    expect((await post(owner, "/logout", {})).status()).toBe(302);
    expect((await askForLink(owner)).headers().location).toBe("/login?sent=1");
    expect((await askForReset(owner)).headers().location).toBe("/password/forgot/sent");
  });

  test("a reset flood stops neither the password nor a new device of the owner's", async ({ playwright }) => {
    const email = "energy@example.com";
    for (let i = 0; i < 12; i++) await askForReset(await clientAt(playwright, `198.51.100.${i + 40}`), email);
    const newPhone = await clientAt(playwright, "203.0.113.11");
    expect((await signIn(newPhone, DEMO.password, email)).headers().location).toBe("/home");
  });

  test("20 wrong passwords at once from the owner's device, 30 from elsewhere: each lockout holds, on its own", async ({
    playwright,
  }) => {
    const email = "fw@example.com";
    const device = await clientAt(playwright, "203.0.113.60");
    expect((await signIn(device, DEMO.password, email)).headers().location).toBe("/home");
    expect((await post(device, "/logout", {})).status()).toBe(302);
    const statuses = async (answers: Promise<APIResponse>[]) => (await Promise.all(answers)).map((a) => a.status());
    const count = (list: number[], status: number) => list.filter((s) => s === status).length;

    const fromDevice = await statuses(Array.from({ length: 20 }, () => signIn(device, "not-the-password", email)));
    expect([count(fromDevice, 401), count(fromDevice, 429)]).toEqual([10, 10]);
    const strangers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => clientAt(playwright, `198.51.100.${i + 100}`)),
    );
    const elsewhere = await statuses(strangers.map((client) => signIn(client, "not-the-password", email)));
    expect([count(elsewhere, 401), count(elsewhere, 429)]).toEqual([20, 10]);
    // The right password now: refused on the device that guessed, and on any untrusted one.
    expect((await signIn(device, DEMO.password, email)).status()).toBe(429);
    expect((await signIn(await clientAt(playwright, "203.0.113.61"), DEMO.password, email)).status()).toBe(429);
  });

  test("a provider outage uses up no allowance: 40 failed sign-ins from one address, then the right password", async ({
    playwright,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = "voip@example.com";
    const office = await clientAt(playwright, "203.0.113.50");
    const faults = `${portal.sandboxUrl}/__sandbox/faults`;
    const logged = portal.logs().length;
    expect((await request.post(faults, { data: { path: "*/authentication/get-token", status: 503 } })).ok()).toBe(true);
    try {
      for (let i = 0; i < 40; i++) {
        const answer = await signIn(office, DEMO.password, email);
        expect(answer.status(), `sign-in ${i + 1} while the provider fails`).toBe(502);
      }
    } finally {
      await request.delete(faults);
    }
    expect((await signIn(office, DEMO.password, email)).headers().location).toBe("/home");
    // Nothing there was a lockout: SignInLockoutSpike counts only what wrong passwords cause.
    const lines = portal.logs().slice(logged);
    expect(lines.match(/"event":"sign-in.failed","outcome":"error"/g)).toHaveLength(40);
    expect(lines).not.toContain('"event":"sign-in.locked"');
  });
});
