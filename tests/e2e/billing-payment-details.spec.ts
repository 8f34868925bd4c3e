import type { APIRequestContext, Page } from "@playwright/test";
import { expect, portalUrl, test } from "./fixtures.ts";
import { expectBackAndReloadSendNothing, shownOn, watchPosts } from "./journey-checks.ts";
import { fillDirectDebit, sandboxRecords } from "./portal-helpers.ts";
import { DEMO, expectNoAxeViolations, jsEnabled, resetSandbox, sandboxUrl, signIn } from "./support.ts";

/**
 * New payment details (/billing/payment-details): "Pay by card" (…/card → …/card/confirm →
 * …/card/done) and "Pay by direct debit" (…/direct-debit → …/direct-debit/confirm →
 * …/direct-debit/done) against the sandbox. A question per page, answers on the server, a check
 * page whose post carries only what is typed there (the current password; for direct debit the
 * account number again), a confirmation from the provider's answer. The password's refusals are
 * in reauth.spec.ts; card data in no body or log line in billing.spec.ts ("card data").
 */

const ACCOUNT = "A10001";
const NEXT_YEAR = String(new Date().getFullYear() + 2);
const MASTERCARD = { name: "Alex Citizen", number: "5555 5555 5555 4444", month: "06", year: NEXT_YEAR, cvv: "321" };
const sameOrigin = () => ({ Origin: portalUrl() });

type PaymentMethod = { type: string; cardType?: string; accountName?: string; maskedAccountNumber?: string } | null;

async function paymentMethod(request: APIRequestContext): Promise<PaymentMethod> {
  const [row] = await sandboxRecords<{ paymentMethod: PaymentMethod }>(request, "accounts", { accountCode: ACCOUNT });
  return row!.data.paymentMethod;
}

async function fillCard(page: Page, card = MASTERCARD) {
  await page.getByLabel("Name on card").fill(card.name);
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry month").fill(card.month);
  await page.getByLabel("Expiry year").fill(card.year);
  await page.getByLabel("Security code").fill(card.cvv);
}

function errorSummary(page: Page) {
  return page.getByRole("alert").filter({ hasText: "There is a problem" });
}

/** Provider calls the sandbox received since `DELETE /__sandbox/calls`, by "METHOD /path". */
async function providerCalls(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.get(`${sandboxUrl()}/__sandbox/calls`);
  return ((await res.json()) as { byCall: Record<string, number> }).byCall;
}

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

