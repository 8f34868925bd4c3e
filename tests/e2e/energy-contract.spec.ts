import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

/**
 * Energy contract change: contracts compared side by side (a table that
 * reflows at 320 px), choose, check, confirm → a reference listed in /requests. JS on and off.
 */

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("compares energy contracts, changes one and lists the request", async ({ page }) => {
  test.setTimeout(60_000); // three steps and a reflow, each checked with axe
  await signIn(page, { email: "energy@example.com", path: "/home" });
  await page.getByRole("link", { name: "Compare and change energy contracts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change your energy contract" })).toBeVisible();
  const table = page.getByRole("table", { name: "Energy contracts compared" });
  await expect(table.getByRole("columnheader", { name: "Electricity Home Saver (your contract)" })).toBeAttached();
  await expect(table.getByRole("row", { name: /Usage rate/ })).toContainText("30c per kWh");
  await expect(table.getByRole("row", { name: /Discount/ })).toContainText("5% off usage when you pay on time");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "Select the contract you want",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Electricity Green 100%" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Check your contract change" })).toBeVisible();
  await expect(page.getByText("24 months")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm contract change" }).click();

  await expect(page).toHaveURL(/\/home\/energy-contract\/done$/);
  await expect(
    page.getByText(/Electricity at 88 Queen St is now on Electricity Green 100%\. Your reference is CC-\d+/),
  ).toBeVisible();
  await page.getByRole("link", { name: "See your requests" }).click();
  const row = page.getByRole("row", { name: /CC-\d+/ });
  await expect(row).toContainText("Energy contract change");
  await expect(row).toContainText("Completed");
  await expectNoAxeViolations(page);
});

test("offers energy contracts to gas and electricity services only", async ({ page }) => {
  await signIn(page, { path: "/home/energy-contract" });
  await expect(page.getByText("Energy contracts apply to gas and electricity services.")).toBeVisible();
});
