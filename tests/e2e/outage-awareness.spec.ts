import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { switchService } from "./portal-helpers.ts";
import { expectNoAxeViolations, jsEnabled, resetSandbox, signIn } from "./support.ts";

// An outage is news wherever the customer goes about a problem: the fault form and the service
// tests say so before the customer spends time on them, a test run during it never says "No
// problems found", and gas and electricity customers are sent to their distributor, not shown the
// telecom network's incidents. N1001 (demo@example.com) has an outage in progress in the sandbox.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const notice = (page: Page) =>
  page
    .getByRole("main")
    .locator("div")
    .filter({
      has: page.getByText("There is an outage affecting this service", { exact: true }),
    });

/** The notice comes before `first` (the form's first question, the Run test button) in the page. */
async function noticeBefore(page: Page, first: ReturnType<Page["getByRole"]>) {
  const title = page.getByText("There is an outage affecting this service", { exact: true });
  await expect(title).toBeVisible();
  const before = await title.evaluate(
    (node, other) => Boolean(node.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await first.elementHandle(),
  );
  expect(before, "the outage is told before the customer starts").toBe(true);
}

test(
  "the fault form and the service tests tell of the outage first; a test run during it names the outage as the cause",
  { tag: "@js" },
  async ({ page }) => {
    await signIn(page, { path: "/support/report-fault" });
    await noticeBefore(page, page.getByRole("group", { name: "What kind of fault is it?" }));
    await expect(notice(page).last()).toContainText("Service disruption in your area");
    await expect(notice(page).last()).toContainText(/We expect it to be fixed by \S/);
    await expect(notice(page).last()).toContainText("You do not need to report a fault for it");
    await expectNoAxeViolations(page);

    await page.goto("/service/service-tests");
    await noticeBefore(page, page.getByRole("button", { name: "Run test" }));
    await expect(notice(page).last()).toContainText("a test is likely to show the outage");
    await page.getByRole("radio", { name: "Speed profile" }).check();
    await page.getByRole("button", { name: "Run test" }).click();
    await expect(page).toHaveURL(/\/service\/result\?testId=/);
    const done = page.getByText(/^Test (passed|failed)$/);
    if (jsEnabled()) await expect(done).toBeVisible({ timeout: 20_000 });
    else
      await expect(async () => {
        if ((await done.count()) > 0) return;
        await page.getByRole("link", { name: "Check again" }).click();
        await expect(done).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
    await expect(page.getByText("The outage is the likely cause of any problem with this service")).toBeVisible();
    await expect(page.getByText("No problems found")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "See the outage and its progress" })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

test("gas and electricity show their distributor's outage and emergency lines, never the telecom network's incidents", async ({
  page,
}) => {
  await signIn(page, { email: "energy@example.com", path: "/home/outages" });
  await switchService(page, "E6001");
  await page.goto("/home/outages");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Power outages and emergencies" })).toBeVisible();
  await expect(main).toContainText("Your electricity distributor is Energex.");
  await expect(main.getByRole("link", { name: "13 62 62" })).toHaveAttribute("href", "tel:136262");
  await expect(main.getByRole("link", { name: "13 19 62" })).toBeVisible();
  await expect(main).toContainText("If anyone is in danger, call 000.");
  await expect(main).not.toContainText("Sydney");
  await expect(main.getByRole("heading", { name: "Network status" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await switchService(page, "G7001");
  await page.goto("/home/outages");
  await expect(main.getByRole("heading", { level: 2, name: "Gas outages and leaks" })).toBeVisible();
  await expect(main).toContainText("Your gas distributor is Australian Gas Networks.");

  // A Brisbane mobile: the network's status, without Sydney's incident.
  await switchService(page, "M5001");
  await page.goto("/home/outages");
  await expect(main).toContainText("There are no network incidents in Queensland.");
  await expect(main).not.toContainText("Sydney");
});