test("switches to direct debit and back to card, masked", { tag: "@js" }, async ({ page, request }) => {
  await signIn(page, { path: "/billing/payment-details" });
  await expect(page).toHaveTitle("Payment details | Self Service Portal");
  await expect(page.getByTestId("current-method")).toHaveText(/^Direct debit: Account ending \d{3}$/);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Pay by direct debit" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit$/);
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
    "href",
    "/billing/payment-details",
  );
  await page.getByLabel("Account name").fill("Alex Citizen");
  await page.getByLabel("BSB").fill("062000");
  await page.getByLabel("Account number").fill("12345678");
  await page.getByRole("button", { name: "Continue" }).click();
  // The agreement is required. Without JavaScript the server answers, and the account number is
  // not sent back: it is typed again. With JavaScript the check runs in the browser first.
  await expect(errorSummary(page)).toContainText("You must agree to the direct debit terms");
  if (!jsEnabled()) await expect(page.getByLabel("Account number")).toHaveValue("");
  await expect(page.getByLabel("BSB")).toHaveValue("062000");
  await expectNoAxeViolations(page);
  await page.getByLabel("Account number").fill("12345678");
  await page.getByLabel("I agree to the direct debit terms").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit\/confirm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check your new payment details" })).toBeVisible();
  await expect(page.getByText("Account ending 678")).toBeVisible();
  await expect(page.getByText("062-000")).toBeVisible();
  await expectNoAxeViolations(page);
  // The account number again (only its last digits were kept) and the current password
  // (re-authentication; tests/e2e/reauth.spec.ts).
  await page.getByLabel("Confirm account number").fill("12345678");
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save payment details" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit\/done$/);
  await expect(page.getByText("Your payment details have been updated")).toBeVisible();
  await expect(page.getByTestId("new-method")).toHaveText("Direct debit: Account ending 678");
  await expectNoAxeViolations(page);
  expect(await paymentMethod(request)).toMatchObject({ type: "directDebit", maskedAccountNumber: "••••5678" });
  await page.getByRole("link", { name: "Back to payment details" }).click();
  await expect(page.getByTestId("current-method")).toHaveText("Direct debit: Account ending 678");

  await page.getByRole("link", { name: "Pay by card" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("Enter a valid card number");
  await expectNoAxeViolations(page);
  await fillCard(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/card\/confirm$/);
  await expect(page.getByText("Mastercard ending 4444")).toBeVisible();
  await expect(page.getByRole("link", { name: "Change card" })).toHaveAttribute(
    "href",
    "/billing/payment-details/card?change=1",
  );
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save payment details" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/card\/done$/);
  await expect(page.getByTestId("new-method")).toHaveText("Mastercard ending 4444");
  expect(await paymentMethod(request)).toMatchObject({ type: "card", cardType: "Mastercard" });
  await page.getByRole("link", { name: "Back to payment details" }).click();
  await expect(page.getByTestId("current-method")).toHaveText("Mastercard ending 4444");
  await expectNoAxeViolations(page);
});

test("pay by card: back and refresh send nothing, the check page carries no answers", async ({ page }) => {
  await signIn(page, { path: "/billing/payment-details/card" });
  await expect(page.getByRole("heading", { level: 1, name: "Pay by card" })).toBeVisible();
  await expectBackAndReloadSendNothing(page, "Pay by card");
  await fillCard(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/card\/confirm$/);
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
    "href",
    "/billing/payment-details/card",
  );
  const form = page.locator("form", { has: page.getByRole("button", { name: "Save payment details" }) });
  // Only the version of the answers shown (app/lib/journey).
  await expect(form.locator("input[type=hidden]")).toHaveCount(1);
  await expect(form.locator("input[type=hidden][name=shown]")).toHaveCount(1);
  await expectBackAndReloadSendNothing(page, "Check your new payment details");
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save payment details" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/card\/done$/);
  await expectBackAndReloadSendNothing(page, "Payment details updated");

  // After saving, the check page leads to the confirmation; "Pay by card" starts again, empty.
  await page.goto("/billing/payment-details/card/confirm");
  await expect(page).toHaveURL(/\/billing\/payment-details\/card\/done$/);
  await page.goto("/billing/payment-details/card");
  await expect(page.getByLabel("Card number")).toHaveValue("");
  const early = await page.request.get("/billing/payment-details/card/confirm", { maxRedirects: 0 });
  expect(early.status()).toBe(303);
  expect(early.headers().location).toBe("/billing/payment-details/card");
});

