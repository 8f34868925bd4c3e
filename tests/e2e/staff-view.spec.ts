import type { Page } from "@playwright/test";
import { baseURLOf, expect, specPortal, test } from "./fixtures.ts";
import { signInAsStaff as signIn } from "./staff-browser.ts";
import { expectNoAxeViolations, postAsPage } from "./support.ts";

/**
 * A member of staff viewing a customer's account, in a browser with JavaScript on and off, against
 * the sandbox's real identity provider: an agent starts a view with a reason, sees the banner and
 * the account, downloads an invoice, reveals the email and ends the view; the customer sees the
 * view on /profile/activity; a supervisor assigns and takes away a static IP.
 */

const own = specPortal({ SANDBOX_IDP_PORT: "0" }, { staff: true });
test.use(baseURLOf(own));
test.afterAll(() => own.stop());

async function staffUrl() {
  return (await own.get()).staffUrl!;
}

async function signInAsStaff(page: Page, email: string) {
  await signIn(page, await own.get(), email);
  await expect(page).toHaveURL(`${await staffUrl()}/staff`);
}

/** The demo customer signed in on this spec's portal: the password, then a code from its sandbox's outbox. */
async function customerSignIn(page: Page) {
  await postAsPage(page, "/login", { intent: "password", email: "demo@example.com", password: "demo-password" });
  const mfa = "/mfa?redirectTo=%2Fprofile%2Factivity";
  await postAsPage(page, mfa, { intent: "send", channel: "email" });
  const sandbox = (await own.get()).sandboxUrl;
  const messages = (await (await page.request.get(`${sandbox}/__sandbox/outbox`)).json()) as {
    channel: string;
    code?: string;
  }[];
  const code = messages.find((m) => m.channel === "email" && m.code)?.code;
  expect(code, "the customer's code in the sandbox outbox").toBeTruthy();
  await postAsPage(page, mfa, { intent: "verify", code: code! });
}

/** From the search box to a view of A10001 with `reason`. */
async function startView(page: Page, reason: string) {
  await page.getByLabel("Find a customer").fill("A10001");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "View account A10001" }).click();
  await page.getByRole("button", { name: "Start view" }).click();
  // No reason: said, in the error summary.
  await expect(
    page.getByRole("alert").getByRole("link", { name: "Enter the reason for viewing this account" }),
  ).toBeVisible();
  await page.getByLabel("Reason").fill(reason);
  await page.getByLabel("Ticket reference (optional)").fill("SR-3001");
  await page.getByRole("button", { name: "Start view" }).click();
  await expect(page).toHaveURL(`${await staffUrl()}/staff/view`);
}

test.describe("a customer view", () => {
  test("an agent views an account with a reason, downloads an invoice, reveals the email, ends the view; the customer sees it", async ({
    page,
    browser,
  }) => {
    const reason = `Customer asked about their bill ${Date.now()}`;
    await signInAsStaff(page, "agent@staff.example");
    await startView(page, reason);
    const banner = page.getByRole("region", { name: "Customer view" });
    await expect(banner).toContainText("Viewing account A10001: Alex Citizen");
    await expect(banner).toContainText("Read only");
    await expect(banner).toContainText("Viewed by Avery Agent (Agent)");
    await expect(banner).toContainText(/Ends at \d{1,2}:\d{2}(am|pm)/);
    await expect(page.getByRole("table", { name: "The customer's services" })).toContainText("NBN at 12 Harbour St");
    await expect(page.getByText("d***@example.com")).toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole("link", { name: "Billing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page
      .getByRole("table", { name: "Invoices" })
      .getByRole("link", { name: /^Download/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^invoice-[\w-]+\.pdf$/);

    await banner.getByRole("link", { name: "Account and services" }).click();
    await page.getByRole("button", { name: "Reveal the email address" }).click();
    await expect(page.getByText("demo@example.com")).toBeVisible();
    await page.getByRole("link", { name: "Back to the account" }).click();
    await expect(page.getByText("demo@example.com")).toHaveCount(0);

    await page.getByRole("button", { name: "End view" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The customer view has ended");
    await page.goto(`${await staffUrl()}/staff/view/billing`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The customer view has ended");
    await page.getByRole("link", { name: "Find a customer" }).last().click();
    await expect(page).toHaveURL(`${await staffUrl()}/staff/customers`);

    // The customer, in their own browser, sees the view and its reason.
    const customer = await (await browser.newContext({ baseURL: (await own.get()).url })).newPage();
    await customerSignIn(customer);
    await customer.goto("/profile/activity");
    const views = customer.getByRole("table", { name: "Views of your account by our support team, newest first" });
    await expect(views.getByRole("row").nth(1)).toContainText(reason);
    await expect(views.getByRole("row").nth(1)).toContainText("Our support team");
    await customer.context().close();
  });

  test("a supervisor assigns a static IP to the viewed customer's broadband service and takes it away", async ({
    page,
  }) => {
    await signInAsStaff(page, "supervisor@staff.example");
    await startView(page, "Customer asked for a static IP");
    await page.getByRole("link", { name: "Manage the static IP of NBN at 12 Harbour St" }).click();
    await page.getByLabel("IPv4 address").fill("198.51.100.300");
    await page.getByRole("button", { name: "Assign static IP" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: /Enter an IPv4 address/ })).toBeVisible();
    await expect(page.getByLabel("IPv4 address")).toHaveValue("198.51.100.300");
    await page.getByLabel("IPv4 address").fill("198.51.100.99");
    await page.getByRole("button", { name: "Assign static IP" }).click();
    await expect(page.getByText("Static IP 198.51.100.99 assigned to NBN at 12 Harbour St.")).toBeVisible();
    await expectNoAxeViolations(page);
    const sandbox = (await own.get()).sandboxUrl;
    const rows = async () =>
      (await (await page.request.get(`${sandbox}/__sandbox/records/services?accountCode=A10001`)).json()) as {
        data: { code: string; staticIpAddress?: string | null };
      }[];
    expect((await rows()).find((r) => r.data.code === "N1001")?.data.staticIpAddress).toBe("198.51.100.99");

    await page.getByRole("link", { name: "Remove the static IP" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remove the static IP from NBN at 12 Harbour St?");
    await page.getByRole("button", { name: "Remove static IP" }).click();
    await expect(page.getByText("NBN at 12 Harbour St no longer has a static IP.")).toBeVisible();
    expect((await rows()).find((r) => r.data.code === "N1001")?.data.staticIpAddress ?? null).toBeNull();
  });
});
