import type { Page } from "@playwright/test";
import { expect, portalUrl, test } from "./fixtures.ts";
import { ACTIVITY_KEY } from "#app/lib/session-timer.ts";
import { DEMO, expectNoAxeViolations, forgeSessionCookie, resetSandbox, sandboxUrl, signIn } from "./support.ts";

/**
 * The idle limit comes with warning (WCAG 2.2.1): with JavaScript a dialog two minutes before it;
 * without, forms say how long a session lasts; after it, the sign-in page says what happened and
 * returns the customer to the page. The browser's clock is driven (page.clock); the server's own
 * limit, to the millisecond, is tests/integration/session-allow-list.test.ts.
 */

const PAGE = "/support/new-ticket";
const NOTE = "For your security, we sign you out after 30 minutes without activity.";
const IDLE_SIGN_OUT = "You were signed out because you had not used the portal for 30 minutes.";
const dialog = (page: Page) => page.getByRole("dialog", { name: "Do you want to stay signed in?" });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/**
 * Signs in on `PAGE` with the browser's clock driven, and waits for the idle timer: it has started
 * once it has noted the page's load as activity (in the storage the tabs share,
 * app/lib/session-timer.ts).
 */
async function signInWithTimer(page: Page) {
  await page.clock.install();
  await signIn(page, { path: PAGE });
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), ACTIVITY_KEY), { message: "the idle timer runs" })
    .not.toBeNull();
}

/**
 * Moves the browser's clock on to `ms` after the last activity the idle timer noted: the test's own
 * steps since then (typing, waiting on a busy machine) take time on that clock too.
 */
async function idleFor(page: Page, ms: number) {
  const since = await page.evaluate((key) => Date.now() - Number(localStorage.getItem(key)), ACTIVITY_KEY);
  await page.clock.fastForward(Math.max(0, ms - since));
}

/** Signs in again on the sign-in page the customer was sent to. */
async function signInHere(page: Page) {
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password").fill(DEMO.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test.describe("the idle warning", { tag: "@js-only" }, () => {
  test("shows two minutes before the limit; Stay signed in keeps the session and the page", async ({ page }) => {
    await signInWithTimer(page);
    const subject = page.getByLabel("Your message");
    await subject.fill("My modem drops out");

    await idleFor(page, 27 * 60_000 + 59_000);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.fastForward("00:02");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText(/we will sign you out in 1 minute \d+ seconds/);
    await expect(page.getByRole("button", { name: "Stay signed in" })).toBeFocused();
    await expectNoAxeViolations(page);

    const keptAlive = page.waitForResponse((r) => r.url().endsWith("/session/keep-alive"));
    await page.getByRole("button", { name: "Stay signed in" }).click();
    expect((await keptAlive).status()).toBe(200);
    await expect(dialog(page)).toHaveCount(0);
    // Focus is back where it was, and nothing typed was lost.
    await expect(subject).toBeFocused();
    await expect(subject).toHaveValue("My modem drops out");

    // The count started again: no warning before another 28 minutes, and the session stands.
    await page.clock.fastForward("27:00");
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Support", exact: true }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test("a dropped connection still warns: nothing of the warning waits to be fetched", async ({ page, context }) => {
    await signInWithTimer(page);
    await context.setOffline(true);
    await page.clock.fastForward("28:01");
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Stay signed in" })).toBeFocused();
    await context.setOffline(false);
  });

  test("typing is activity: someone writing is never told they have done nothing, nor signed out", async ({ page }) => {
    await signInWithTimer(page);
    await idleFor(page, 20 * 60_000);
    const keptAlive = page.waitForResponse((r) => r.url().endsWith("/session/keep-alive"));
    await page.getByLabel("Your message").pressSequentially("My modem drops out");
    // The server counts from its last request: typing tells it.
    expect((await keptAlive).status()).toBe(200);
    // 30 minutes after the page loaded, 10 after the typing: no warning, still signed in.
    await page.clock.fastForward("10:00");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.getByRole("link", { name: "Support", exact: true }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test("Escape stays signed in too", async ({ page }) => {
    await signInWithTimer(page);
    await page.clock.fastForward("28:01");
    await expect(dialog(page)).toBeVisible();
    const keptAlive = page.waitForResponse((r) => r.url().endsWith("/session/keep-alive"));
    await page.keyboard.press("Escape");
    expect((await keptAlive).status()).toBe(200);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("doing nothing signs out; the sign-in page says why and returns to the page", async ({ page }) => {
    await signInWithTimer(page);
    await page.clock.fastForward("28:01");
    await expect(dialog(page)).toBeVisible();
    await page.clock.fastForward("02:00");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsupport%2Fnew-ticket&expired=idle$/);
    await expect(page.getByText(IDLE_SIGN_OUT)).toBeVisible();
    await expectNoAxeViolations(page);

    // The session really ended: the sign-in page did not send a signed-in visitor on.
    await signInHere(page);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Sign out in the dialog signs out", async ({ page }) => {
    await signInWithTimer(page);
    await page.clock.fastForward("28:01");
    await dialog(page).getByRole("button", { name: "Sign out" }).click();
    await expect(page).not.toHaveURL(new RegExp(PAGE));
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsupport%2Fnew-ticket$/);
  });
});

test.describe("without the warning", () => {
  test("a form page says how long a session lasts; a page without a form does not", async ({ page }) => {
    await signIn(page, { path: PAGE });
    await expect(page.getByText(NOTE)).toBeVisible();
    await page.goto("/requests");
    await expect(page.getByText(NOTE)).toBeHidden();
  });

  test("after the idle limit the sign-in page says why and returns the customer", async ({
    page,
    request,
    context,
  }) => {
    const { token } = (await (
      await request.post(`${sandboxUrl()}/api/v1/authentication/get-token`, { data: DEMO })
    ).json()) as { token: string };
    const now = Math.floor(Date.now() / 1000);
    // A session last used 31 minutes ago (its record in the portal's store has run out).
    const cookie = await forgeSessionCookie({ token, isMfaDone: true, refreshedAt: now, seenAt: now - 31 * 60 });
    await context.addCookies([{ ...cookie, url: portalUrl() }]);
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsupport%2Fnew-ticket&expired=idle$/);
    await expect(page.getByText(IDLE_SIGN_OUT)).toBeVisible();
    await expect(page.getByText("Sign in to go back to the page you were on.")).toBeVisible();
    await expectNoAxeViolations(page);
    await signInHere(page);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });
});
