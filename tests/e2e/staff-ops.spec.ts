import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { freePort } from "#tests/free-ports.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import { signInAsStaff as signIn } from "./staff-browser.ts";
import { expectNoAxeViolations } from "./support.ts";

/**
 * The staff console's back office in a browser, with JavaScript on and off, against the sandbox's
 * real identity provider: a supervisor downloads a report (and waits on its progress page), an
 * admin runs a job once whatever the double-clicks, refreshes and Back, and reads the job log; an
 * agent is refused both; an unreachable identity provider is said in plain words.
 */

let portal: OwnPortal;
let STAFF_URL: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  portal = await startOwnPortal({ SANDBOX_IDP_PORT: "0" }, { staff: true });
  STAFF_URL = portal.staffUrl!;
});

test.afterAll(async () => {
  await portal?.stop();
});

async function signInAsStaff(page: Page, email: string) {
  await signIn(page, portal, email);
  await expect(page).toHaveURL(`${STAFF_URL}/staff`);
}

const jobRuns = async (page: Page, jobId: string) =>
  (await (await page.request.get(`${portal.sandboxUrl}/__sandbox/records/job_runs?ref=${jobId}`)).json()) as unknown[];

test.describe("staff back office", () => {
  test("a supervisor downloads the NBN services report as CSV", async ({ page }) => {
    await signInAsStaff(page, "supervisor@staff.example");
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Reports" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reports");
    // A supervisor's reports only: the failed-payments report is an admin's.
    await expect(page.getByRole("link", { name: "Failed payments" })).toHaveCount(0);
    await page.getByRole("link", { name: "NBN services" }).click();
    await expect(page.getByLabel("Active services only")).toBeChecked();
    await page.getByRole("button", { name: "Prepare the report" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your report is ready");
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the report (CSV)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^nbn-services-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("accountCode,serviceCode,avcId,plan,status");
  });

  test("a long report shows its progress, then the download", { tag: "@js" }, async ({ page }) => {
    await signInAsStaff(page, "supervisor@staff.example");
    // The provider takes 4 s over this report: longer than the form waits.
    await page.request.post(`${portal.sandboxUrl}/__sandbox/faults`, {
      data: { path: "/api/v1/reports/nbn/usage.csv", latencyMs: 4000, times: 1 },
    });
    await page.goto(`${STAFF_URL}/staff/reports/nbn-usage`);
    await page.getByRole("button", { name: "Prepare the report" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: /Enter a year/ })).toBeVisible();
    await page.getByLabel("Year").fill("2026");
    await page.getByLabel("Month").fill("13");
    await page.getByRole("button", { name: "Prepare the report" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Enter a month from 1 to 12" })).toBeVisible();
    await expect(page.getByLabel("Month")).toHaveValue("13");
    await page.getByLabel("Month").fill("10");
    await page.getByRole("button", { name: "Prepare the report" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preparing your report");
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expectNoAxeViolations(page);
    const heading = page.getByRole("heading", { level: 1 });
    if (test.info().project.name === "js-on") {
      // The poller brings the new state into the live region (announced); the page is not reloaded.
      await expect(page.getByRole("status")).toContainText("Your report is ready", { timeout: 15_000 });
      await expect(page).toHaveTitle("Your report is ready | Staff console");
    } else {
      // Without JavaScript: "Check again" until it is ready.
      await expect(async () => {
        const again = page.getByRole("link", { name: "Check again" });
        if (await again.isVisible()) await again.click();
        await expect(heading).toHaveText("Your report is ready", { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }
    await expect(heading).toHaveText("Your report is ready");
    await expect(page.getByRole("link", { name: "Download the report (CSV)" })).toBeVisible();
  });

  test("an admin runs a job once under double-click, refresh and Back, and finds it in the job log", async ({
    page,
  }) => {
    await signInAsStaff(page, "admin@staff.example");
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Jobs" }).click();
    await expect(page.getByRole("heading", { name: "Billing" })).toBeVisible();
    await page.getByRole("link", { name: "Create invoices" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Run: Create invoices");
    await expectNoAxeViolations(page);
    const jobId = await page.locator('input[name="jobId"]').inputValue();
    await page.getByRole("button", { name: "Run" }).dblclick();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job started");
    await expect(page.getByTestId("job-id")).toHaveText(jobId);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job started");
    await page.goBack();
    await expect(page.getByText(`You ran it at`)).toContainText(jobId);
    expect(await jobRuns(page, jobId)).toHaveLength(1);

    await page.goto(`${STAFF_URL}/staff/jobs/log`);
    const log = page.getByRole("table", { name: "Jobs run" });
    const row = log.getByRole("row").filter({ hasText: jobId });
    await expect(row).toContainText("Create invoices");
    await expect(row).toContainText("Ada Admin (Admin)");
    await expect(row).toContainText("Started");
    await expectNoAxeViolations(page);
  });

  test("an agent is refused the reports and the jobs (403), and is not offered them", async ({ page }) => {
    await signInAsStaff(page, "agent@staff.example");
    const nav = page.getByRole("navigation", { name: "Staff console" });
    await expect(nav.getByRole("link", { name: "Reports" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Jobs" })).toHaveCount(0);
    for (const path of ["/staff/reports", "/staff/jobs", "/staff/jobs/log"]) {
      const answer = await page.goto(`${STAFF_URL}${path}`);
      expect(answer?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You cannot do this");
    }
  });
});

test.describe("staff sign-in with the identity provider down", () => {
  let down: OwnPortal;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // An identity provider nobody answers at (a port nothing listens on): the console cannot reach it.
    const nobody = await freePort();
    down = await startOwnPortal(
      {
        STAFF_OIDC_ISSUER: `http://127.0.0.1:${nobody}/`,
        STAFF_OIDC_CLIENT_ID: "portal-staff",
        STAFF_OIDC_CLIENT_SECRET: "a-client-secret-for-a-provider-that-is-down",
      },
      { staff: true },
    );
  });
  test.afterAll(async () => {
    await down?.stop();
  });

  test("Sign in says so in plain words (503), with the button to try again", async ({ page }) => {
    await page.goto(`${down.staffUrl}/staff/login`);
    const answer = page.waitForResponse(
      (r) => r.url() === `${down.staffUrl}/staff/login` && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Sign in" }).click();
    expect((await answer).status()).toBe(503);
    await expect(
      page.getByText("We cannot reach the staff sign-in service right now. Try again shortly."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });
});
