import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { formatMoney } from "#app/lib/format.ts";
import { addFault, DEMO, expectNoAxeViolations, jsEnabled, resetSandbox, SANDBOX_URL, signIn } from "./support.ts";
import { E2E_PORT } from "./env.ts";
import { startOwnPortal } from "./own-portal.ts";
import { fillDate } from "./portal-helpers.ts";
import { BASE_URL } from "./resilience.ts";

/** A post as the portal's own page sends it (the CSRF check needs the portal's Origin). */
const SAME_ORIGIN = { Origin: BASE_URL };

/**
 * /billing and /billing/payment-details against the sandbox, JavaScript on and off.
 * Sandbox test cards: 4242… approved, 4000 0000 0000 0002 declined at take-payment.
 */

const ACCOUNT = "A10001";
const NEXT_YEAR = String(new Date().getFullYear() + 2);
const VISA = { name: "Alex Citizen", number: "4242 4242 4242 4242", month: "12", year: NEXT_YEAR, cvv: "123" };
const DECLINED = { ...VISA, number: "4000 0000 0000 0002" };
type TestCard = typeof VISA;

type Row<T> = { id: number; accountCode: string | null; ref: string | null; data: T; createdAt: string };

async function records<T>(
  request: APIRequestContext,
  table: string,
  accountCode = ACCOUNT,
  base = SANDBOX_URL,
): Promise<Row<T>[]> {
  const res = await request.get(`${base}/__sandbox/records/${table}?accountCode=${accountCode}`);
  expect(res.ok(), `sandbox records of ${table}`).toBeTruthy();
  return (await res.json()) as Row<T>[];
}

type AccountData = {
  balanceCents: number;
  paymentMethod: { type: string; cardType?: string; maskedCardNumber?: string; maskedAccountNumber?: string } | null;
};

async function account(request: APIRequestContext, accountCode = ACCOUNT): Promise<AccountData> {
  const [row] = await records<AccountData>(request, "accounts", accountCode);
  return row!.data;
}

async function fillCard(page: Page, card: TestCard) {
  await page.getByLabel("Name on card").fill(card.name);
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry month").fill(card.month);
  await page.getByLabel("Expiry year").fill(card.year);
  await page.getByLabel("Security code").fill(card.cvv);
}

async function expectCardFieldsEmpty(page: Page) {
  for (const label of ["Name on card", "Card number", "Expiry month", "Expiry year", "Security code"]) {
    await expect(page.getByLabel(label), `${label} is empty`).toHaveValue("");
  }
}

/** Fills the payment form and continues to "Check your payment". */
async function startPayment(page: Page, amount: string, card: TestCard = VISA) {
  await page.goto("/billing/pay");
  await page.getByLabel("Amount to pay").fill(amount);
  await fillCard(page, card);
  await page.getByRole("button", { name: "Continue" }).click();
}

function errorSummary(page: Page) {
  return page.getByRole("alert").filter({ hasText: "There is a problem" });
}

