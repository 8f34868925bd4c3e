import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SIGNED_IN_PAGES, SIGNED_OUT_PAGES } from "./main-pages.ts";
import { signInWithoutMfa, switchService } from "./portal-helpers.ts";
import { resetSandbox, signIn, waitForHydration } from "./support.ts";

// With JavaScript, every main page takes over what the server drew without an error: React reports
// a page it cannot hydrate as it is (a mismatch) or a throw while hydrating as an uncaught error,
// and the console says so. A page whose content JavaScript does not change is checked here, once;
// its content tests run without JavaScript only (playwright.config.ts: js-on runs what JavaScript
// adds).

/** Every uncaught error and console error of the page, with the address it was on. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    // A 404 page's own answer is logged as a resource that failed; the page is drawn all the same.
    // Any other resource that failed (a script, a style sheet) is an error.
    const pageItself = message.text().startsWith("Failed to load resource") && message.location().url === page.url();
    if (message.type() === "error" && !pageItself) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  return errors;
}

/** Opens the page and waits until React has hydrated its heading; then no error so far. */
async function hydrates(page: Page, path: string, errors: string[]) {
  await page.goto(path);
  await waitForHydration(page.locator("h1").first());
  // A round trip to the page: every event the browser sent before it has been received.
  await page.evaluate(() => document.readyState);
  expect(errors, `${path} hydrates without an error`).toEqual([]);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("signed-out pages and the MFA page hydrate without an error", async ({ page }) => {
  const errors = errorsOf(page);
  for (const path of SIGNED_OUT_PAGES) await hydrates(page, path, errors);
  await signInWithoutMfa(page);
  await hydrates(page, "/mfa", errors);
});

test("every signed-in main page hydrates without an error", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = errorsOf(page);
  await signIn(page);
  for (const path of SIGNED_IN_PAGES) await hydrates(page, path, errors);
});

test("each kind of service's usage hydrates without an error: VoIP calls, energy, a mobile's months", async ({
  page,
}) => {
  const errors = errorsOf(page);
  await signIn(page);
  await switchService(page, "V2001");
  await hydrates(page, "/home/usage", errors);
  await signIn(page, { email: "energy@example.com" });
  for (const path of ["/billing", "/home", "/home/usage"]) await hydrates(page, path, errors);
  await switchService(page, "M5001");
  await hydrates(page, "/home/usage", errors);
});
