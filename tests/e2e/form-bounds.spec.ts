import type { APIRequestContext } from "@playwright/test";
import { expect, operationsUrl, portalUrl, test } from "./fixtures.ts";
import { signedInCookies } from "./resilience.ts";
import { resetSandbox } from "./support.ts";

/**
 * Form bodies are bounded before any parser sees them (DESIGN §6, server/form-limits.ts): field
 * count, field-name length, array index and nesting depth. A hostile body gets a fast 400 with
 * the 'Error' page and nothing of the body echoed back, and the server keeps serving.
 */

/** A name nested `depth` levels below `x`, in bracket (`x[0][0]…`) or dot (`x.a.a…`) form. */
const deepBrackets = (depth: number) => `x${"[0]".repeat(depth)}`;
const deepDots = (depth: number) => `x${".a".repeat(depth)}`;

type Hostile = { what: string; name: string; body: (base: string) => string; echo: string };

/** Hostile bodies, each built on a form's own fields (`base`). */
function hostileBodies(listField: string): Hostile[] {
  const tooMany = Array.from({ length: 101 }, (_, i) => `field${i}=x`).join("&");
  const longName = `n${"a".repeat(100)}`;
  return [
    {
      what: "a huge array index",
      name: `${listField}[99999999]`,
      body: (base) => `${base}&${listField}[99999999]=x`,
      echo: "99999999",
    },
    {
      what: "a huge array index, brackets percent-encoded",
      name: `${listField}%5B99999999%5D`,
      body: (base) => `${base}&${listField}%5B99999999%5D=x`,
      echo: "99999999",
    },
    {
      what: "a huge index as a dot segment",
      name: `${listField}.60000`,
      body: (base) => `${base}&${listField}.60000=x`,
      echo: "60000",
    },
    {
      what: "an index of 50",
      name: `${listField}[50]`,
      body: (base) => `${base}&${listField}[50]=x`,
      echo: `${listField}[50]`,
    },
    {
      what: "a name nested thousands deep (brackets)",
      name: deepBrackets(5000),
      body: (base) => `${base}&${deepBrackets(5000)}=x`,
      echo: "[0][0][0]",
    },
    {
      what: "a name nested thousands deep (dots)",
      name: deepDots(5000),
      body: (base) => `${base}&${deepDots(5000)}=x`,
      echo: ".a.a.a",
    },
    {
      what: "a name nested five deep",
      name: "a[0].b.c.d",
      body: (base) => `${base}&a[0].b.c.d=x`,
      echo: "a[0].b.c.d",
    },
    {
      what: "101 fields",
      name: "field100",
      body: () => tooMany,
      echo: "field100",
    },
    {
      what: "a 101-character name",
      name: longName,
      body: (base) => `${base}&${longName}=x`,
      echo: longName,
    },
  ];
}

const TARGETS = [
  { path: "/login", signedOut: true, base: "intent=password&email=x%40example.com&password=x", list: "email" },
  { path: "/profile/edit", signedOut: false, base: "contacts[0].firstName=Alex", list: "contacts" },
];

/** A raw urlencoded post, the body exactly as given, with a short client timeout. */
function hostilePost(request: APIRequestContext, path: string, body: string) {
  return request.post(path, {
    headers: { Origin: portalUrl(), "Content-Type": "application/x-www-form-urlencoded" },
    data: body,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 10_000,
  });
}

let cookies: Awaited<ReturnType<typeof signedInCookies>> = [];

test.beforeAll(async ({ browser, request }) => {
  await resetSandbox(request);
  cookies = await signedInCookies(browser);
});

for (const target of TARGETS) {
  for (const hostile of hostileBodies(target.list)) {
    test(`${target.path}: ${hostile.what} is refused with a 400, never left hanging`, async ({ page }) => {
      if (!target.signedOut) await page.context().addCookies(cookies);
      const started = Date.now();
      const answer = await hostilePost(page.request, target.path, hostile.body(target.base));
      const elapsed = Date.now() - started;
      expect(answer.status()).toBe(400);
      // A bound on a hang (a parser stuck on the body), not a speed: speed is the bench's.
      expect(elapsed, "answered within 5 s").toBeLessThan(5000);
      expect(answer.headers()["content-type"]).toContain("text/html");
      const html = await answer.text();
      expect(html).toMatch(/<h1[^>]*>Error<\/h1>/);
      expect(html).toContain("Go back and try again.");
      expect(html).toContain('<html lang="en');
      expect(html).toMatch(/<main[\s>]/);
      expect(html).not.toContain(hostile.name);
      expect(html).not.toContain(hostile.echo);
    });
  }
}

test("a form's own fields still pass: extra fields nested three deep are allowed", async ({ page }) => {
  const answer = await hostilePost(
    page.request,
    "/login",
    "intent=password&email=&password=&constructor[prototype][polluted]=1&a.b.c.d=1&list[49]=x",
  );
  // The sign-in form's own validation answers (not the form limits).
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("There is a problem");
});

test("a burst of hostile posts: each gets 400 and /healthz keeps answering", async ({ request }) => {
  test.setTimeout(60_000);
  const deep = deepBrackets(5000);
  const posts = [
    ...Array.from({ length: 20 }, () => hostilePost(request, "/login", "intent=password&email[99999999]=x&password=x")),
    ...Array.from({ length: 20 }, () => hostilePost(request, "/login", `intent=password&${deep}=x&password=x`)),
  ];
  let stop = false;
  let healthAnswers = 0;
  const health = (async () => {
    // Polled all through the burst, and at least five times. Each answer must come within the
    // request's 5 s: a parser that blocked the event loop on these bodies would miss it (a bound
    // on a hang, not a speed measured on a shared machine).
    while (!stop || healthAnswers < 5) {
      const answer = await request.get(`${operationsUrl()}/healthz`, { timeout: 5000, failOnStatusCode: false });
      expect(answer.status(), "/healthz").toBe(200);
      healthAnswers += 1;
    }
  })();
  const answers = await Promise.allSettled(posts);
  stop = true;
  await health;
  const statuses = answers.map((a) => (a.status === "fulfilled" ? a.value.status() : `failed: ${String(a.reason)}`));
  expect(statuses).toEqual(Array.from({ length: 40 }, () => 400));
  expect(healthAnswers, "/healthz was polled during the burst").toBeGreaterThan(0);
  // And afterwards, the portal still serves pages.
  const after = await request.get("/login");
  expect(after.status()).toBe(200);
});