test.beforeEach(async ({ request }, testInfo) => {
  // Sign-in with MFA plus several axe scans per test: more than the default 30 s on a busy machine.
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

test.describe("billing overview", () => {
  test("shows the balance, transactions and invoices of the sandbox", async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    await expect(page).toHaveTitle(
      /^Billing \(transactions page 1 of \d+, invoices page 1 of \d+\) \| Self Service Portal$/,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();

    const { balanceCents } = await account(request);
    await expect(page.getByTestId("balance")).toHaveText(formatMoney(Math.abs(balanceCents)));

    // Newest first, ten a page; the first row is the newest transaction of the last 12 months.
    const transactions = await records<{ date: string; description: string; amountCents: number }>(
      request,
      "transactions",
    );
    const newest = transactions.at(-1)!.data;
    const txTable = page.getByRole("table", { name: /^Transactions/ });
    await expect(txTable.getByRole("row").nth(1)).toContainText(newest.description);
    await expect(txTable.getByRole("row").nth(1)).toContainText(formatMoney(newest.amountCents));

    const invoices = await records<{ invoiceNumber: string; amountCents: number }>(request, "invoices");
    const latest = invoices.at(-1)!.data;
    const invTable = page.getByRole("table", { name: /^Invoices/ });
    await expect(invTable.getByRole("row").nth(1)).toContainText(latest.invoiceNumber);
    await expect(invTable.getByRole("row").nth(1)).toContainText(formatMoney(latest.amountCents));
    await expect(page.getByRole("link", { name: "Make a payment" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Need more time to pay?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Financial Hardship Policy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "1300 980 711" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Paging: page 2 of the invoices keeps the transactions where they were.
    await page.getByRole("navigation", { name: "Invoices" }).getByRole("link", { name: /Next/ }).click();
    await expect(page.getByRole("navigation", { name: "Invoices" })).toContainText("Page 2 of 2");
    await expect(page.getByRole("navigation", { name: "Transactions" })).toContainText("Page 1 of");
    await expectNoAxeViolations(page);
  });

  test("filters by date range and explains a bad range", async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    const invoices = await records<{ invoiceNumber: string; issueDate: string }>(request, "invoices");
    const one = invoices.at(-3)!.data;
    await fillDate(page, "From", one.issueDate);
    await fillDate(page, "To", one.issueDate);
    await page.getByRole("button", { name: "Show" }).click();
    const invTable = page.getByRole("table", { name: /^Invoices/ });
    await expect(invTable.getByRole("row")).toHaveCount(2);
    await expect(invTable).toContainText(one.invoiceNumber);

    await page.goto("/billing?from=2026-02-30&to=2020-01-01");
    await expect(page).toHaveTitle(/^Error: Billing/);
    await expect(errorSummary(page)).toContainText("The start date must be a real date");
    await expect(page.getByRole("table", { name: /^Invoices/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the range is typed as people write dates, and a part left out is explained", async ({ page }) => {
    await signIn(page, { path: "/billing" });
    await fillDate(page, "From", { day: "1", month: "Nov", year: "2025" });
    await fillDate(page, "To", { day: "20", month: "11", year: "2026" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText("Showing 01 Nov 2025 to 20 Nov 2026.")).toBeVisible();
    const from = page.getByRole("group", { name: "From", exact: true });
    await expect(from.getByLabel("Month", { exact: true })).toHaveValue("Nov");

    await fillDate(page, "From", { day: "1", month: "", year: "2025" });
    await page.getByRole("button", { name: "Show" }).click();
    const link = errorSummary(page).getByRole("link", { name: "The start date must include a month" });
    await expect(link).toHaveAttribute("href", "#from");
    await expect(page.locator("#from")).toHaveAccessibleName("Day");
    await expect(from.getByLabel("Day", { exact: true })).toHaveValue("1");
    await expect(from.getByLabel("Year", { exact: true })).toHaveValue("2025");
    await expect(page).toHaveTitle(/^Error: Billing/);
    await expectNoAxeViolations(page);
  });

  test("downloads the transactions as CSV", async ({ page }) => {
    await signIn(page, { path: "/billing" });
    const res = await page.request.get("/billing/transactions.csv");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/csv");
    expect(res.headers()["content-disposition"]).toMatch(/attachment; filename="transactions-.*\.csv"/);
    const text = await res.text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Date,Type,Description,Reference,Amount,Balance");
    expect(text.split("\r\n").length).toBeGreaterThan(5);
  });

  test("downloads an invoice PDF; another account's invoice is not found", async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    const link = page
      .getByRole("table", { name: /^Invoices/ })
      .getByRole("link", { name: /Download/ })
      .first();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-[\w-]+\.pdf$/);

    const href = (await link.getAttribute("href"))!;
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect((await res.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const theirs = await records<{ invoiceNumber: string }>(request, "invoices", "A10002");
    expect((await page.request.get(`/billing/invoice?id=${theirs[0]!.id}`)).status()).toBe(404);
    expect((await page.request.get("/billing/invoice?id=abc")).status()).toBe(404);
    expect((await page.request.get("/billing/invoice")).status()).toBe(404);
  });
});

test.describe("make a payment", () => {
  test("pays part of the balance and shows the receipt and the new balance", async ({ page, request }) => {
    const before = (await account(request)).balanceCents;
    await signIn(page, { path: "/billing" });
    await page.getByRole("link", { name: "Make a payment" }).click();
    await expect(page).toHaveURL(/\/billing\/pay$/);
    await expect(page).toHaveTitle("Make a payment | Self Service Portal");
    // The amount defaults to the balance owing.
    await expect(page.getByLabel("Amount to pay")).toHaveValue((before / 100).toFixed(2));
    await expectNoAxeViolations(page);

    await page.getByLabel("Amount to pay").fill("12.34");
    await fillCard(page, VISA);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your payment" })).toBeVisible();
    await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
    await expect(page.getByText("$12.34").first()).toBeVisible();
    await expect(page.getByText("Visa ending 4242")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    const after = before - 1234;
    const payments = await records<{ response: { receiptCode: string; amountCents: number } }>(request, "payments");
    expect(payments).toHaveLength(1);
    const { receiptCode } = payments[0]!.data.response;
    await expect(page.getByText(`Your receipt code is ${receiptCode}`)).toBeVisible();
    await expect(page.getByText(`Your balance is now ${formatMoney(after)}`)).toBeVisible();
    expect((await account(request)).balanceCents).toBe(after);
    await expect(page.getByTestId("balance")).toHaveText(formatMoney(Math.abs(after)));
    await expectNoAxeViolations(page);
  });

  test("a double submit of Pay now charges once", { tag: "@js" }, async ({ page, request }) => {
    const before = (await account(request)).balanceCents;
    await signIn(page, { path: "/billing" });
    await startPayment(page, "20.00");
    await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Pay now" }) });
    const fields: Record<string, string> = {};
    for (const input of await form.locator("input[type=hidden]").all()) {
      fields[(await input.getAttribute("name"))!] = (await input.getAttribute("value"))!;
    }
    expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // Two posts with the same idempotency key, as a double click or a resubmit would send.
    const [first, second] = await Promise.all([
      page.request.post("/billing/pay/confirm", { form: fields, headers: SAME_ORIGIN, maxRedirects: 0 }),
      page.request.post("/billing/pay/confirm", { form: fields, headers: SAME_ORIGIN, maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    // And a third, later, by the button itself.
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    expect(await records(request, "payments")).toHaveLength(1);
    expect((await account(request)).balanceCents).toBe(before - 2000);

    // Tampered or malformed posts are refused with 400, never a 500, and charge nothing.
    const tampered: Record<string, string>[] = [
      { ...fields, amountCents: "abc" },
      { ...fields, idempotencyKey: "x" },
      { intent: "nonsense" },
    ];
    for (const form of tampered) {
      expect(
        (await page.request.post("/billing/pay/confirm", { form, headers: SAME_ORIGIN, maxRedirects: 0 })).status(),
      ).toBe(400);
    }
    expect(
      (
        await page.request.post("/billing/pay/confirm", {
          data: { intent: "pay-now" },
          headers: SAME_ORIGIN,
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(400);
    expect(await records(request, "payments")).toHaveLength(1);
  });

  const invalid: { name: string; amount: string; card?: Partial<TestCard>; field: string; message: string }[] = [
    {
      name: "an invalid card number",
      amount: "10.00",
      card: { number: "4242 4242 4242 4241" },
      field: "Card number",
      message: "Enter a valid card number",
    },
    {
      name: "an expired card",
      amount: "10.00",
      card: { month: "01", year: "2020" },
      field: "Expiry year",
      message: "The expiry date must be in the future",
    },
    { name: "a zero amount", amount: "0", field: "Amount to pay", message: "Enter an amount of at least $1.00" },
    {
      name: "a negative amount",
      amount: "-5.00",
      field: "Amount to pay",
      message: "Enter an amount of at least $1.00",
    },
    {
      name: "an amount over the limit",
      amount: "10000.01",
      field: "Amount to pay",
      message: "Enter an amount of no more than $10,000.00",
    },
    {
      name: "letters in the amount",
      amount: "12abc",
      field: "Amount to pay",
      message: "Enter an amount in dollars and cents, like 25.50",
    },
  ];
  for (const c of invalid) {
    test(`${c.name} gets a clear inline error and empty card fields`, async ({ page, request }) => {
      await signIn(page, { path: "/billing" });
      await startPayment(page, c.amount, { ...VISA, ...c.card });
      await expect(page).toHaveTitle("Error: Make a payment | Self Service Portal");
      await expect(errorSummary(page).getByRole("link", { name: c.message })).toBeVisible();
      const field = page.getByLabel(c.field);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await field.getAttribute("id")}-error`)).toContainText(c.message);
      await expect(page.getByLabel("Amount to pay")).toHaveValue(c.amount);
      await expectCardFieldsEmpty(page);
      await expectNoAxeViolations(page);
      expect(await records(request, "payments")).toHaveLength(0);
    });
  }

  test("a declined card keeps the amount, not the card, and charges nothing", async ({ page, request }) => {
    const before = (await account(request)).balanceCents;
    await signIn(page, { path: "/billing" });
    await startPayment(page, "15.00", DECLINED);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(errorSummary(page)).toContainText("Your card was declined");
    await expect(page.getByLabel("Amount to pay")).toHaveValue("15.00");
    await expectCardFieldsEmpty(page);
    await expectNoAxeViolations(page);
    expect((await account(request)).balanceCents).toBe(before);
  });

  test("a provider fault while checking the card keeps the amount and shows the error", async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    await addFault(request, { path: "/api/v1/credit-card/token-receipt/*", status: 500 });
    await startPayment(page, "17.50");
    await expect(errorSummary(page)).toContainText("Request failed with status code 500");
    await expect(page.getByLabel("Amount to pay")).toHaveValue("17.50");
    await expectCardFieldsEmpty(page);
    await expectNoAxeViolations(page);
  });

  test("a provider fault while paying keeps the payment, and trying again charges once", async ({ page, request }) => {
    const before = (await account(request)).balanceCents;
    await signIn(page, { path: "/billing" });
    await startPayment(page, "18.00");
    await addFault(request, { path: "/api/v1/credit-card/take-payment", status: 503, times: 1 });
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByRole("alert")).toContainText("Request failed with status code 503");
    await expect(page.getByText("$18.00").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByText(/Your receipt code is RC\d+/)).toBeVisible();
    expect(await records(request, "payments")).toHaveLength(1);
    expect((await account(request)).balanceCents).toBe(before - 1800);
  });
});

test.describe("payment help", () => {
  test("a payment-plan request is checked, sent and stored", async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    await page.getByRole("link", { name: "Need more time to pay?" }).click();
    await expect(page).toHaveTitle("Need more time to pay? | Self Service Portal");
    await expectNoAxeViolations(page);

    // Nothing filled in: every question gets an error.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toContainText("Enter how much you can pay each time");
    await expect(errorSummary(page)).toContainText("Tell us why you need more time to pay");
    await expectNoAxeViolations(page);

    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("How much can you pay each time?").fill("25");
    await page.getByRole("radio", { name: "Monthly" }).check();
    await fillDate(page, "Date of your first payment", start);
    await page.getByLabel("Why do you need more time to pay?").fill("Between jobs until next month.");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your request" })).toBeVisible();
    await expect(page.getByText("$25.00")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    const plans = await records<{ reference: string; details: Record<string, unknown> }>(request, "payment_plans");
    expect(plans).toHaveLength(1);
    expect(plans[0]!.data.details).toMatchObject({
      instalmentCents: 2500,
      frequency: "monthly",
      startDate: start,
      reason: "Between jobs until next month.",
    });
    await expect(page.getByText(`Your reference is ${plans[0]!.data.reference}`)).toBeVisible();
  });
});

test.describe("one page per question", () => {
  test("a payment: the question and the check step have their own URLs", { tag: "@js" }, async ({ page }) => {
    await signIn(page, { path: "/billing" });
    await page.getByRole("link", { name: "Make a payment" }).click();
    await expect(page).toHaveURL(/\/billing\/pay$/);
    // The back link reads as words alone (the arrow is drawn, not written).
    await expect(page.getByRole("link", { name: "Back to billing", exact: true })).toHaveAttribute("href", "/billing");

    // Answers that need fixing: the question again, with its errors and empty card fields.
    await page.getByLabel("Amount to pay").fill("0");
    await fillCard(page, VISA);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveTitle("Error: Make a payment | Self Service Portal");
    await expectCardFieldsEmpty(page);

    await page.getByLabel("Amount to pay").fill("21.00");
    await fillCard(page, VISA);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your payment" })).toBeVisible();
    await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
      "href",
      "/billing/pay?amount=21.00",
    );
    await expect(page.getByRole("link", { name: "Change card" })).toHaveAttribute("href", "/billing/pay");

    // "Change amount" goes back to the question with the amount, the card to type again.
    await page.getByRole("link", { name: "Change amount" }).click();
    await expect(page).toHaveURL(/\/billing\/pay\?amount=21\.00$/);
    await expect(page.getByLabel("Amount to pay")).toHaveValue("21.00");
    await expectCardFieldsEmpty(page);
    if (jsEnabled()) {
      // The browser's back button to the check step: with nothing posted, the question again.
      await page.goBack();
      await expect(page).toHaveURL(/\/billing\/pay$/);
      await expect(page.getByRole("heading", { level: 1, name: "Make a payment" })).toBeVisible();
    }

    // A plain visit to the check step (a reload, a bookmark) has nothing to check: the question.
    const visit = await page.request.get("/billing/pay/confirm", { maxRedirects: 0 });
    expect(visit.status()).toBe(302);
    expect(visit.headers().location).toBe("/billing/pay");
    await page.goto("/billing/pay/confirm");
    await expect(page).toHaveURL(/\/billing\/pay$/);
    await expect(page.getByRole("heading", { level: 1, name: "Make a payment" })).toBeVisible();
  });

  test("a plan request: the question, the check step and changing the answers", async ({ page, request }) => {
    await signIn(page, { path: "/billing/plan" });
    await expect(page).toHaveTitle("Need more time to pay? | Self Service Portal");
    const start = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("How much can you pay each time?").fill("30");
    await page.getByRole("radio", { name: "Weekly" }).check();
    await fillDate(page, "Date of your first payment", start);
    await page.getByLabel("Why do you need more time to pay?").fill("Waiting for my pay.");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your request" })).toBeVisible();
    await expect(page).toHaveURL(/\/billing\/plan\/confirm$/);
    await expect(page.getByText("$30.00")).toBeVisible();

    // "Change your answers": the question again, filled in.
    await page.getByRole("button", { name: "Change your answers" }).click();
    await expect(page).toHaveURL(/\/billing\/plan$/);
    await expect(page.getByLabel("How much can you pay each time?")).toHaveValue("30.00");
    await expect(page.getByRole("radio", { name: "Weekly" })).toBeChecked();
    await expect(page.getByLabel("Why do you need more time to pay?")).toHaveValue("Waiting for my pay.");
    const firstPayment = page.getByRole("group", { name: "Date of your first payment", exact: true });
    await expect(firstPayment.getByLabel("Day", { exact: true })).toHaveValue(String(Number(start.slice(8, 10))));
    await expect(firstPayment.getByLabel("Year", { exact: true })).toHaveValue(start.slice(0, 4));
    await page.getByLabel("How much can you pay each time?").fill("40");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/billing\/plan\/confirm$/);
    await expect(page.getByText("$40.00")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    const plans = await records<{ details: Record<string, unknown> }>(request, "payment_plans");
    expect(plans).toHaveLength(1);
    expect(plans[0]!.data.details).toMatchObject({ instalmentCents: 4000, frequency: "weekly", startDate: start });

    const visit = await page.request.get("/billing/plan/confirm", { maxRedirects: 0 });
    expect(visit.status()).toBe(302);
    expect(visit.headers().location).toBe("/billing/plan");
  });
});

// ─── Card data never leaves the payment path ────────────────────────────────

test.describe("card data", () => {
  // American Express test number, with a 4-digit security code that appears nowhere else.
  const AMEX = { name: "Alex Citizen", number: "3782 822463 10005", month: "11", year: NEXT_YEAR, cvv: "7319" };
  const NUMBERS = ["378282246310005", "4242424242424242"];
  const CVV = /(?<![\w.,$])7319(?![\w.,])/;

  test(
    "card numbers and the security code appear in no response body and no log line",
    { tag: "@js" },
    async ({ browser }) => {
      test.setTimeout(120_000);
      const port = E2E_PORT + (jsEnabled() ? 10 : 14);
      const portal = await startOwnPortal(port, { LOG_LEVEL: "trace" });
      const context = await browser.newContext({ baseURL: portal.url, javaScriptEnabled: jsEnabled() });
      const bodies: Promise<{ url: string; text: string }>[] = [];
      context.on("response", (response) => {
        if (response.url().includes("/assets/")) return; // static files, the same for everyone
        bodies.push(
          response.body().then(
            (b) => ({ url: response.url(), text: b.toString("utf8") }),
            () => ({ url: response.url(), text: "" }),
          ),
        );
      });
      const page = await context.newPage();
      try {
        // Sign in and verify against our own sandbox's outbox.
        await page.goto("/login");
        const form = page.locator("form#sign-in");
        await form.getByLabel("Email").fill(DEMO.email);
        await form.getByLabel("Password").fill(DEMO.password);
        await form.getByRole("button", { name: "Sign in" }).click();
        await expect(page).not.toHaveURL(/\/login/);
        await page.goto("/billing/pay");
        await expect(page).toHaveURL(/\/mfa/);
        await page.getByRole("radio", { name: /^Email/ }).check();
        await page.getByRole("button", { name: "Send code" }).click();
        await expect(page.getByLabel("Verification code")).toBeVisible();
        const outbox = (await (await fetch(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as {
          channel: string;
          code?: string;
        }[];
        await page.getByLabel("Verification code").fill(outbox.find((m) => m.channel === "email")!.code!);
        await page.getByRole("button", { name: "Verify" }).click();
        await expect(page.getByLabel("Amount to pay")).toBeVisible();

        // A failed post with card data, a payment, a decline-free card update and a provider fault.
        await page.getByLabel("Amount to pay").fill("0");
        await fillCard(page, AMEX);
        await page.getByRole("button", { name: "Continue" }).click();
        await expect(errorSummary(page)).toBeVisible();
        await page.getByLabel("Amount to pay").fill("11.00");
        await fillCard(page, AMEX);
        await page.getByRole("button", { name: "Continue" }).click();
        await page.getByRole("button", { name: "Pay now" }).click();
        await expect(page.getByText(/Your receipt code is/)).toBeVisible();

        await page.goto("/billing/pay");
        await page.getByLabel("Amount to pay").fill("12.00");
        await fillCard(page, { ...VISA, cvv: "731" });
        await page.getByRole("button", { name: "Continue" }).click();
        await page.getByRole("button", { name: "Pay now" }).click();
        await expect(page.getByText(/Your receipt code is/)).toBeVisible();

        await page.goto("/billing/payment-details/card");
        await fillCard(page, AMEX);
        await page.getByRole("button", { name: "Continue" }).click();
        await page.getByLabel("Current password").fill(DEMO.password);
        await page.getByRole("button", { name: "Save payment details" }).click();
        await expect(page.getByTestId("new-method")).toHaveText("American Express ending 0005");

        await fetch(`${portal.sandboxUrl}/__sandbox/faults`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ path: "/api/v1/credit-card/token-receipt/*", status: 500 }),
        });
        await page.goto("/billing/payment-details/card");
        await fillCard(page, AMEX);
        await page.getByRole("button", { name: "Continue" }).click();
        await expect(errorSummary(page)).toContainText("Request failed with status code 500");
      } finally {
        await context.close();
        await portal.stop();
      }

      const responses = await Promise.all(bodies);
      expect(responses.length).toBeGreaterThan(10);
      for (const { url, text } of responses) {
        const compact = text.replace(/[\s-]/g, "");
        for (const number of NUMBERS) expect(compact.includes(number), `card number in the body of ${url}`).toBe(false);
        expect(CVV.test(text), `security code in the body of ${url}`).toBe(false);
      }
      const lines = portal.logs().split("\n");
      // The capture works: the payments were logged (as events without card data).
      expect(lines.some((l) => l.includes('"event":"take-payment"') && l.includes('"outcome":"success"'))).toBe(true);
      for (const line of lines) {
        const compact = line.replace(/[\s-]/g, "");
        for (const number of NUMBERS)
          expect(compact.includes(number), `card number in a log line: ${line.slice(0, 200)}`).toBe(false);
        expect(CVV.test(line), `security code in a log line: ${line.slice(0, 200)}`).toBe(false);
      }
    },
  );
});
