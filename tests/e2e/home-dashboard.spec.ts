import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { currentYearMonth } from "#app/lib/dates/calendar.ts";
import { monthLabel } from "#app/lib/dates/format.ts";
import { switchService } from "./portal-helpers.ts";
import { addFault, expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

// Home as a dashboard: what a customer opens the portal for is on the first screen, on a laptop
// and on a phone, with JavaScript and without.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const balance = (page: Page) => page.getByRole("region", { name: "Account balance" });
const yourService = (page: Page) => page.getByRole("region", { name: "Your service" });

/**
 * Signs in and opens Home as a customer finds it on a later visit: the sign-in over HTTP leaves
 * the MFA page's "We have sent a code" message unread, which a customer saw on that page.
 */
async function openHome(page: Page, email?: string) {
  await signIn(page, { email, path: "/home" });
  await page.goto("/home");
}

/** The element is on the first screen: visible without scrolling (its bottom edge within the window). */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(box, what).not.toBeNull();
  expect(scrolled, "the page is at its top").toBe(0);
  expect(
    box!.y + box!.height,
    `${what}: bottom edge within the ${page.viewportSize()!.height} px window`,
  ).toBeLessThanOrEqual(page.viewportSize()!.height);
}

for (const size of SIZES) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: size });

    test("the amount owed, its due date and Pay now are on the first screen; the outage and this month's usage show", async ({
      page,
    }) => {
      await openHome(page);
      await expectOnFirstScreen(page, balance(page).getByText(/^\$\d[\d,]*\.\d\d$/), "the amount owed");
      await expectOnFirstScreen(page, balance(page).getByText(/^Due \d{1,2} [A-Z][a-z]+ \d{4}$/), "its due date");
      await expectOnFirstScreen(page, balance(page).getByRole("link", { name: "Pay now" }), "Pay now");
      await expect(balance(page).getByRole("link", { name: "Pay now" })).toHaveAttribute("href", "/billing/pay");
      await expect(balance(page)).toContainText(/Will be paid by direct debit on \d{1,2} [A-Z][a-z]+ \d{4}/);

      // N1001's outage, in its own words, with a link to it.
      await expect(yourService(page)).toContainText("Outage in progress");
      await expect(yourService(page)).toContainText("Service disruption in your area");
      await expect(yourService(page)).toContainText(
        "A fault in the local network is slowing or interrupting services.",
      );
      await expect(yourService(page).getByRole("link", { name: "See the outage" })).toHaveAttribute(
        "href",
        "/home/outages",
      );

      const usage = page.getByRole("region", { name: "This month's usage" });
      await expect(usage).toContainText(`${monthLabel(currentYearMonth())} so far`);
      await expect(usage).toContainText(/Downloaded\s*[\d,.]+ (GB|MB|KB)/);

      // The tasks are buttons; cancelling is apart, with the service's details lower down.
      await expect(
        page.getByRole("navigation", { name: "Service tasks" }).getByRole("link", { name: "Run diagnostics" }),
      ).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Service tasks" }).getByRole("link", { name: "Cancel this service" }),
      ).toHaveCount(0);
      await expect(
        page.getByRole("region", { name: "Service details" }).getByRole("link", { name: "Cancel this service" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("an overdue balance stands out, with Pay now on the first screen", async ({ page }) => {
      await openHome(page, "fw@example.com");
      await expectOnFirstScreen(page, balance(page).getByText("Overdue", { exact: true }), "the overdue state");
      await expectOnFirstScreen(
        page,
        balance(page).getByText(/^Was due \d{1,2} [A-Z][a-z]+ \d{4}$/),
        "when it was due",
      );
      await expectOnFirstScreen(page, balance(page).getByRole("link", { name: "Pay now" }), "Pay now");
      // Overdue: no claim that the direct debit pays it.
      await expect(balance(page)).not.toContainText("paid by direct debit");
      await expectNoAxeViolations(page);
    });
  });
}

test("a mobile service shows data used as a bar against its allowance; electricity its latest meter read", async ({
  page,
}) => {
  await signIn(page, { email: "energy@example.com", path: "/home" });
  await switchService(page, "M5001");
  const usage = page.getByRole("region", { name: "This month's usage" });
  const bar = usage.getByRole("progressbar", { name: "Data used" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuetext", /^[\d.]+ GB used of 12\.00 GB \(\d+%\)$/);
  await expect(usage).toContainText(/[\d.]+ GB used of 12\.00 GB/);
  await expect(yourService(page)).toContainText("0423 456 789");
  await expectNoAxeViolations(page);

  await switchService(page, "E6001");
  const energy = page.getByRole("region", { name: "Your latest energy use" });
  await expect(energy).toContainText(/Meter read for \d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(energy).toContainText(/Used\s*[\d,]+ kWh/);
  await expect(
    page
      .getByRole("navigation", { name: "Service tasks" })
      .getByRole("link", { name: "Compare and change energy contracts" }),
  ).toBeVisible();
});

test("a failing outage check or usage call is said in its panel; the rest of Home stands", async ({
  page,
  request,
}) => {
  await signIn(page, { path: "/home" });
  await addFault(request, { path: "*outage-management*", status: 500 });
  await addFault(request, { path: "*broadband/usage/daily*", status: 500 });
  await page.reload();
  await expect(yourService(page)).toContainText("We could not check for outages right now");
  await expect(page.getByRole("region", { name: "This month's usage" })).toContainText(
    "Your usage could not be loaded right now.",
  );
  await expect(page.getByRole("region", { name: "This month's usage" })).toContainText(
    "Request failed with status code 500",
  );
  await expect(balance(page).getByRole("link", { name: "Pay now" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Notes on NBN at 12 Harbour St" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the dashboard is axe clean with JavaScript, and in the dark scheme", { tag: "@js-only" }, async ({ page }) => {
  await signIn(page, { email: "fw@example.com", path: "/home" });
  await expectNoAxeViolations(page);
  await expectNoAxeViolations(page, { colorScheme: "dark" });
});
