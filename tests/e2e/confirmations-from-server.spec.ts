import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInWithoutMfa } from "./portal-helpers.ts";
import { resetSandbox } from "./support.ts";

// A confirmation shows what the provider gave this sign-in, never what a link carries: a
// reference typed into the URL (a phishing link "your complaint HACKED-1 was received") is not shown.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const FORGED = "HACKED-1";

async function sendComplaint(page: Page) {
  await page.goto("/support/new-complaint");
  await page.getByRole("radio", { name: "Billing or payments" }).check();
  await page.getByLabel("Describe your complaint").fill("I was charged twice.");
  await page.getByLabel("What would you like us to do to put things right?").fill("Refund it.");
  await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "No" }).check();
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Complaint received" })).toBeVisible();
}

test.describe("a reference in the URL", { tag: "@js" }, () => {
  test("is never shown: the support forms' confirmations come from the server", async ({ page }) => {
    await signInWithoutMfa(page);
    for (const path of ["/support/new-complaint", "/support/new-ticket", "/support/report-fault"]) {
      for (const query of [`?reference=${FORGED}`, `?reference=${FORGED}&urgent=1`, `?sent&reference=${FORGED}`]) {
        await page.goto(path + query);
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.getByText(FORGED)).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1, name: /received|reported/ })).toHaveCount(0);
      }
    }

    // A real complaint: its confirmation shows the provider's reference, and a forged one beside it changes nothing.
    await sendComplaint(page);
    const reference = (await page.getByText(/^SR[\w-]+$/).textContent())!;
    expect(page.url()).not.toContain(reference);
    await page.reload();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await page.goto(`/support/new-complaint?sent&reference=${FORGED}&urgent=1`);
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByText(FORGED)).toHaveCount(0);
    await expect(page.getByText("You told us your complaint is urgent", { exact: false })).toHaveCount(0);
  });
});
