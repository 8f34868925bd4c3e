import { expect, test } from "./fixtures.ts";
import { formatMoney } from "#app/domain/format.ts";
import { DEMO, expectNoAxeViolations, jsEnabled, resetSandbox, signIn } from "./support.ts";
import { account, errorSummary, fillCard, NEXT_YEAR, records, VISA } from "./billing-helpers.ts";
import { startOwnPortal } from "./own-portal.ts";
import { fillDate } from "./portal-helpers.ts";

/**
 * /billing and /billing/payment-details against the sandbox, JavaScript on and off. "Make a
 * payment" and "Need more time to pay?" are in billing-pay.spec.ts and billing-plan.spec.ts.
 */

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
    await expect(page.getByText("Showing 1 November 2025 to 20 November 2026.")).toBeVisible();
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
      const portal = await startOwnPortal({ LOG_LEVEL: "trace" });
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
        await page.getByLabel("Amount to pay").fill("11.00");
        await page.getByRole("button", { name: "Continue" }).click();
        await fillCard(page, { ...AMEX, month: "13" });
        await page.getByRole("button", { name: "Continue" }).click();
        await expect(errorSummary(page)).toBeVisible();
        await fillCard(page, AMEX);
        await page.getByRole("button", { name: "Continue" }).click();
        await page.getByRole("button", { name: "Pay now" }).click();
        await expect(page.getByText(/Your receipt code is/)).toBeVisible();

        await page.goto("/billing/pay");
        await page.getByLabel("Amount to pay").fill("12.00");
        await page.getByRole("button", { name: "Continue" }).click();
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
