import { expect, test } from "./fixtures.ts";
import { expectBackAndReloadSendNothing, shownOn, watchPosts } from "./journey-checks.ts";
import { formatMoney } from "#app/domain/format.ts";
import { addFault, expectNoAxeViolations, jsEnabled, resetSandbox, sandboxUrl, signIn } from "./support.ts";
import {
  account,
  DECLINED,
  errorSummary,
  expectCardFieldsEmpty,
  fillCard,
  records,
  sameOrigin,
  startPayment,
  type TestCard,
  VISA,
} from "./billing-helpers.ts";

/**
 * "Make a payment" (/billing/pay → /billing/pay/card → /billing/pay/confirm → /billing/pay/done)
 * against the sandbox: a question per page, answers on the server, a check page whose post carries
 * nothing, a receipt from the provider.
 */

/** Why the card number and security code are empty after a failed post. */
const CARD_AGAIN = "For your security, enter your card number and security code again";

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

test.describe("make a payment", () => {
  test(
    "pays part of the balance and shows the receipt and the new balance",
    { tag: "@js" },
    async ({ page, request }) => {
      const before = (await account(request)).balanceCents;
      await signIn(page, { path: "/billing" });
      await page.getByRole("link", { name: "Make a payment" }).click();
      await expect(page).toHaveURL(/\/billing\/pay$/);
      await expect(page).toHaveTitle("Make a payment | Self Service Portal");
      await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/billing");
      // The amount defaults to the balance owing.
      await expect(page.getByLabel("Amount to pay")).toHaveValue((before / 100).toFixed(2));
      await expectNoAxeViolations(page);

      await page.getByLabel("Amount to pay").fill("12.34");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/billing\/pay\/card$/);
      await expect(page).toHaveTitle("Enter your card details | Self Service Portal");
      await expect(page.getByText("You are paying $12.34.")).toBeVisible();
      await expectBackAndReloadSendNothing(page, "Enter your card details");
      await expectNoAxeViolations(page);
      await fillCard(page, VISA);
      await page.getByRole("button", { name: "Continue" }).click();

      await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
      await expect(page.getByRole("heading", { level: 1, name: "Check your payment" })).toBeVisible();
      await expect(page.getByText("$12.34").first()).toBeVisible();
      await expect(page.getByText("Visa ending 4242")).toBeVisible();
      await expect(page.getByRole("link", { name: "Change amount" })).toHaveAttribute("href", "/billing/pay?change=1");
      await expect(page.getByRole("link", { name: "Change card" })).toHaveAttribute(
        "href",
        "/billing/pay/card?change=1",
      );
      // The check page's form carries no answers: only the version of those it shows.
      const form = page.locator("form", { has: page.getByRole("button", { name: "Pay now" }) });
      await expect(form.locator("input[type=hidden]")).toHaveCount(1);
      await expect(form.locator("input[type=hidden][name=shown]")).toHaveCount(1);
      await expectBackAndReloadSendNothing(page, "Check your payment");
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Pay now" }).click();
      await expect(page).toHaveURL(/\/billing\/pay\/done$/);
      const after = before - 1234;
      const payments = await records<{ response: { receiptCode: string; amountCents: number } }>(request, "payments");
      expect(payments).toHaveLength(1);
      const { receiptCode } = payments[0]!.data.response;
      await expect(page.getByTestId("receipt-code")).toHaveText(receiptCode);
      await expect(page.getByText(`Your receipt code is ${receiptCode}`)).toBeVisible();
      await expect(page.getByTestId("new-balance")).toHaveText(formatMoney(after));
      expect((await account(request)).balanceCents).toBe(after);
      await expectBackAndReloadSendNothing(page, "Payment received");
      await expectNoAxeViolations(page);

      // The check page after paying leads to the receipt; "Make a payment" starts a new one.
      await page.goto("/billing/pay/confirm");
      await expect(page).toHaveURL(/\/billing\/pay\/done$/);
      await page.goto("/billing");
      await expect(page.getByTestId("balance")).toHaveText(formatMoney(Math.abs(after)));
      await page.getByRole("link", { name: "Make a payment" }).click();
      await expect(page.getByLabel("Amount to pay")).toHaveValue((after / 100).toFixed(2));
    },
  );

  test("Pay now sent twice at once charges once; hostile fields change nothing", async ({ page, request }) => {
    const before = (await account(request)).balanceCents;
    await signIn(page, { path: "/billing" });
    await startPayment(page, "20.00");
    await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
    // Two posts at once with the page's cookies, as a double click or a resubmit would send; they
    // also carry fields no form has, which must not change what is paid.
    const shown = await shownOn(page);
    const hostile = { ...shown, amountCents: "1", cardToken: "ctok_forged", idempotencyKey: "x", intent: "pay-now" };
    const [first, second] = await Promise.all([
      page.request.post("/billing/pay/confirm", { form: hostile, headers: sameOrigin(), maxRedirects: 0 }),
      page.request.post("/billing/pay/confirm", { form: shown, headers: sameOrigin(), maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect([first.headers().location, second.headers().location]).toEqual(["/billing/pay/done", "/billing/pay/done"]);
    const payments = await records<{ request: { amountCents: number } }>(request, "payments");
    expect(payments.map((p) => p.data.request.amountCents)).toEqual([2000]);
    expect((await account(request)).balanceCents).toBe(before - 2000);

    // Later posts, whatever they hold, lead to the receipt (303) or are refused (400), never a 500,
    // and charge nothing.
    const later: Record<string, string>[] = [hostile, { intent: "<script>alert(1)</script>" }, {}];
    for (const form of later) {
      const answer = await page.request.post("/billing/pay/confirm", { form, headers: sameOrigin(), maxRedirects: 0 });
      expect([303, 400]).toContain(answer.status());
    }
    const json = await page.request.post("/billing/pay/confirm", {
      data: { intent: "pay-now" },
      headers: sameOrigin(),
      maxRedirects: 0,
    });
    expect(json.status()).toBe(400);
    await page.reload();
    await expect(page).toHaveURL(/\/billing\/pay\/done$/);
    await expect(page.getByTestId("receipt-code")).toHaveText(/^RC\d+$/);
    expect(await records(request, "payments")).toHaveLength(1);
  });

  const invalidAmounts: { name: string; amount: string; message: string }[] = [
    { name: "a zero amount", amount: "0", message: "Enter an amount of at least $1.00" },
    { name: "a negative amount", amount: "-5.00", message: "Enter an amount of at least $1.00" },
    { name: "an amount over the limit", amount: "10000.01", message: "Enter an amount of no more than $10,000.00" },
    { name: "letters in the amount", amount: "12abc", message: "Enter an amount in dollars and cents, like 25.50" },
  ];
  for (const c of invalidAmounts) {
    test(`${c.name} gets a clear inline error that keeps what was typed`, async ({ page, request }) => {
      await signIn(page, { path: "/billing/pay" });
      await page.getByLabel("Amount to pay").fill(c.amount);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/billing\/pay$/);
      await expect(page).toHaveTitle("Error: Make a payment | Self Service Portal");
      await expect(errorSummary(page).getByRole("link", { name: c.message })).toBeVisible();
      const field = page.getByLabel("Amount to pay");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await field.getAttribute("id")}-error`)).toContainText(c.message);
      await expect(field).toHaveValue(c.amount);
      // The error and what was typed survive a reload (a GET: nothing is sent again).
      const posts = watchPosts(page);
      await page.reload();
      await expect(errorSummary(page).getByRole("link", { name: c.message })).toBeVisible();
      await expect(page.getByLabel("Amount to pay")).toHaveValue(c.amount);
      expect(posts).toHaveLength(0);
      expect(await records(request, "payments")).toHaveLength(0);
    });
  }

  const invalidCards: { name: string; card: Partial<TestCard>; field: string; message: string }[] = [
    {
      name: "an invalid card number",
      card: { number: "4242 4242 4242 4241" },
      field: "Card number",
      message: "Enter a valid card number",
    },
    {
      name: "an expired card",
      card: { month: "01", year: "2020" },
      field: "Expiry year",
      message: "The expiry date must be in the future",
    },
    {
      name: "a 2-digit security code",
      card: { cvv: "12" },
      field: "Security code",
      message: "Enter the 3 or 4 digit security code",
    },
  ];
  for (const c of invalidCards) {
    test(
      `${c.name} gets a clear inline error, keeps the name and expiry and says why the rest is asked again`,
      { tag: "@js" },
      async ({ page, request }) => {
        const card = { ...VISA, ...c.card };
        await signIn(page, { path: "/billing" });
        await startPayment(page, "10.00", card);
        await expect(page).toHaveURL(/\/billing\/pay\/card$/);
        await expect(page).toHaveTitle("Error: Enter your card details | Self Service Portal");
        await expect(errorSummary(page).getByRole("link", { name: c.message })).toBeVisible();
        const field = page.getByLabel(c.field);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator(`#${await field.getAttribute("id")}-error`)).toContainText(c.message);
        const kept = async () => {
          // What may be kept is kept; the card number and security code are never sent back, and
          // the error summary says why they are asked again.
          await expect(page.getByLabel("Name on card")).toHaveValue(card.name);
          await expect(page.getByLabel("Expiry month")).toHaveValue(card.month);
          await expect(page.getByLabel("Expiry year")).toHaveValue(card.year);
          await expect(page.getByLabel("Card number")).toHaveValue("");
          await expect(page.getByLabel("Security code")).toHaveValue("");
          await expect(errorSummary(page)).toContainText(CARD_AGAIN);
        };
        await kept();
        expect(await page.content()).not.toContain(card.number);
        await page.reload();
        await expect(errorSummary(page).getByRole("link", { name: c.message })).toBeVisible();
        await kept();
        await expectNoAxeViolations(page);
        expect(await records(request, "payments")).toHaveLength(0);
      },
    );
  }

  test("a declined card asks for the card again, keeps the amount and charges nothing", async ({ page, request }) => {
    const before = (await account(request)).balanceCents;
    await signIn(page, { path: "/billing" });
    await startPayment(page, "15.00", DECLINED);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/billing\/pay\/card$/);
    await expect(errorSummary(page)).toContainText("Your card was declined");
    await expectCardFieldsEmpty(page);
    await expectNoAxeViolations(page);
    // Another card pays the same amount.
    await fillCard(page, VISA);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("$15.00").first()).toBeVisible();
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page.getByLabel("Amount to pay")).toHaveValue("15.00");
    expect((await account(request)).balanceCents).toBe(before);
  });

  test("a provider fault while checking the card shows the error on the card page", async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    await addFault(request, { path: "/api/v1/credit-card/token-receipt/*", status: 500 });
    await startPayment(page, "17.50");
    await expect(page).toHaveURL(/\/billing\/pay\/card$/);
    await expect(errorSummary(page)).toContainText("Request failed with status code 500");
    // The name and expiry are kept; the number and security code are typed again, and it says why.
    await expect(page.getByLabel("Name on card")).toHaveValue(VISA.name);
    await expect(page.getByLabel("Expiry year")).toHaveValue(VISA.year);
    await expect(page.getByLabel("Card number")).toHaveValue("");
    await expect(page.getByLabel("Security code")).toHaveValue("");
    await expect(errorSummary(page)).toContainText(CARD_AGAIN);
    await expectNoAxeViolations(page);
  });

  test(
    "a provider fault while paying keeps the payment, and trying again charges once",
    { tag: "@js" },
    async ({ page, request }) => {
      const before = (await account(request)).balanceCents;
      await signIn(page, { path: "/billing" });
      await startPayment(page, "18.00");
      await addFault(request, { path: "/api/v1/credit-card/take-payment", status: 503, times: 1 });
      await page.getByRole("button", { name: "Pay now" }).click();
      await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
      await expect(errorSummary(page)).toContainText("Request failed with status code 503");
      await expect(errorSummary(page)).toContainText("you will not be charged twice");
      await expect(page.getByText("$18.00").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Pay now" }).click();
      await expect(page).toHaveURL(/\/billing\/pay\/done$/);
      await expect(page.getByText(/Your receipt code is RC\d+/)).toBeVisible();
      expect(await records(request, "payments")).toHaveLength(1);
      expect((await account(request)).balanceCents).toBe(before - 1800);
    },
  );

  // Without JavaScript a double click sends the form twice and the browser drops the first post's
  // answer: the portal must see the payment through and show the second its receipt.
  test("a Pay now the browser drops half way still pays, once, and the repeat shows the receipt", async ({
    page,
    request,
  }) => {
    const before = (await account(request)).balanceCents;
    await signIn(page, { path: "/billing" });
    await startPayment(page, "18.00");
    await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Pay now" }) });
    const fields = new URLSearchParams(
      await form
        .locator('input[type="hidden"]')
        .evaluateAll((inputs) => (inputs as HTMLInputElement[]).map((input) => [input.name, input.value])),
    );
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const post = (signal?: AbortSignal) =>
      fetch(new URL("/billing/pay/confirm", page.url()), {
        method: "POST",
        headers: { Cookie: cookie, Origin: new URL(page.url()).origin },
        body: fields,
        redirect: "manual",
        signal,
      });
    const call = "/api/v1/credit-card/take-payment";
    await addFault(request, { path: call, latencyMs: 1_500, times: 1 });
    const dropped = new AbortController();
    const first = post(dropped.signal).catch(() => "dropped");
    // Dropped once the provider has the payment (the fault is used up when the call arrives).
    await expect
      .poll(async () => ((await (await request.get(`${sandboxUrl()}/__sandbox/faults`)).json()) as unknown[]).length)
      .toBe(0);
    dropped.abort();
    expect(await first).toBe("dropped");
    // The repeat waits for the first and follows it to the receipt.
    const second = await post();
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe("/billing/pay/done");
    await page.goto("/billing/pay/done");
    await expect(page.getByText(/Your receipt code is RC\d+/)).toBeVisible();
    expect(await records(request, "payments")).toHaveLength(1);
    expect((await account(request)).balanceCents).toBe(before - 1800);
  });

  test("changing the amount from the check page comes back to it", { tag: "@js" }, async ({ page }) => {
    await signIn(page, { path: "/billing" });
    await startPayment(page, "21.00");
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/billing/pay/card");
    await page.getByRole("link", { name: "Change amount" }).click();
    await expect(page).toHaveURL(/\/billing\/pay\?change=1$/);
    await expect(page.getByLabel("Amount to pay")).toHaveValue("21.00");
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/billing/pay/confirm");
    await page.getByLabel("Amount to pay").fill("22.50");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
    await expect(page.getByText("$22.50").first()).toBeVisible();
    await expect(page.getByText("Visa ending 4242")).toBeVisible();
    if (jsEnabled()) {
      await page.goBack();
      await expect(page).toHaveURL(/\/billing\/pay\?change=1$/);
    }
  });

  test("paying more than the balance asks first", { tag: "@js" }, async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    const before = await account(request);
    const owed = Math.max(before.balanceCents, 0);
    const amount = owed + 500_000;
    await startPayment(page, (amount / 100).toFixed(2));
    await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
    await expect(page.getByText("This is more than you owe")).toBeVisible();
    await expect(page.getByText(`You owe ${formatMoney(owed)}.`, { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(errorSummary(page)).toContainText(
      "Confirm that you want to pay more than you owe, or change the amount",
    );
    await expect(page).toHaveURL(/\/billing\/pay\/confirm$/);
    expect((await account(request)).balanceCents).toBe(before.balanceCents);

    await page.getByLabel(`Yes, I want to pay ${formatMoney(amount)}, more than I owe`).check();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/billing\/pay\/done$/);
    expect((await account(request)).balanceCents).toBe(before.balanceCents - amount);
  });

  test("a page too early leads to the first open question", async ({ page }) => {
    await signIn(page, { path: "/billing/pay" });
    for (const path of ["/billing/pay/card", "/billing/pay/confirm", "/billing/pay/done"]) {
      const visit = await page.request.get(path, { maxRedirects: 0 });
      expect(visit.status(), path).toBe(303);
      expect(visit.headers().location, path).toBe("/billing/pay");
    }
  });
});
