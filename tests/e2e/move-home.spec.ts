import { expect, type Page, test } from "@playwright/test";
import { E2E_PORT } from "./env.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import { fillDate } from "./portal-helpers.ts";
import { DEMO, expectNoAxeViolations } from "./support.ts";

// Issue 14: moving home, shown only when FEATURE_MOVING is on — so on a portal of its own (the
// shared one runs with the brand's default, moving off). demo@example.com moves N1001 and V2001.

let portal: OwnPortal;
test.use({ baseURL: `http://localhost:${E2E_PORT + 10}` });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  portal = await startOwnPortal(E2E_PORT + 10, { FEATURE_MOVING: "true" });
});

test.afterAll(async () => {
  await portal?.stop();
});

test.beforeEach(async () => {
  expect((await fetch(`${portal.sandboxUrl}/__sandbox/reset`, { method: "POST" })).ok).toBe(true);
});

async function signIn(page: Page) {
  await page.goto("/login");
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password").fill(DEMO.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/mfa/);
  await page.getByRole("radio", { name: /^Email/ }).check();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  const outbox = (await (await fetch(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as {
    channel: string;
    code?: string;
  }[];
  await page.getByLabel("Verification code").fill(outbox.find((m) => m.channel === "email" && m.code)?.code ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/\/mfa/);
  await page.goto("/home");
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function toDateStep(page: Page) {
  await signIn(page);
  await page.getByRole("link", { name: "Moving home? Move your services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Where are you moving to?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Address" }).fill("1 Harbour");
  await page.getByRole("button", { name: "Find address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Select your new address" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: /^1 Harbour/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/available$/);
  await expect(page.getByText(/Fibre to the premises \(FTTP\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/date$/);
}

test("moves home: address search, what it can have, date, services, fees, check, references", async ({ page }) => {
  test.setTimeout(120_000);
  await toDateStep(page);
  await expectNoAxeViolations(page);
  await fillDate(page, "Move date", isoIn(14));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/services$/);
  await expect(page.getByRole("checkbox", { name: /N1001/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /D4001/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: /V2001/ }).uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/check$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Check your answers before booking your move" }),
  ).toBeVisible();
  await expect(page.getByText(/No fee to move\. \$\d+\.\d\d a month\. Connected from/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book my move" }).click();
  await expect(page).toHaveURL(/\/move\/done$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your move is booked" })).toBeVisible();
  const reference = page.getByText(/^MV-\d+ \(/);
  await expect(reference).toBeVisible();
  await expectNoAxeViolations(page);
  const code = (await reference.textContent())!.split(" ")[0]!;
  await page.getByRole("link", { name: "Follow it in your requests" }).click();
  await expect(page.getByText(code)).toBeVisible();
});

test("refuses a move date in the past", async ({ page }) => {
  test.setTimeout(90_000);
  await toDateStep(page);
  await fillDate(page, "Move date", isoIn(-2));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("alert").getByRole("link", { name: "The move date must be today or in the future" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/move\/date$/);
  await expectNoAxeViolations(page);
});
