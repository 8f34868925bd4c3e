import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { resetSandbox, signIn } from "./support.ts";

/**
 * Whole tables at a laptop's width: no table sits in a box of fixed height that scrolls and hides
 * its last rows; a long list is paged by plain links instead (GOV.UK pagination, `?page=`).
 */

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
  await resetSandbox(request);
});

/** Every table on the page shows its last row without scrolling inside a box. */
async function expectWholeTables(page: Page, at: string, minimumTables = 1) {
  const tables = page.locator("table");
  expect(await tables.count(), `tables on ${at}`).toBeGreaterThanOrEqual(minimumTables);
  for (const table of await tables.all()) {
    const caption = (await table.locator("caption").textContent()) ?? "";
    const clipped = await table.evaluate((element) => {
      const last = element.querySelector("tbody tr:last-child")?.getBoundingClientRect();
      const found: string[] = [];
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (box.scrollHeight > box.clientHeight + 1)
          found.push(`a box scrolls (${box.clientHeight} of ${box.scrollHeight} px)`);
        const rect = box.getBoundingClientRect();
        if (last && getComputedStyle(box).overflowY !== "visible" && last.bottom > rect.bottom + 1)
          found.push("the last row is below its box's edge");
      }
      return found;
    });
    expect(clipped, `${at}: ${caption}`).toEqual([]);
  }
}

test("requests, invoices and broadband usage are whole tables", async ({ page }) => {
  await signIn(page, { path: "/billing" });
  await expectWholeTables(page, "/billing", 2);
  await page.goto("/home/usage");
  await expectWholeTables(page, "/home/usage");
  await page.goto("/requests");
  await expectWholeTables(page, "/requests", 2);
});

test("VoIP calls are a whole table, paged by plain links", { tag: "@js" }, async ({ page }) => {
  await signIn(page, { email: "voip@example.com", path: "/home/usage" });
  await expectWholeTables(page, "VoIP /home/usage");
  const pager = page.getByRole("navigation", { name: /call records/i });
  const next = pager.getByRole("link", { name: /Next/ });
  if (await next.count()) {
    await expect(next).toHaveAttribute("href", /[?&]page=2/);
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expectWholeTables(page, "VoIP /home/usage page 2");
  }
});

test("energy meter reads are a whole table", async ({ page }) => {
  await signIn(page, { email: "energy@example.com", path: "/home/usage" });
  await expectWholeTables(page, "energy /home/usage");
});
