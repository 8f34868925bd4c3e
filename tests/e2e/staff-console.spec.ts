import { expect, test } from "./fixtures.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import { signInAsStaff } from "./staff-browser.ts";
import { expectNoAxeViolations } from "./support.ts";

/**
 * The staff console in a browser, with JavaScript on and off, against the sandbox's real identity
 * provider (oidc-provider; nothing mocked): sign-in with the password and the emailed code, the
 * no-role refusal, and sign-out ending the session. The console is plain HTML in both modes.
 */

let portal: OwnPortal;
let STAFF_URL: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // Its own portal with the staff listener; the identity provider on any free port.
  portal = await startOwnPortal({ SANDBOX_IDP_PORT: "0" }, { staff: true });
  STAFF_URL = portal.staffUrl!;
});

test.afterAll(async () => {
  await portal?.stop();
});

test.describe("staff console", () => {
  test("an agent signs in with a password and a code, sees who they are, and signs out", async ({ page }) => {
    const home = page.waitForResponse(`${STAFF_URL}/staff`);
    await signInAsStaff(page, portal, "agent@staff.example");
    await expect(page).toHaveURL(`${STAFF_URL}/staff`);
    // No script runs on the console but the report poller, by its hash (nothing of the customers', no tag manager).
    expect((await home).headers()["content-security-policy"]).toMatch(/script-src 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    await expect(page.getByText("Signed in as Avery Agent, Agent.")).toBeVisible();
    await expect(page.getByRole("search").getByLabel("Find a customer")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You have signed out of the staff console.")).toBeVisible();
    await page.goto(`${STAFF_URL}/staff`);
    await expect(page).toHaveURL(`${STAFF_URL}/staff/login`);
  });

  test("a member of staff without a role is told they have no access, and gets no session", async ({ page }) => {
    await signInAsStaff(page, portal, "nobody@staff.example");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You do not have access to the staff console");
    await expectNoAxeViolations(page);
    await page.goto(`${STAFF_URL}/staff`);
    await expect(page).toHaveURL(`${STAFF_URL}/staff/login`);
  });

  test("the search box sends its words to the customer search (a GET)", async ({ page }) => {
    await signInAsStaff(page, portal, "supervisor@staff.example");
    await page.getByLabel("Find a customer").fill("A10001");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${STAFF_URL}/staff/customers?q=A10001`);
    const found = page.getByRole("table", { name: "Customers found" });
    await expect(found.getByRole("rowheader", { name: "A10001" })).toBeVisible();
    // A search is not a view of the account: contact details stay partly masked.
    await expect(found).toContainText("d***@example.com");
    await expect(found).not.toContainText("demo@example.com");
    await expect(found).toContainText("••••\u00a0•••\u00a0678");
    // Services by name and state, as the customer knows them, never by the provider's code.
    await expect(found).toContainText("NBN at 12 Harbour St");
    await expect(found).toContainText("DSL at 12 Harbour St (Cancelled)");
    await expect(found).not.toContainText(/\b[NVD]\d{4}\b/);
    await expectNoAxeViolations(page);

    // Other keys: the email, the mobile in any spacing, the name, a service code, the NBN AVC id; and
    // too short a search is said, keeping what was typed.
    for (const query of [
      "demo@example.com",
      "0412345678",
      "+61 412 345 678",
      "Alex Citizen",
      "N1001",
      "AVC000000000001",
    ]) {
      await page.getByLabel("Find a customer").fill(query);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(found.getByRole("rowheader", { name: "A10001" })).toBeVisible();
    }
    await page.getByLabel("Find a customer").fill("x");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: /Enter at least 2/ })).toBeVisible();
    await expect(page.getByLabel("Find a customer")).toHaveValue("x");
    await expect(page).toHaveTitle(/^Error: Find a customer/);
  });
});
