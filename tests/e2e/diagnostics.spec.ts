import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { sandboxRecords, signInWithoutMfa, switchService } from "./portal-helpers.ts";
import { rawPost } from "./resilience.ts";
import { addFault, completeMfa, expectNoAxeViolations, jsEnabled, resetSandbox } from "./support.ts";

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const DONE = /^Test (passed|failed)$/;

/** Without JavaScript the customer follows "Check again" until the test is done. */
async function waitForResultByHand(page: Page) {
  await expect(async () => {
    if ((await page.getByText(DONE).count()) > 0) return;
    await page.getByRole("link", { name: "Check again" }).click();
    await expect(page.getByText(DONE)).toBeVisible({ timeout: 1000 });
  }, "the test finishes").toPass({ timeout: 20_000 });
}

test("the service tests and result pages need no MFA", async ({ page }) => {
  await signInWithoutMfa(page);
  await page.goto("/service/service-tests");
  await expect(page).toHaveURL(/\/service\/service-tests$/);
  await expect(page.getByRole("heading", { level: 1, name: "Service tests" })).toBeVisible();
  await page.goto("/service/result?testId=TN10010001");
  await expect(page).toHaveURL(/\/service\/result\?testId=TN10010001$/);
  await expect(page.getByRole("heading", { level: 1, name: "Line state test" })).toBeVisible();
});

test("run a diagnostic test, see it complete and appear in the history", { tag: "@js" }, async ({ page }) => {
  await signInWithoutMfa(page);
  await page.goto("/service/service-tests");
  await expect(page).toHaveTitle("Service tests | Self Service Portal");
  const history = page.getByRole("region", { name: "Test history" });
  await expect(history.getByRole("row")).toHaveCount(4); // header + 3 seeded tests
  await expectNoAxeViolations(page);

  await page.getByRole("radio", { name: "Speed profile" }).check();
  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page).toHaveURL(/\/service\/result\?testId=[\w-]+$/);
  const testId = new URL(page.url()).searchParams.get("testId")!;
  await expect(page.getByRole("heading", { level: 1, name: "Speed profile test" })).toBeVisible();
  await expect(page.getByText("Your test is running")).toBeVisible();
  await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);

  if (jsEnabled()) {
    await expect(page.getByText("This page updates itself when the test finishes.")).toBeVisible();
    // No click: the page checks again by itself.
    await expect(page.getByText(DONE)).toBeVisible({ timeout: 15_000 });
  } else {
    await expect(page.getByRole("link", { name: "Check again" })).toBeVisible();
    await expectNoAxeViolations(page);
    await waitForResultByHand(page);
  }
  await expect(page.getByRole("link", { name: "Check again" })).toHaveCount(0);
  await expect(page.getByText("Assured speed")).toBeVisible();
  await expectNoAxeViolations(page);

  // The history is loaded fresh after the run (spec §4): the new test is first.
  await page.getByRole("link", { name: "Back to service tests and your test history" }).click();
  await expect(history.getByRole("row")).toHaveCount(5);
  const newest = history.getByRole("row").nth(1);
  await expect(newest.getByRole("link", { name: /^Speed profile/ })).toHaveAttribute(
    "href",
    `/service/result?testId=${testId}`,
  );
  await expect(newest).toContainText(/Passed|Failed/);
});

test("running without choosing a test says what to do", async ({ page }) => {
  await signInWithoutMfa(page);
  await page.goto("/service/service-tests");
  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a test to run" })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: Service tests/);
  await expectNoAxeViolations(page);
});

test("a provider failure starting a test shows the spec §8 message", async ({ page, request }) => {
  await signInWithoutMfa(page);
  await page.goto("/service/service-tests");
  await addFault(request, { path: "/api/v1/superloop/diagnostics/create-test", status: 500, times: 1 });
  await page.getByRole("radio", { name: "Line state" }).check();
  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Request failed with status code 500" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Line state" })).toBeChecked();
});

