import { expect, test } from "./fixtures.ts";
import { MAIN_PAGES } from "#scripts/lib/js-weight.ts";
import { switchService } from "./portal-helpers.ts";
import { expectReflow } from "./reflow.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

// at 320 CSS px (a 1280 px window at 400 % zoom, WCAG 1.4.10) no main page
// scrolls sideways; only a data table may, inside its own focusable region.

/** Signed out: the sign-in page and the join journey's first step, with matches and by hand (later steps need answers). */
const SIGNED_OUT = ["/", "/login", "/signup", "/signup?address=king+st", "/signup/address", "/no/such/page"];
/** The main pages of the JavaScript budget (the signed-in ones), and the other pages of the menu and their steps. */
const SIGNED_IN = [
  // Moving home is off on the shared server: move-home.spec.ts checks its steps at 320 px.
  ...MAIN_PAGES.filter(
    (path) => path !== "/login" && path !== "/mfa" && !path.startsWith("/signup") && !path.startsWith("/move"),
  ),
  "/home/outages",
  "/profile",
  "/support",
  "/support/report-fault",
  "/service/result?testId=TN10010001",
  "/no/such/page",
];

test.use({ viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("signed-out pages reflow at 320 px", async ({ page }) => {
  for (const path of SIGNED_OUT) {
    await page.goto(path);
    await expectReflow(page, path);
  }
});

test("every signed-in main page reflows at 320 px", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  for (const path of SIGNED_IN) {
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
