import { createHash } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { baseURLOf, expect, specPortal, test } from "./fixtures.ts";
import type { OwnPortal } from "./own-portal.ts";
import { fillDirectDebit } from "./portal-helpers.ts";
import { DEMO, jsEnabled, readSession } from "./support.ts";

/**
 * Leaks: across a full journey (sign-in, MFA, every main page, a card payment, a profile
 * save, a complaint, a service test, a failed sign-in, sign-out), a sentinel token (the real
 * provider token of the session), the card number and CVV of the payment, the account number of a
 * new direct debit, the password (also as
 * the "Current password" of a new email and new payment details, right and wrong) and the MFA code
 * appear in no response body (documents and `.data`), header, redirect, request URL or
 * log line. The logs are the server's own stdout/stderr at LOG_LEVEL=debug, so this suite starts
 * its own portal (and sandbox).
 */

const CARD = "4242 4242 4242 4242";
/** A wrong "Current password" (re-authentication): a secret like any password. */
const WRONG_CURRENT_PASSWORD = "wrong-current-password-sentinel";
const CVV = "919";
/** A new direct debit's account number: only its last digits are ever shown or kept. */
const ACCOUNT_NUMBER = "73519264";

let portal: OwnPortal | undefined;
const logs = () => portal?.logs() ?? "";

const own = specPortal({ LOG_LEVEL: "debug" });
test.use(baseURLOf(own));

test.beforeAll(async () => {
  test.setTimeout(60_000);
  portal = await own.get();
});

test.afterAll(() => own.stop());

type Seen = { url: string; status: number; headers: string; body: string };

/** Records every response of the portal (documents, .data, redirects, resource routes). */
function record(page: Page, seen: Seen[], requests: string[]) {
  page.on("request", (request) => requests.push(request.url()));
  page.on("response", async (response: Response) => {
    const url = response.url();
    if (!url.startsWith(portal!.url) || url.includes("/assets/")) return;
    const entry: Seen = {
      url,
      status: response.status(),
      // Closed by the time it is asked (the test's last response): the headers the response came with.
      headers: JSON.stringify(await response.allHeaders().catch(() => response.headers())),
      body: "",
    };
    seen.push(entry);
    if (response.status() >= 300 && response.status() < 400) return;
    try {
      entry.body = (await response.body()).toString("utf8");
    } catch {
      // a response the page navigated away from before its body arrived
    }
  });
}

async function latestCode(page: Page): Promise<string> {
  // With JavaScript the send is a fetch that may still be under way: wait for the code.
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await page.request.get(`${portal!.sandboxUrl}/__sandbox/outbox`)).json()) as {
          channel: string;
          code?: string;
        }[];
        code = messages.find((m) => m.channel === "email")?.code;
        return code !== undefined;
      },
      { message: "an MFA code in the outbox" },
    )
    .toBe(true);
  return code!;
}

