import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import { addFault, clearFaults, DEMO, jsEnabled, resetSandbox, signIn, withColdCache } from "./support.ts";

/**
 * A failure is told in plain words (what happened, what to do), with spec §8's message as a
 * detail line and Try again (a link to the page's own URL: it works without JavaScript); a
 * missing invoice is a not-found page in the portal's frame; one slow secondary call never holds
 * Home. Which words each kind of failure gets: server/provider/failure-words.test.ts.
 */

/** What developers read in logs and customers must never see on a page. */
const DEVELOPER_TEXT = /malformed|account\/|GET |not JSON|provider sent/i;

test.describe("failures in plain words", { tag: "@js" }, () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });
  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  test("a Home card that fails says so plainly, keeps spec §8's message as a detail, and Try again loads it", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await addFault(request, { path: "/api/v1/account/services/history", status: 500 });
    await page.goto("/home");
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText("History could not be loaded")).toBeVisible();
    await expect(history.getByText(/Something went wrong on our side.*try again in a few minutes/)).toBeVisible();
    await expect(history.getByText("Details: Request failed with status code 500")).toBeVisible();
    // The rest of the page stands.
    await expect(page.getByRole("table", { name: /Notes on/ })).toBeVisible();

    await clearFaults(request);
    await history.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("table", { name: /History of/ })).toBeVisible();
    await expect(page.getByText("History could not be loaded")).toHaveCount(0);
  });

  test("a page that cannot load says what happened without the developer's words, and Try again reloads it", async ({
    page,
    request,
  }) => {
    await signIn(page, { path: "/profile" });
    await addFault(request, { path: "/api/v1/account/contacts/user-details", malformed: true });
    await withColdCache(page);
    const failed = await page.goto("/profile");
    expect(failed?.status()).toBe(502);
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.getByText(/Something went wrong on our side/)).toBeVisible();
    await expect(page.locator("main")).not.toContainText(DEVELOPER_TEXT);
    // Still inside the portal's frame.
    await expect(page.getByRole("link", { name: "Billing", exact: true }).first()).toBeVisible();

    await clearFaults(request);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("an invoice the account does not have is a not-found page in the portal's frame", async ({ page }) => {
    await signIn(page, { path: "/billing" });
    const response = await page.goto("/billing/invoice?id=999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that invoice" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText('{"message"');
    await expect(page.getByRole("link", { name: "Billing", exact: true }).first()).toBeVisible();
    await page.getByRole("link", { name: "See your bills" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  });
});

// A portal of its own: a small secondary budget and a long normal timeout, so a page that arrives
// well before that timeout (and long before the delayed call would answer) shows the budget at work.
const SECONDARY_BUDGET_MS = 400;
const PROVIDER_TIMEOUT_MS = 20_000;
const HISTORY_DELAY_MS = 30_000;

test.describe("one slow call does not hold the page", { tag: "@js" }, () => {
  let portal: OwnPortal;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    portal = await startOwnPortal({
      PROVIDER_SECONDARY_TIMEOUT_MS: String(SECONDARY_BUDGET_MS),
      PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    });
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  const fault = (rules: unknown) =>
    fetch(`${portal.sandboxUrl}/__sandbox/faults`, {
      method: rules === null ? "DELETE" : "POST",
      headers: { "content-type": "application/json" },
      body: rules === null ? undefined : JSON.stringify(rules),
    });

  /** Signed in and verified on this portal (its own sandbox's outbox has the code). */
  async function signedInPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: portal.url, javaScriptEnabled: jsEnabled() });
    const page = await context.newPage();
    const post = (path: string, form: Record<string, string>) =>
      page.request.post(path, { form, headers: { Origin: portal.url }, maxRedirects: 0 });
    await post("/login", { intent: "password", email: DEMO.email, password: DEMO.password });
    const mfa = "/mfa?redirectTo=%2Fhome";
    await post(mfa, { intent: "send", channel: "email" });
    const messages = (await (await fetch(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as { code?: string }[];
    await post(mfa, { intent: "verify", code: messages.find((m) => m.code)?.code ?? "" });
    return page;
  }

  test("Home arrives whole while the service history is still delayed, its card says so, Try again loads it", async ({
    browser,
  }) => {
    test.setTimeout(HISTORY_DELAY_MS + 30_000);
    const page = await signedInPage(browser);
    await page.goto("/home"); // the session's profile and services are cached: only the page's own calls below
    await fault([
      { path: "/api/v1/account/services/history", latencyMs: HISTORY_DELAY_MS },
      // A primary call slower than the secondary budget still answers: it keeps the normal timeout.
      { path: "/api/v1/account/status", latencyMs: SECONDARY_BUDGET_MS * 3 },
    ]);
    const started = Date.now();
    const response = await page.goto("/home");
    const elapsed = Date.now() - started;
    expect(response?.status()).toBe(200);
    // The whole document arrived long before the history call's delay or the normal timeout ran out.
    expect(elapsed).toBeLessThan(PROVIDER_TIMEOUT_MS / 2);
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText(/could not load in time/)).toBeVisible();
    await expect(history.getByText(`Details: timeout of ${SECONDARY_BUDGET_MS} ms exceeded`)).toBeVisible();
    await expect(page.getByRole("table", { name: /Notes on/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Account balance" })).toBeVisible();
    await expect(page.getByText("Your balance could not be loaded right now.")).toHaveCount(0);

    await fault(null);
    await history.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("table", { name: /History of/ })).toBeVisible();
    await page.context().close();
  });
});
