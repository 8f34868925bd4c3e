import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

/**
 * Your requests and orders: the demo account's seeded requests and orders at
 * their known ages (decision 023) with status, next step and tracking, and a request lodged now.
 */

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("lists lodged requests with their status and orders with tracking", async ({ page }) => {
  await signIn(page, { path: "/requests" });
  await page.goto("/support");
  await page
    .getByRole("region", { name: "Active Faults", exact: true })
    .getByRole("link", { name: "See your requests and orders" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Your requests and orders" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: /main|primary|site/i }).getByRole("link", { name: "Requests" }),
  ).toHaveAttribute("aria-current", "page");

  const requests = page.getByRole("table", { name: "Your requests, newest first" });
  await expect(requests.getByRole("row", { name: /Billed twice for October/ })).toContainText("Being investigated");
  await expect(requests.getByRole("row", { name: /Internet drops out every evening/ })).toContainText("Resolved");

  const orders = page.getByRole("table", { name: "Your hardware orders, newest first" });
  const modem = orders.getByRole("row", { name: /Wi-Fi 6 modem/ });
  await expect(modem).toContainText("Dispatched");
  const tracking = modem.getByRole("link", { name: /Track SP\d{12}AU with Australia Post/ });
  await expect(tracking).toHaveAttribute("href", /^https:\/\/auspost\.com\.au\/mypost\/track\/details\/SP\d{12}AU$/);
  await expect(orders.getByRole("row", { name: /Mesh Wi-Fi/ })).toContainText("Delivered");
  await expectNoAxeViolations(page);

  // A plan change lodged now is listed at once, completed.
  await page.goto("/home/plan");
  await page.getByLabel(/NBN 50\/20 Home Standard/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Confirm plan change" }).click();
  await expect(page.getByText(/Reference CC-\d+/)).toBeVisible();
  await page.goto("/requests");
  const change = requests.getByRole("row", { name: /Plan change/ });
  await expect(change).toContainText("Completed");
  await expect(change).toContainText("NBN 50/20 Home Standard");
});
