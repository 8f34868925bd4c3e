import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDate, switchService } from "./portal-helpers.ts";
import { addFault, expectNoAxeViolations, postAsPage, resetSandbox, signIn } from "./support.ts";

/**
 * Plans follow the service's access technology for every brand; each
 * kind of service gets only the products and fault categories that apply to it; prices say whether
 * they are one-off or monthly; a purchased static IP shows its address. The default brand (not OE).
 */

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const main = (page: Page) => page.locator("#main-content");
const planNames = (page: Page) =>
  page.getByRole("group", { name: "Which plan do you want?" }).locator("label").allInnerTexts();

test.describe("plans follow the access technology (item 1)", () => {
  test("a fixed-line NBN service is offered no fixed wireless plans", async ({ page }) => {
    await signIn(page, { path: "/home/plan" });
    const names = await planNames(page);
    expect(names.some((name) => name.includes("NBN 250/25 Ultrafast"))).toBe(true);
    expect(names.filter((name) => name.includes("FW"))).toEqual([]);
    expect(await postAsPage(page, "/home/plan", { contractCode: "NBNFW50-20" })).toBe("/home/plan");
    await page.goto("/home/plan");
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "That plan is not available for this service",
    );
  });

  test("a fixed wireless service (fw@example.com, context 5) is offered fixed wireless plans only", async ({
    page,
  }) => {
    await signIn(page, { email: "fw@example.com", path: "/home/plan" });
    await expect(page.getByRole("region", { name: "Current plan" })).toContainText("NBN FW 25/5 Rural");
    const names = await planNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain("FW");
    await expectNoAxeViolations(page);
    expect(await postAsPage(page, "/home/plan", { contractCode: "NBN250-25" })).toBe("/home/plan");
    await page.goto("/home/plan");
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "That plan is not available for this service",
    );
  });
});

test.describe("each kind of service gets only what applies to it (item 2)", () => {
  test("energy and mobile services are offered no broadband products or fault categories", async ({ page }) => {
    await signIn(page, { email: "energy@example.com", path: "/home/plan" });
    for (const code of ["E6001", "G7001", "M5001"]) {
      if (code !== "E6001") await switchService(page, code);
      await page.goto("/home/plan");
      const products = page.getByRole("region", { name: "Add a product" });
      await expect(products, code).toContainText("There are no products to add to this service.");
      await expect(products.getByText(/Wi-Fi 6 modem|Mesh Wi-Fi|VoIP phone adaptor|Static IP/)).toHaveCount(0);

      await page.goto("/support/report-fault");
      const kinds = page.getByRole("group", { name: "What kind of fault is it?" });
      await expect(kinds.getByRole("radio", { name: "Something else" })).toBeVisible();
      for (const broadband of ["Slow speeds", "The connection keeps dropping out", "No connection at all"]) {
        await expect(kinds.getByRole("radio", { name: broadband }), `${code}: ${broadband}`).toHaveCount(0);
      }
      await expect(
        kinds.getByRole("radio", {
          name: code === "M5001" ? "Roaming overseas" : "My meter, or a meter reading that looks wrong",
        }),
      ).toBeVisible();
      await expect(main(page).getByRole("link", { name: /diagnostic test/ })).toHaveCount(0);
      await expect(page.getByRole("group", { name: "Have you turned your modem off and on again?" })).toHaveCount(0);
      if (code === "M5001") await expectNoAxeViolations(page);

      if (code === "M5001") {
        // Its confirmation offers no diagnostics either.
        await kinds.getByRole("radio", { name: "Roaming overseas" }).check();
        await page.getByLabel("Describe the fault").fill("No signal overseas.");
        await fillDate(page, "When did the fault start?", { day: "1", month: "11", year: "2025" });
        await page.getByLabel("Contact phone number").fill("0412 345 678");
        await page.getByLabel("When are you available?").fill("Any time.");
        await page.getByRole("button", { name: "Send fault report" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Fault reported" })).toBeVisible();
        await expect(main(page).getByRole("link", { name: /diagnostic test/ })).toHaveCount(0);
      }
    }
  });

  test("a broadband service keeps its broadband categories, hardware and the diagnostics link", async ({
    page,
    request,
  }) => {
    await signIn(page, { path: "/home/plan" });
    // N1001's outage in progress would stand in for the diagnostics link (outage-awareness.spec.ts): no outage is known here.
    await addFault(request, { path: "/api/v1/superloop-group/outage-management", status: 500 });
    await expect(page.getByRole("button", { name: "Add VoIP phone adaptor" })).toBeVisible();
    await page.goto("/support/report-fault");
    const kinds = page.getByRole("group", { name: "What kind of fault is it?" });
    for (const name of ["Slow speeds", "The connection keeps dropping out", "My modem or other equipment"]) {
      await expect(kinds.getByRole("radio", { name })).toBeVisible();
    }
    await expect(kinds.getByRole("radio", { name: "Roaming overseas" })).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "diagnostic test" })).toBeVisible();
  });
});

test.describe("prices say one-off or monthly (item 3)", () => {
  test("a modem bought once is listed as a one-off price, never as a monthly charge", async ({ page }) => {
    await signIn(page, { path: "/home/plan" });
    const offered = page.getByRole("list", { name: "Products you can add" });
    await expect(offered.getByRole("listitem").filter({ hasText: "VoIP phone adaptor" })).toContainText(
      "$79.00 one-off",
    );
    await expect(offered.getByRole("listitem").filter({ hasText: "Static IP address" })).toContainText(
      "$10.00 a month",
    );

    await page.getByRole("button", { name: "Add VoIP phone adaptor" }).click();
    // Hardware is posted: to the service's address unless the customer says otherwise.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check the product you are adding" })).toBeVisible();
    await expect(main(page)).toContainText("$79.00 one-off");
    await page.getByRole("button", { name: "Confirm and add" }).click();
    await expect(page.getByText(/VoIP phone adaptor has been added to NBN at 12 Harbour St\. Reference/)).toBeVisible();
    await page.getByRole("link", { name: "Back to your plan" }).click();
    const row = page
      .getByRole("table", { name: "Products on this service" })
      .getByRole("row", { name: /VoIP phone adaptor/ });
    await expect(row).toContainText("$79.00 one-off");
    await expect(row).not.toContainText("a month");
    await expectNoAxeViolations(page);
  });
});

test.describe("a purchased static IP shows its address (item 9)", () => {
  test("after adding STATIC-IP, /home shows the assigned address", async ({ page }) => {
    await signIn(page, { path: "/home" });
    const connection = page.getByRole("region", { name: "Connection" });
    await expect(connection).toContainText(/203\.0\.113\.\d+/);
    await expect(page.getByRole("region", { name: "Service details" })).not.toContainText("Static IP address");

    await page.goto("/home/plan");
    await page.getByRole("button", { name: "Add Static IP address" }).click();
    await page.getByRole("button", { name: "Confirm and add" }).click();
    await expect(page.getByText(/Static IP address has been added to NBN at 12 Harbour St\. Reference/)).toBeVisible();

    await page.goto("/home");
    await expect(page.getByRole("region", { name: "Service details" })).toContainText(
      /Static IP address\s*198\.51\.100\.10/,
    );
    await expect(connection).toContainText("198.51.100.10");
    await expect(connection).not.toContainText("203.0.113.");
    await expectNoAxeViolations(page);
  });
});
