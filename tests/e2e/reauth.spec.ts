import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDirectDebit, sandboxRecords } from "./portal-helpers.ts";
import { shownOn } from "./journey-checks.ts";
import { rawPost } from "./resilience.ts";
import {
  addFault,
  DEMO,
  expectNoAxeViolations,
  jsEnabled,
  latestMessage,
  outbox,
  resetSandbox,
  signIn,
  waitForHydration,
} from "./support.ts";

/** The code sent by SMS to a new mobile ("0400111222"), typed back (decision 060). */
async function confirmNewMobile(page: Page, number: string) {
  await expect(page).toHaveURL(/\/profile\/edit\/mobile-code$/);
  const { code } = await latestMessage(page.request, "sms", number);
  await page.getByLabel("Code").fill(code!);
  await page.getByRole("button", { name: "Confirm and save" }).click();
}

/**
 * Re-authentication (security finding): a signed-in, verified session alone must not
 * be enough to take the account over. Changing the email or the first contact's mobile (where
 * sign-in links and verification codes go) or the payment details needs the current password in
 * the same form; the old email is told about a change of email or mobile. JavaScript on and off.
 * The attempt limit is tested in app/routes/profile/edit.reauth.test.ts (the e2e server runs with
 * RATE_LIMIT_FACTOR=1000).
 */

const ACCOUNT = "A10001";
const NOTICE_SUBJECT = "Your contact details were changed";
const NEXT_YEAR = String(new Date().getFullYear() + 2);

type Profile = {
  email: string;
  firstName: string;
  contacts: { id: number; firstName: string; phoneMobile: string | null }[];
};
type PaymentMethod = { type: string; cardType?: string; maskedAccountNumber?: string } | null;
type AccountData = { profile: Profile; paymentMethod: PaymentMethod };

async function stored(page: Page): Promise<AccountData> {
  const [row] = await sandboxRecords<AccountData>(page.request, "accounts", { accountCode: ACCOUNT });
  return row!.data;
}

function errorSummary(page: Page) {
  return page.getByRole("alert").filter({ hasText: "There is a problem" });
}

async function notices(page: Page) {
  return (await outbox(page.request)).filter((m) => (m.subject ?? "").startsWith(NOTICE_SUBJECT));
}

/** The fields of the profile form as rendered (what a browser without JavaScript would post). */
async function profileFields(page: Page): Promise<Record<string, string>> {
  await page.goto("/profile/edit");
  return page.locator("form#profile-edit").evaluate((form: HTMLFormElement) => {
    const out: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) out[name] = String(value);
    return out;
  });
}

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

