import { expect, type Page } from "@playwright/test";
import { SHOWN_FIELD } from "#app/lib/journey/journey.ts";
import { waitForHydration } from "./support.ts";

// Checks every journey built on app/lib/journey meets (docs/decisions/042): the browser's back and
// refresh buttons repeat only GETs, and the check page's post acts once however often it is sent.

/** Every POST the page sends from now on (their paths). */
export function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/**
 * Refresh, then back and forward again: the same page each time, and no form sent again (a page
 * that answered a post would send it again on refresh, after "Confirm form resubmission").
 */
export async function backAndRefreshSendNothing(page: Page, posts: string[]) {
  const sent = posts.length;
  const here = page.url();
  const heading = (await page.locator("h1").textContent())!;
  await page.reload();
  await expect(page).toHaveURL(here);
  await expect(page.locator("h1")).toHaveText(heading);
  // Back lands on the page before (the same URL after a failed post or a code sent again).
  await page.goBack();
  await page.goForward();
  await expect(page).toHaveURL(here);
  await expect(page.locator("h1")).toHaveText(heading);
  expect(posts.slice(sent), "no form sent again").toEqual([]);
}

/**
 * What a check page's form sends besides its fields: the version of the answers it shows (its
 * hidden field, app/lib/journey), or nothing on a page without one.
 */
export async function shownOn(page: Page): Promise<Record<string, string>> {
  const field = page.locator(`form input[type=hidden][name="${SHOWN_FIELD}"]`);
  if ((await field.count()) === 0) return {};
  return { [SHOWN_FIELD]: (await field.first().inputValue()) ?? "" };
}

/** The page's form posted twice at once with the page's cookies (a double click, two tabs): where each answer leads. */
export async function postTwiceAtOnce(page: Page, path: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const form = await shownOn(page);
  const post = () =>
    page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0, failOnStatusCode: false });
  const answers = await Promise.all([post(), post()]);
  return answers.map((answer) => `${answer.status()} ${answer.headers()["location"] ?? ""}`);
}

/**
 * Refresh, then back and forward again, on the page headed `heading`: no form sent again. With
 * JavaScript the test goes on once the page is hydrated again (what is typed before then may be
 * lost, and a click may reach no handler).
 */
export async function expectBackAndReloadSendNothing(page: Page, heading: string) {
  const posts = watchPosts(page);
  const here = page.url();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(page).toHaveURL(here);
  const h1 = page.getByRole("heading", { level: 1, name: heading });
  await expect(h1).toBeVisible();
  expect(posts, "no form sent again").toEqual([]);
  await waitForHydration(h1);
}
