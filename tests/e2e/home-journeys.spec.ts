import type { Page, Request } from "@playwright/test";
import { expect, portalUrl, test } from "./fixtures.ts";
import { shownOn } from "./journey-checks.ts";
import { fillDate } from "./portal-helpers.ts";
import { DEMO, jsEnabled, resetSandbox, sandboxUrl, signIn, waitForHydration } from "./support.ts";

/**
 * The service journeys on /home (cancel, energy contract, plan change, add a product) as the one
 * journey pattern promises them, without JavaScript: after every step the browser's back and
 * reload buttons only repeat GETs; a failed answer keeps what was typed (never the password) and
 * survives a reload; the check page's button sent twice at once acts once; the confirmation shows
 * the provider's reference.
 */

const errorSummary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

const isoIn = (days: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Sydney",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86_400_000));

/** Calls the sandbox received of one provider action since the last reset of the count. */
async function providerCalls(page: Page, call: string): Promise<number> {
  const res = await page.request.get(`${sandboxUrl()}/__sandbox/calls`);
  const { byCall } = (await res.json()) as { byCall: Record<string, number> };
  return byCall[call] ?? 0;
}

/** Back, forward and reload from the page the last answer led to: GETs only, the same page again. */
async function backAndReloadSendNothing(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  const posts: string[] = [];
  const listen = (request: Request) => {
    if (request.method() !== "GET") posts.push(`${request.method()} ${request.url()}`);
  };
  page.on("request", listen);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  page.off("request", listen);
  expect(posts).toEqual([]);
}

/** The check page's button posted twice at once with the page's cookies (a double click, a resent form). */
async function postTwiceAtOnce(page: Page, path: string, fields: Record<string, string> = {}) {
  const form = { ...(await shownOn(page)), ...fields };
  const post = () =>
    page.request.post(path, { form, headers: { Origin: portalUrl() }, maxRedirects: 0, failOnStatusCode: false });
  const answers = await Promise.all([post(), post()]);
  return answers.map((a) => [a.status(), a.headers()["location"]]);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await request.delete(`${sandboxUrl()}/__sandbox/calls`);
});

