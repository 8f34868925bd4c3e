import { expect, test } from "./fixtures.ts";
import { SIGNED_IN_PAGES, SIGNED_OUT_PAGES } from "./main-pages.ts";
import { switchService } from "./portal-helpers.ts";
import { expectReflow } from "./reflow.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

// at 320 CSS px (a 1280 px window at 400 % zoom, WCAG 1.4.10) no main page
// scrolls sideways; only a data table may, inside its own focusable region.

test.use({ viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("signed-out pages reflow at 320 px", async ({ page }) => {
  for (const path of SIGNED_OUT_PAGES) {
    await page.goto(path);
    await expectReflow(page, path);
  }
});

test("every signed-in main page reflows at 320 px", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    await expectReflow(page, path);
  }
  await page.goto("/billing");
  await expectNoAxeViolations(page);
});

test("the call records' From and To date inputs reflow at 320 px, with an error shown", async ({ page }) => {
  await signIn(page);
  await switchService(page, "V2001");
  await page.goto("/home/usage?from.day=1&from.month=&from.year=2026");
  await expect(page.getByRole("group", { name: "From" })).toBeVisible();
  await expectReflow(page, "/home/usage (VoIP)");
  await expectNoAxeViolations(page);
});
