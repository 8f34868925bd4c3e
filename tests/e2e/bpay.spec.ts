import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

/**
 * Pay by BPAY (decision 079): /billing shows the provider's biller code and the account's customer
 * reference number (its account number and a MOD10V01 check digit), each on one line at 360 px,
 * and the invoice PDF carries the same two numbers.
 */

/** BPAY's MOD10V01 (Luhn) check, written here again so the test does not trust the sandbox's. */
function passesMod10v01(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return sum % 10 === 0;
}

test.describe("pay by BPAY", () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test("billing and the invoice PDF give the biller code and the account's reference, never wrapped", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, { path: "/billing" });
    const bpay = page.getByRole("region", { name: "Pay by BPAY" });
    await expect(bpay).toBeVisible();
    const biller = bpay.getByTestId("bpay-biller-code");
    const reference = bpay.getByTestId("bpay-reference");
    await expect(biller).toHaveText(/^\d{3,10}$/);
    await expect(reference).toHaveText(/^10001\d$/);
    const crn = (await reference.textContent())!;
    expect(passesMod10v01(crn), `${crn} passes MOD10V01`).toBe(true);
    // Each number is one line box at 360 px.
    for (const number of [biller, reference]) {
      await expect(number).toHaveCSS("white-space", "nowrap");
      expect(await number.evaluate((el) => el.getClientRects().length)).toBe(1);
    }
    await expectNoAxeViolations(page);

    const href = await page.locator('a[href^="/billing/invoice?id="]').first().getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = (await pdf.body()).toString("latin1");
    expect(text).toContain("Pay by BPAY");
    expect(text).toContain(`Biller code ${(await biller.textContent())!}    Ref ${crn}`);
  });

  test("each account has its own reference", async ({ page }) => {
    await signIn(page, { email: "fw@example.com", path: "/billing" });
    const reference = page.getByRole("region", { name: "Pay by BPAY" }).getByTestId("bpay-reference");
    await expect(reference).toHaveText(/^10004\d$/);
    expect(passesMod10v01((await reference.textContent())!)).toBe(true);
  });
});
