import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import { DEMO, expectNoAxeViolations } from "./support.ts";

/**
 * The energy wholesaler's variant (WHOLESALER_CODE=OE, spec §1 and §5) on a portal of its own:
 * the brand in page titles, the external login for signed-out visitors, the tag-manager script
 * (never on sign-in, MFA or payment pages), and that the plan page applies the wholesaler's plan
 * rules (context 1 here; every context is app/domain/plans.test.ts's).
 */

let portal: OwnPortal;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  portal = await startOwnPortal({ WHOLESALER_CODE: "OE", WHOLESALER_NAME: "Acme Energy" });
});

test.afterAll(async () => {
  await portal?.stop();
});

async function signInAndVerify(page: Page, email: string, path: string) {
  await page.goto(`${portal.url}/login`);
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(DEMO.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/mfa/);
  await expect(page.locator("script[data-tag-manager]"), "no tag manager on /mfa").toHaveCount(0);
  await page.getByRole("radio", { name: /^Email/ }).check();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  const outbox = (await (await fetch(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as {
    channel: string;
    to: string;
    code?: string;
  }[];
  const code = outbox.find((m) => m.channel === "email" && m.code)?.code ?? ""; // newest first
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/\/mfa/);
  await page.goto(`${portal.url}${path}`);
}

const planNames = (page: Page) =>
  page.getByRole("group", { name: "Which plan do you want?" }).locator("label").allInnerTexts();

test("signed-out visitors go to the wholesaler's own login page", async ({ request }) => {
  const response = await request.get(`${portal.url}/home`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toMatch(/^https:\/\/staging\.myaccount\.example\.com\/login/);
});

test("titles carry the wholesaler's name; the tag manager is on ordinary pages only", async ({ page }) => {
  await page.goto(`${portal.url}/login`);
  await expect(page).toHaveTitle("Sign in | Acme Energy Self Service Portal");
  await expect(page.locator("script[data-tag-manager]")).toHaveCount(0);
  await signInAndVerify(page, DEMO.email, "/support");
  await expect(page).toHaveTitle(/\| Acme Energy Self Service Portal$/);
  const script = page.locator("script[data-tag-manager]");
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute("data-tag-manager", "GTM-OESTAGE1");
  const csp = (await page.request.get(`${portal.url}/support`)).headers()["content-security-policy"] ?? "";
  expect(csp).toContain("googletagmanager.com");
  for (const path of ["/billing", "/billing/payment-details"]) {
    await page.goto(`${portal.url}${path}`);
    await expect(page.locator("script[data-tag-manager]"), path).toHaveCount(0);
  }
});

test("the banner carries the wholesaler's own name and logo", async ({ page }) => {
  for (const path of ["/login", "/no/such/page"]) {
    await page.goto(`${portal.url}${path}`);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("img", { name: "Acme Energy", exact: true }), path).toBeVisible();
    await expect(banner.getByRole("img", { name: "Self Service Portal" }), path).toHaveCount(0);
  }
});

test("plan context 1 hides 12/1, NBN 100/20 and 100/40, and FW plans", async ({ page }) => {
  await signInAndVerify(page, DEMO.email, "/home/plan");
  const names = await planNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(name).not.toContain("12/1");
    expect(name).not.toContain("FW");
    if (/NBN/.test(name)) expect(name).not.toMatch(/100\/20|100\/40/);
  }
  await expectNoAxeViolations(page);
});
