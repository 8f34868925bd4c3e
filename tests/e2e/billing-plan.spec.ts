import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";
import { errorSummary, records, sameOrigin } from "./billing-helpers.ts";
import { shownOn } from "./journey-checks.ts";
import { fillDate } from "./portal-helpers.ts";

/**
 * "Need more time to pay?" (/billing/plan → frequency → start → reason → confirm → done) against
 * the sandbox: a question per page, answers on the server, the request sent once.
 */

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function continueTo(page: Page, path: RegExp) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(path);
}

/** Answers every question and ends on the check page. */
async function answerAll(page: Page, answers: { instalment: string; often: string; start: string; reason: string }) {
  await page.goto("/billing/plan");
  await page.getByLabel("How much can you pay each time?").fill(answers.instalment);
  await continueTo(page, /\/billing\/plan\/frequency$/);
  await page.getByRole("radio", { name: answers.often }).check();
  await continueTo(page, /\/billing\/plan\/start$/);
  await fillDate(page, "Date of your first payment", answers.start);
  await continueTo(page, /\/billing\/plan\/reason$/);
  await page.getByLabel("Why do you need more time to pay?").fill(answers.reason);
  await continueTo(page, /\/billing\/plan\/confirm$/);
}

test.describe("payment help", () => {
  test("a payment-plan request is asked, checked, sent and stored", { tag: "@js" }, async ({ page, request }) => {
    await signIn(page, { path: "/billing" });
    await page.getByRole("link", { name: "Need more time to pay?" }).click();
    await expect(page).toHaveTitle("Need more time to pay? | Self Service Portal");
    await expect(page.getByRole("link", { name: "Financial Hardship Policy" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing filled in: the question's error, which survives a reload.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toContainText("Enter how much you can pay each time");
    await page.reload();
    await expect(errorSummary(page)).toContainText("Enter how much you can pay each time");
    await expectNoAxeViolations(page);

    const start = inDays(7);
    await page.getByLabel("How much can you pay each time?").fill("25");
    await continueTo(page, /\/billing\/plan\/frequency$/);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/billing/plan");
    await page.getByRole("radio", { name: "Monthly" }).check();
    await continueTo(page, /\/billing\/plan\/start$/);
    await expectNoAxeViolations(page);
    await fillDate(page, "Date of your first payment", start);
    await continueTo(page, /\/billing\/plan\/reason$/);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toContainText("Tell us why you need more time to pay");
    await page.getByLabel("Why do you need more time to pay?").fill("Between jobs until next month.");
    await continueTo(page, /\/billing\/plan\/confirm$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your request" })).toBeVisible();
    await expect(page.getByText("$25.00")).toBeVisible();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Send request" }) });
    // Only the version of the answers shown (app/lib/journey).
    await expect(form.locator("input[type=hidden]")).toHaveCount(1);
    await expect(form.locator("input[type=hidden][name=shown]")).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/billing\/plan\/done$/);
    const plans = await records<{ reference: string; details: Record<string, unknown> }>(request, "payment_plans");
    expect(plans).toHaveLength(1);
    expect(plans[0]!.data.details).toMatchObject({
      instalmentCents: 2500,
      frequency: "monthly",
      startDate: start,
      reason: "Between jobs until next month.",
    });
    await expect(page.getByTestId("reference")).toHaveText(plans[0]!.data.reference);
    await expect(page.getByText(`Your reference is ${plans[0]!.data.reference}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Billing now shows the request, not the offer to ask again.
    await page.goto("/billing");
    const asked = page.locator("#plan-request");
    await expect(asked).toContainText("You asked for more time to pay");
    await expect(asked).toContainText(`Reference ${plans[0]!.data.reference}: Received.`);
    await expect(page.getByRole("link", { name: "Need more time to pay?" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Follow your request" })).toHaveAttribute("href", "/requests");
  });

  test("back and refresh send nothing; changing an answer returns to the check page", async ({ page, request }) => {
    await signIn(page, { path: "/billing/plan" });
    const start = inDays(5);
    await answerAll(page, { instalment: "30", often: "Weekly", start, reason: "Waiting for my pay." });
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.reload();
    await page.goBack();
    await expect(page).toHaveURL(/\/billing\/plan\/reason$/);
    await expect(page.getByLabel("Why do you need more time to pay?")).toHaveValue("Waiting for my pay.");
    await page.goBack();
    await expect(page).toHaveURL(/\/billing\/plan\/start$/);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/billing\/plan\/confirm$/);
    expect(posts).toEqual([]);

    await page.getByRole("link", { name: "Change each payment" }).click();
    await expect(page).toHaveURL(/\/billing\/plan\?change=1$/);
    await expect(page.getByLabel("How much can you pay each time?")).toHaveValue("30.00");
    await page.getByLabel("How much can you pay each time?").fill("40");
    await continueTo(page, /\/billing\/plan\/confirm$/);
    await expect(page.getByText("$40.00")).toBeVisible();
    await expect(page.getByText("Weekly")).toBeVisible();

    // "Send request" twice at once, with hostile fields: one request, with the saved answers.
    const shown = await shownOn(page);
    const [first, second] = await Promise.all([
      page.request.post("/billing/plan/confirm", {
        form: { ...shown, instalment: "5", frequency: "nonsense", reason: "<script>alert(1)</script>" },
        headers: sameOrigin(),
        maxRedirects: 0,
      }),
      page.request.post("/billing/plan/confirm", { form: shown, headers: sameOrigin(), maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect(first.headers().location).toBe("/billing/plan/done");
    expect(second.headers().location).toBe("/billing/plan/done");
    const plans = await records<{ details: Record<string, unknown> }>(request, "payment_plans");
    expect(plans).toHaveLength(1);
    expect(plans[0]!.data.details).toMatchObject({ instalmentCents: 4000, frequency: "weekly", startDate: start });

    // After it was sent, the check page leads to the confirmation; the first question starts anew.
    const visit = await page.request.get("/billing/plan/confirm", { maxRedirects: 0 });
    expect(visit.status()).toBe(303);
    expect(visit.headers().location).toBe("/billing/plan/done");
    await page.goto("/billing/plan");
    await expect(page.getByLabel("How much can you pay each time?")).toHaveValue("");
  });

  test("a page too early leads to the first open question", async ({ page }) => {
    await signIn(page, { path: "/billing/plan" });
    for (const path of ["/billing/plan/frequency", "/billing/plan/reason", "/billing/plan/confirm"]) {
      const visit = await page.request.get(path, { maxRedirects: 0 });
      expect(visit.status(), path).toBe(303);
      expect(visit.headers().location, path).toBe("/billing/plan");
    }
  });
});
