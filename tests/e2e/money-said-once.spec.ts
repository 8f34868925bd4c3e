import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { account, fillCard, VISA } from "./billing-helpers.ts";
import { fillDate, switchService } from "./portal-helpers.ts";
import { latestMessage, resetSandbox, signIn } from "./support.ts";

/**
 * Money said one way everywhere (docs/decisions/081): what paying now or a payment plan does to
 * the scheduled direct debit; a joiner's one-off charge on the first bill; electricity's monthly
 * figure on home and the comparison; an energy contract change made at once; a receipt that names
 * the provider, its ABN and the time.
 */

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

const money = (cents: number) =>
  new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" }).format(cents / 100);
const DAY = String.raw`\d{1,2} [A-Z][a-z]+ \d{4}`;
const PAUSED_BY_PLAN =
  "Your direct debit is paused while the payment plan runs. It starts again by itself when the plan ends.";
const debitWords = (page: Page) => page.getByTestId("direct-debit");

/** The debit's date as the amount page says it. */
async function debitDate(page: Page): Promise<string> {
  await expect(debitWords(page)).toContainText(
    new RegExp(`^Your direct debit on ${DAY} takes what you still owe then: pay it all now and nothing will be taken`),
  );
  return /on (.+?) takes/.exec((await debitWords(page).textContent())!)![1]!;
}

async function payFromAmountPage(page: Page, amount: string) {
  await page.getByLabel("Amount to pay").fill(amount);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/pay\/card$/);
  await fillCard(page, VISA);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
}

test.describe("the direct debit, said where money is paid", () => {
  test(
    "paying part says the debit takes the rest; the receipt names the provider, its ABN and the time",
    { tag: "@js" },
    async ({ page, request }) => {
      const { balanceCents } = await account(request);
      expect(balanceCents).toBeGreaterThan(1000);
      await signIn(page, { path: "/billing/pay" });
      const date = await debitDate(page);
      await payFromAmountPage(page, "10");
      const rest = `Your direct debit on ${date} will take the rest: ${money(balanceCents - 1000)}.`;
      await expect(debitWords(page)).toHaveText(rest);
      await page.getByRole("button", { name: "Pay now" }).click();
      await expect(page).toHaveURL(/\/billing\/pay\/done$/);
      await expect(debitWords(page)).toHaveText(rest);

      const main = page.getByRole("main");
      const when = new RegExp(`${DAY} at (\\d{1,2}:\\d\\d(am|pm)|midnight|midday) \\(Sydney time\\)`);
      for (const where of ["done", "receipt"]) {
        await expect(main, where).toContainText(/Paid to\s*Self Service Portal/);
        await expect(main, where).toContainText(/ABN\s*72 619 048 351/);
        await expect(main, where).toContainText(when);
        if (where === "done") await page.getByRole("link", { name: "View or print your receipt" }).click();
      }
      await expect(page).toHaveURL(/\/billing\/receipt\?code=/);
    },
  );

  test("paying it all says nothing will be taken by the debit", { tag: "@js" }, async ({ page, request }) => {
    const { balanceCents } = await account(request);
    await signIn(page, { path: "/billing/pay" });
    const date = await debitDate(page);
    await payFromAmountPage(page, (balanceCents / 100).toFixed(2));
    const nothing = `Nothing will be taken by direct debit on ${date}.`;
    await expect(debitWords(page)).toHaveText(nothing);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/billing\/pay\/done$/);
    await expect(debitWords(page)).toHaveText(nothing);
  });

  test(
    "a payment plan pauses the debit: said on its question, check page, confirmation, message, home and paying",
    { tag: "@js" },
    async ({ page, request }) => {
      await signIn(page, { path: "/billing/plan" });
      await expect(debitWords(page)).toHaveText(PAUSED_BY_PLAN);
      await page.getByLabel("How much can you pay each time?").fill("25");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("radio", { name: "Monthly" }).check();
      await page.getByRole("button", { name: "Continue" }).click();
      await fillDate(
        page,
        "Date of your first payment",
        new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      );
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel("Why do you need more time to pay?").fill("Waiting on my pay");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/billing\/plan\/confirm$/);
      await expect(debitWords(page)).toHaveText(PAUSED_BY_PLAN);
      await page.getByRole("button", { name: "Send request" }).click();
      await expect(page).toHaveURL(/\/billing\/plan\/done$/);
      await expect(debitWords(page)).toHaveText(PAUSED_BY_PLAN);
      expect((await latestMessage(request, "email", "demo@example.com")).body).toContain(PAUSED_BY_PLAN);

      // The provider says the debit is paused: home and paying now say so, never a date it pays.
      await page.goto("/home");
      await expect(page.getByRole("main")).toContainText("Your direct debit is paused while your payment plan runs.");
      await expect(page.getByRole("main")).not.toContainText("paid by direct debit");
      await page.goto("/billing/pay");
      await expect(debitWords(page)).toHaveText("Your direct debit is paused while your payment plan runs.");
    },
  );

  test("without a direct debit, paying and a payment plan say nothing of one", { tag: "@js" }, async ({ page }) => {
    await signIn(page, { path: "/billing/payment-details/stop-direct-debit" });
    await page.getByRole("radio", { name: "Pay each bill when it is due" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Stop direct debit" }).click();
    await expect(page).toHaveURL(/\/stop-direct-debit\/done$/);
    for (const path of ["/billing/pay", "/billing/plan"]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(debitWords(page), path).toHaveCount(0);
      await expect(page.getByRole("main"), path).not.toContainText("direct debit");
    }
  });
});

