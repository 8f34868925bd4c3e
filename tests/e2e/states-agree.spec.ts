import { expect, test } from "./fixtures.ts";
import { fillDate } from "./portal-helpers.ts";
import { latestMessage, resetSandbox, signIn } from "./support.ts";

// What one page says, another does not contradict: an outage home shows is on /support too; a
// fault's confirmation promises what its email promises; a strength hint never stands under an
// emptied password. (The idle warning and typing: session-timeout.spec.ts; a resent code's notice
// and a wrong code: codes-as-typed.spec.ts.)

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("an outage home shows as in progress is on /support too, from the same check", async ({ page }) => {
  await signIn(page); // demo@example.com: NBN at 12 Harbour St has an outage in progress
  await expect(page.getByRole("region", { name: "Your service" })).toContainText("Outage in progress");
  await page.goto("/support");
  await expect(page.getByText("There is an outage affecting this service")).toBeVisible();
  const item = page.getByRole("region", { name: "Active Faults" }).getByText(/^Outage in progress: /);
  const title = (await item.textContent())!.match(/^Outage in progress: (.+?)\. See the outage/)![1]!;
  // The same outage as home's.
  await page.goto("/home");
  await expect(page.getByRole("region", { name: "Your service" })).toContainText(title);
});

test("a fault's confirmation and its email promise the same time to contact @js", async ({ page }) => {
  await signIn(page, { path: "/support/report-fault" });
  await page.getByRole("radio", { name: "The connection keeps dropping out" }).check();
  await fillDate(page, "When did the fault start?", "2024-05-01");
  // Words of this run only: the same report again within the hour shows the first confirmation.
  await page.getByLabel("Describe the fault").fill(`Drops every evening around 7pm (${Date.now()}).`);
  await page
    .getByRole("group", { name: "Have you turned your modem off and on again?" })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByLabel("Contact phone number").fill("0412 345 678");
  await page.getByLabel("When are you available?").fill("Weekdays after 5pm.");
  await page.getByRole("button", { name: "Send fault report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fault reported" })).toBeVisible();
  const promise = (await page.getByText(/usually within \d+ business days?/).textContent())!.match(
    /within (\d+ business days?)/,
  )![1]!;
  const email = await latestMessage(page.request, "email", "demo@example.com");
  expect(email.body).toContain(`within ${promise}`);
});

test("a strength hint never stands under a password the page emptied @js-only", async ({ page }) => {
  await signIn(page, { path: "/profile/password" });
  const field = page.getByLabel("New password");
  await page.getByLabel("Current password").fill("not-the-password");
  await field.fill("correct horse battery staple");
  const hint = page.getByText(/^Password strength: /);
  await expect(hint).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The password is not correct").first()).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(hint).toBeHidden();
  await field.fill("another long passphrase here");
  await expect(hint).toBeVisible();
});