/** With JavaScript a client navigation (a .data request) through the menu; without, a page load. */
async function visit(page: Page, path: string, link: string) {
  if (jsEnabled()) await page.getByRole("link", { name: link, exact: true }).first().click();
  else await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test(
  "no token, card number, CVV, password or code in any response, header, URL or log line",
  { tag: "@js" },
  async ({ page }) => {
    test.setTimeout(120_000);
    const seen: Seen[] = [];
    const requests: string[] = [];
    record(page, seen, requests);

    // A failed sign-in first: the wrong password must not be logged or echoed either.
    await page.goto("/login");
    const signIn = page.locator("form#sign-in");
    await signIn.getByLabel("Email").fill(DEMO.email);
    await signIn.getByLabel("Password").fill("wrong-password-sentinel");
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("The email address or password is not correct").first()).toBeVisible();

    await signIn.getByLabel("Password").fill(DEMO.password);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/mfa/);
    await page.getByRole("radio", { name: /^Email/ }).check();
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByLabel("Verification code")).toBeVisible();
    const code = await latestCode(page);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/home$/);

    const { session, cookie } = await readSession(page);
    const token = session.get("token");
    expect(token, "the provider token in the session").toBeTruthy();

    await visit(page, "/home/usage", "Usage");
    await visit(page, "/home/plan", "Plan");
    await visit(page, "/home/outages", "Outages");
    await visit(page, "/billing", "Billing");

    // A card payment: check, then pay.
    await page.goto("/billing/pay");
    await page.getByLabel("Amount to pay").fill("12.34");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Name on card").fill("Alex Citizen");
    await page.getByLabel("Card number").fill(CARD);
    await page.getByLabel("Expiry month").fill("12");
    await page.getByLabel("Expiry year").fill(String(new Date().getFullYear() + 2));
    await page.getByLabel("Security code").fill(CVV);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your payment" })).toBeVisible();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByText(/Payment of \$12\.34 received/)).toBeVisible();

    await visit(page, "/billing/payment-details", "Payment details");
    // New payment details: the current password on the check step, wrong first, then right.
    await page.goto("/billing/payment-details/direct-debit");
    await fillDirectDebit(page, ACCOUNT_NUMBER);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Confirm account number").fill(ACCOUNT_NUMBER);
    await page.getByLabel("Current password").fill(WRONG_CURRENT_PASSWORD);
    await page.getByRole("button", { name: "Save payment details" }).click();
    await expect(page.getByText("The password is not correct").first()).toBeVisible();
    await page.getByLabel("Confirm account number").fill(ACCOUNT_NUMBER);
    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByRole("button", { name: "Save payment details" }).click();
    await expect(page.getByText("Your payment details have been updated")).toBeVisible();

    await visit(page, "/profile", "Profile");
    await page.goto("/profile/edit");
    await page.getByLabel("First name").fill("Alexander");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // A new email needs the current password: a wrong one, then the right one.
    await page.goto("/profile/edit");
    await page.getByLabel("Email address").fill("alex.leaks@example.com");
    await page.getByLabel("Current password").fill(WRONG_CURRENT_PASSWORD);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("The password is not correct").first()).toBeVisible();
    await page.getByLabel("Current password").fill(DEMO.password);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto("/support/new-complaint");
    await page.getByLabel("Billing or payments").check();
    await page.getByLabel("Describe your complaint").fill("Charged twice.");
    await page.getByLabel("What would you like us to do to put things right?").fill("Refund one charge.");
    await page.getByRole("group", { name: "How should we contact you about it?" }).getByLabel("Email").check();
    await page.getByRole("group", { name: "Is your complaint urgent?" }).getByLabel("No").check();
    await page.getByRole("button", { name: "Send complaint" }).click();
    await expect(page.getByText("Complaint received").first()).toBeVisible();

    await visit(page, "/service/service-tests", "Diagnostics");
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: /run/i }).click();
    await expect(page).toHaveURL(/\/service\/result/);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).not.toHaveURL(/\/home/);

    // The server writes a request's log line when the request finishes: wait for every line.
    const requestIds = seen.map((entry) => (JSON.parse(entry.headers) as Record<string, string>)["x-request-id"]);
    await expect
      .poll(() => requestIds.filter((id) => id && !logs().includes(id)), { message: "every request's log line" })
      .toEqual([]);

    const [, , signature] = token!.split(".");
    const sentinels: [string, RegExp][] = [
      ["provider token", new RegExp(escapeRe(token!))],
      ["token signature", new RegExp(escapeRe(signature!))],
      ["card number", /4242[ -]?4242[ -]?4242[ -]?4242/],
      ["account number", new RegExp(ACCOUNT_NUMBER)],
      ["wrong password", /wrong-password-sentinel/],
      ["wrong current password", new RegExp(escapeRe(WRONG_CURRENT_PASSWORD))],
      ["password", new RegExp(escapeRe(DEMO.password))],
    ];
    expect(seen.length).toBeGreaterThan(20);
    for (const response of seen) {
      for (const [name, pattern] of sentinels) {
        expect(pattern.test(response.url), `${name} in URL ${response.url}`).toBe(false);
        expect(pattern.test(response.headers), `${name} in headers of ${response.url}`).toBe(false);
        expect(pattern.test(response.body), `${name} in body of ${response.url}`).toBe(false);
      }
      // The CVV and the code as values (3 and 6 digits appear in ordinary markup otherwise).
      expect(response.body, `CVV in ${response.url}`).not.toMatch(new RegExp(`(value=|:)\\\\?"${CVV}\\\\?"`));
      expect(response.body, `MFA code in ${response.url}`).not.toMatch(new RegExp(`(value=|:)\\\\?"${code}\\\\?"`));
    }
    for (const url of requests) {
      for (const [name, pattern] of sentinels) expect(pattern.test(url), `${name} in request ${url}`).toBe(false);
    }

    expect(logs()).toContain('"msg":"provider call"');
    // Emails are logged only as a keyed hash (HMAC with a secret): not the address, and not a plain
    // SHA-256 of it that anyone could compute from a guessed address.
    expect(logs()).toContain('"kind":"audit","event":"sign-in.failed"');
    expect(logs(), "email in the logs").not.toContain(DEMO.email);
    expect(logs(), "unkeyed email hash in the logs").not.toContain(
      createHash("sha256").update(DEMO.email).digest("hex").slice(0, 16),
    );
    const lines = logs().split("\n");
    for (const line of lines) {
      for (const [name, pattern] of sentinels) expect(pattern.test(line), `${name} in log line ${line}`).toBe(false);
      expect(line, "CVV in a log line").not.toMatch(new RegExp(`"${CVV}"`));
      expect(line, "MFA code in a log line").not.toMatch(new RegExp(`(?<![\\w-])${code}(?![\\w-])`));
      if (cookie) expect(line, "session cookie in a log line").not.toContain(cookie.value.slice(0, 40));
    }
  },
);

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
