import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInWithoutMfa } from "./portal-helpers.ts";
import { addFault, clearFaults, expectNoAxeViolations, signIn, withColdCache } from "./support.ts";

/**
 * The brand on every page family: a logo named by the brand inside the banner landmark, in a
 * compact header (at most 72 px on a desktop); the not-found and error pages are no dead end (a
 * way home, the support number, and for a signed-in customer the navigation).
 */

const BRAND = "Self Service Portal";
const SUPPORT_PHONE = "1300 980 711";

test.use({ viewport: { width: 1280, height: 800 } });

async function expectBrandedBanner(page: Page) {
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("img", { name: BRAND, exact: true })).toBeVisible();
  const height = (await banner.boundingBox())?.height ?? Infinity;
  expect(height, "the header's height at 1280 px").toBeLessThanOrEqual(72);
}

async function expectWayHomeAndPhone(page: Page, home: string) {
  await expect(page.getByRole("main").getByRole("link", { name: home })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: SUPPORT_PHONE })).toHaveAttribute("href", "tel:1300980711");
}

test.describe("the brand's banner", { tag: "@js" }, () => {
  test("signed out: sign-in, join, not-found and the route error", async ({ page }) => {
    await page.goto("/login");
    await expectBrandedBanner(page);
    await expectNoAxeViolations(page);
    await expectNoAxeViolations(page, { colorScheme: "dark" });

    await page.goto("/signup");
    await expectBrandedBanner(page);
    await expect(page.getByRole("banner").getByRole("link", { name: BRAND })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);

    const missing = await page.goto("/no/such/page");
    expect(missing?.status()).toBe(404);
    await expectBrandedBanner(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found!" })).toBeVisible();
    await expectWayHomeAndPhone(page, "Go Back");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto("/__catalogue/error?kind=route");
    await expectBrandedBanner(page);
    await expect(page.getByRole("heading", { level: 1, name: "Error", exact: true })).toBeVisible();
    await expectWayHomeAndPhone(page, "Go to the home page");
    await expectNoAxeViolations(page);
  });

  test("signing in: the MFA page", async ({ page }) => {
    await signInWithoutMfa(page);
    await expectBrandedBanner(page);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("signed in: a page, not-found and a route error keep the navigation", async ({ page, request }) => {
    await signIn(page);
    await expectBrandedBanner(page);
    await expect(page.getByRole("banner").getByRole("link", { name: BRAND })).toHaveAttribute("href", "/home");

    const missing = await page.goto("/no/such/page");
    expect(missing?.status()).toBe(404);
    await expectBrandedBanner(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found!" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Billing" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
    await expectWayHomeAndPhone(page, "Go Back");
    await expectNoAxeViolations(page);
    await expectNoAxeViolations(page, { colorScheme: "dark" });

    // A page that cannot do without its provider call shows the route error inside the layout.
    await addFault(request, { path: "/api/v1/account/contacts/user-details", status: 500 });
    try {
      await withColdCache(page); // the session's profile is cached
      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1, name: "Error", exact: true })).toBeVisible();
      await expectBrandedBanner(page);
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Billing" })).toBeVisible();
      await expectWayHomeAndPhone(page, "Go to the home page");
      await expectNoAxeViolations(page);
    } finally {
      await clearFaults(request);
    }
  });
});
