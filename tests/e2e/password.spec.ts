import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  completeMfa,
  DEMO,
  expectNoAxeViolations,
  openAccountOnline,
  openSignInLink,
  outbox,
  resetSandbox,
  signIn,
  signInWithPassword,
  type OutboxMessage,
} from "./support.ts";

// Passwords (docs/decisions/043): forgot password by an emailed single-use link, change with the
// current password (other sign-ins end, a notice is sent), and a first password for a customer who
// joined online. Plain forms: every step works without JavaScript.

const NEW_PASSWORD = "tram cord violet harbour";

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The newest email to `to` with `subject` (waits for it: with JavaScript a post may still be under way). */
async function emailWith(request: APIRequestContext, to: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request)).find((m) => m.channel === "email" && m.to === to && m.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, "");

async function signInForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test(
  "forgot password end to end: the new password works, the old one does not, the link works once",
  { tag: "@js" },
  async ({ page, request }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/password\/forgot$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page).toHaveURL(/\/password\/forgot\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await emailWith(request, DEMO.email, "Reset your password");
    expect(mail.body).toContain("within 30 minutes");
    const link = pathOf(mail.link!);
    await page.goto(link);
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/password\/reset$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A common password is refused on the server, against the kept list.
    await page.getByLabel("New password").fill("password123");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert").or(page.locator("[role=alert]")).first()).toContainText("too common");
    await expect(page.getByLabel("New password")).toHaveValue("");
    await expectNoAxeViolations(page);

    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/password\/reset\/done$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your password has been changed" })).toBeVisible();
    await expectNoAxeViolations(page);
    const notice = await emailWith(request, DEMO.email, "Your password was changed");
    expect(notice.body).not.toContain(NEW_PASSWORD);

    // The link a second time: refused, in words, and nothing kept for it (the spent token stays in the URL).
    await page.goto(link);
    await expect(page).toHaveURL(/\/password\/reset\?token=/);
    await expect(page.getByRole("heading", { level: 1, name: "You cannot use this link" })).toBeVisible();
    await expect(page.getByText("This link has already been used.")).toBeVisible();
    await expectNoAxeViolations(page);

    await signInForm(page, DEMO.email, DEMO.password);
    await expect(page.getByText("The email address or password is not correct").first()).toBeVisible();
    await signInForm(page, DEMO.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/mfa/);
  },
);

test("an email without an account gets the same answer, and nothing is sent", { tag: "@js" }, async ({ page }) => {
  await page.goto("/password/forgot");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expect(page.getByText("If nobody-here@example.com belongs to an account")).toBeVisible();
  expect((await outbox(page.request)).filter((m) => m.to === "nobody-here@example.com")).toEqual([]);
});

test(
  "changing the password ends the other signed-in session, keeps this one, and sends a notice",
  { tag: "@js" },
  async ({ page, browser, baseURL }) => {
    const elsewhere = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const other = await elsewhere.newPage();
    await signInWithPassword(other);
    await other.goto("/support");
    await expect(other).toHaveURL(/\/support$/);

    await signIn(page, { path: "/profile" });
    await page.getByRole("link", { name: "Change your password" }).click();
    await expect(page).toHaveURL(/\/profile\/password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Change your password" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Current password").fill("not-the-password");
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The password is not correct").first()).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await expect(page.getByLabel("New password")).toHaveValue("");

    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/profile\/password\/done$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your password has been changed" })).toBeVisible();
    await expect(page.getByText("Anywhere else your account was open has been signed out.")).toBeVisible();
    await expectNoAxeViolations(page);
    const notice = await emailWith(page.request, DEMO.email, "Your password was changed");
    expect(notice.body).not.toContain(NEW_PASSWORD);

    // This session goes on; the other one is over.
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await other.goto("/support");
    await expect(other).toHaveURL(/\/login/);
    // Told why, not that it was idle.
    await expect(other.getByText("Your password was changed, so we signed you out here.")).toBeVisible();
    await expect(other.getByText(/had not used the portal|session has expired/)).toHaveCount(0);
    await elsewhere.close();
  },
);

/** A customer who joined online (no password): the welcome email with its sign-in link. */
async function joinOnline(request: APIRequestContext, email: string) {
  await openAccountOnline(request, email);
  return emailWith(request, email, "Welcome: your sign-in link");
}

test(
  "a customer who joined online is offered a password after MFA, sets one and signs in with it",
  { tag: "@js" },
  async ({ page }) => {
    const email = `robin.${test.info().project.name}@example.com`;
    const welcome = await joinOnline(page.request, email);
    await openSignInLink(page, pathOf(welcome.link!));
    await completeMfa(page, "sms");
    await expect(page).toHaveURL(/\/profile\/password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Set a password" })).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Not now: the pages that ask for the current password say how to set one.
    await page.getByRole("link", { name: "Not now" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/profile/edit");
    await expect(page.getByText("You have not set a password yet")).toBeVisible();
    await page.getByRole("link", { name: "Set a password" }).click();
    await expect(page).toHaveURL(/\/profile\/password$/);

    await page.getByLabel("Password", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("Your password must not be your email address").first()).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your password has been set" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByText("You have not set a password yet")).toHaveCount(0);

    await page.context().clearCookies();
    await signInForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/mfa/);
  },
);

test(
  "with JavaScript, the new password can be shown and has a strength hint",
  { tag: "@js-only" },
  async ({ page }) => {
    await signIn(page, { path: "/profile/password" });
    const field = page.getByLabel("New password");
    await field.fill("correct horse battery staple");
    await expect(page.getByText(/^Password strength: /)).toBeVisible();
    await expect(field).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(field).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);
    // Only the password pages load the strength estimator, and only once typed into.
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/profile");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => s.includes("password-strength"))).toEqual([]);
  },
);

test("a new password built on the portal's name is refused with a clear message, and nothing is changed", async ({
  page,
}) => {
  await signIn(page, { path: "/profile/password" });
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByLabel("New password").fill("SelfServicePortal2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByRole("alert").first()).toContainText("There is a problem");
  const message = "Your password must not be based on our name, this website's name or your email address.";
  await expect(page.getByRole("link", { name: new RegExp(message.replace(/[.']/g, ".")) })).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveValue("");
  expect((await outbox(page.request)).some((m) => m.subject === "Your password was changed")).toBe(false);
});
