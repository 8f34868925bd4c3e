import { expect, test } from "./fixtures.ts";

/**
 * A form's checks (zod, through its *.client.ts module) are not part of a first visit: the
 * browser loads them when the customer first touches the form, and from then on the form is
 * checked in the browser, without a post (docs/decisions/008-form-client.md).
 */
test("the sign-in form's checks load on first touch and then run in the browser", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });

  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => /\/login\.client-[\w-]+\.js$/.test(s))).toBe(false);

  const form = page.locator("form#sign-in");
  const loaded = page.waitForRequest((r) => /\/login\.client-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  await form.getByLabel("Email").focus();
  // The checks are in place once their module has run: importing it again resolves then, after
  // the form's own import, which hands the checks to the form first.
  const module = (await loaded).url();
  await page.evaluate((url) => import(url).then(() => undefined), module);

  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByText("Enter an email address in the correct format, like name@example.com").first(),
  ).toBeVisible();
  await expect(page.getByText("Enter your password").first()).toBeVisible();
  expect(posts).toEqual([]);
});
