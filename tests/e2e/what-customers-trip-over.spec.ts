import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInWithoutMfa } from "./portal-helpers.ts";
import { DEMO, expectNoAxeViolations, jsEnabled, resetSandbox, signIn } from "./support.ts";

// Dates and times, and the smaller things customers trip over, in both JavaScript modes.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The page as a text browser (no CSS, no scripts) reads it: each element's text in document order. */
async function textWithoutCss(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const sheet of [...document.styleSheets]) sheet.disabled = true;
    return document.body.innerText;
  });
}

test("a diagnostic's date-times are worded for people in the provider's zone, with <time datetime>", async ({
  page,
}) => {
  await signInWithoutMfa(page);
  await page.goto("/service/result?testId=TN10010003");
  const main = page.getByRole("main");
  await expect(main.getByText("Last seen")).toBeVisible();
  // Never the provider's raw ISO string.
  await expect(main).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/);
  await expect(main).toContainText(/Last seen\s*\d{1,2} [A-Z][a-z]+ \d{4} at (?:\d{1,2}:\d{2}[ap]m|midnight|midday)/);
  // The exact instant is given to machines and assistive technology.
  const started = main.locator("time").first();
  await expect(started).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00$/);
  await expect(started).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4} at (?:\d{1,2}:\d{2}[ap]m|midnight|midday)$/);
  await expectNoAxeViolations(page);
});

test("outages' date-times carry <time datetime>", async ({ page }) => {
  await signIn(page, { path: "/home/outages" });
  const times = page.getByRole("main").locator("time[datetime]");
  expect(await times.count()).toBeGreaterThan(0);
  for (const time of await times.all())
    await expect(time).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
});

test("the navigation is there once, and adjacent links never run together, in a text browser", async ({ page }) => {
  await signIn(page, { path: "/billing" });
  // One navigation (it was a small screens' menu and a sidebar, both in a text browser).
  await expect(page.locator("nav", { has: page.locator('a[href="/profile"]') })).toHaveCount(1);
  const text = await textWithoutCss(page);
  expect(text).not.toContain("Make a paymentNeed more time to pay?");
  expect(text).not.toContain("Need more time to pay?Payment details");
  await page.goto("/home/usage?year=2026&month=10");
  const usage = await textWithoutCss(page);
  expect(usage).not.toContain("Previous monthNext month");
  expect(usage).toMatch(/Previous month\n+\s*Next month/);
});

test("the navigation works at 1280 px (sidebar) and at 390 px (Menu)", async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav.getByRole("link", { name: "Billing" })).toBeVisible();
  await expect(nav.getByText("Menu")).toBeHidden();
  expect((await nav.boundingBox())?.width).toBe(230);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(nav.getByRole("link", { name: "Billing" })).toBeHidden();
  await nav.getByText("Menu").click();
  await expect(nav.getByRole("link", { name: "Billing" })).toBeVisible();
  await expect(page.locator("nav", { has: page.locator('a[href="/profile"]') })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("titles say the month on /home/usage and the page of results on /billing", async ({ page }) => {
  await signIn(page, { path: "/home/usage?year=2026&month=10" });
  await expect(page).toHaveTitle("Usage in October 2026 | Self Service Portal");
  await page.goto("/billing");
  await expect(page).toHaveTitle(/^Billing \(transactions page 1 of \d+/);
  await page.getByRole("navigation", { name: "Transactions" }).getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveTitle(/^Billing \(transactions page 2 of \d+/);
});

test("the usage chart's axis labels are hidden from assistive technology", async ({ page }) => {
  await signIn(page, { path: "/home/usage?year=2026&month=10" });
  // In the page's content (the banner's logo is an image too), the chart drawn for this screen.
  const chart = page.getByRole("main").locator('svg[role="img"]:visible').first();
  await expect(chart).toBeVisible();
  await expect(chart.locator('g[aria-hidden="true"]')).toHaveCount(1);
  await expect(chart.locator('g[aria-hidden="true"] text').first()).toBeAttached();
  await expect(chart.locator(":scope > text, :scope > svg")).toHaveCount(0);
});

test("Home phone and Contact email say what they are for autofill", async ({ page }) => {
  await signIn(page, { path: "/profile/edit" });
  await expect(page.getByLabel("Home phone (optional)").first()).toHaveAttribute("autocomplete", "home tel");
  await expect(page.getByLabel("Contact email (optional)").first()).toHaveAttribute("autocomplete", "email");
});

test(
  "every aria-describedby on /login points at an element, before and after a failed sign-in",
  { tag: "@js" },
  async ({ page }) => {
    const dangling = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("[aria-describedby]")].flatMap((el) =>
          el
            .getAttribute("aria-describedby")!
            .split(/\s+/)
            .filter((id) => !document.getElementById(id)),
        ),
      );
    await page.goto("/login");
    expect(await dangling()).toEqual([]);
    const form = page.locator("form#sign-in");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    expect(await dangling()).toEqual([]);
    if (jsEnabled()) {
      await form.getByLabel("Email").fill("");
      await form.getByRole("button", { name: "Sign in" }).click();
      expect(await dangling()).toEqual([]);
    }
  },
);

test("a plan's price difference is said in words", async ({ page }) => {
  await signIn(page, { path: "/home/plan" });
  const main = page.getByRole("main");
  await expect(main).toContainText(/\$\d+\.\d{2} a month (less|more) than now\./);
  await expect(main).not.toContainText("a month (less)");
  await expect(main).not.toContainText("a month (more)");
});
