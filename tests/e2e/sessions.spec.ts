import { connect } from "node:net";
import type { Browser, Page } from "@playwright/test";
import { expect, portalUrl, test } from "./fixtures.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import {
  addFault,
  clearFaults,
  completeMfa,
  DEMO,
  expectNoAxeViolations,
  forgeSessionCookie,
  jsEnabled,
  latestMessage,
  openSignInLink,
  readSession,
  resetSandbox,
  sandboxUrl,
  signIn,
  signInWithPassword,
} from "./support.ts";

/**
 * Sessions that really end, sign-in links that work once, no login CSRF
 * through `?token=`, no redirect loop on a token the provider refuses, and the server's own
 * limits (CSRF, slow bodies, GET limit, request ids). Each test is an attack that worked before.
 */

const EXPIRED = "Your session has expired.";
const LINK_REFUSED = "That sign-in link has already been used or has expired. Ask for a new link.";
const VOIP = { email: "voip@example.com", password: DEMO.password };
const now = () => Math.floor(Date.now() / 1000);

/** Raw requests: no browser difference, so they run in the server project. */
const RAW = { tag: "@server" };

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function withCookie(browser: Browser, cookie: { name: string; value: string }) {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled() });
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: portalUrl() }]);
  return context;
}

/** A sign-in link for `email`, asked of the sandbox directly (the /login page is for signed-out visitors). */
async function sandboxSignInLink(page: Page, email: string): Promise<string> {
  const asked = await page.request.post(`${sandboxUrl()}/api/v1/authentication/authenticate-via-email`, {
    data: { email, wid: "" },
  });
  expect(asked.ok()).toBeTruthy();
  const link = new URL((await latestMessage(page.request, "email", email)).link!);
  return `${link.pathname}${link.search}`;
}

/** Asks for a sign-in link for `email` and returns its path (the sandbox outbox has it). */
async function requestSignInLink(page: Page, email: string): Promise<string> {
  await page.goto("/login");
  const form = page.locator("form#sign-in-link");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  const link = new URL((await latestMessage(page.request, "email", email)).link!);
  return `${link.pathname}${link.search}`;
}

