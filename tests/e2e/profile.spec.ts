import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { sandboxRecords, signInWithoutMfa } from "./portal-helpers.ts";
import { addFault, DEMO, expectNoAxeViolations, latestMessage, resetSandbox, signIn } from "./support.ts";

type Account = {
  profile: {
    email: string;
    preferredMessageType: string;
    contacts: {
      id: number;
      firstName: string;
      lastName: string;
      phoneMobile: string | null;
      phoneHome: string | null;
      email: string | null;
    }[];
  };
};

/** The code sent by SMS to a new mobile (national form, "0400111222"), typed as people do: "736 399". */
async function confirmNewMobile(page: Page, number: string) {
  await expect(page).toHaveURL(/\/profile\/edit\/mobile-code$/);
  const { code } = await latestMessage(page.request, "sms", number);
  await page.getByLabel("Code").fill(`${code!.slice(0, 3)} ${code!.slice(3)}`);
  await page.getByRole("button", { name: "Confirm and save" }).click();
}

async function storedProfile(page: Page) {
  const [row] = await sandboxRecords<Account>(page.request, "accounts", { accountCode: "A10001" });
  return row!.data.profile;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("the profile needs MFA first; support and diagnostics do not", async ({ page }) => {
  await signInWithoutMfa(page);
  for (const path of ["/profile", "/profile/edit"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/mfa\\?redirectTo=${encodeURIComponent(path)}$`));
  }
  for (const path of ["/support", "/support/new-complaint", "/support/report-fault", "/service/service-tests"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("the profile shows the account, its contacts and the preferred message type", async ({ page }) => {
  await signIn(page, { path: "/profile" });
  await expect(page).toHaveTitle("Profile | Self Service Portal");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  const account = page.getByRole("region", { name: "Account", exact: true });
  await expect(account).toContainText("A10001");
  await expect(account).toContainText("demo@example.com");
  await expect(account).toContainText("Alex Citizen");
  await expect(account.locator("dt", { hasText: "Preferred message type" }).locator("+ dd")).toHaveText("Email"); // the default
  const contacts = page.getByRole("region", { name: "Contacts", exact: true });
  await expect(contacts).toContainText("0412 345 678");
  await expectNoAxeViolations(page);
});

test("editing the profile saves it with the provider and shows it reloaded", async ({ page }) => {
  await signIn(page, { path: "/profile" });
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByLabel("Email address")).toHaveValue("demo@example.com");
  await expect(page.getByLabel("Mobile number")).toHaveValue("0412 345 678");
  await expectNoAxeViolations(page);

  await page.getByLabel("Email address").fill("alex.new@example.com");
  await page.getByLabel("Mobile number").fill("+61 400 111 222");
  await page.getByLabel("Home phone (optional)").fill("(02) 9876 5432");
  await page.getByLabel("First name").fill("Alexandra");
  await page.getByRole("radio", { name: "SMS (text message)" }).check();
  // A new email and mobile: the current password too (re-authentication; tests/e2e/reauth.spec.ts).
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save changes" }).click();
  await confirmNewMobile(page, "0400111222");

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Account", exact: true })).toContainText("alex.new@example.com");
  await expect(page.getByRole("region", { name: "Account", exact: true })).toContainText("SMS (text message)");
  await expect(page.getByRole("region", { name: "Contacts", exact: true })).toContainText("0400 111 222");
  await expect(page.getByRole("region", { name: "Contacts", exact: true })).toContainText("(02) 9876 5432");
  // The main contact is the account holder: the account's name and the header follow the new name.
  await expect(page.getByRole("region", { name: "Account", exact: true })).toContainText("Alexandra Citizen");
  await expect(page.getByRole("banner")).toContainText("Alexandra Citizen");
  // The numbers as people read them in the form too, though the provider keeps them as digits.
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveValue("0400 111 222");
  await expect(page.getByLabel("Home phone (optional)")).toHaveValue("(02) 9876 5432");

  const stored = await storedProfile(page);
  expect(stored.email).toBe("alex.new@example.com");
  expect(stored.preferredMessageType).toBe("SMS");
  expect(stored.contacts[0]).toMatchObject({
    id: 1,
    firstName: "Alexandra",
    lastName: "Citizen",
    phoneMobile: "0400111222",
    phoneHome: "0298765432",
  });
});

test("an invalid email is refused with a clear message and what was typed is kept", async ({ page }) => {
  await signIn(page, { path: "/profile/edit" });
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByLabel("First name").fill("Kept");
  await page.getByRole("button", { name: "Save changes" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(
    summary.getByRole("link", { name: "Enter an email address in the correct format, like name@example.com" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Error: Edit profile/);
  await expect(page.getByLabel("Email address")).toHaveValue("not-an-email");
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First name")).toHaveValue("Kept");
  await expectNoAxeViolations(page);
  expect((await storedProfile(page)).email).toBe("demo@example.com");
});

test("an invalid phone, an empty name and an over-long name are refused", async ({ page }) => {
  await signIn(page, { path: "/profile/edit" });
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByLabel("First name").fill("");
  await page.getByLabel("Last name").fill("x".repeat(51));
  await page.getByRole("button", { name: "Save changes" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(
    summary.getByRole("link", { name: "Enter an Australian mobile number, like 0412 345 678" }),
  ).toBeVisible();
  await expect(summary.getByRole("link", { name: "Enter a first name" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "The last name must be 50 characters or fewer" })).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveValue("12345");
  await expect(page.getByLabel("Last name")).toHaveValue("x".repeat(51));
  await expectNoAxeViolations(page);
  expect((await storedProfile(page)).contacts[0]?.phoneMobile).toBe("0412 345 678");
});

test("a landline is refused as the mobile: SMS codes could not reach it", { tag: "@js" }, async ({ page }) => {
  await signIn(page, { path: "/profile/edit" });
  await page.getByLabel("Mobile number").fill("02 9876 5432");
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save changes" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(
    summary.getByRole("link", { name: "Enter an Australian mobile number, like 0412 345 678" }),
  ).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveValue("02 9876 5432");
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  expect((await storedProfile(page)).contacts[0]?.phoneMobile).toBe("0412 345 678");

  // An 05 mobile is a mobile.
  await page.getByLabel("Mobile number").fill("0512 345 678");
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save changes" }).click();
  await confirmNewMobile(page, "0512345678");
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Contacts", exact: true })).toContainText("0512 345 678");
});

test("a provider rejection shows the provider's answer and keeps what was typed", async ({ page, request }) => {
  await signIn(page, { path: "/profile/edit" });
  await addFault(request, { path: "/api/v1/account/contacts/update", method: "POST", status: 400, times: 1 });
  await page.getByLabel("Email address").fill("rejected@example.com");
  await page.getByLabel("First name").fill("Kept");
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Save changes" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("Injected fault"); // the sandbox's response data
  await expect(page).toHaveTitle(/^Error: Edit profile/);
  await expect(page.getByLabel("Email address")).toHaveValue("rejected@example.com");
  await expect(page.getByLabel("First name")).toHaveValue("Kept");
  await expectNoAxeViolations(page);
  expect((await storedProfile(page)).email).toBe("demo@example.com");
});

test(
  "a new mobile is saved only once the code sent to it is typed back; a wrong code is refused, what was typed kept",
  { tag: "@js" },
  async ({ page }) => {
    await signIn(page, { path: "/profile/edit" });
    await page.getByLabel("First name").fill("Alexandra");
    await page.getByLabel("Mobile number").fill("0400 111 222");
    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(page).toHaveURL(/\/profile\/edit\/mobile-code$/);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your new mobile number" })).toBeVisible();
    await expect(page.getByText("Enter the code we sent to 0400 111 222.")).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing is saved yet: the old number still gets the codes.
    expect((await storedProfile(page)).contacts[0]?.phoneMobile).toBe("0412 345 678");
    const { code } = await latestMessage(page.request, "sms", "0400111222");

    // A wrong code: the GOV.UK error summary, the field emptied.
    await page.getByLabel("Code").fill(code === "000000" ? "111 111" : "000 000");
    await page.getByRole("button", { name: "Confirm and save" }).click();
    await expect(page).toHaveTitle(/^Error: Confirm your new mobile number/);
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: /The code is not correct/ })).toBeVisible();
    await expect(page.getByLabel("Code")).toHaveValue("");
    expect((await storedProfile(page)).contacts[0]?.phoneMobile).toBe("0412 345 678");

    // "Change the mobile number": the form as it was typed (the password aside).
    await page.getByRole("link", { name: "Change the mobile number" }).click();
    await expect(page).toHaveURL(/\/profile\/edit\?change=1$/);
    await expect(page.getByLabel("First name")).toHaveValue("Alexandra");
    await expect(page.getByLabel("Mobile number")).toHaveValue("0400 111 222");
    await expect(page.getByLabel("Current password")).toHaveValue("");

    await page.goto("/profile/edit/mobile-code");
    await page.getByLabel("Code").fill(`${code!.slice(0, 3)} ${code!.slice(3)}`);
    await page.getByRole("button", { name: "Confirm and save" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Your profile has been updated.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Contacts", exact: true })).toContainText("0400 111 222");
    expect((await storedProfile(page)).contacts[0]).toMatchObject({
      firstName: "Alexandra",
      phoneMobile: "0400111222",
    });
  },
);
