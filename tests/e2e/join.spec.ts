import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDate, sandboxRecords } from "./portal-helpers.ts";
import {
  completeMfa,
  expectNoAxeViolations,
  jsEnabled,
  latestMessage,
  openSignInLink,
  resetSandbox,
} from "./support.ts";

/** Join online: /signup, signed out, in both JS modes. */

const problem = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Searches and picks the one match: step 1 → step 2. */
async function findAddress(page: Page, search: string, label: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Join us" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel("Address", { exact: true }).fill(search);
  await page.getByRole("button", { name: "Find address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Select your address" })).toBeVisible();
  await page.getByRole("radio", { name: label }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup\/available$/);
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile").fill("0412 345 678");
  await fillDate(page, "Date of birth", "1990-04-01");
  await page.getByRole("button", { name: "Continue" }).click();
}

/** A different email per project: both projects share one sandbox run. */
const emailFor = (name: string) => `${name}.${jsEnabled() ? "on" : "off"}@example.com`;

test("a full join at an FTTP address, with a modem; the emailed link signs the new customer in", async ({ page }) => {
  test.slow(); // six steps, each with axe, then the link and MFA
  await findAddress(page, "1 harbour st sydn", "1 Harbour Street, Sydney NSW 2000");
  await expect(page.getByRole("heading", { level: 1, name: "What’s available at your address" })).toBeVisible();
  await expect(page.getByText("Fibre to the premises (FTTP)", { exact: true })).toBeVisible();
  await expect(page.getByText(/Fibre runs all the way into your home/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Choose a plan" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Choose a plan" })).toBeVisible();
  const plans = page.getByRole("group", { name: "Broadband plan" }).getByRole("radio");
  await expect(plans).toHaveCount(7);
  await expect(page.getByText("100/20 Mbps · $89.90 a month · No lock-in contract")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(problem(page)).toContainText("Select a plan");
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "NBN 100/20 Home Fast" }).check();
  await page.getByRole("radio", { name: "Wi-Fi 6 modem" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Your details" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill("not an email");
  await page.getByLabel("Mobile").fill("02 9876 5432");
  await fillDate(page, "Date of birth", "2015-01-01");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(problem(page)).toContainText("Enter your first name");
  await expect(problem(page)).toContainText("Enter an Australian mobile number, like 0412 345 678");
  await expect(problem(page)).toContainText("You must be 18 or over to join");
  await expectNoAxeViolations(page);
  const email = emailFor("sam.fttp");
  await fillDetails(page, email);

  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeVisible();
  await expect(page.getByText("Wi-Fi 6 modem", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("$199.00", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Your service connects on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole("heading", { name: "NBN 100/20 Home Fast: critical information" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm and join" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Welcome, you have joined" })).toBeVisible();
  const accountCode = (await page.getByText(/^A\d+$/).textContent())!;
  await expect(page.getByText(`We have emailed a sign-in link to ${email}`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await latestMessage(page.request, "email", email);
  expect(mail.body).toContain(accountCode);
  await openSignInLink(page, mail.link!);
  // Signed in by the link: MFA by SMS (decision 014), then the new service is pending with its modem order.
  await completeMfa(page, "sms");
  // Joined online, so no password yet: it is offered first, and can wait.
  await expect(page).toHaveURL(/\/profile\/password/);
  await page.getByRole("link", { name: "Not now" }).click();
  await expect(page).toHaveURL(/\/home$/);
  const state = page.getByRole("region", { name: "Your service" });
  await expect(state).toContainText("Pending connection");
  // The steps from order to connection: the order is in, the modem is the step under way.
  await expect(
    state.getByRole("list", { name: "From order to connection" }).locator("[aria-current=step]"),
  ).toContainText("Wi-Fi 6 modem on its way");
  const order = page
    .getByRole("region", { name: "Your order" })
    .or(page.locator("section", { hasText: "Your order" }))
    .first();
  await expect(order).toContainText(/Wi-Fi 6 modem/);
  await expect(order).toContainText(/Ordered/);
  const services = await sandboxRecords<{ serviceStatus: string; planCode: string }>(page.request, "services", {
    accountCode,
  });
  expect(services.map((s) => s.data)).toEqual([
    expect.objectContaining({ serviceStatus: "Pending connection", planCode: "NBN100-20" }),
  ]);
});

test("a fixed wireless address offers only fixed wireless plans, with a technician visit", async ({ page }) => {
  await findAddress(page, "45 wattle moree", "45 Wattle Road, Moree NSW 2400");
  await expect(page.getByText("Fixed Wireless", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Choose a plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose a plan" })).toBeVisible();
  const radios = page.getByRole("group", { name: "Broadband plan" }).getByRole("radio");
  await expect(radios).toHaveCount(3);
  for (const name of ["NBN FW 25/5 Rural", "NBN FW 50/20 Rural", "NBN FW Plus 75/10"]) {
    await expect(page.getByRole("radio", { name, exact: true })).toBeVisible();
  }
  await page.getByRole("radio", { name: "NBN FW 25/5 Rural" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await fillDetails(page, emailFor("fw"));
  await expect(
    page.getByText(/A technician visits on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4} between 8:00am and midday/),
  ).toBeVisible();
});

test("an address with nothing available says so; an energy-only one offers energy; a search that finds nothing helps", async ({
  page,
}) => {
  await findAddress(page, "lot 40 outback", "Lot 40 Outback Track, Warburton WA 6431");
  await expect(page.getByRole("heading", { level: 1, name: "No broadband at this address yet" })).toBeVisible();
  await expect(page.getByText("Nothing is available at this address yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a plan" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The plan step is not reachable by URL either.
  await page.goto("/signup/plan");
  await expect(page).toHaveURL(/\/signup\/available$/);

  await findAddress(page, "ferntree clyde", "Lot 3 Ferntree Rise, Clyde North VIC 3978");
  await expect(page.getByText("Broadband is not available here")).toBeVisible();
  await expect(page.getByText(/Electricity Home Saver/)).toBeVisible();
  await expect(page.getByText(/To join with electricity or gas, call us on/)).toBeVisible();

  await page.goto("/signup?address=99+nowhere+lane");
  await expect(page.getByText("No address found")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Enter the address yourself" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter your address" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(problem(page)).toContainText("Enter the street name");
  await expectNoAxeViolations(page);
  await page.getByLabel("Street number").fill("12");
  await page.getByLabel("Street name", { exact: false }).fill("King");
  await page.getByLabel("Street type").selectOption("ST");
  await page.getByLabel("Suburb or town").fill("Newtown");
  await page.getByLabel("State or territory").selectOption("NSW");
  await page.getByLabel("Postcode").fill("2042");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Fibre to the curb (FTTC)", { exact: true })).toBeVisible();
});

test("a search too short, and a match not chosen, are explained", async ({ page }) => {
  await page.goto("/signup");
  await expectNoAxeViolations(page);
  await page.getByLabel("Address", { exact: true }).fill("ab");
  await page.getByRole("button", { name: "Find address" }).click();
  await expect(problem(page)).toContainText("Enter at least 3 characters of the address");
  await expectNoAxeViolations(page);
  await page.getByLabel("Address", { exact: true }).fill("king st");
  await page.getByRole("button", { name: "Find address" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(problem(page)).toContainText("Select your address, or enter it yourself");
  await expectNoAxeViolations(page);
});

test("an email already registered is offered sign-in", async ({ page }) => {
  await findAddress(page, "10 collins", "Apartment 1203, 10 Collins Street, Melbourne VIC 3000");
  await page.getByRole("link", { name: "Choose a plan" }).click();
  await page.getByRole("radio", { name: "NBN 50/20 Home Standard" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await fillDetails(page, "demo@example.com");
  await expect(problem(page)).toContainText(
    "There is already an account with this email address. Sign in to it, or use a different email address.",
  );
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/login");
  // Nothing about the account: not its name, number or services.
  await expect(page.locator("main")).not.toContainText(/A1000\d|Alex/);
  await expectNoAxeViolations(page);
});

test("Change from check your answers keeps the later answers", async ({ page }) => {
  await findAddress(page, "22 chapel windsor", "22 Chapel Street, Windsor VIC 3181");
  await page.getByRole("link", { name: "Choose a plan" }).click();
  await page.getByRole("radio", { name: "NBN 50/20 Home Standard" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await fillDetails(page, emailFor("change"));
  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeVisible();

  await page.getByRole("link", { name: "Change plan" }).click();
  await expect(page.getByRole("radio", { name: "NBN 50/20 Home Standard" })).toBeChecked();
  await page.getByRole("radio", { name: "NBN 250/25 Ultrafast" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeVisible();
  await expect(page.getByText("NBN 250/25 Ultrafast", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("12-month minimum term")).toBeVisible();
  await expect(page.getByText("Sam Newcomer")).toBeVisible();

  await page.getByRole("link", { name: "Change mobile" }).click();
  await expect(page.getByLabel("Mobile")).toHaveValue("0412345678");
  await page.getByLabel("Mobile").fill("0498 765 432");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("0498 765 432")).toBeVisible();
  await expect(page.getByText("NBN 250/25 Ultrafast", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("22 Chapel Street, Windsor VIC 3181")).toBeVisible();

  // A new address that still carries the plan: the plan and details stay.
  await page.getByRole("link", { name: "Change address" }).click();
  await page.getByLabel("Address", { exact: true }).fill("3 pacific chatswood");
  await page.getByRole("button", { name: "Find address" }).click();
  await page.getByRole("radio", { name: "Unit 7, 3 Pacific Highway, Chatswood NSW 2067" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("link", { name: "Choose a plan" }).click();
  await expect(page.getByRole("radio", { name: "NBN 250/25 Ultrafast" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeVisible();
  await expect(page.getByText("Unit 7, 3 Pacific Highway, Chatswood NSW 2067")).toBeVisible();
  await expect(page.getByText("0498 765 432")).toBeVisible();
});