test.describe("sign-out", () => {
  test("ends every copy of the cookie, not only the browser's", async ({ page, browser }) => {
    await signIn(page, { path: "/billing" });
    const { cookie } = await readSession(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).not.toHaveURL(/\/billing/);

    // The copy an attacker took before sign-out is a signed-out visitor now.
    const stolen = await withCookie(browser, cookie!);
    const thief = await stolen.newPage();
    for (const path of ["/billing", "/profile", "/support"]) {
      await thief.goto(path);
      await expect(thief, path).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
    }
    await stolen.close();
  });

  test("a sign-out the portal could not record says so on the sign-in page", async ({ page }) => {
    // Where /logout sends the customer when the state store is down (tests/integration/session-allow-list.test.ts).
    await page.goto("/login?signout=unconfirmed");
    await expect(page.getByText("Sign-out not confirmed")).toBeVisible();
    await expect(page.getByText(/could not confirm the sign-out on other devices/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("session lifetimes", () => {
  // A forged cookie has no record in the portal's store: these are sessions whose record ran out.
  // The idle limit itself, to the millisecond: tests/integration/session-allow-list.test.ts.
  test("a session unused for longer than the idle timeout (30 min) has expired", async ({ page, request, context }) => {
    const { token } = (await (
      await request.post(`${sandboxUrl()}/api/v1/authentication/get-token`, { data: DEMO })
    ).json()) as {
      token: string;
    };
    const cookie = await forgeSessionCookie({ token, isMfaDone: true, refreshedAt: now(), seenAt: now() - 31 * 60 });
    await context.addCookies([{ ...cookie, url: portalUrl() }]);
    await page.goto("/billing");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbilling&expired=idle/);
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(
      page.getByText("You were signed out because you had not used the portal for 30 minutes."),
    ).toBeVisible();
  });

  test("a session older than the absolute lifetime (12 h) has expired, however fresh its token", async ({
    page,
    request,
    context,
  }) => {
    const { token } = (await (
      await request.post(`${sandboxUrl()}/api/v1/authentication/get-token`, { data: DEMO })
    ).json()) as {
      token: string;
    };
    // A token refreshed a minute ago and a session used a minute ago: refreshes never extend the session.
    const cookie = await forgeSessionCookie({
      token,
      isMfaDone: true,
      createdAt: now() - 12 * 3600 - 60,
      refreshedAt: now() - 60,
      seenAt: now() - 60,
    });
    await context.addCookies([{ ...cookie, url: portalUrl() }]);
    await page.goto("/support");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsupport&expired=1/);
  });

  test("a cookie without a session id (made before sessions had one) is a signed-out visitor", async ({
    page,
    request,
    context,
  }) => {
    const { token } = (await (
      await request.post(`${sandboxUrl()}/api/v1/authentication/get-token`, { data: DEMO })
    ).json()) as {
      token: string;
    };
    const cookie = await forgeSessionCookie({ token, isMfaDone: true, refreshedAt: now(), sid: "" });
    await context.addCookies([{ ...cookie, url: portalUrl() }]);
    await page.goto("/support");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsupport$/);
  });

  test("a used session stays signed in and is marked as seen", async ({ page }) => {
    await signIn(page, { path: "/support" });
    const { session } = await readSession(page);
    expect(session.get("sid")).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.get("seenAt")).toBeGreaterThan(now() - 60);
    expect(session.get("createdAt")).toBeGreaterThan(now() - 120);
  });
});

test.describe("sign-in links", () => {
  test("work once: a second use lands on /login with a clear message", async ({ page, browser }) => {
    const link = await requestSignInLink(page, DEMO.email);
    await openSignInLink(page, link);
    await expect(page).toHaveURL(/\/mfa/);
    expect(page.url()).not.toContain("token=");

    const other = await browser.newContext({ javaScriptEnabled: jsEnabled() });
    const again = await other.newPage();
    await again.goto(`${portalUrl()}${link}`);
    await expect(again).toHaveURL(/\/login\?link=refused$/);
    await expect(again.getByText(LINK_REFUSED)).toBeVisible();
    await expect(again.locator("form#sign-in")).toBeVisible();
    await expectNoAxeViolations(again);
    await other.close();
  });

  test("say on the sign-in page that they work once and expire after 15 minutes", async ({ page }) => {
    await requestSignInLink(page, DEMO.email);
    await expect(page.getByText("The link works once and expires after 15 minutes.")).toBeVisible();
    const mail = await latestMessage(page.request, "email", DEMO.email);
    expect(mail.body).toContain("It works once, within 15 minutes.");
  });

  test("a session started by a link verifies by SMS, not by the same mailbox", async ({ page }) => {
    await openSignInLink(page, await requestSignInLink(page, DEMO.email));
    await expect(page).toHaveURL(/\/mfa/);
    await expect(page.getByRole("radio", { name: /^SMS to .*678/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Email/ })).toHaveCount(0);
    // A hand-made post for an email code is refused too.
    const answer = await page.request.post(page.url(), {
      form: { intent: "send", channel: "email" },
      headers: { Origin: portalUrl() },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain("You signed in with a link, so we send your code by SMS.");
    await completeMfa(page, "sms");
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe("token handoff", () => {
  test("a link for another account does not switch a signed-in customer on a GET", async ({ page }) => {
    await signInWithPassword(page, VOIP.email, VOIP.password);
    const link = await sandboxSignInLink(page, DEMO.email);
    const attack = link.replace("/home?", "/support/new-complaint?");
    await page.goto(attack);
    await expect(page).toHaveURL(/\/switch-account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Switch account?" })).toBeVisible();
    await expect(page.getByText("You are signed in as Sam Caller (account A10002).")).toBeVisible();
    await expect(page.getByText(/The link you opened signs in as Alex Citizen \(account A10001\)/)).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing switched yet: the session is still Sam's.
    const before = await readSession(page);
    expect(before.session.get("pendingToken")).toBeTruthy();

    // "Stay" keeps the current account and forgets the parked token.
    await page.getByRole("link", { name: "Stay signed in as Sam Caller" }).click();
    await expect(page).toHaveURL(/\/support\/new-complaint$/);
    const after = await readSession(page);
    expect(after.session.get("pendingToken")).toBeUndefined();
    expect(after.session.get("sid")).toBe(before.session.get("sid"));
  });

  test("the customer can choose to continue as the new account (a POST)", async ({ page }) => {
    await signInWithPassword(page, VOIP.email, VOIP.password);
    const oldSid = (await readSession(page)).session.get("sid");
    const link = await sandboxSignInLink(page, DEMO.email);
    await page.goto(link.replace("/home?", "/support?"));
    await expect(page).toHaveURL(/\/switch-account$/);
    await page.getByRole("button", { name: "Continue as Alex Citizen" }).click();
    await expect(page).toHaveURL(/\/support$/);
    const { session } = await readSession(page);
    expect(session.get("sid")).not.toBe(oldSid);
    expect(session.get("isMfaDone")).toBe(false);
    await expect(page.getByText("A10001").first()).toBeVisible();
  });

  test("the switch is refused from another site, and not done on a GET", RAW, async ({ page }) => {
    await signInWithPassword(page, VOIP.email, VOIP.password);
    const link = await sandboxSignInLink(page, DEMO.email);
    await page.goto(link.replace("/home?", "/support?"));
    await expect(page).toHaveURL(/\/switch-account$/);
    const crossSite = await page.request.post("/switch-account", {
      form: {},
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    const sid = (await readSession(page)).session.get("sid");
    await page.goto("/switch-account");
    expect((await readSession(page)).session.get("sid")).toBe(sid);
  });

  test("a signed-out visitor is signed in by a token in the URL only after confirming (a POST)", async ({ page }) => {
    const link = await requestSignInLink(page, DEMO.email);
    // Another site's link to any page: the visitor is asked, not signed in.
    await page.goto(link.replace("/home?", "/support/new-complaint?"));
    await expect(page).toHaveURL(/\/confirm-sign-in$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in with this link?" })).toBeVisible();
    // The account is named as /mfa names it: masked.
    await expect(page.getByText("The link you opened signs in to account A10001")).toBeVisible();
    await expect(page.getByText("d***@example.com", { exact: false })).toBeVisible();
    await expect(page.getByText("•••• ••• 678", { exact: false })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("demo@example.com");
    await expectNoAxeViolations(page);
    // Not signed in yet: no session, and a page sends the visitor to sign in. The token is parked
    // in the encrypted cookie, never in the page.
    const parked = await readSession(page);
    expect(parked.session.get("sid")).toBeUndefined();
    expect(parked.session.get("pendingToken")).toBeTruthy();
    expect(await page.content()).not.toContain(parked.session.get("pendingToken")!);
    // (Asked with a copy of the cookie: the answer's signed-out cookie must not replace this browser's.)
    const cookie = (await page.context().cookies()).find((c) => /ssp_session$/.test(c.name))!;
    const elsewhere = await fetch(`${portalUrl()}/support`, {
      headers: { Cookie: `${cookie.name}=${cookie.value}` },
      redirect: "manual",
    });
    expect(elsewhere.headers.get("location")).toMatch(/^\/login/);

    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/support\/new-complaint$/);
    const { session } = await readSession(page);
    expect(session.get("sid")).toBeTruthy();
    expect(session.get("signInMethod")).toBe("link");
    expect(session.get("pendingToken")).toBeUndefined();
  });

  test("Cancel on the confirmation signs nobody in", async ({ page }) => {
    await page.goto(await requestSignInLink(page, DEMO.email));
    await expect(page).toHaveURL(/\/confirm-sign-in$/);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const { session } = await readSession(page);
    expect(session.get("sid")).toBeUndefined();
    expect(session.get("pendingToken")).toBeUndefined();
  });

  test("the confirmation is refused from another site, and nothing signs in on a GET", RAW, async ({ page }) => {
    await page.goto(await requestSignInLink(page, DEMO.email));
    await expect(page).toHaveURL(/\/confirm-sign-in$/);
    const crossSite = await page.request.post("/confirm-sign-in", {
      form: { intent: "sign-in" },
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    await page.goto("/confirm-sign-in");
    expect((await readSession(page)).session.get("sid")).toBeUndefined();
  });
});

test.describe("a token the provider refuses", () => {
  test("clears the session and shows the sign-in form, with no redirect loop", async ({ page, request }) => {
    await signIn(page, { path: "/home" });
    // The provider now refuses the session's token though its exp is in the future (revoked, or restarted).
    await addFault(request, { path: "/api/v1/account/*", status: 401 });
    await addFault(request, { path: "/api/v1/authentication/test-token", status: 401 });
    await addFault(request, { path: "/api/v1/authentication/refresh-token", status: 401 });
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page.locator("form#sign-in")).toBeVisible();
    const { session } = await readSession(page);
    expect(session.get("token")).toBeUndefined();
    await clearFaults(request);
    await signInWithPassword(page);
    await expect(page).toHaveURL(/\/(home|mfa)/);
  });

  test("a 401 ends the session itself: once the provider recovers, a copy of the old cookie is signed out", async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, { path: "/billing" });
    const cookie = (await page.context().cookies()).find((c) => /ssp_session$/.test(c.name))!;
    // The provider refuses the token for a while (revoked, restarted); the refresh is not due.
    await addFault(request, { path: "/api/v1/account/*", status: 401 });
    await page.goto("/billing");
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await clearFaults(request);
    // The provider is back and would accept the token again: the copy still does not open the page.
    const copy = await withCookie(browser, cookie);
    const other = await copy.newPage();
    await other.goto(`${portalUrl()}/billing`);
    await expect(other).toHaveURL(/\/login/);
    await expect(other.locator("form#sign-in")).toBeVisible();
    await copy.close();
  });

  test("/login shows its form rather than bouncing back for a session the provider no longer accepts", async ({
    page,
    request,
  }) => {
    await signIn(page, { path: "/home" });
    await addFault(request, { path: "/api/v1/authentication/test-token", status: 401 });
    await page.goto("/login");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("form#sign-in")).toBeVisible();
    await clearFaults(request);
  });
});

test.describe("state-changing requests", () => {
  test("need the portal's own origin: a sibling subdomain (same-site) is refused", RAW, async ({ page }) => {
    await signIn(page, { path: "/support" });
    for (const path of ["/logout", "/switch-service"]) {
      const answer = await page.request.post(path, {
        form: { serviceId: "1" },
        headers: { "Sec-Fetch-Site": "same-site", Origin: "https://blog.localhost" },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(403);
    }
    // Still signed in: the sign-out above did not happen.
    await page.goto("/support");
    await expect(page).toHaveURL(/\/support$/);
  });

  test("a body trickled slowly is cut off at the request timeout", RAW, async () => {
    // The production default is 30 s (server/config.test.ts); a portal with 3 s shows the cut
    // without waiting 30 s for it.
    const timeoutMs = 3000;
    const portal = await startOwnPortal({ REQUEST_TIMEOUT_MS: String(timeoutMs) });
    try {
      const { host, port } = new URL(portal.url);
      let started = 0;
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = connect(Number(port), "127.0.0.1", () => {
          started = Date.now();
          socket.write(
            `POST /login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${portal.url}\r\n` +
              "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
          );
        });
        // A byte every half second: never idle, never finished.
        const drip = setInterval(() => socket.writable && socket.write("a"), 500);
        const give = setTimeout(() => reject(new Error("still open after 30 s")), 30_000);
        const done = () => {
          clearInterval(drip);
          clearTimeout(give);
          resolve(Date.now() - started);
        };
        socket.on("close", done);
        socket.on("error", done);
        socket.on("data", () => undefined);
      });
      // Not before the timeout (the trickle itself is allowed), and soon after it (checked each second).
      expect(closedAfter).toBeGreaterThanOrEqual(timeoutMs - 100);
      expect(closedAfter).toBeLessThan(timeoutMs + 6_000);
    } finally {
      await portal.stop();
    }
  });
});

test.describe("request ids", () => {
  test("a client's id is kept only when it is a UUID", RAW, async ({ request }) => {
    const forged = await request.get("/login", { headers: { "X-Request-Id": "forged id; level=admin" } });
    expect(forged.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const plain = await request.get("/login", { headers: { "X-Request-Id": "aaaaaaaa.bbbbbbbb_forged" } });
    expect(plain.headers()["x-request-id"]).not.toBe("aaaaaaaa.bbbbbbbb_forged");
    const uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const kept = await request.get("/login", { headers: { "X-Request-Id": uuid } });
    expect(kept.headers()["x-request-id"]).toBe(uuid);
  });
});

test.describe("page views per IP", () => {
  let portal: OwnPortal | undefined;
  test.afterAll(async () => {
    await portal?.stop();
  });

  test("are limited (PAGE_VIEWS_PER_IP_LIMIT a minute: 3000, here 6)", RAW, async ({ request }) => {
    portal = await startOwnPortal({ RATE_LIMIT_FACTOR: "1", PAGE_VIEWS_PER_IP_LIMIT: "6" });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await request.get(`${portal.url}/login`)).status());
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const refused = await request.get(`${portal.url}/login`);
    expect(refused.headers()["retry-after"]).toBe("60");
    expect(await refused.text()).toContain("Too many requests");
    // Static files are not counted.
    expect((await request.get(`${portal.url}/favicon.svg`)).status()).toBe(200);
  });
});