test("joining: a modem's one-off price is on the first bill, said the same on the plan, the quote and the terms", async ({
  page,
}) => {
  await page.goto("/signup?address=1+harbour+st+sydn");
  await page.getByRole("radio", { name: "1 Harbour Street, Sydney NSW 2000" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("link", { name: "Choose a plan" }).click();
  await page.getByRole("radio", { name: "NBN 100/20 Home Fast" }).check();
  const modem = page.getByRole("radio", { name: "Wi-Fi 6 modem" });
  await modem.check();
  await expect(page.getByRole("main")).toContainText("$199.00 one-off, on your first bill");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Upfront");
  await page.getByLabel("Email").fill("sam.upfront@example.com");
  await page.getByLabel("Mobile").fill("0412 345 678");
  await fillDate(page, "Date of birth", "1990-04-01");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup\/check$/);
  const main = page.getByRole("main");
  await expect(main).not.toContainText("up front");
  await expect(main).not.toContainText("first invoice");
  await expect(main).toContainText(/To pay now\s*Nothing/);
  await expect(main).toContainText(/One-off charges\s*\$199\.00, on your first bill/);
  await expect(main).toContainText("its one-off price is charged on your first bill, not when you join");
});

test("electricity: home's monthly figure is the estimate on the customer's usage that the comparison shows", async ({
  page,
}) => {
  await signIn(page, { email: "energy@example.com", path: "/home" });
  await switchService(page, "E6001");
  const details = page.getByRole("main");
  await expect(details).not.toContainText("Monthly price");
  await expect(details).toContainText(/Estimated monthly cost\s*About \$[\d,]+\.\d\d a month, on your usage/);
  const figure = /About (\$[\d,]+\.\d\d) a month, on your usage/.exec((await details.textContent())!)![1]!;
  await page.goto("/home/energy-contract");
  const table = page.getByRole("table", { name: "Energy contracts compared" });
  const estimates = table.getByRole("row", { name: /Estimated monthly cost for your usage/ });
  await expect(estimates.getByRole("cell").first()).toHaveText(`About ${figure} a month`);
});

test("an energy contract change is done at once: the page, the message and the request agree", async ({
  page,
  request,
}) => {
  await signIn(page, { email: "energy@example.com", path: "/home" });
  await switchService(page, "E6001");
  await page.goto("/home/energy-contract");
  await page.getByRole("radio", { name: "Electricity Green 100%" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("main")).toContainText("Straight away. Your next bill uses the new contract's rates.");
  await page.getByRole("button", { name: "Confirm contract change" }).click();
  await expect(page).toHaveURL(/\/home\/energy-contract\/done$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contract changed" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("requested");
  await expect(page.getByRole("main")).toContainText("is now on Electricity Green 100%");
  await expect(page.getByRole("main")).toContainText("Straight away. Your next bill uses the new contract's rates.");
  const message = await latestMessage(request, "email", "energy@example.com");
  expect(message.body).toContain("is now on Electricity Green 100%");
  expect(message.body).toContain("straight away. Your next bill uses the new contract's rates.");
  await page.goto("/requests");
  await expect(page.getByRole("row", { name: /CC-\d+/ })).toContainText("Completed");
});