test("a service without diagnostics says so", async ({ page }) => {
  await signInWithoutMfa(page);
  await page.goto("/service/service-tests");
  await switchService(page, "V2001");
  await expect(page.getByText("Diagnostics are not available for VoIP (02) 9876 5432.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Run test" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("an unknown test id is not found, not an error", async ({ page }) => {
  await signInWithoutMfa(page);
  const response = await page.goto("/service/result?testId=<script>");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We could not find that test.", { exact: false })).toBeVisible();
  const other = await page.goto("/service/result?testId=Tnope");
  expect(other?.status()).toBe(404);
  await expectNoAxeViolations(page);
});

test.describe("a test that disrupts the service (port reset)", () => {
  const VERIFY_FIRST =
    "A port reset interrupts your service while it runs, so verify your identity before running one.";
  const TOO_SOON =
    /^A port reset was run on this service less than 10 minutes ago\. You can run it again after \d{1,2} [A-Z][a-z]+ \d{4} at (?:\d{1,2}:\d{2}[ap]m|midnight|midday)\.$/;

  async function portResets(page: Page, accountCode: string) {
    const rows = await sandboxRecords<{ testType: string }>(page.request, "diagnostic_tests", { accountCode });
    return rows.filter((r) => r.data.testType === "port-reset").length;
  }

  test(
    "needs MFA, asks 'Are you sure?', then runs once per service per 10 minutes",
    { tag: "@js" },
    async ({ page }) => {
      // The portal remembers a run for 10 minutes (across sandbox resets), so each project tests its own service.
      const [email, accountCode] = jsEnabled() ? ["demo@example.com", "A10001"] : ["fw@example.com", "A10004"];
      await signInWithoutMfa(page, email);
      await page.goto("/service/service-tests");
      const before = await portResets(page, accountCode);

      // Before MFA: not offered; a link to verify instead.
      await expect(page.getByRole("radio", { name: "Line state" })).toBeVisible();
      await expect(page.getByRole("radio", { name: "Port reset" })).toHaveCount(0);
      const verify = page.getByRole("link", { name: "Verify your identity to run a port reset" });
      await expect(verify).toHaveAttribute("href", "/mfa?redirectTo=%2Fservice%2Fservice-tests");
      await expectNoAxeViolations(page);

      // A raw post is refused by the server, with the message and the link.
      const refused = await rawPost(page, "/service/service-tests", { testType: "port-reset" });
      expect(refused.status()).toBe(403);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain(VERIFY_FIRST);
      expect(refusedHtml).toContain('href="/mfa?redirectTo=%2Fservice%2Fservice-tests"');
      expect(await portResets(page, accountCode)).toBe(before);

      // After MFA: once.
      await verify.click();
      await completeMfa(page);
      await expect(page).toHaveURL(/\/service\/service-tests$/);
      await expect(page.getByRole("link", { name: "Verify your identity to run a port reset" })).toHaveCount(0);
      await page.getByRole("radio", { name: "Port reset" }).check();
      await page.getByRole("button", { name: "Run test" }).click();
      // "Are you sure?" first (it drops the connection); Cancel goes back and runs nothing.
      await expect(page).toHaveURL(/\/service\/service-tests\?confirm=port-reset$/);
      const confirm = page.getByRole("region", { name: "Reset the port?" });
      await expect(confirm).toContainText("drops your internet connection");
      await expectNoAxeViolations(page);
      await confirm.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/service\/service-tests$/);
      await expect(page.getByRole("button", { name: "Run test" })).toBeVisible();
      expect(await portResets(page, accountCode)).toBe(before);
      await page.getByRole("radio", { name: "Port reset" }).check();
      await page.getByRole("button", { name: "Run test" }).click();
      await page.getByRole("button", { name: "Yes, reset the port" }).click();
      await expect(page).toHaveURL(/\/service\/result\?testId=[\w-]+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Port reset test" })).toBeVisible();
      expect(await portResets(page, accountCode)).toBe(before + 1);

      // Not twice within 10 minutes: a clear message, status 429, the choice kept.
      await page.goto("/service/service-tests");
      await page.getByRole("radio", { name: "Port reset" }).check();
      const answer = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().includes("/service/service-tests"),
      );
      await page.getByRole("button", { name: "Run test" }).click();
      expect((await answer).status()).toBe(429);
      const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
      await expect(summary.getByRole("listitem")).toHaveText(TOO_SOON);
      await expect(page).toHaveTitle(/^Error: Service tests/);
      await expect(page.getByRole("radio", { name: "Port reset" })).toBeChecked();
      await expectNoAxeViolations(page);

      const again = await rawPost(page, "/service/service-tests", { testType: "port-reset" });
      expect(again.status()).toBe(429);
      expect(await portResets(page, accountCode)).toBe(before + 1);

      // Other tests are not limited.
      await page.getByRole("radio", { name: "Line state" }).check();
      await page.getByRole("button", { name: "Run test" }).click();
      await expect(page).toHaveURL(/\/service\/result\?testId=[\w-]+$/);
    },
  );
});
