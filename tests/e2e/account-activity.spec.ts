import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { expectReflow } from "./reflow.ts";
import { addFault, clearFaults, expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

/**
 * "Account activity" (/profile/activity, decision 071): the customer's recent sign-ins and each
 * time our support team viewed the account, with the reason they gave — the demo account has two
 * seeded past views.
 */

const run = promisify(execFile);

test.describe("account activity", { tag: "@js" }, () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });
  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  test("lists our support team's views with their reasons and the customer's sign-ins, from /profile", async ({
    page,
  }) => {
    await signIn(page, { path: "/profile" });
    await page
      .getByRole("link", { name: "See your sign-ins and when our support team looked at your account" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Account activity" })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/activity$/);

    const views = page.getByRole("table", { name: "Views of your account by our support team, newest first" });
    await expect(views.getByRole("row")).toHaveCount(3);
    const latest = views.getByRole("row").nth(1);
    await expect(latest).toContainText("Our support team");
    await expect(latest).toContainText("Customer called about a charge on their latest bill (reference SR-204518)");
    await expect(views.getByRole("row").nth(2)).toContainText(
      "Checked the NBN service after the customer reported evening drop-outs",
    );
    // Who in the team looked is not the customer's to see.
    await expect(page.locator("main")).not.toContainText(/Sandbox (Agent|Supervisor)|supervisor/i);

    const signIns = page.getByRole("table", { name: "Your recent sign-ins, newest first" });
    // The three seeded and this one, newest first.
    await expect(signIns.getByRole("row")).toHaveCount(5);
    await expect(signIns.getByRole("row").nth(1)).toContainText("With your password");
    await expect(signIns.getByRole("row").nth(3)).toContainText("With a sign-in link we emailed you");
    await expectNoAxeViolations(page);
  });

  test("a failure to load is said in plain words with Try again, which loads it", async ({ page, request }) => {
    await signIn(page, { path: "/profile" });
    await addFault(request, { path: "/api/v1/account/access-log", status: 500 });
    await page.goto("/profile/activity");
    await expect(page.getByText("Your account activity could not be loaded")).toBeVisible();
    await expect(page.getByText(/Something went wrong on our side.*try again in a few minutes/)).toBeVisible();
    await expect(page.getByText("Details: Request failed with status code 500")).toBeVisible();
    await expectNoAxeViolations(page);

    await clearFaults(request);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("table", { name: "Your recent sign-ins, newest first" })).toBeVisible();
    await expect(page.getByText("Your account activity could not be loaded")).toHaveCount(0);
  });
});

test.describe("account activity for every reader", () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test("reflows at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, { path: "/profile/activity" });
    await expectReflow(page, "/profile/activity");
  });

  test("reads in a text browser (w3m)", async ({ page }) => {
    await signIn(page, { path: "/profile/activity" });
    const html = await (await page.request.get("/profile/activity")).text();
    const dir = await mkdtemp(join(tmpdir(), "activity-"));
    try {
      const file = join(dir, "activity.html");
      await writeFile(file, html);
      const { stdout } = await run("w3m", ["-dump", "-cols", "100", "-T", "text/html", file]);
      expect(stdout).toContain("Account activity");
      expect(stdout).toContain("Views by our support team");
      // w3m draws the tables as text: each view's row names our support team and its reason.
      expect(stdout).toMatch(/Our support\s+Customer called about a charge on their latest bill/);
      expect(stdout).toContain("(reference SR-204518)");
      expect(stdout).toContain("Recent sign-ins");
      expect(stdout).toContain("With your password");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
