import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDirectDebit } from "./portal-helpers.ts";
import { addFault, clearFaults, resetSandbox, signIn, waitForHydration, withColdCache } from "./support.ts";

/**
 * Where focus is for a keyboard user with JavaScript on (without it the
 * browser does all of this itself). The service switcher does not switch on a change of value;
 * a client navigation moves focus to the new page's h1; a failed submit moves it to the error
 * summary, every time and never on blur; a pending button keeps it.
 */

test.beforeEach(({ request }) => {
  return resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

/** What has focus: its tag, its id and its text, enough to tell the elements of a page apart. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? {
          tag: element.tagName.toLowerCase(),
          id: element.id,
          text: (element.textContent ?? "").trim().slice(0, 60),
          role: element.getAttribute("role"),
        }
      : null;
  });

async function expectFocusOnH1(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect.poll(() => focused(page)).toMatchObject({ tag: "h1", text: name });
}

test("11: arrow keys in the service switcher move the selection only; the button switches", async ({ page }) => {
  await signIn(page);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  const select = page.getByLabel("Service", { exact: true });
  const before = await select.inputValue();
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await expect(select).not.toHaveValue(before);
  // The old switcher posted at once; a post made by the arrow key would also be caught below,
  // where the only post is the button's.
  expect(posts).toEqual([]);
  expect(await focused(page)).toMatchObject({ tag: "select", id: "service-switcher" });
  await expect(page.getByText(/^Showing /)).toHaveCount(0);

  await page.keyboard.press("Tab");
  expect(await focused(page)).toMatchObject({ tag: "button", text: "Switch service" });
  const chosen = await select.inputValue();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Showing /)).toBeVisible();
  expect(posts).toEqual(["/switch-service.data"]);
  await expect(select).toHaveValue(chosen);
});

test("12: focus goes to the new page's h1 after a client navigation and after a post that lands on a new page", async ({
  page,
}) => {
  await signIn(page);
  // The first (server) load: the browser's own start, nothing moved.
  await page.goto("/home");
  expect(await focused(page)).toMatchObject({ tag: "body" });

  await page.getByRole("link", { name: "View usage" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/home\/usage$/);
  await expectFocusOnH1(page, "Usage");

  // Back to a page already visited: a navigation too.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expectFocusOnH1(page, "Home");

  // A post that lands on a new page: the direct-debit form's check page.
  await page.goto("/billing/payment-details/direct-debit");
  await fillDirectDebit(page);
  await page.getByRole("button", { name: "Continue" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/direct-debit\/confirm$/);
  await expectFocusOnH1(page, "Check your new payment details");
});

test("12: a client navigation to a page that cannot be shown: its error screen, with focus on its h1", async ({
  page,
  request,
}) => {
  await signIn(page);
  await withColdCache(page); // the session's profile is cached
  // The profile cannot be shown without its provider call: the route error screen (brand.spec.ts).
  await addFault(request, { path: "/api/v1/account/contacts/user-details", status: 500 });
  await page.goto("/home"); // a first load: it shows the sign-in's notice, which keeps focus on its page
  await waitForHydration(page.locator("h1")); // so Enter on the link is a client navigation
  await page.getByRole("link", { name: "Profile", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
  await expectFocusOnH1(page, "Error");
});

test("13: a failed submit moves focus to the error summary every time, leaving a field never does", async ({
  page,
  request,
}) => {
  await signIn(page, { path: "/billing/payment-details/direct-debit" });
  // Checked on blur (once the form's checks, loaded on its first focus, have arrived): the error
  // shows, focus goes where the customer tabbed.
  await expect(async () => {
    await page.getByLabel("BSB").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("12");
    await page.keyboard.press("Tab");
    await expect(page.locator("#direct-debit-bsb-error")).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await focused(page)).toMatchObject({ tag: "input", id: "direct-debit-accountNumber" });
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  expect(await focused(page)).toMatchObject({ tag: "input", id: "direct-debit-accountNumber" });

  // The complaint form: focus on the summary after the first and the second failed submit.
  await page.goto("/support/new-complaint");
  const send = page.getByRole("button", { name: "Send complaint" });
  await send.focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => focused(page))
    .toMatchObject({ role: "alert", text: expect.stringContaining("There is a problem") });
  await page.getByLabel("Describe your complaint").focus();
  await page.keyboard.type("I was charged twice.");
  await send.focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => focused(page))
    .toMatchObject({ role: "alert", text: expect.stringContaining("There is a problem") });

  // Answered with an error by the server, twice (the provider fails): the summary both times.
  await page.getByRole("radio", { name: "Billing or payments" }).check();
  await page.getByLabel("What would you like us to do to put things right?").fill("Refund the second charge.");
  await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "No" }).check();
  await addFault(request, { path: "/api/v1/account/actions/support-ticket", status: 500 });
  for (const attempt of [1, 2]) {
    await send.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Request failed with status code 500").first(), `attempt ${attempt}`).toBeVisible();
    await expect
      .poll(() => focused(page), `attempt ${attempt}`)
      .toMatchObject({ role: "alert", text: expect.stringContaining("Something went wrong on our side") });
    await page.getByLabel("Describe your complaint").focus();
  }
});

test("14: a pending button keeps focus and ignores another press", async ({ page, request }) => {
  await signIn(page, { path: "/support/new-complaint" });
  await page.getByRole("radio", { name: "Billing or payments" }).check();
  await page.getByLabel("Describe your complaint").fill("I was charged twice for March.");
  await page.getByLabel("What would you like us to do to put things right?").fill("Refund the second charge.");
  await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "No" }).check();
  await addFault(request, { path: "/api/v1/account/actions/support-ticket", latencyMs: 1500 });
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });

  await page.getByRole("button", { name: "Send complaint" }).focus();
  await page.keyboard.press("Enter");
  const sending = page.getByRole("button", { name: "Sending…" });
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  expect(await focused(page)).toMatchObject({ tag: "button", text: "Sending…" });
  await page.keyboard.press("Enter"); // a second press while pending posts nothing
  expect(await focused(page)).toMatchObject({ tag: "button", text: "Sending…" });

  // The confirmation is a new page: its h1 takes focus (item 12).
  await expect(page).toHaveURL(/\/support\/new-complaint\?sent$/);
  await expectFocusOnH1(page, "Complaint received");
  expect(posts).toHaveLength(1);
});
