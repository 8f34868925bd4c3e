import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { sandboxRecords } from "./portal-helpers.ts";
import {
  completeMfa,
  expectNoAxeViolations,
  latestMessage,
  openAccountOnline,
  openSignInLink,
  resetSandbox,
  signIn,
} from "./support.ts";

// A service still to be connected (docs/decisions/045): every page agrees it is pending. It has no
// live connection, no line tests, no online cancel or fault report, an expected connection date
// rather than a start date, and its order on /requests.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function signInByWelcomeLink(page: Page, email: string) {
  const mail = await latestMessage(page.request, "email", email);
  await openSignInLink(page, mail.link!);
  await completeMfa(page, "sms");
  await page.getByRole("link", { name: "Not now" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test("a service still to be connected is pending on every page, with its order", async ({ page }) => {
  const email = `pending.${test.info().project.name}@example.com`;
  const { orderReference } = await openAccountOnline(page.request, email, { hardwareCode: "MODEM-AX" });
  await signInByWelcomeLink(page, email);

  // Home: pending, with no live connection, no line tests and nothing to cancel online.
  const main = page.getByRole("main");
  await expect(page.getByRole("region", { name: "Your service" })).toContainText("Pending connection");
  await expect(main.getByText(/Online for|Connected|IP address/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Connection", exact: true })).toHaveCount(0);
  const tasks = page.getByRole("navigation", { name: "Service tasks" });
  await expect(tasks.getByRole("link", { name: "Change plan or add a product" })).toBeVisible();
  await expect(tasks.getByRole("link", { name: "Run diagnostics" })).toHaveCount(0);
  await expect(tasks.getByRole("link", { name: "View usage" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cancel this service" })).toHaveCount(0);
  const details = page.getByRole("region", { name: "Service details" });
  await expect(details).toContainText(/Expected connection\s*\d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(details).not.toContainText("Started");
  await expect(page.getByRole("region", { name: "Your order" })).toContainText("Wi-Fi 6 modem");
  await expect(
    page.getByRole("region", { name: "Your order" }).getByRole("link", { name: "Follow your order" }),
  ).toHaveAttribute("href", "/requests");
  await expectNoAxeViolations(page);

  // Diagnostics, cancel and a fault report say why not, and offer nothing to run or send.
  await page.goto("/service/service-tests");
  await expect(
    page.getByText(/^Diagnostics are not available for NBN at [^:]+: the service is not connected yet/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Run test" })).toHaveCount(0);
  await page.goto("/home/cancel");
  await expect(page.getByText("This service is not connected yet, so it cannot be cancelled online.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  await page.goto("/support/report-fault");
  await expect(
    page.getByText("This service is not connected yet, so a fault cannot be reported for it."),
  ).toBeVisible();

  // The join order is on /requests, under way.
  await page.goto("/requests");
  const order = page
    .getByRole("table", { name: "Your requests, newest first" })
    .getByRole("row", { name: new RegExp(orderReference) });
  await expect(order).toContainText("New service");
  await expect(order).toContainText("NBN 100/20 Home Fast");
  await expect(order).toContainText("Received");
  await expectNoAxeViolations(page);
});

test(
  "hardware is sent where the customer says, and its request is where its order is",
  { tag: "@js" },
  async ({ page }) => {
    await signIn(page, { path: "/home/plan" });
    // The seeded modem and mesh kit are on the service, and neither is offered again.
    const owned = page.getByRole("table", { name: "Products on this service" });
    await expect(owned.getByRole("row", { name: /Wi-Fi 6 modem/ })).toContainText("$199.00 one-off");
    await expect(owned.getByRole("row", { name: /Mesh Wi-Fi \(2 pack\)/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Wi-Fi 6 modem" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add Mesh Wi-Fi (2 pack)" })).toHaveCount(0);

    // Where to send it: the service's address by default, or another one found by search.
    await page.getByRole("button", { name: "Add VoIP phone adaptor" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Delivery address" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "To the service address" })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: "To another address" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Which address should we send it to?" })).toBeVisible();
    await page.getByLabel("Address", { exact: true }).fill("12 King Street Newtown");
    await page.getByRole("button", { name: "Find address" }).click();
    const label = "12 King Street, Newtown NSW 2042";
    await page.getByRole("radio", { name: label }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check the product you are adding" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(new RegExp(`Delivery address\\s*${label}`));
    await page.getByRole("button", { name: "Confirm and add" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Product added" })).toBeVisible();
    await expect(page.getByText(`We will post it to ${label}.`)).toBeVisible();
    const reference = (await page.getByText(/^PR-\d+$/).textContent())!;

    // /requests: a posted product is where its order is, not "Completed" at once.
    await page.goto("/requests");
    const requests = page.getByRole("table", { name: "Your requests, newest first" });
    await expect(requests.getByRole("row", { name: new RegExp(reference) })).toContainText("Ordered");
    await expect(requests.getByRole("row", { name: new RegExp(reference) })).not.toContainText("Completed");
    await expect(requests.getByRole("row", { name: /Wi-Fi 6 modem added/ })).toContainText("Dispatched");
    await expect(requests.getByRole("row", { name: /Mesh Wi-Fi/ })).toContainText("Delivered");
    const orders = await sandboxRecords<{ code: string; deliveryAddress: string }>(page.request, "hardware_orders", {
      accountCode: "A10001",
    });
    expect(orders.find((o) => o.data.code === reference)?.data.deliveryAddress).toBe(label);
  },
);
