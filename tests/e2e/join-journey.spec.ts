import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDate, sandboxRecords } from "./portal-helpers.ts";
import { shownOn } from "./journey-checks.ts";
import { resetSandbox } from "./support.ts";

// The join journey as the one journey pattern promises it, without JavaScript: every page is a
// GET, so the browser's back and refresh buttons never send a form again; a failed step keeps
// what was typed through a refresh; "Confirm and join" sent twice at once opens one account; the
// confirmation shows the account number the provider gave.

const problem = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Every POST the page sends from now on. */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/** Back to the page before, and forward again, then a refresh: no form is sent again, and the page is the same. */
async function backAndRefresh(page: Page, posts: string[], heading: string) {
  const before = posts.length;
  const url = page.url();
  await page.goBack();
  await page.goForward();
  await expect(page).toHaveURL(url);
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  expect(posts.slice(before)).toEqual([]);
}

async function toDetails(page: Page, posts: string[]) {
  await page.goto("/signup?address=1+harbour+st+sydn");
  await page.getByRole("radio", { name: "1 Harbour Street, Sydney NSW 2000" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup\/available$/);
  await backAndRefresh(page, posts, "What’s available at your address");
  await page.getByRole("link", { name: "Choose a plan" }).click();
  await page.getByRole("radio", { name: "NBN 100/20 Home Fast" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup\/details$/);
  await backAndRefresh(page, posts, "Your details");
}

test("back and refresh after every step send nothing again; a failed step keeps what was typed through a refresh", async ({
  page,
}) => {
  const posts = postsOf(page);
  await toDetails(page, posts);

  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Newcomer");
  await page.getByLabel("Email").fill("sam.journey@example.com");
  await page.getByLabel("Mobile").fill("02 9876 5432");
  await fillDate(page, "Date of birth", "1990-04-01");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup\/details$/);
  await expect(problem(page)).toContainText("Enter an Australian mobile number, like 0412 345 678");
  const kept = async () => {
    await expect(page.getByLabel("First name")).toHaveValue("Sam");
    await expect(page.getByLabel("Email")).toHaveValue("sam.journey@example.com");
    await expect(page.getByLabel("Mobile")).toHaveValue("02 9876 5432");
  };
  await kept();
  const before = posts.length;
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(400);
  await expect(problem(page)).toContainText("Enter an Australian mobile number, like 0412 345 678");
  await kept();
  expect(posts.slice(before)).toEqual([]);

  await page.getByLabel("Mobile").fill("0412 345 678");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup\/check$/);
  await backAndRefresh(page, posts, "Check your answers");

  await page.getByRole("button", { name: "Confirm and join" }).click();
  await expect(page).toHaveURL(/\/signup\/done$/);
  await backAndRefresh(page, posts, "Welcome, you have joined");
  // Back to the check page after joining: the confirmation, never a second account.
  await page.goto("/signup/check");
  await expect(page).toHaveURL(/\/signup\/done$/);
  expect(await sandboxRecords(page.request, "accounts", { ref: "sam.journey@example.com" })).toHaveLength(1);
});

test("Confirm and join sent twice at once opens one account; the confirmation shows the provider's account number", async ({
  page,
  baseURL,
}) => {
  const posts = postsOf(page);
  await toDetails(page, posts);
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Twice");
  await page.getByLabel("Email").fill("sam.twice@example.com");
  await page.getByLabel("Mobile").fill("0412 345 678");
  await fillDate(page, "Date of birth", "1990-04-01");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeVisible();

  // Two posts of the check page's form with this visitor's cookies, as a double click sends them.
  const form = await shownOn(page);
  const send = () => page.request.post("/signup/check", { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
  const answers = await Promise.all([send(), send()]);
  expect(answers.map((a) => [a.status(), a.headers().location])).toEqual([
    [303, "/signup/done"],
    [303, "/signup/done"],
  ]);
  const accounts = await sandboxRecords(page.request, "accounts", { ref: "sam.twice@example.com" });
  expect(accounts).toHaveLength(1);

  await page.goto("/signup/done");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, you have joined" })).toBeVisible();
  await expect(page.getByText(accounts[0]!.accountCode!, { exact: true })).toBeVisible();
});
