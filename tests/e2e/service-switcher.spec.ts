import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { resetSandbox, signIn } from "./support.ts";

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const switcher = (page: Page) => page.getByLabel("Service", { exact: true });

test(
  "the service switcher shows on service pages only, and only with a choice to make",
  { tag: "@js" },
  async ({ page }) => {
    await signIn(page, { path: "/home" });
    for (const path of ["/home", "/home/usage", "/service/service-tests", "/support"]) {
      await page.goto(path);
      await expect(switcher(page), path).toBeVisible();
    }
    for (const path of ["/billing", "/profile", "/requests"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(switcher(page), path).toHaveCount(0);
    }
  },
);

test("an account with one service has nothing to switch", { tag: "@js" }, async ({ page }) => {
  await signIn(page, { email: "fw@example.com", path: "/home" });
  await expect(page.locator("h1")).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
});

test("on a phone, the menu closes once a page is chosen", { tag: "@js-only" }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, { path: "/home" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText("Menu").click();
  await expect(nav.getByRole("link", { name: "Billing" })).toBeVisible();
  await nav.getByRole("link", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Billing" })).toBeHidden();
  await expect(nav.getByText("Menu")).toBeVisible();
});
