import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, jsEnabled, waitForHydration } from "./support.ts";

/** The component catalogue (/__catalogue): every component renders, is axe-clean, and works with JS on and off. */

const jsOn = jsEnabled;

/** Checks a radio or checkbox as a keyboard user does: focus, then Space. */
async function pressSpace(choice: Locator) {
  await choice.focus();
  await choice.press("Space");
  await expect(choice).toBeChecked();
}

test.describe("component catalogue", () => {
  test("renders every component with its title", async ({ page }) => {
    await page.goto("/__catalogue");
    await expect(page).toHaveTitle("Component catalogue | Self Service Portal");
    await expect(page.getByRole("heading", { level: 1, name: "Component catalogue" })).toBeVisible();
    for (const name of [
      "Buttons",
      "Alerts",
      "Progress and steps",
      "Icon list",
      "Loading overlay",
      "Table",
      "Modals",
      "Back link",
      "Summary list",
      "Summary list, compact",
      "Summary list, tiles",
      "Check your answers",
      "Pager",
      "Date input",
      "Checkboxes",
      "Address search",
      "Form with errors",
      "Error screens",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    // Landmarks of the AppShell.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main").locator("#main-content")).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // Spec §2 layout at 1280px: a 230px sidebar; a compact header (decision 038).
    expect((await page.getByRole("navigation", { name: "Main" }).boundingBox())?.width).toBe(230);
    expect((await page.getByRole("banner").boundingBox())?.height).toBeLessThanOrEqual(72);
    // The table region is named by its caption and reachable by keyboard.
    const region = page.getByRole("region", { name: "Daily usage, January 2026" });
    await expect(region).toHaveAttribute("tabindex", "0");
    // The step timeline marks the current step.
    await expect(page.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]')).toContainText(
      "Technician visit",
    );
    // Checkboxes: one group, one legend; a disabled box; the error tied to its group.
    const moving = page.getByRole("group", { name: "Which services are moving?" });
    await expect(moving.getByRole("checkbox", { name: "nbn broadband (N1001)" })).toBeChecked();
    await expect(moving.getByRole("checkbox", { name: "Electricity (E3001)" })).toBeDisabled();
    await expect(page.getByRole("group", { name: "Which bills should we email?" })).toHaveAccessibleDescription(
      /Select at least one bill/,
    );
    // The error screens' exact texts.
    await expect(page.getByText("Page Not Found!")).toBeVisible();
    await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { name: "Something went wrong.", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong!", exact: true })).toBeVisible();
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/__catalogue");
    await expectNoAxeViolations(page);
  });

  test("has no axe violations in dark mode", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/__catalogue");
    await expectNoAxeViolations(page, { colorScheme: "dark" });
  });

  test("has no axe violations on a small screen, with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/__catalogue");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Error screens" })).toBeHidden();
    // The menu is a <details>: it opens without JavaScript.
    await nav.getByText("Menu").click();
    await expect(nav.getByRole("link", { name: "Error screens" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the skip link is first and targets main", async ({ page }) => {
    await page.goto("/__catalogue");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main-content");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator("#main-content")).toBeFocused();
  });

  for (const size of ["small", "medium", "large"] as const) {
    test(`the ${size} modal opens from the URL and closes`, async ({ page }) => {
      await page.goto("/__catalogue");
      const opener = page.getByRole("link", { name: `Open ${size} modal` });
      await opener.click();
      await expect(page).toHaveURL(new RegExp(`[?&]modal=${size}`));
      const dialog = page.getByRole("dialog", { name: `A ${size} modal` });
      await expect(dialog).toBeVisible();
      const width = { small: 500, medium: 700, large: Math.round(1280 * 0.85) }[size];
      const box = await dialog.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(width);
      await expectNoAxeViolations(page);

      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/modal=/);
      if (jsOn()) await expect(opener).toBeFocused();
    });
  }

  test(
    "a modal loaded directly from the URL traps focus with JS and closes on Escape",
    { tag: "@js-only" },
    async ({ page }) => {
      await page.goto("/__catalogue?modal=small");
      const dialog = page.getByRole("dialog", { name: "A small modal" });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
      // The page behind is inert: Tab cycles through the dialog (and the browser's own UI, seen as <body>).
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press("Tab");
        const where = await dialog.evaluate((el) =>
          el.contains(document.activeElement) ? "dialog" : document.activeElement === document.body ? "body" : "page",
        );
        expect(where).not.toBe("page");
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/modal=/);
    },
  );

  test("the GOV.UK patterns read well: back link, summary list, check your answers, pager", async ({ page }) => {
    await page.goto("/__catalogue");
    // The back link's arrow is drawn, not written: its name is the words alone.
    await expect(page.getByRole("link", { name: "Back to billing", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back", exact: true })).toBeVisible();
    const summary = page.getByRole("region", { name: "Summary list", exact: true });
    await expect(summary.getByRole("term")).toHaveText(["Service", "Plan", "Monthly price", "Address"]);
    await expect(summary.getByRole("definition").first()).toHaveText("N1001");
    // Each Change link says what it changes.
    const answers = page.getByRole("region", { name: "Check your answers" });
    await expect(answers.getByRole("link")).toHaveText(["Change amount", "Change card"]);
    await expect(answers.getByRole("link", { name: "Change amount" })).toBeVisible();
    // The pager: named links in a named navigation, one list item each, so they never run together.
    const pager = page.getByRole("navigation", { name: "Pages of examples" });
    await expect(pager.getByRole("listitem")).toHaveCount(3);
    await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 2 of 3");
    await pager.getByRole("link", { name: "Next page of examples" }).click();
    await expect(page).toHaveURL(/[?&]page=3/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 3 of 3");
    await expect(pager.getByRole("link", { name: /Next/ })).toHaveCount(0);
    await expect(pager.getByRole("link", { name: "Previous page of examples" })).toHaveAttribute(
      "href",
      "/__catalogue?page=2",
    );
    const months = page.getByRole("navigation", { name: "Months" });
    await expect(months.getByRole("listitem")).toHaveText(["Previous month", "Next month"]);
  });

  test("the closable alert closes", { tag: "@js" }, async ({ page }) => {
    await page.goto("/__catalogue?modal=none");
    const alert = page.locator("#catalogue-closable");
    await expect(alert).toContainText("Closable alert");
    await alert.getByRole("button", { name: "Dismiss message: Closable alert" }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByText("Success alert", { exact: true })).toBeVisible();
    if (jsOn()) {
      await expect(page.locator("#main-content")).toBeFocused();
    } else {
      // Without JS the page reloads with ?dismiss=<id>, keeping the other parameters.
      await expect(page).toHaveURL(/dismiss=catalogue-closable/);
      await expect(page).toHaveURL(/modal=none/);
    }
  });

  test("the fallback error toggle shows and hides the error", async ({ page }) => {
    await page.goto("/__catalogue");
    const specimen = page.getByTestId("fallback-error");
    const show = specimen.getByText("Show Error", { exact: true });
    const hide = specimen.getByText("Hide Error", { exact: true });
    const text = specimen.getByText("Network Error", { exact: true });
    await expect(show).toBeVisible();
    await expect(hide).toBeHidden();
    await expect(text).toBeHidden();
    await show.click();
    await expect(hide).toBeVisible();
    await expect(show).toBeHidden();
    await expect(text).toBeVisible();
    await hide.click();
    await expect(show).toBeVisible();
    await expect(text).toBeHidden();
  });

  test("the demo form shows the GOV.UK error pattern", { tag: "@js" }, async ({ page }) => {
    await page.goto("/__catalogue");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(summary).toHaveAttribute("tabindex", "-1");
    const email = page.getByLabel("Email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await email.getAttribute("aria-describedby")) ?? "";
    const [hintId, errorId] = describedBy.split(" ");
    await expect(page.locator(`[id="${hintId}"]`)).toHaveText("We send receipts and notices here.");
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(/^Error: Enter an email address/);
    await expect(summary.getByRole("link", { name: /Enter an email address/ })).toHaveAttribute(
      "href",
      `#${await email.getAttribute("id")}`,
    );

    // A valid submit works in both modes and reports success.
    await waitForHydration(page.getByLabel("Email", { exact: true }));
    await page.getByLabel("Full name").fill("Alex Citizen");
    await email.fill("alex@example.com");
    await page.getByLabel("Plan").selectOption("nbn-100");
    // Chosen with the keyboard: with JavaScript, an error message that goes away on blur moves the
    // fields below it, and a click aimed before the move can land beside the radio.
    await pressSpace(page.getByLabel("Email", { exact: true }));
    await page.getByLabel("Message", { exact: true }).fill("Hello");
    await pressSpace(page.getByLabel("The details above are correct"));
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Form sent" })).toBeVisible();
  });

  test("an invalid submit moves focus to the error summary with JS", { tag: "@js" }, async ({ page }) => {
    await page.goto("/__catalogue");
    await page.getByLabel("Full name").fill("Alex Citizen");
    await page.getByRole("button", { name: "Send" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "Enter your full name" })).toHaveCount(0);
    if (jsOn()) await expect(summary).toBeFocused();
  });
});

test.describe("error screen test page", () => {
  test("a loader error shows 'Error' with its message", async ({ page }) => {
    const response = await page.goto("/__catalogue/error?kind=route");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Error", exact: true })).toBeVisible();
    await expect(page.getByText("Catalogue test error", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a render error shows 'Something went wrong.'", async ({ page }) => {
    const response = await page.goto("/__catalogue/error?kind=render");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong." })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the index of error tests is axe-clean", async ({ page }) => {
    await page.goto("/__catalogue/error");
    await expect(page.getByRole("heading", { level: 1, name: "Error screen tests" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