test("pay by direct debit: an error keeps what was typed but the account number, through a reload", async ({
  page,
}) => {
  await signIn(page, { path: "/billing/payment-details/direct-debit" });
  await page.getByLabel("Account name").fill("Alex Citizen");
  await page.getByLabel("BSB").fill("12");
  await page.getByLabel("Account number").fill("12345678");
  await page.getByLabel("I agree to the direct debit terms").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit$/);
  await expect(page).toHaveTitle("Error: Pay by direct debit | Self Service Portal");
  await expect(errorSummary(page).getByRole("link", { name: "Enter a BSB in the format 000-000" })).toBeVisible();
  const posts = watchPosts(page);
  await page.reload();
  await expect(errorSummary(page).getByRole("link", { name: "Enter a BSB in the format 000-000" })).toBeVisible();
  await expect(page.getByLabel("Account name")).toHaveValue("Alex Citizen");
  await expect(page.getByLabel("BSB")).toHaveValue("12");
  await expect(page.getByLabel("Account number")).toHaveValue("");
  expect(await page.content()).not.toContain("12345678");
  expect(posts).toHaveLength(0);
  await expectNoAxeViolations(page);

  await fillDirectDebit(page, "12345678");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit\/confirm$/);
  await expectBackAndReloadSendNothing(page, "Check your new payment details");
  // The full account number is nowhere on the check page: only its last digits.
  expect(await page.content()).not.toContain("12345678");

  // Another number than the one answered is refused, the password not even checked.
  await page.getByLabel("Confirm account number").fill("12345699");
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save payment details" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit\/confirm$/);
  const notSame = "Enter the same account number as before (it ends in 678)";
  await expect(errorSummary(page).getByRole("link", { name: notSame })).toBeVisible();
  await expect(page.getByLabel("Confirm account number")).toHaveValue("");
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await page.reload();
  await expect(errorSummary(page).getByRole("link", { name: notSame })).toBeVisible();
  await expectNoAxeViolations(page);

  // Changing an answer from the check page comes back to it; the name and BSB are shown again.
  await page.getByRole("link", { name: "Change BSB" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit\?change=1$/);
  await expect(page.getByLabel("Account name")).toHaveValue("Alex Citizen");
  await expect(page.getByLabel("BSB")).toHaveValue("062-000");
  await expect(page.getByLabel("Account number")).toHaveValue("");
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
    "href",
    "/billing/payment-details/direct-debit/confirm",
  );
  await page.getByLabel("BSB").fill("063-111");
  await page.getByLabel("Account number").fill("87654321");
  await page.getByLabel("I agree to the direct debit terms").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit\/confirm$/);
  await expect(page.getByText("063-111")).toBeVisible();
  await expect(page.getByText("Account ending 321")).toBeVisible();
});

test("Save payment details sent twice at once saves once", async ({ page, request }) => {
  await signIn(page, { path: "/billing/payment-details/direct-debit" });
  await fillDirectDebit(page, "55556666");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit\/confirm$/);
  await request.delete(`${sandboxUrl()}/__sandbox/calls`);
  // Two posts at once with the page's cookies, as a double click or a resubmit would send; one
  // also carries fields no form has, which must change nothing.
  const form = { ...(await shownOn(page)), accountNumber: "55556666", currentPassword: DEMO.password };
  const hostile = { ...form, accountName: "Mallory", bsb: "999-999", accountEnding: "666" };
  const [first, second] = await Promise.all([
    page.request.post("/billing/payment-details/direct-debit/confirm", {
      form,
      headers: sameOrigin(),
      maxRedirects: 0,
    }),
    page.request.post("/billing/payment-details/direct-debit/confirm", {
      form: hostile,
      headers: sameOrigin(),
      maxRedirects: 0,
    }),
  ]);
  expect([first.status(), second.status()]).toEqual([303, 303]);
  const done = "/billing/payment-details/direct-debit/done";
  expect([first.headers().location, second.headers().location]).toEqual([done, done]);
  const calls = await providerCalls(request);
  expect(calls["POST /api/v1/account/actions/update-payment-details"]).toBe(1);
  expect(calls["POST /api/v1/authentication/get-token"]).toBe(1);
  expect(await paymentMethod(request)).toMatchObject({
    type: "directDebit",
    accountName: "Alex Citizen",
    maskedAccountNumber: "••••6666",
  });

  // The confirmation shows what the provider answered.
  await page.goto(done);
  await expect(page.getByTestId("new-method")).toHaveText("Direct debit: Account ending 666");
  // A later post leads to the confirmation and saves nothing again.
  const later = await page.request.post("/billing/payment-details/direct-debit/confirm", {
    form,
    headers: sameOrigin(),
    maxRedirects: 0,
  });
  expect(later.status()).toBe(303);
  expect(later.headers().location).toBe(done);
  expect((await providerCalls(request))["POST /api/v1/account/actions/update-payment-details"]).toBe(1);
});
