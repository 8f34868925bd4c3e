import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { switchService } from "./portal-helpers.ts";
import { expectNoAxeViolations, latestMessage, resetSandbox, signIn, signInWithPassword } from "./support.ts";

// A code is taken as people type or paste it ("736 399", "736-399") by every code field: one
// field (CodeField) and one rule (sixDigitCodeSchema), with JavaScript on and off.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** "123456" → "123 456" or "123-456", as a code is read out from a message. */
const typed = (code: string, separator: string) => `${code.slice(0, 3)}${separator}${code.slice(3)}`;

async function continueTo(page: Page, button: string, url: RegExp) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(url);
  await expect(page.locator("h1")).toBeVisible();
}

test("sign-in verification takes a code typed with a space, and one with a hyphen @js", async ({ page }) => {
  for (const separator of [" ", "-"]) {
    await page.context().clearCookies();
    await signInWithPassword(page);
    await expect(page).toHaveURL(/\/mfa/);
    await page.getByRole("radio", { name: /^Email/ }).check();
    await page.getByRole("button", { name: "Send code" }).click();
    const field = page.getByLabel("Verification code");
    await expect(field).toBeVisible();
    await expectNoAxeViolations(page);
    const message = await latestMessage(page.request, "email");
    await field.fill(typed(message.code!, separator));
    await expect(field).toHaveValue(typed(message.code!, separator)); // nothing in the browser cuts it short
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).not.toHaveURL(/\/mfa/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("a SIM's code takes a hyphen, and a resent code's notice never stands beside a wrong code's error @js", async ({
  page,
}) => {
  await signIn(page, { email: "energy@example.com" });
  await switchService(page, "M5002");
  await page.getByRole("link", { name: "Activate your SIM" }).click();
  await page.getByLabel("SIM number").fill("8961 0123 4567 8901 232");
  await continueTo(page, "Continue", /\/activate-sim\/number$/);
  await page.getByRole("radio", { name: "Yes, keep my number" }).check();
  await continueTo(page, "Continue", /\/activate-sim\/keep-number$/);
  await page.getByLabel("Mobile number").fill("0400 111 222");
  await continueTo(page, "Send code", /\/activate-sim\/number-code$/);

  await page.getByRole("button", { name: "Send a new code" }).click();
  const resent = page.getByText("We have sent a new code to 0400 111 222.");
  await expect(resent).toBeVisible();
  const sms = await latestMessage(page.request, "sms", "0400111222");
  await page.getByLabel("Code").fill(sms.code === "111111" ? "222 222" : "111 111");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: /^The code is not correct\./ })).toBeVisible();
  await expect(resent).toHaveCount(0);
  await page.reload();
  await expect(resent).toHaveCount(0);

  await page.getByLabel("Code").fill(typed(sms.code!, "-"));
  await continueTo(page, "Continue", /\/activate-sim\/email$/);
});