test.describe("profile: email and mobile", () => {
  test(
    "changing the email and mobile without the current password is refused; nothing changes",
    { tag: "@js" },
    async ({ page }) => {
      await signIn(page, { path: "/profile/edit" });
      // The attack as it would be made: raw posts, without the form's own checks.
      const fields = await profileFields(page);
      const emailOnly = await rawPost(page, "/profile/edit", { ...fields, email: "attacker@example.net" });
      expect(emailOnly.status()).toBe(400);
      expect(await emailOnly.text()).toContain("Enter your current password");
      const mobileOnly = await rawPost(page, "/profile/edit", { ...fields, "contacts[0].phoneMobile": "0499000111" });
      expect(mobileOnly.status()).toBe(400);

      await page.goto("/profile/edit");
      const password = page.getByLabel("Current password");
      await expect(password).toHaveAttribute("type", "password");
      await expect(password).toHaveAttribute("autocomplete", "current-password");
      await expect(page.getByText("Needed only when you change your email or mobile")).toBeVisible();

      // A field typed into before React hydrated it never asks for the form's check.
      await waitForHydration(page.getByLabel("Email address"));
      await page.getByLabel("Email address").fill("attacker@example.net");
      await page.getByLabel("Mobile number").fill("0499 000 111");
      // With JavaScript the form's own check (loaded on first touch) asks for it before any post.
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(r.url());
      });
      if (jsEnabled()) await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(errorSummary(page).getByRole("link", { name: "Enter your current password" })).toBeVisible();
      expect(posts).toHaveLength(jsEnabled() ? 0 : 1);
      await expect(page).toHaveTitle(/^Error: Edit profile/);
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Email address")).toHaveValue("attacker@example.net");
      await expectNoAxeViolations(page);

      const after = await stored(page);
      expect(after.profile.email).toBe(DEMO.email);
      expect(after.profile.contacts[0]?.phoneMobile).toBe("0412 345 678");
      expect(await notices(page)).toHaveLength(0);
    },
  );

  test("a wrong password: an error on the field, everything else kept, the password never sent back", async ({
    page,
  }) => {
    const wrong = "wrong-reauth-Sentinel-42";
    await signIn(page, { path: "/profile/edit" });
    await page.getByLabel("Email address").fill("alex.new@example.com");
    await page.getByLabel("Mobile number").fill("0400 111 222");
    await page.getByLabel("First name").fill("Alexandra");
    await page.getByLabel("Current password").fill(wrong);
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(errorSummary(page).getByRole("link", { name: "The password is not correct" })).toBeVisible();
    const password = page.getByLabel("Current password");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveValue("");
    await expect(page.getByLabel("Email address")).toHaveValue("alex.new@example.com");
    await expect(page.getByLabel("Mobile number")).toHaveValue("0400 111 222");
    await expect(page.getByLabel("First name")).toHaveValue("Alexandra");
    expect(await page.content()).not.toContain(wrong);
    await expectNoAxeViolations(page);

    const raw = await rawPost(page, "/profile/edit", {
      ...(await profileFields(page)),
      email: "alex.new@example.com",
      currentPassword: wrong,
    });
    expect(raw.status()).toBe(400);
    const html = await raw.text();
    expect(html).toContain("The password is not correct");
    expect(html).not.toContain(wrong);

    expect((await stored(page)).profile.email).toBe(DEMO.email);
    expect(await notices(page)).toHaveLength(0);
  });

  test("the right password saves the change, and the old email is told", async ({ page }) => {
    await signIn(page, { path: "/profile/edit" });
    await page.getByLabel("Email address").fill("alex.new@example.com");
    await page.getByLabel("Mobile number").fill("0400 111 222");
    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByRole("button", { name: "Save changes" }).click();
    await confirmNewMobile(page, "0400111222");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Your profile has been updated.")).toBeVisible();

    const after = await stored(page);
    expect(after.profile.email).toBe("alex.new@example.com");
    expect(after.profile.contacts[0]?.phoneMobile).toBe("0400111222");
    const sent = await notices(page);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe("email");
    expect(sent[0]!.to).toBe(DEMO.email);
    expect(sent[0]!.body).toContain("a•••@example.com"); // the new email, masked
    expect(sent[0]!.body).toContain("222"); // the new mobile, masked to its last digits
    expect(sent[0]!.body).not.toContain("alex.new@example.com");
    expect(sent[0]!.body).not.toContain("0400111222");
    expect(sent[0]!.body).toMatch(/call us/i);

    // The current password now goes with the new email (the account's email as the provider holds it).
    await page.goto("/profile/edit");
    await page.getByLabel("Mobile number").fill("0400 333 444");
    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByRole("button", { name: "Save changes" }).click();
    await confirmNewMobile(page, "0400333444");
    await expect(page).toHaveURL(/\/profile$/);
    const again = await notices(page);
    expect(again).toHaveLength(2);
    expect(again[0]!.to).toBe("alex.new@example.com");
  });

  test("changing only a name needs no password and sends no notice", async ({ page }) => {
    await signIn(page, { path: "/profile/edit" });
    await page.getByLabel("First name").fill("Alexandra");
    // The same mobile written differently is no change.
    await page.getByLabel("Mobile number").fill("+61 412 345 678");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect((await stored(page)).profile.contacts[0]?.firstName).toBe("Alexandra");
    expect(await notices(page)).toHaveLength(0);
  });

  test("a provider failure while checking the password keeps what was typed", async ({ page, request }) => {
    await signIn(page, { path: "/profile/edit" });
    await addFault(request, { path: "/api/v1/authentication/get-token", status: 503, times: 1 });
    await page.getByLabel("Email address").fill("alex.new@example.com");
    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(errorSummary(page)).toContainText("Request failed with status code 503");
    await expect(page.getByLabel("Email address")).toHaveValue("alex.new@example.com");
    await expect(page.getByLabel("Current password")).toHaveValue("");
    expect((await stored(page)).profile.email).toBe(DEMO.email);
  });
});

