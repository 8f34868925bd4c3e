import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type Axe from "axe-core";
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from "@playwright/test";
import { portalUrl, sandboxUrl, test } from "./fixtures.ts";

/** Shared e2e helpers: sign-in, MFA from the sandbox outbox, sandbox control, axe. */

import { E2E_SESSION_SECRET, JS_SPECS } from "./env.ts";

export { sandboxUrl };
export const DEMO = { email: "demo@example.com", password: "demo-password" } as const;

export type OutboxMessage = {
  id: string;
  channel: "sms" | "email";
  to: string;
  subject?: string;
  body: string;
  code?: string;
  link?: string;
  sentAt: string;
};

export const jsEnabled = () => test.info().project.name === "js-on";

export async function resetSandbox(request: APIRequestContext) {
  await request.delete(`${sandboxUrl()}/__sandbox/faults`);
  const res = await request.post(`${sandboxUrl()}/__sandbox/reset`);
  expect(res.ok()).toBeTruthy();
}

export async function addFault(request: APIRequestContext, fault: Record<string, unknown>) {
  const res = await request.post(`${sandboxUrl()}/__sandbox/faults`, { data: fault });
  expect(res.ok()).toBeTruthy();
}

export async function clearFaults(request: APIRequestContext) {
  await request.delete(`${sandboxUrl()}/__sandbox/faults`);
}

export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get(`${sandboxUrl()}/__sandbox/outbox`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as OutboxMessage[];
}

/** The newest message to `to` matching the channel (the outbox is newest first). */
export async function latestMessage(request: APIRequestContext, channel: "sms" | "email", to?: string) {
  // With JavaScript the send is a fetch that may still be under way: wait for the message.
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request)).find((m) => m.channel === channel && (!to || m.to.includes(to)));
        return found !== undefined;
      },
      { message: `an ${channel} in the sandbox outbox` },
    )
    .toBe(true);
  return found!;
}

/** Verifies with a code read from the sandbox outbox, through the form; the page must be on /mfa. */
/**
 * Opens a sign-in link (a path with `?token=`) as a signed-out visitor and confirms it: the link
 * is only confirmed with a POST ("Sign in" on /confirm-sign-in, decision 058).
 */
export async function openSignInLink(page: Page, link: string) {
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/\/confirm-sign-in$/);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/confirm-sign-in$/);
}

export async function completeMfa(page: Page, channel: "sms" | "email" = "email") {
  await expect(page).toHaveURL(/\/mfa/);
  await page.getByRole("radio", { name: channel === "sms" ? /^SMS/ : /^Email/ }).check();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  await expect(
    page.getByText(channel === "sms" ? "We have sent a code to your mobile." : "We have sent a code to your email."),
  ).toBeVisible();
  const message = await latestMessage(page.request, channel);
  await page.getByLabel("Verification code").fill(message.code ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/\/mfa/);
}

/**
 * Posts a form as the page's browser would without JavaScript (its own Origin, the context's
 * cookies), following no redirect: the answer's cookies land in the page's context. Returns the
 * redirect's location.
 */
export async function postAsPage(page: Page, path: string, form: Record<string, string>) {
  const origin = await portalOrigin(page);
  const answer = await page.request.post(path, {
    form,
    headers: { Origin: origin },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect(answer.status(), `POST ${path} redirects`).toBeGreaterThanOrEqual(300);
  expect(answer.status(), `POST ${path} redirects`).toBeLessThan(400);
  return answer.headers()["location"] ?? "";
}

/** The origin the page's context sends requests to (its baseURL). */
async function portalOrigin(page: Page) {
  const answer = await page.request.head("/robots.txt");
  return new URL(answer.url()).origin;
}

/**
 * Signs in with a password through the sign-in form's own post, without loading the page: a real
 * session (the portal records it as for any sign-in), made in a fraction of the time. The UI
 * journey itself is tested once per mode in auth.spec.ts.
 */
export async function signInWithPassword(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  const location = await postAsPage(page, "/login", { intent: "password", email, password });
  expect(location, "signed in, not sent back to /login").not.toMatch(/\/login/);
  await page.goto(location);
}

/** Verifies over HTTP (send a code by email, read it from the outbox, post it), without pages. */
async function verifyMfa(page: Page, redirectTo = "/home") {
  const here = `/mfa?redirectTo=${encodeURIComponent(redirectTo)}`;
  await postAsPage(page, here, { intent: "send", channel: "email" });
  const message = await latestMessage(page.request, "email");
  const location = await postAsPage(page, here, { intent: "verify", code: message.code ?? "" });
  expect(location, "verified, not sent back to /mfa").not.toMatch(/\/mfa/);
}

/** Signs in and verifies (over HTTP, see signInWithPassword), landing on `path` (default /home). */
export async function signIn(page: Page, options: { email?: string; password?: string; path?: string } = {}) {
  const path = options.path ?? "/home";
  const location = await postAsPage(page, "/login", {
    intent: "password",
    email: options.email ?? DEMO.email,
    password: options.password ?? DEMO.password,
  });
  expect(location, "signed in, not sent back to /login").not.toMatch(/\/login/);
  const first = await page.request.get(path, { maxRedirects: 0, failOnStatusCode: false });
  if ((first.headers()["location"] ?? "").includes("/mfa")) await verifyMfa(page, path);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, "\\?")));
  // The test starts on a page React has hydrated (its focus handling and forms are attached).
  await waitForHydration(page.locator("h1").first());
}

