import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { completeMfa, expectNoAxeViolations, latestMessage, resetSandbox, SANDBOX_URL } from "./support.ts";

// A service still to be connected (docs/decisions/045): every page agrees it is pending. It has no
// live connection, no line tests, no online cancel or fault report, an expected connection date
// rather than a start date, and its order on /requests.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The account the join journey's last call opens: an NBN service pending connection, with a modem on order. */
async function joinOnline(request: APIRequestContext, email: string) {
  const created = await request.post(`${SANDBOX_URL}/api/v1/account/create`, {
    data: {
      firstName: "Robin",
      lastName: "Newcomer",
      email,
      mobile: "0412000111",
      dateOfBirth: "1985-04-02",
      address: {
        locationId: "LOC000000001",
        streetNumber: "1",
        streetName: "Harbour",
        streetType: "ST",
        suburb: "Sydney",
        state: "NSW",
        postCode: "2000",
      },
      planCode: "NBN100-20",
      hardwareCode: "MODEM-AX",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { orderReference: string; serviceCode: string };
}

async function signInByWelcomeLink(page: Page, email: string) {
  const mail = await latestMessage(page.request, "email", email);
  await page.goto(mail.link!.replace(/^https?:\/\/[^/]+/, ""));
  await completeMfa(page, "sms");
  await page.getByRole("link", { name: "Not now" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test("a service still to be connected is pending on every page, with its order", { tag: "@js" }, async ({ page }) => {
  const email = `pending.${test.info().project.name}@example.com`;
  const { orderReference, serviceCode } = await joinOnline(page.request, email);
  await signInByWelcomeLink(page, email);

  // Home: pending, with no live connection, no line tests and nothing to cancel online.
  const main = page.getByRole("main");
  await expect(page.getByRole("region", { name: "Your service" })).toContainText("Pending connection");
  await expect(main.getByText(/Online for|Connected|IP address/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Connection", exact: true })).toHaveCount(0);
  const tasks = page.getByRole("navigation", { name: "Service tasks" });
  await expect(tasks.getByRole("link", { name: "Change plan or add a product" })).toBeVisible();
  await expect(tasks.getByRole("link", { name: "Run diagnostics" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cancel this service" })).toHaveCount(0);
  const details = page.getByRole("region", { name: "Service details" });
  await expect(details).toContainText(/Expected connection\s*\d{2} \w{3} \d{4}/);
  await expect(details).not.toContainText("Started");
  await expect(page.getByRole("region", { name: "Your order" })).toContainText("Wi-Fi 6 modem");
  await expectNoAxeViolations(page);

  // Diagnostics, cancel and a fault report say why not, and offer nothing to run or send.
  await page.goto("/service/service-tests");
  await expect(
    page.getByText(`Diagnostics are not available for ${serviceCode} (NBN): the service is not connected yet`),
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
