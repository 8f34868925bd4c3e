import { expect, test } from "./fixtures.ts";
import { DEMO, expectNoAxeViolations, latestMessage, resetSandbox, signIn } from "./support.ts";
import { fillCard, records, startPayment, VISA } from "./billing-helpers.ts";

/**
 * Every change is confirmed to the customer by the provider (the sandbox's outbox), carrying the
 * reference the confirmation page shows; a payment has a printable receipt page of its own.
 */

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

test(
  "a card payment sends a receipt carrying the code on screen, and the receipt page shows it",
  { tag: "@js" },
  async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    await startPayment(page, "12.34");
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/billing\/pay\/done$/);
    const receiptCode = (await page.getByTestId("receipt-code").textContent())!.trim();
    expect(receiptCode).toMatch(/^RC\d+$/);

    const message = await latestMessage(page.request, "email", DEMO.email);
    expect(message.subject).toBe(`Payment received (${receiptCode})`);
    expect(message.body).toContain(`Your receipt code is ${receiptCode}`);
    expect(message.body).toContain("$12.34");
    expect(message.body).not.toMatch(/4242 ?4242|\b123\b/);

    // The receipt page, from the confirmation.
    await page.getByRole("link", { name: "View or print your receipt" }).click();
    await expect(page).toHaveURL(new RegExp(`/billing/receipt\\?code=${receiptCode}$`));
    await expect(page).toHaveTitle(`Receipt ${receiptCode} | Self Service Portal`);
    await expect(page.getByTestId("receipt-code")).toHaveText(receiptCode);
    await expect(page.getByText("$12.34").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // And from billing history: the payment's reference links to its receipt.
    await page.goto("/billing");
    await page
      .getByRole("table", { name: /^Transactions/ })
      .getByRole("link", { name: `Receipt ${receiptCode}` })
      .click();
    await expect(page.getByTestId("receipt-code")).toHaveText(receiptCode);

    // Another account's payment is not found here.
    const others = await records<{ type: string; reference: string | null }>(request, "transactions", "A10003");
    const ours = await records<{ reference: string | null }>(request, "transactions");
    const foreign = others.find(
      (r) => r.data.type === "payment" && r.data.reference && !ours.some((o) => o.data.reference === r.data.reference),
    );
    expect(foreign).toBeTruthy();
    const answer = await page.goto(`/billing/receipt?code=${foreign!.data.reference}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Receipt not found" })).toBeVisible();
  },
);

test("a plan change sends a message carrying the reference on the done page", { tag: "@js" }, async ({ page }) => {
  await signIn(page, { path: "/home/plan" });
  await page.getByLabel(/NBN 50\/20 Home Standard/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Confirm plan change" }).click();
  await expect(page).toHaveURL(/\/home\/plan\/done$/);
  const shown = await page.getByText(/Reference CC-\d+/).textContent();
  const reference = /CC-\d+/.exec(shown ?? "")![0];

  const message = await latestMessage(page.request, "email", DEMO.email);
  expect(message.subject).toBe(`Your plan change (${reference})`);
  expect(message.body).toContain("NBN 50/20 Home Standard");
});

test("a change of payment details sends a security notice", { tag: "@js" }, async ({ page }) => {
  await signIn(page, { path: "/billing/payment-details" });
  await page.getByRole("link", { name: "Pay by card" }).click();
  await fillCard(page, VISA);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/card\/confirm$/);
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save payment details" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/card\/done$/);

  const message = await latestMessage(page.request, "email", DEMO.email);
  expect(message.subject).toMatch(/^Your payment details were changed \(PD-\d+\)$/);
  expect(message.body).toContain("Visa card ending 4242");
  expect(message.body).toContain("If you did not make this change, call us on 1300 980 711 straight away.");
  expect(message.body).not.toMatch(/4242 ?4242|\b123\b/);
});
