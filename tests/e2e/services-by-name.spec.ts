import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, jsEnabled, resetSandbox, signIn } from "./support.ts";

// Services are named by what customers know (their number, their street, their plan), with their
// state when not active, never by the provider's internal code (serviceName, app/domain/services.ts).
// With JavaScript a choice in the switcher switches at once, except one moved with the arrow keys.

const INTERNAL_CODE = /\b[A-Z]\d{4}\b/;

/** Where the page names the service (the provider's own notes may mention its code; they are its words). */
async function expectNamedWithoutCode(page: Page, name: string) {
  const service = page.getByRole("region", { name: "Your service" });
  await expect(service).toContainText(name);
  await expect(service).not.toContainText(INTERNAL_CODE);
  for (const caption of await page.locator("main caption, main h1, main h2").allTextContents())
    expect(caption).not.toMatch(INTERNAL_CODE);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The button's box: the switcher keeps it off screen (1 px) while JavaScript switches on a choice. */
const width = async (button: Locator) => (await button.boundingBox())?.width ?? 0;

test("the switcher, home and a journey's page name services by number, street and plan, never by code @js", async ({
  page,
}) => {
  await signIn(page, { email: "energy@example.com" });
  const select = page.getByLabel("Service", { exact: true });
  const names = (await select.locator("option").allTextContents()).map((t) => t.trim());
  expect(names).toEqual([
    "Electricity at 88 Queen St",
    "Gas at 88 Queen St",
    "Mobile 0423 456 789",
    "Mobile 40GB plan (Pending activation)",
  ]);
  await expectNamedWithoutCode(page, "Electricity at 88 Queen St");

  const button = page.getByRole("button", { name: "Switch service" });
  // With JavaScript the button is kept off screen: the choice alone switches.
  if (jsEnabled()) await expect.poll(() => width(button)).toBeLessThanOrEqual(1);
  await select.selectOption({ label: "Mobile 0423 456 789" });
  if (!jsEnabled()) await button.click();
  await expect(page.getByText("Showing Mobile 0423 456 789.")).toBeVisible();
  await expectNamedWithoutCode(page, "Mobile 0423 456 789");
  await expect(select).toHaveValue(
    (await select.locator("option", { hasText: "Mobile 0423 456 789" }).getAttribute("value")) ?? "",
  );
  await expectNoAxeViolations(page);

  await page.goto("/home/plan");
  await expect(page.locator("main")).toContainText("Mobile 0423 456 789");
  await expect(page.locator("main")).not.toContainText(INTERNAL_CODE);
});

test("arrow keys in the switcher never switch on each press; Enter confirms the choice @js-only", async ({ page }) => {
  await signIn(page, { email: "energy@example.com" });
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  const select = page.getByLabel("Service", { exact: true });
  const button = page.getByRole("button", { name: "Switch service" });
  await expect.poll(() => width(button)).toBeLessThanOrEqual(1); // once the page runs its JavaScript
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue(
    (await select.locator("option", { hasText: "Mobile 0423 456 789" }).getAttribute("value")) ?? "",
  );
  // Nothing switched; the button is back in view for whoever chose with the keyboard.
  await expect.poll(() => width(button)).toBeGreaterThan(1);
  expect(posts).toEqual([]);
  await expect(page.getByText(/^Showing /)).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Showing Mobile 0423 456 789.")).toBeVisible();
  expect(posts).toEqual(["/switch-service.data"]);
});
