import { expect, type Page } from "@playwright/test";

// WCAG 1.4.10 reflow, for reflow.spec.ts and the specs of pages the shared server does not show
// (e.g. moving home, on a portal of its own).

/** The page's document is no wider than the window; what is wider scrolls inside a labelled, focusable region. */
export async function expectReflow(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect
    .soft(widths.scroll, `${path} is ${widths.scroll} px wide at ${widths.viewport} px`)
    .toBeLessThanOrEqual(widths.viewport);
  const scrollers = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main *")]
      .filter(
        (el) => el.scrollWidth > el.clientWidth + 1 && ["auto", "scroll"].includes(getComputedStyle(el).overflowX),
      )
      .map((el) => ({
        tag: el.tagName,
        focusable: el.tabIndex >= 0,
        named: Boolean(el.getAttribute("aria-label") || el.getAttribute("aria-labelledby")),
        table: el.querySelector("table") !== null || el.tagName === "PRE",
      })),
  );
  for (const s of scrollers)
    expect
      .soft(s, `${path}: what scrolls sideways is a table in a named, focusable region`)
      .toEqual({ tag: s.tag, focusable: true, named: true, table: true });
}
