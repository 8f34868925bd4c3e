import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";
import { errorSummary, records, startPayment } from "./billing-helpers.ts";
import { fillDate } from "./portal-helpers.ts";

/**
 * Two tabs on one journey: a check page sends a version of the answers it showed, so what one tab
 * agreed to is never sent with what another tab changed since. The changed journey is shown
 * again, with its current answers and why.
 */

const CHANGED = "This changed in another tab — check again";

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("Pay now never pays an amount another tab changed", { tag: "@js" }, async ({ page, request }) => {
  await signIn(page, { email: "fw@example.com", path: "/billing" });
  await startPayment(page, "22.00");
  await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
  await expect(page.getByText("you agree to pay $22.00")).toBeVisible();

  // Tab B changes the amount from the same sign-in.
  const other = await page.context().newPage();
  await other.goto("/billing/pay?change=1");
  await other.getByLabel("Amount to pay").fill("33");
  await other.getByRole("button", { name: "Continue" }).click();
  await expect(other).toHaveURL(/\/billing\/pay\/confirm$/);
  await expect(other.getByText("you agree to pay $33.00")).toBeVisible();

  // Tab A still shows $22.00: its "Pay now" is refused, nothing is charged, and it shows $33.00 now.
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
  await expect(errorSummary(page)).toContainText(CHANGED);
  await expect(page.getByText("you agree to pay $33.00")).toBeVisible();
  expect(await records(request, "payments", "A10004")).toHaveLength(0);
  await expectNoAxeViolations(page);

  // Having seen it, the customer may pay it.
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/billing\/pay\/done$/);
  const payments = await records<{ request: { amountCents: number } }>(request, "payments", "A10004");
  expect(payments.map((p) => p.data.request.amountCents)).toEqual([3300]);
  await other.close();
});

async function answerPlan(page: Page, instalment: string) {
  await page.goto("/billing/plan");
  await page.getByLabel("How much can you pay each time?").fill(instalment);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: "Monthly" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await fillDate(page, "Date of your first payment", inDays(7));
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Why do you need more time to pay?").fill("Between jobs until next month.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/plan\/confirm$/);
}

test(
  "a payment plan is never sent with an instalment another tab changed",
  { tag: "@js" },
  async ({ page, request }) => {
    await signIn(page, { email: "fw@example.com", path: "/billing" });
    await answerPlan(page, "25");
    await expect(page.getByText("$25.00")).toBeVisible();

    const other = await page.context().newPage();
    await other.goto("/billing/plan?change=1");
    await other.getByLabel("How much can you pay each time?").fill("40");
    await other.getByRole("button", { name: "Continue" }).click();
    await expect(other).toHaveURL(/\/billing\/plan\/confirm$/);

    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/billing\/plan\/confirm$/);
    await expect(errorSummary(page)).toContainText(CHANGED);
    await expect(page.getByText("$40.00")).toBeVisible();
    expect(await records(request, "payment_plans", "A10004")).toHaveLength(0);
    await other.close();
  },
);
