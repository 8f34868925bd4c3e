import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { sandboxRecords, switchService } from "./portal-helpers.ts";
import { resetSandbox, signIn } from "./support.ts";

/**
 * Customers know a service by its number, its street or its plan, never by the provider's
 * internal code (serviceName, app/domain/services.ts; decision 078). Every signed-in page of each
 * demo account, for each of its services, is read as a customer sees it (visible text only), and
 * no service code may show. The sandbox's codes are a letter for the kind (N nbn, D dsl, U uniti,
 * V voip, M mobile, E electricity, G gas) and four digits.
 *
 * Left out, because there a code is the provider's own words and not the portal's naming: the
 * service's notes and history on /home (written by the provider's staff and systems) and the
 * summaries of /requests (the provider's description of each request). References customers
 * quote (MV-100001, INV-10001-202611, SR-100002) are not service codes and are never matched.
 */

const SERVICE_CODE = /\b[NMVDUEG]\d{4}\b/;

const SERVICE_PAGES = ["/home", "/home/usage", "/home/plan", "/home/outages", "/service/service-tests", "/support"];
const ACCOUNT_PAGES = [
  "/billing",
  "/billing/payment-details",
  "/profile",
  "/profile/notifications",
  "/profile/activity",
  "/requests",
];

const ACCOUNTS = [
  { email: "demo@example.com", accountCode: "A10001" },
  { email: "voip@example.com", accountCode: "A10002" },
  { email: "energy@example.com", accountCode: "A10003" },
  { email: "fw@example.com", accountCode: "A10004" },
  { email: "capped@example.com", accountCode: "A10005" },
];

/** The page's visible text, without the provider's own words (see above). */
async function customerText(page: Page): Promise<string> {
  return page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const skip of copy.querySelectorAll(
      'section[aria-labelledby="notes-heading"], section[aria-labelledby="history-heading"]',
    ))
      skip.remove();
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    return text;
  });
}

async function expectNoCode(page: Page, path: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBeLessThan(400);
  const text = await customerText(page);
  const found = SERVICE_CODE.exec(text);
  expect(found ? `${path}: “…${text.slice(Math.max(0, found.index - 60), found.index + 20)}…”` : null).toBeNull();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

// Without JavaScript only: each page is a document load, and with JavaScript it shows the same
// server-drawn text, hydrated as it is (the SIM page below runs in both, as a journey's page).
for (const account of ACCOUNTS) {
  test(`no service code on any signed-in page of ${account.email}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, { email: account.email });
    const services = await sandboxRecords<{ code: string }>(request, "services", {
      accountCode: account.accountCode,
    });
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) {
      if (services.length > 1) {
        await page.goto("/home");
        await switchService(page, service.data.code);
      }
      for (const path of SERVICE_PAGES) await expectNoCode(page, path);
    }
    for (const path of ACCOUNT_PAGES) await expectNoCode(page, path);
  });
}

test("the SIM activation's first page names the mobile by its plan, not its code @js", async ({ page }) => {
  await signIn(page, { email: "energy@example.com" });
  await switchService(page, "M5002");
  await page.getByRole("link", { name: "Activate your SIM" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What is your SIM number?" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Mobile 40GB plan");
  expect(await customerText(page)).not.toMatch(SERVICE_CODE);
});