/** axe-core's own build, put into a page by `evaluate` (never by a page's request). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Per browser (one per worker), the scripting page js-off axe checks run in: one for every check,
 * never closed while the browser lives (closing it as a test ends races the end of its trace).
 */
const axePages = new WeakMap<Browser, Promise<Page>>();

function checkingPage(page: Page) {
  const browser = page.context().browser()!;
  let entry = axePages.get(browser);
  if (!entry) {
    entry = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
    axePages.set(browser, entry);
  }
  return entry;
}

/**
 * Shows a js-off page's HTML (scripts removed) in the checking page, with axe in it. The HTML is
 * written into a document of the page's own origin (`setContent`), so its stylesheets come from
 * the browser's cache and the portal's own headers (its CSP) apply, as on the page itself; axe is
 * added once per origin, and kept while only the document changes. Loading each snapshot as a
 * navigation instead needed request interception, which turns the browser's cache off: every
 * check fetched the stylesheets again and parsed axe again (about 170 ms a check against 30).
 */
async function showInCheckingPage(target: Page, url: string, html: string) {
  const origin = new URL(url).origin;
  if (new URL(target.url()).origin !== origin) await target.goto(`${origin}/robots.txt`);
  if (!(await target.evaluate(() => "axe" in window))) await target.evaluate(axeSource);
  await target.setContent(
    html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, ""),
  );
}

/**
 * axe-core finds nothing on the page as it is now, once per page state:
 * - js-off checks every state it reaches. axe runs inside the page, which a JavaScript-disabled
 *   page cannot do: the page as it is now (its DOM, e.g. an opened <details>) is checked in a
 *   scripting page that loads none of the app's scripts, so it is still the no-JS page that is
 *   checked, with the same viewport (light colours unless the test asks for dark).
 * - js-on checks only in tests that run there alone (`@js-only`, JS_SPECS in the config): the
 *   states only JavaScript reaches. A test run in both modes reaches the same server-drawn states,
 *   with the same components, in js-off, where they were checked already.
 * axe runs with its default rules, as `@axe-core/playwright` runs it, collecting violations only
 * (passes and incomplete results are most of its time and none of what the test reads).
 */
