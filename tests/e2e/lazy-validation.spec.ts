import { expect, test } from "./fixtures.ts";
import { switchService } from "./portal-helpers.ts";
import { signIn, waitForHydration } from "./support.ts";

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
  expect(scripts.filter((s) => /\/(login\.client|events)-[\w-]+\.js$/.test(s))).toEqual([]);

  const form = page.locator("form#sign-in");
  const loaded = (name: string) =>
    page.waitForRequest((r) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(new URL(r.url()).pathname));
  const checks = loaded("login\\.client");
  const events = loaded("events");
  await form.getByLabel("Email").focus();
  // The checks and the form's event handling are in place once their modules have run: importing
  // each again resolves then, after the form's own import, which hands them to the form first.
  for (const request of [checks, events]) {
    await page.evaluate((url) => import(url).then(() => undefined), (await request).url());
  }

  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByText("Enter an email address in the correct format, like name@example.com").first(),
  ).toBeVisible();
  await expect(page.getByText("Enter your password").first()).toBeVisible();
  expect(posts).toEqual([]);
});

/**
 * The VoIP settings card on /home loads its code on its own, after the page: once it has, it is a
 * form like any other, checked in the browser without a post.
 */
test("the VoIP settings card, loaded after the page, hydrates and checks in the browser", async ({ page }) => {
  await signIn(page, { path: "/home" });
  await switchService(page, "V2001");
  const card = page.getByRole("region", { name: "VoIP settings" });
  const number = card.getByLabel("Forward calls to");
  await waitForHydration(number);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  const events = page.waitForRequest((r) => /\/events-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  const checks = page.waitForRequest((r) => /\/voip-settings\.client-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  await card.getByLabel("Forward my calls").check();
  for (const request of [checks, events]) {
    await page.evaluate((url) => import(url).then(() => undefined), (await request).url());
  }
  await number.fill("12345");
  await card.getByRole("button", { name: "Save VoIP settings" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "Enter an Australian phone number",
  );
  expect(posts).toEqual([]);
});
