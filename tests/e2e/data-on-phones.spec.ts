import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { switchService } from "./portal-helpers.ts";
import { expectNoAxeViolations, resetSandbox, signIn } from "./support.ts";

/**
 * Data on a 360 × 740 phone: every table is a list of labelled rows inside the screen, with no box
 * that scrolls inside the page; charts have labels of 12 px or more, in the unit of the figures
 * beside them. At 1280 the tables are still tables. Both modes: the layout is CSS alone.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PAGES = ["/billing", "/home/usage", "/home/outages", "/requests"];

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** What overflows on the page as it is: cells past the screen's edge, boxes that scroll, unlabelled cells. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    // The body's cells: the column headers are there for screen readers only, clipped to 1 px.
    const cells = [...document.querySelectorAll<HTMLElement>("main table tbody > tr > *")].filter(
      (cell) => cell.getClientRects().length > 0,
    );
    const box = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    return {
      pageWidth: document.documentElement.scrollWidth,
      screen,
      tables: document.querySelectorAll("main table").length,
      cellsPastTheEdge: cells.filter((cell) => cell.getBoundingClientRect().right > screen + 0.5).map(box),
      scrollingBoxes: [...document.querySelectorAll<HTMLElement>("main *")]
        .filter((el) => {
          const style = getComputedStyle(el);
          const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
          return (
            (scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
            (scrolls(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
          );
        })
        .map(box),
      // A body cell shows its column's header before its value (CSS generated content).
      unlabelled: cells
        .filter((cell) => !cell.hasAttribute("colspan"))
        .filter((cell) => {
          const label = getComputedStyle(cell, "::before").content;
          return !label || label === "none" || label === "normal";
        })
        .map(box),
    };
  });
}

async function expectTablesFitThePhone(page: Page, path: string) {
  await expect(page.locator("main h1").first()).toBeVisible();
  const seen = await overflowOf(page);
  expect(seen.tables, `${path} has a table`).toBeGreaterThan(0);
  expect.soft(seen.cellsPastTheEdge, `${path}: cells past the 360 px screen`).toEqual([]);
  expect.soft(seen.scrollingBoxes, `${path}: boxes that scroll inside the page`).toEqual([]);
  expect.soft(seen.unlabelled, `${path}: cells without their column's header`).toEqual([]);
  expect.soft(seen.pageWidth, `${path} is no wider than the screen`).toBeLessThanOrEqual(seen.screen);
}

test.describe("at 360 × 740", () => {
  test.use({ viewport: PHONE });

  test("tables are labelled rows inside the screen, with nothing scrolling inside the page", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, { path: "/billing" });
    for (const path of PAGES) {
      await page.goto(path);
      await expectTablesFitThePhone(page, path);
    }
    // The invoice's state is a badge with its word; a mobile's usage has seven columns.
    await page.goto("/billing");
    await expect(page.getByRole("table", { name: /^Invoices/ }).getByText("Unpaid", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { colorScheme: "dark" });
    await page.context().clearCookies();
    await signIn(page, { email: "energy@example.com" });
    await switchService(page, "M5001");
    await page.goto("/home/usage");
    await expectTablesFitThePhone(page, "/home/usage (mobile)");
    await expectNoAxeViolations(page);
  });

  test("the usage chart's labels are 12 px or more, in the unit of the totals beside it", async ({ page }) => {
    await signIn(page, { path: "/home/usage" });
    const chart = page.getByRole("img", { name: /^Daily downloads and uploads in / });
    await expect(chart).toBeVisible();
    const sizes = await chart.evaluate((svg: SVGSVGElement) => {
      const scale = svg.getScreenCTM()?.a ?? 1;
      return [...svg.querySelectorAll("text")].map((text) => ({
        text: text.textContent,
        px: Math.round(parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10,
      }));
    });
    expect(sizes.length).toBeGreaterThan(4);
    expect(sizes.filter((s) => s.px < 12)).toEqual([]);

    const total = await page.getByText("Total downloaded").locator("xpath=following-sibling::*[1]").textContent();
    const unit = total?.trim().split(" ").pop();
    expect(unit).toMatch(/^(KB|MB|GB|TB)$/);
    await expect(chart.locator("text", { hasText: `(${unit})` })).toHaveCount(1);
  });
});

test("at 1280 the tables are tables, their headers on show", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, { path: "/billing" });
  for (const path of PAGES) {
    await page.goto(path);
    const tables = page.locator("main table");
    await expect(tables.first()).toBeVisible();
    for (const table of await tables.all()) {
      const shape = await table.evaluate((el) => {
        const row = el.querySelector("tbody tr");
        const tops = [...(row?.children ?? [])].map((cell) => Math.round(cell.getBoundingClientRect().top));
        return { display: getComputedStyle(el).display, oneLine: new Set(tops).size === 1 };
      });
      expect(shape, `${path}: a table, each row on one line`).toEqual({ display: "table", oneLine: true });
      await expect(table.locator("thead th").first()).toBeVisible();
    }
  }
});