test.describe("payment details", () => {
  const CARD_CONFIRM = "/billing/payment-details/card/confirm";
  const DD_CONFIRM = "/billing/payment-details/direct-debit/confirm";

  async function toCardConfirm(page: Page) {
    await page.goto("/billing/payment-details/card");
    await page.getByLabel("Name on card").fill("Alex Citizen");
    await page.getByLabel("Card number").fill("5555 5555 5555 4444");
    await page.getByLabel("Expiry month").fill("06");
    await page.getByLabel("Expiry year").fill(NEXT_YEAR);
    await page.getByLabel("Security code").fill("321");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your new payment details" })).toBeVisible();
  }

  async function toDirectDebitConfirm(page: Page) {
    await page.goto("/billing/payment-details/direct-debit");
    await fillDirectDebit(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your new payment details" })).toBeVisible();
  }

  test("a card: refused without the password and with a wrong one, saved with the right one", async ({ page }) => {
    const wrong = "wrong-card-Sentinel-77";
    await signIn(page, { path: "/billing/payment-details" });
    const before = (await stored(page)).paymentMethod;
    await toCardConfirm(page);

    // The attack as a raw post: no password (the card is the journey's answer, nothing else counts).
    const raw = await rawPost(page, CARD_CONFIRM, { ...(await shownOn(page)), cardToken: "ctok_forged" });
    expect(raw.status()).toBe(303);
    expect(raw.headers().location).toBe(CARD_CONFIRM);
    const shown = await page.request.get(CARD_CONFIRM);
    expect(shown.status()).toBe(400);
    expect(await shown.text()).toContain("Enter your current password");
    expect((await stored(page)).paymentMethod).toEqual(before);
    await page.reload();

    const password = page.getByLabel("Current password");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await page.getByRole("button", { name: "Save payment details" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "Enter your current password" })).toBeVisible();
    await expect(page.getByText("Mastercard ending 4444")).toBeVisible();
    await expectNoAxeViolations(page);

    await password.fill(wrong);
    await page.getByRole("button", { name: "Save payment details" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "The password is not correct" })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: Check your new payment details/);
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveValue("");
    await expect(page.getByText("Mastercard ending 4444")).toBeVisible();
    expect(await page.content()).not.toContain(wrong);
    expect((await stored(page)).paymentMethod).toEqual(before);
    await expectNoAxeViolations(page);

    await password.fill(DEMO.password);
    await page.getByRole("button", { name: "Save payment details" }).click();
    await expect(page).toHaveURL(/\/billing\/payment-details\/card\/done$/);
    await expect(page.getByTestId("new-method")).toHaveText("Mastercard ending 4444");
    expect((await stored(page)).paymentMethod).toMatchObject({ type: "card", cardType: "Mastercard" });
  });

  test("direct debit: refused without the password and with a wrong one, saved with the right one", async ({
    page,
  }) => {
    const wrong = "wrong-debit-Sentinel-13";
    await signIn(page, { path: "/billing/payment-details" });
    const before = (await stored(page)).paymentMethod;
    await toDirectDebitConfirm(page);

    // Raw posts: without the password, then with a wrong one. Fields no form has change nothing.
    const hostile = { accountName: "Mallory", bsb: "062-000", accountNumber: "98765432", agree: "on" };
    const raw = await rawPost(page, DD_CONFIRM, { ...(await shownOn(page)), ...hostile });
    expect(raw.status()).toBe(303);
    const shown = await page.request.get(DD_CONFIRM);
    expect(shown.status()).toBe(400);
    expect(await shown.text()).toContain("Enter your current password");
    const rawWrong = await rawPost(page, DD_CONFIRM, { ...(await shownOn(page)), ...hostile, currentPassword: wrong });
    expect(rawWrong.status()).toBe(303);
    const shownWrong = await page.request.get(DD_CONFIRM);
    expect(shownWrong.status()).toBe(400);
    const rawHtml = await shownWrong.text();
    expect(rawHtml).toContain("The password is not correct");
    expect(rawHtml).not.toContain(wrong);
    expect(rawHtml).not.toContain("Mallory");
    expect((await stored(page)).paymentMethod).toEqual(before);
    await page.reload();

    await page.getByLabel("Confirm account number").fill("98765432");
    await page.getByLabel("Current password").fill(wrong);
    await page.getByRole("button", { name: "Save payment details" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "The password is not correct" })).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await expect(page.getByLabel("Confirm account number")).toHaveValue("");
    await expect(page.getByText("Account ending 432")).toBeVisible();
    expect(await page.content()).not.toContain(wrong);
    expect((await stored(page)).paymentMethod).toEqual(before);
    await expectNoAxeViolations(page);

    // Changing the answers needs no password.
    await page.getByRole("link", { name: "Change account number" }).click();
    await expect(page.getByLabel("Account name")).toHaveValue("Alex Citizen");
    await expect(page.getByLabel("Account number")).toHaveValue("");
    await page.getByLabel("Account number").fill("98765432");
    await page.getByLabel("I agree to the direct debit terms").check();
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByLabel("Confirm account number").fill("98765432");
    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByRole("button", { name: "Save payment details" }).click();
    await expect(page).toHaveURL(/\/billing\/payment-details\/direct-debit\/done$/);
    await expect(page.getByTestId("new-method")).toHaveText("Direct debit: Account ending 432");
    expect((await stored(page)).paymentMethod).toMatchObject({ type: "directDebit", maskedAccountNumber: "••••5432" });
  });
});
