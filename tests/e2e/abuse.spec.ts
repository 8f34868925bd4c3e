import { expect, test } from "./fixtures.ts";
import { request as httpRequest } from "node:http";
import {
  BASE_URL,
  expectNoRawPayload,
  expectNot5xxFromPortal,
  FORMS,
  postForm,
  prepareSession,
  signedInCookies,
  validFields,
  XSS_PAYLOADS,
} from "./resilience.ts";
import { resetSandbox } from "./support.ts";

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
        headers: { Origin: BASE_URL, ...body.headers },
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
      `${BASE_URL}/login`,
      {
        method: "POST",
        headers: {
          Origin: BASE_URL,
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
      `${BASE_URL}${path}`,
      {
        method,
        headers: {
          Origin: BASE_URL,
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
