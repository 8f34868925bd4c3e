import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDate, signInWithoutMfa, switchService } from "./portal-helpers.ts";
import { DEMO, expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

/**
 * Cancel a service: reason, date, check your answers with what is lost and the
 * current password, then a reference in /requests and a pending cancellation shown on /home and
 * in the service switcher. MFA-gated. JavaScript on and off.
 */

const isoIn = (days: number) => {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Sydney",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return parts.format(new Date(Date.now() + days * 86_400_000));
};

const errorSummary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("cancels a service: reason, date, check, password, then a pending cancellation everywhere", async ({ page }) => {
  test.setTimeout(90_000); // four steps, each checked with axe (slower without JavaScript)
  await signIn(page, { path: "/home" });
  await page.getByRole("link", { name: "Cancel this service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cancel a service" })).toBeVisible();
  await expect(page.getByRole("region", { name: "What you lose" })).toContainText("NBN internet connection");
  await expect(page.getByRole("link", { name: "Change your plan instead" })).toHaveAttribute("href", "/home/plan");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("Select why you are cancelling");
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "I am moving house" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "When should we cancel it?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await fillDate(page, "Cancellation date", isoIn(-1));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("The cancellation date must be today or in the future");
  await expectNoAxeViolations(page);
  const date = isoIn(10);
  await fillDate(page, "Cancellation date", date);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Check your cancellation" })).toBeVisible();
  await expect(page.getByText("I am moving house")).toBeVisible();
  await expect(page.getByText("None: this plan has no minimum term")).toBeVisible();
  // Cancelling takes something away: GOV.UK's warning button, not the primary one.
  await expect(page.getByRole("button", { name: "Cancel the service" })).toHaveCSS(
    "background-color",
    "rgb(185, 28, 28)",
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByRole("button", { name: "Cancel the service" }).click();
  await expect(errorSummary(page)).toContainText("The password is not correct");
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await expectNoAxeViolations(page);
  await page.getByLabel("Current password").fill(DEMO.password);
  await page.getByRole("button", { name: "Cancel the service" }).click();

  await expect(page).toHaveURL(/\/home\/cancel\/done$/);
  await expect(
    page.getByText(/We have received your cancellation of NBN at 12 Harbour St\. Your reference is CX-\d+/),
  ).toBeVisible();
  // The fee the check page showed is repeated with the reference.
  await expect(page.getByText("Early-exit fee: None: this plan has no minimum term.")).toBeVisible();
  await page.getByRole("link", { name: "See your requests" }).click();
  const row = page.getByRole("row", { name: /CX-\d+/ });
  await expect(row).toContainText("Cancellation");
  await expect(row).toContainText("Received");

  await page.goto("/home");
  await expect(
    page.getByText(/This service will be cancelled on \d{1,2} [A-Z][a-z]+ \d{4} \(reference CX-\d+\)/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel this service" })).toHaveCount(0);
  await expect(
    page.getByLabel("Service", { exact: true }).locator("option", { hasText: "NBN at 12 Harbour St" }),
  ).toHaveText(/Cancellation requested/);
  await page.goto("/home/plan");
  await expect(page.getByText("This service will be cancelled on")).toBeVisible();
});

test("shows the early-exit fee inside a minimum term", async ({ page }) => {
  await signIn(page, { path: "/home" });
  await switchService(page, "V2001");
  await page.goto("/home/cancel");
  await expect(page.getByRole("region", { name: "What you lose" })).toContainText(
    "$150.00: your minimum term runs until",
  );
  await expect(page.getByRole("region", { name: "What you lose" })).toContainText("(02) 9876 5432");
});

test("asks for MFA before the cancellation", async ({ page }) => {
  await signInWithoutMfa(page);
  await page.goto("/home/cancel");
  await expect(page).toHaveURL(/\/mfa/);
});

test(
  "a later step loaded directly hydrates: its Back link navigates on the client",
  { tag: "@js-only" },
  async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await signIn(page, { path: "/home" });
    await page.goto("/home/cancel");
    await page.getByRole("radio", { name: "I am moving house" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/home\/cancel\/date$/);
    await page.goto("/home/cancel/date");
    await expect(page.getByRole("heading", { level: 1, name: "When should we cancel it?" })).toBeVisible();
    // Hydrated once the page's scripts have loaded: the Back link then navigates without loading a document.
    await page.waitForLoadState("networkidle");
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents++;
    });
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cancel a service" })).toBeVisible();
    expect(documents).toBe(0);
    expect(errors).toEqual([]);
  },
);
