import { expect, test } from "./fixtures.ts";
import { expectBackAndReloadSendNothing } from "./journey-checks.ts";
import { fillDirectDebit, sandboxRecords } from "./portal-helpers.ts";
import { DEMO, expectNoAxeViolations, latestMessage, resetSandbox, signIn } from "./support.ts";
import { w3mDump } from "./text-browser.ts";

/**
 * The direct debit: stopped ("pay when due") as every change is, a question, a check page, a
 * confirmation with the provider's reference, a message from the provider; and a change of
 * payment details confirmed with the reference its message names.
 */

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

const ACCOUNT = "A10001";
type Method = { type: string; maskedAccountNumber?: string } | null;

async function paymentMethod(request: Parameters<typeof sandboxRecords>[0]): Promise<Method> {
  const [row] = await sandboxRecords<{ paymentMethod: Method }>(request, "accounts", { accountCode: ACCOUNT });
  return row!.data.paymentMethod;
}

test(
  "stopping the direct debit: asked, checked, stopped once, confirmed",
  { tag: "@js" },
  async ({ page, request }) => {
    expect((await paymentMethod(request))?.type).toBe("directDebit");
    await signIn(page, { path: "/billing/payment-details" });
    await page.getByRole("link", { name: "Stop direct debit" }).click();
    await expect(page).toHaveURL(/\/billing\/payment-details\/stop-direct-debit$/);
    await expect(page.getByRole("heading", { level: 1, name: "How do you want to pay your bills?" })).toBeVisible();
    // Nothing chosen: the question's error.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Select how you want to pay your bills",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: "Pay each bill when it is due" }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/stop-direct-debit\/confirm$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Check before you stop your direct debit" }),
    ).toBeVisible();
    await expect(page.getByText(/Direct debit: Account ending \d{3}/)).toBeVisible();
    await expect(page.getByText("You pay each bill by its due date")).toBeVisible();
    await expectBackAndReloadSendNothing(page, "Check before you stop your direct debit");
    await expectNoAxeViolations(page);
    expect((await paymentMethod(request))?.type).toBe("directDebit");

    await page.getByRole("button", { name: "Stop direct debit" }).click();
    await expect(page).toHaveURL(/\/stop-direct-debit\/done$/);
    await expect(page.getByRole("heading", { level: 1, name: "Direct debit stopped" })).toBeVisible();
    const [change] = await sandboxRecords<{ reference: string; paymentMethod: Method }>(
      request,
      "payment_details_changes",
      { accountCode: ACCOUNT },
    );
    expect(change!.data.paymentMethod).toBeNull();
    await expect(page.getByTestId("reference")).toHaveText(change!.data.reference);
    expect(await paymentMethod(request)).toBeNull();
    const message = await latestMessage(request, "email", DEMO.email);
    expect(message.subject).toContain(change!.data.reference);
    expect(message.subject).toContain("direct debit was stopped");
    await expectNoAxeViolations(page);

    // Home no longer says the bill will be debited; payment details offer a direct debit again.
    await page.goto("/home");
    await expect(page.getByRole("main")).not.toContainText("paid by direct debit");
    await page.goto("/billing/payment-details");
    await expect(page.getByRole("link", { name: "Stop direct debit" })).toHaveCount(0);
  },
);

test("another bank account leads to the direct debit's own question", { tag: "@js" }, async ({ page, request }) => {
  await signIn(page, { path: "/billing/payment-details/stop-direct-debit" });
  await page.getByRole("radio", { name: "By direct debit from another bank account" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit$/);
  expect((await paymentMethod(request))?.type).toBe("directDebit");
});

test(
  "new payment details are confirmed with the reference their message names",
  { tag: "@js" },
  async ({ page, request }) => {
    await signIn(page, { path: "/billing/payment-details/direct-debit" });
    await fillDirectDebit(page, "55556666");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/direct-debit\/confirm$/);
    await page.getByLabel("Confirm account number").fill("55556666");
    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByRole("button", { name: "Save payment details" }).click();
    await expect(page).toHaveURL(/\/direct-debit\/done$/);
    const [change] = await sandboxRecords<{ reference: string }>(request, "payment_details_changes", {
      accountCode: ACCOUNT,
    });
    await expect(page.getByTestId("change-reference")).toHaveText(change!.data.reference);
    expect((await latestMessage(request, "email", DEMO.email)).subject).toContain(change!.data.reference);
  },
);

test("the direct debit's question and the pay page's debit read as forms in a text browser (w3m)", async ({ page }) => {
  await signIn(page, { path: "/billing/pay" });
  const pay = await w3mDump(await (await page.request.get("/billing/pay")).text());
  expect(pay).toContain("Your direct debit on");
  expect(pay).toContain("Amount to pay");
  const stop = await w3mDump(await (await page.request.get("/billing/payment-details/stop-direct-debit")).text());
  expect(stop).toContain("How do you want to pay your bills?");
  expect(stop).toMatch(/\(\s?\)\s*Pay each bill when it is due/);
  expect(stop).toContain("Continue");
});