export async function expectNoAxeViolations(page: Page, options: { colorScheme?: "light" | "dark" } = {}) {
  const info = test.info();
  if (jsEnabled() && !info.tags.includes("@js-only") && !JS_SPECS.test(info.file)) return;
  let target = page;
  if (!jsEnabled()) {
    target = await checkingPage(page);
    const viewport = page.viewportSize();
    if (viewport) await target.setViewportSize(viewport);
    await target.emulateMedia({ colorScheme: options.colorScheme ?? "light" });
    await showInCheckingPage(target, page.url(), await page.content());
  } else {
    if (options.colorScheme) await page.emulateMedia({ colorScheme: options.colorScheme });
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  }
  const violations = await target.evaluate(async () => {
    // Colours are read when transitions have ended (a new colour scheme fades buttons in).
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    );
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  expect(violations).toEqual([]);
}

/** The portal's session as the server sees it, decrypted with the e2e secret (tests only). */
export async function readSession(page: Page) {
  process.env.SESSION_SECRET = E2E_SESSION_SECRET;
  process.env.LOG_LEVEL = "silent";
  const { getSession, sessionCookie } = await import("#server/session.ts");
  const cookie = (await page.context().cookies()).find((c) => c.name === sessionCookie.name);
  return { cookie, session: await getSession(cookie ? `${cookie.name}=${cookie.value}` : null) };
}

/**
 * A session cookie made with the e2e secret (tests only). Its id has no record in the portal's
 * state store, so it stands for a sign-in that is over (ran out, or signed out elsewhere): the
 * portal never honours it, and chooses the message from its times. To change a live session, use
 * `rewriteSession`.
 */
export async function forgeSessionCookie(data: Record<string, unknown>) {
  process.env.SESSION_SECRET = E2E_SESSION_SECRET;
  process.env.LOG_LEVEL = "silent";
  const { commitSession, newSignedInSession } = await import("#server/session.ts");
  const session = newSignedInSession("", 0, Math.floor(Date.now() / 1000));
  for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
  const header = await commitSession(session);
  const [pair] = header.split(";");
  const [name, ...rest] = pair!.split("=");
  return { name: name!, value: rest.join("=") };
}

/** Changes fields of the page's signed-in session (tests only); its id, and so its record in the portal's store, stay. */
export async function rewriteSession(page: Page, data: Record<string, unknown>) {
  const { session } = await readSession(page);
  const { commitSession } = await import("#server/session.ts");
  for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
  const [pair] = (await commitSession(session)).split(";");
  const [name, ...rest] = pair!.split("=");
  await page.context().addCookies([{ name: name!, value: rest.join("="), url: portalUrl() }]);
}

/**
 * A new signed-in and verified session for the page's browser (tests only), so what the portal
 * cached for the previous one (profile and services, server/account-cache.ts) is not found and
 * the next page asks the provider again — as the first page after signing in does. Fault tests
 * use it before they make one of those calls fail. A real sign-in (password, then the emailed
 * code, over HTTP: the calls it makes are not the ones the fault tests break), since a session
 * stands only while the portal's state store holds its record.
 */
export async function withColdCache(page: Page, email: string = DEMO.email) {
  const base = portalUrl();
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(path, { form, headers: { Origin: base }, maxRedirects: 0 });
  expect((await post("/login", { intent: "password", email, password: DEMO.password })).status()).toBe(302);
  expect((await post("/mfa?redirectTo=%2Fhome", { intent: "send", channel: "email" })).status()).toBe(302);
  const { code } = await latestMessage(page.request, "email");
  expect((await post("/mfa?redirectTo=%2Fhome", { intent: "verify", code: code ?? "" })).status()).toBe(302);
}

/**
 * With JavaScript on, waits until React has hydrated the element (its props are attached), so a
 * test's clicks reach the hydrated page. In a cold browser, a radio clicked while the page was
 * still hydrating once came back unchecked (catalogue.spec.ts, the first test of a run); a customer
 * on a slow phone can meet the same, but a test must not depend on that timing. Without
 * JavaScript there is nothing to wait for.
 */
export async function waitForHydration(locator: Locator) {
  if (!jsEnabled()) return;
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), {
      message: "the element is hydrated",
    })
    .toBe(true);
}

/**
 * Opens an account as the join journey's last call does (the sandbox's `account/create`): an NBN
 * service at 1 Harbour St, Sydney, pending connection, and no password yet.
 */
export async function openAccountOnline(
  request: APIRequestContext,
  email: string,
  more: { hardwareCode?: string } = {},
) {
  const created = await request.post(`${sandboxUrl()}/api/v1/account/create`, {
    data: {
      firstName: "Robin",
      lastName: "Newcomer",
      email,
      mobile: "0412000111",
      dateOfBirth: "1985-04-02",
      address: {
        locationId: "LOC000000001",
        streetNumber: "1",
        streetName: "Harbour",
        streetType: "ST",
        suburb: "Sydney",
        state: "NSW",
        postCode: "2000",
      },
      planCode: "NBN100-20",
      ...more,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { orderReference: string; serviceCode: string };
}

/**
 * The classes inside `locator` that no stylesheet on the page has a rule for: without JavaScript,
 * what the server drew must find its styles among the page's own stylesheets.
 */
export async function classesWithoutRules(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.([\w-]+)/g)) styled.add(m[1]!);
        if ("cssRules" in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const used = new Set([root, ...Array.from(root.querySelectorAll("*"))].flatMap((e) => Array.from(e.classList)));
    return [...used].filter((name) => !styled.has(name));
  });
}
