import { expect, test } from "./fixtures.ts";
import { switchService } from "./portal-helpers.ts";
import { signIn, waitForHydration } from "./support.ts";

/**
 * A form's checks (zod, through its *.client.ts module) are not part of a first visit: the
 * browser fetches them when the customer first touches the form, and from then on the form is
 * checked in the browser, without a post (docs/decisions/008-form-client.md).
 */
test("the sign-in form's checks load on first touch and then run in the browser", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });

  await page.goto("/login");
  const form = page.locator("form#sign-in");
  await waitForHydration(form.getByLabel("Email"));
  await page.waitForLoadState("networkidle");

  // The page has all it needs; touching the form fetches one more script, its checks.
  const checks = page.waitForRequest((r) => r.resourceType() === "script");
  await form.getByLabel("Email").focus();
  // They are in place once their module has run: importing it again resolves then, after the
  // form's own import, which hands them to the form first.
  await page.evaluate((url) => import(url).then(() => undefined), (await checks).url());

  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByText("Enter an email address in the correct format, like name@example.com").first(),
  ).toBeVisible();
  await expect(page.getByText("Enter your password").first()).toBeVisible();
  expect(posts).toEqual([]);
});

/** The VoIP settings card on /home is a form like any other: once touched, checked in the browser without a post. */
test("the VoIP settings card hydrates and checks in the browser", async ({ page }) => {
  await signIn(page, { path: "/home" });
  await switchService(page, "V2001");
  const card = page.getByRole("region", { name: "VoIP settings" });
  const number = card.getByLabel("Forward calls to");
  await waitForHydration(number);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await card.getByLabel("Forward my calls").check();
  // The number is checked when it is left, once the form's checks (fetched on its first touch) are there.
  await expect(async () => {
    await number.fill("12345");
    await number.press("Tab");
    await expect(page.locator("#voip-settings-callForwardingNumber-error")).toContainText(
      "Enter an Australian phone number",
      { timeout: 1000 },
    );
  }).toPass();
  await card.getByRole("button", { name: "Save VoIP settings" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "Enter an Australian phone number",
  );
  expect(posts).toEqual([]);
});
