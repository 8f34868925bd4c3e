import { expect, test, type Page } from "@playwright/test";
import { MAIN_PAGES } from "../../scripts/lib/js-weight.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

// Issue 15, item 5: at 320 CSS px (a 1280 px window at 400 % zoom, WCAG 1.4.10) no main page
// scrolls sideways; only a data table may, inside its own focusable region.

/** Signed out: the sign-in page and the join journey's first step, with matches and by hand (later steps need answers). */
const SIGNED_OUT = ["/", "/login", "/signup", "/signup?address=king+st", "/signup/address"];
/** The main pages of the JavaScript budget (the signed-in ones), and the other pages of the menu and their steps. */
const SIGNED_IN = [
  ...MAIN_PAGES.filter((path) => path !== "/login" && path !== "/mfa" && !path.startsWith("/signup")),
  "/home/outages",
  "/profile",
  "/support",
  "/support/report-fault",
  "/service/result?testId=TN10010001",
];

test.use({ viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The page's document is no wider than the window; what is wider scrolls inside a labelled, focusable region. */
async function expectReflow(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect
    .soft(widths.scroll, `${path} is ${widths.scroll} px wide at ${widths.viewport} px`)
    .toBeLessThanOrEqual(widths.viewport);
  const scrollers = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main *")]
      .filter(
        (el) => el.scrollWidth > el.clientWidth + 1 && ["auto", "scroll"].includes(getComputedStyle(el).overflowX),
      )
      .map((el) => ({
        tag: el.tagName,
        focusable: el.tabIndex >= 0,
        named: Boolean(el.getAttribute("aria-label") || el.getAttribute("aria-labelledby")),
        table: el.querySelector("table") !== null || el.tagName === "PRE",
      })),
  );
  for (const s of scrollers)
    expect
      .soft(s, `${path}: what scrolls sideways is a table in a named, focusable region`)
      .toEqual({ tag: s.tag, focusable: true, named: true, table: true });
}

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
