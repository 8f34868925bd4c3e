import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { completeMfa, openAccountOnline, openSignInLink, outbox, resetSandbox, signIn } from "./support.ts";

// At 360 px no word is cut between two lines ("connect/ion", "Decem/ber"), and no phone number,
// reference or amount is split ("(03) 9123 / 4567", "CC- / 100001"): each is measured in the page as
// laid out, one Range per word or number, whose boxes must all sit on one line.

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Words, numbers and references of `main` whose boxes fall on more than one line. */
async function brokenInside(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const phone = String.raw`\(0\d\)[\s\u00a0]\d{4}[\s\u00a0]\d{4}|0\d{3}[\s\u00a0]\d{3}[\s\u00a0]\d{3}|0\d[\s\u00a0]\d{4}[\s\u00a0]\d{4}|1[38]00[\s\u00a0]\d{3}[\s\u00a0]\d{3}`;
    const reference = String.raw`[A-Z]{1,4}(?:-[A-Z]{0,2}\d+)+`;
    const amount = String.raw`-?\$[\d,]+(?:\.\d\d)?`;
    const tokens = new RegExp(`${phone}|${reference}|${amount}|[^\\s\\u00a0]+`, "g");
    const broken: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement!;
      if (parent.closest("script, style, [hidden], .visually-hidden")) continue;
      const style = getComputedStyle(parent);
      if (style.display === "none" || style.visibility === "hidden") continue;
      for (const match of text.matchAll(tokens)) {
        // Longer than any line can hold (an email, a URL): it must break to fit.
        if (match[0].length > 24) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.bottom)),
        );
        if (tops.size > 1) {
          const where = getComputedStyle(parent);
          broken.push(
            `${match[0]} (in <${parent.tagName.toLowerCase()} class="${parent.className}">, ${where.overflowWrap}, ${where.wordBreak}, ${Math.round(parent.getBoundingClientRect().width)} px)`,
          );
        }
      }
    }
    return broken;
  });
}

async function expectNothingBrokenInside(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("h1")).toBeVisible();
  expect(await brokenInside(page), `${path} at 360 px`).toEqual([]);
}

test("a new joiner's home: no word, date or reference broken across lines", async ({ page }) => {
  const email = `newcomer-${test.info().project.name}@example.com`;
  await openAccountOnline(page.request, email);
  let link = "";
  await expect
    .poll(async () => {
      const welcome = (await outbox(page.request)).find((m) => m.to === email && m.link);
      link = welcome?.link?.replace(/^https?:\/\/[^/]+/, "") ?? "";
      return link;
    })
    .not.toBe("");
  await openSignInLink(page, link);
  await completeMfa(page, "sms");
  await page.getByRole("link", { name: "Not now" }).click();
  await expectNothingBrokenInside(page, "/home");
  await expectNothingBrokenInside(page, "/requests");
});

test("phone numbers, references and amounts are never split: home, billing, requests, support", async ({ page }) => {
  for (const email of ["voip@example.com", "demo@example.com", "energy@example.com"]) {
    await page.context().clearCookies();
    await signIn(page, { email });
    for (const path of ["/home", "/billing", "/requests", "/support", "/profile"])
      await expectNothingBrokenInside(page, path);
  }
});
