import type { Page } from "@playwright/test";
import { baseURLOf, expect, specPortal, test } from "./fixtures.ts";
import { fillDate } from "./portal-helpers.ts";
import type { OwnPortal } from "./own-portal.ts";
import { DEMO, expectNoAxeViolations } from "./support.ts";

// A booked move on the service's home card: after the move-home journey, Home says where the
// service is moving, when, and how far the request has got (the account's requests, asked beside
// home's other calls; their failure leaves the rest of home standing). And the journey's pages
// name the services as customers know them. Moving is off on the shared portal: a portal of its own.

let portal: OwnPortal;
const own = specPortal({ FEATURE_MOVING: "true" });
test.use(baseURLOf(own));

const SERVICE_CODE = /\b[NMVDUEG]\d{4}\b/;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  portal = await own.get();
});

test.afterAll(() => own.stop());

test.beforeEach(async () => {
  await fetch(`${portal.sandboxUrl}/__sandbox/faults`, { method: "DELETE" });
  expect((await fetch(`${portal.sandboxUrl}/__sandbox/reset`, { method: "POST" })).ok).toBe(true);
});

/** Signs in as demo@example.com, the code read from this portal's own sandbox. */
async function signIn(page: Page, path: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password").fill(DEMO.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("radio", { name: /^Email/ }).check();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  const sent = (await (await fetch(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as { code?: string }[];
  await page.getByLabel("Verification code").fill(sent.find((m) => m.code)?.code ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/\/(mfa|login)/);
  await page.goto(path);
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function bookMove(page: Page) {
  await page.goto("/move?address=1+Harbour");
  await page.getByRole("radio", { name: /^1 Harbour/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/available$/);
  await page.getByRole("link", { name: "Continue" }).click();
  await fillDate(page, "Move date", isoIn(14));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/services$/);
  await page.getByRole("checkbox", { name: /VoIP \(02\) 9876 5432/ }).uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/check$/);
  await page.getByRole("button", { name: "Book my move" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your move is booked" })).toBeVisible();
}

test("the move's confirmation names the service; home's service card then shows the booked move @js", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "/move");
  await bookMove(page);
  const main = page.locator("main");
  await expect(main).toContainText("NBN at 12 Harbour St");
  expect(await main.innerText()).not.toMatch(SERVICE_CODE);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Back to your services" }).click();
  const card = page.getByRole("region", { name: "Your service" });
  await expect(card).toContainText(
    /Moving to 1 Harbour St[a-z]*, Sydney NSW 2000 on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}\. Request MV-\d+: (Received|Scheduled)\./,
  );
  await expect(card.getByRole("link", { name: "See your requests" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("home stands when the requests cannot be loaded @js", async ({ page }) => {
  await signIn(page, "/home");
  await fetch(`${portal.sandboxUrl}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path: "/api/v1/account/requests", status: 500 }),
  });
  const answer = await page.goto("/home");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("region", { name: "Your service" })).toContainText("NBN at 12 Harbour St");
  await expect(page.getByRole("region", { name: "Your service" })).not.toContainText("Moving to");
});