test("cancel: back and reload resend nothing, errors keep what was typed, sent once, the provider's reference", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { path: "/home/cancel" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("Select why you are cancelling");
  await page.reload();
  await expect(errorSummary(page)).toContainText("Select why you are cancelling");
  await page.getByRole("radio", { name: "I am moving house" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await backAndReloadSendNothing(page, "When should we cancel it?");

  // A date in the past: the error, and the date as typed, survive a reload.
  await fillDate(page, "Cancellation date", { day: "1", month: "Jan", year: "2020" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("The cancellation date must be today or in the future");
  await page.reload();
  await expect(errorSummary(page)).toContainText("The cancellation date must be today or in the future");
  await expect(page.getByLabel("Month")).toHaveValue("Jan");
  await fillDate(page, "Cancellation date", isoIn(10));
  await page.getByRole("button", { name: "Continue" }).click();
  await backAndReloadSendNothing(page, "Check your cancellation");

  // A wrong password: the error survives a reload; the password is never sent back.
  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByRole("button", { name: "Cancel the service" }).click();
  await expect(errorSummary(page)).toContainText("The password is not correct");
  await page.reload();
  await expect(errorSummary(page)).toContainText("The password is not correct");
  await expect(page.getByLabel("Current password")).toHaveValue("");
  expect(await page.content()).not.toContain("not-the-password");

  const answers = await postTwiceAtOnce(page, "/home/cancel/check", { currentPassword: DEMO.password });
  expect(answers).toEqual([
    [303, "/home/cancel/done"],
    [303, "/home/cancel/done"],
  ]);
  expect(await providerCalls(page, "POST /api/v1/account/actions/cancel-contract")).toBe(1);
  await page.goto("/home/cancel/done");
  const reference = (await page.getByText(/Your reference is CX-\d+/).innerText()).match(/CX-\d+/)![0];
  await backAndReloadSendNothing(page, "Cancellation requested");
  await page.getByRole("link", { name: "See your requests" }).click();
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText("Cancellation");
});

test("energy contract: back and reload resend nothing, sent once, the provider's reference", async ({ page }) => {
  await signIn(page, { email: "energy@example.com", path: "/home/energy-contract" });
  await page.getByRole("radio", { name: "Electricity Green 100%" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await backAndReloadSendNothing(page, "Check your contract change");
  // Changed from check-your-answers: the answer leads back there.
  await page.getByRole("link", { name: "Change the new contract" }).click();
  await expect(page.getByRole("radio", { name: "Electricity Green 100%" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your contract change" })).toBeVisible();

  expect(await postTwiceAtOnce(page, "/home/energy-contract/check")).toEqual([
    [303, "/home/energy-contract/done"],
    [303, "/home/energy-contract/done"],
  ]);
  expect(await providerCalls(page, "POST /api/v1/account/actions/change-contract")).toBe(1);
  await page.goto("/home/energy-contract/done");
  await expect(page.getByText(/Electricity at 88 Queen St is now on Electricity Green 100%\./)).toBeVisible();
  const reference = (await page.getByText(/Your reference is CC-\d+/).innerText()).match(/CC-\d+/)![0];
  await page.getByRole("link", { name: "See your requests" }).click();
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText("Energy contract change");
});

test("plan change and add a product: back and reload resend nothing, each sent once", async ({ page }) => {
  await signIn(page, { path: "/home/plan" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("Select the plan you want to move to");
  await page.reload();
  await expect(errorSummary(page)).toContainText("Select the plan you want to move to");
  await page.getByLabel(/NBN 50\/20 Home Standard/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await backAndReloadSendNothing(page, "Check your plan change");
  expect(await postTwiceAtOnce(page, "/home/plan/check")).toEqual([
    [303, "/home/plan/done"],
    [303, "/home/plan/done"],
  ]);
  expect(await providerCalls(page, "POST /api/v1/account/actions/change-contract")).toBe(1);
  await page.goto("/home/plan/done");
  await expect(page.getByText(/Your plan is now NBN 50\/20 Home Standard\. Reference CC-\d+/)).toBeVisible();

  await page.getByRole("link", { name: "Back to your plan" }).click();
  await page.getByRole("button", { name: "Add Static IP address" }).click();
  await backAndReloadSendNothing(page, "Check the product you are adding");
  expect(await postTwiceAtOnce(page, "/home/plan/add/check")).toEqual([
    [303, "/home/plan/add/done"],
    [303, "/home/plan/add/done"],
  ]);
  expect(await providerCalls(page, "POST /api/v1/account/actions/add-service-product")).toBe(1);
  await page.goto("/home/plan/add/done");
  await expect(page.getByText(/Static IP address has been added to NBN at 12 Harbour St\. Reference/)).toBeVisible();
});

test("switching service part-way starts the journey again for the service now chosen, and says so", async ({
  page,
}) => {
  await signIn(page, { path: "/home/cancel" });
  await page.getByRole("radio", { name: "I am moving house" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "When should we cancel it?" })).toBeVisible();
  // The switch itself (without waiting for its "Showing" notice: the journey starts again at its first page).
  const select = page.getByLabel("Service", { exact: true });
  await waitForHydration(select);
  await select.selectOption({ label: "VoIP (02) 9876 5432" });
  if (!jsEnabled()) await page.getByRole("button", { name: "Switch service" }).click();
  await expect(page).toHaveURL(/\/home\/cancel$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cancel a service" })).toBeVisible();
  await expect(page.getByText(/What you had answered was for NBN at 12 Harbour St/)).toBeVisible();
  await expect(page.getByRole("radio", { name: "I am moving house" })).not.toBeChecked();
  // Its check page cannot be reached before the new service's answers.
  await page.goto("/home/cancel/check");
  await expect(page).toHaveURL(/\/home\/cancel$/);
});
