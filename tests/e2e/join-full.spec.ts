import type { Browser, Page } from "@playwright/test";
import { baseURLOf, expect, specPortal, test } from "./fixtures.ts";
import type { OwnPortal } from "./own-portal.ts";
import { expectNoAxeViolations } from "./support.ts";

// When the state store's space for join journeys is full (docs/decisions/031), a new join
// journey is a 503 page asking to try again shortly, and a journey under way goes on. On a portal
// of its own with room for one journey (JOIN_JOURNEYS_MAX=1).

let portal: OwnPortal;
const own = specPortal({ JOIN_JOURNEYS_MAX: "1" });
test.use(baseURLOf(own));

test.beforeAll(async () => {
  test.setTimeout(60_000);
  portal = await own.get();
});

test.afterAll(() => own.stop());

/** A visitor of their own (cookies apart), who searches an address and picks the one match. */
async function chooseAddress(browser: Browser): Promise<{ page: Page; answered: number | undefined }> {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  await page.goto("/signup?address=1+harbour+st+sydn");
  await page.getByRole("radio", { name: "1 Harbour Street, Sydney NSW 2000" }).check();
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Continue" }).click();
  return { page, answered: (await posted).status() };
}

test(
  "a new journey while the space is full gets the try-again page; the journey under way goes on",
  { tag: "@js" },
  async ({ browser }) => {
    const first = await chooseAddress(browser);
    await expect(first.page).toHaveURL(/\/signup\/available$/);

    const second = await chooseAddress(browser);
    expect(second.answered).toBe(503);
    await expect(second.page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(
      second.page.getByText(
        "Lots of people are joining online right now, so we cannot start your application. Try again shortly.",
      ),
    ).toBeVisible();
    await expect(second.page.locator("body")).not.toContainText('{"message"');
    await expectNoAxeViolations(second.page);

    await first.page.getByRole("link", { name: "Choose a plan" }).click();
    await expect(first.page.getByRole("heading", { level: 1, name: "Choose a plan" })).toBeVisible();
    await first.page.context().close();
    await second.page.context().close();
  },
);
