import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { sandboxRecords, switchService } from "./portal-helpers.ts";
import { expectNoAxeViolations, outbox, resetSandbox, sandboxUrl, signIn } from "./support.ts";

/**
 * Life support at an energy address and a lost or stolen SIM (decision 080): journeys on /home,
 * behind MFA, each a provider extension the sandbox answers, with its card on home.
 */

const run = promisify(execFile);

/** Calls the sandbox received of one provider action since the last reset of the count. */
async function providerCalls(page: Page, call: string): Promise<number> {
  const res = await page.request.get(`${sandboxUrl()}/__sandbox/calls`);
  const { byCall } = (await res.json()) as { byCall: Record<string, number> };
  return byCall[call] ?? 0;
}

/** A form posted as the signed-in page would (its cookies, its origin), as someone forging it; the status. */
async function forgedPost(page: Page, path: string, form: Record<string, string>): Promise<number> {
  const answer = await page.request.post(path, {
    form,
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  return answer.status();
}

/** A home card (a region named by its title). */
const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await request.delete(`${sandboxUrl()}/__sandbox/calls`);
});

test.describe("life support", { tag: "@js" }, () => {
  test("registered from home with the equipment and who needs it; the distributor is told; shown on home; removing asks first", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, { email: "energy@example.com" });
    await switchService(page, "E6001");
    await expect(card(page, "Life support")).toContainText("Does someone at this address depend on life support");
    await page.getByRole("link", { name: "Register life support equipment" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Register life support" })).toBeVisible();
    for (const equipment of [
      "Oxygen concentrator",
      "Kidney dialysis machine",
      "Chronic positive airways pressure respirator (CPAP)",
      "Crigler-Najjar syndrome phototherapy equipment",
      "Ventilator for life support",
      "Other equipment",
    ]) {
      await expect(page.getByRole("radio", { name: equipment })).toBeVisible();
    }
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Select the life support equipment",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: "Oxygen concentrator" }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Who needs the equipment?" })).toBeVisible();
    await page.getByLabel("Full name of the person who needs it").fill("Jo Energy");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check your life support registration" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Oxygen concentrator");
    await expect(page.getByRole("main")).toContainText("50 business days");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Register life support" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Life support registered" })).toBeVisible();
    const reference = (await page.getByTestId("life-support-reference").innerText()).trim();
    expect(reference).toMatch(/^LS-\d+$/);
    await expectNoAxeViolations(page);

    // The distributor was told (the sandbox keeps the notice), and the confirmation went out.
    const notices = await sandboxRecords<{ kind: string; reference: string; equipment: string }>(
      page.request,
      "distributor_notices",
      { accountCode: "A10003" },
    );
    expect(notices.map((n) => n.data)).toEqual([
      expect.objectContaining({ kind: "life-support-registered", reference, equipment: "oxygen-concentrator" }),
    ]);
    expect((await outbox(page.request)).some((m) => m.subject === `Life support registered (${reference})`)).toBe(true);

    await page.getByRole("link", { name: "Back to home" }).click();
    const home = card(page, "Life support");
    await expect(home).toContainText("Registered");
    await expect(home).toContainText("Oxygen concentrator");
    await expect(home).toContainText(/Medical confirmation form due by \w+day \d{1,2} \w+ \d{4}/);

    // Removing asks first: why, then a check page that says what is lost; keeping it sends nothing.
    await home.getByRole("link", { name: "Remove the registration" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Remove life support registration" })).toBeVisible();
    await page.getByRole("radio", { name: "The person who needs it has moved out" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check before you remove life support" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await providerCalls(page, "POST /api/v1/account/actions/life-support/remove")).toBe(0);
    await page.getByRole("button", { name: "Remove the registration" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Life support registration removed" })).toBeVisible();
    expect(await providerCalls(page, "POST /api/v1/account/actions/life-support/remove")).toBe(1);
    await page.goto("/home");
    await expect(card(page, "Life support")).toContainText("Register life support equipment");
  });

  test("is refused for a mobile, whatever service the form names, with no provider call", async ({ page }) => {
    await signIn(page, { email: "energy@example.com" });
    await switchService(page, "M5001");
    expect((await page.goto("/home/life-support"))?.status()).toBe(409);
    await expect(page.getByText("Life support is registered for a gas or electricity service.")).toBeVisible();
    await expectNoAxeViolations(page);
    // A forged post naming the energy service is refused as well: the service is the selected one.
    expect(
      await forgedPost(page, "/home/life-support", { equipment: "cpap", serviceId: "1", serviceCode: "E6001" }),
    ).toBe(409);
    expect(await providerCalls(page, "POST /api/v1/account/actions/life-support/register")).toBe(0);
  });
});

test.describe("a lost or stolen SIM", { tag: "@js" }, () => {
  test("blocked in one step with a replacement SIM posted to an address found by search; shown on home; unblocked once found", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, { email: "energy@example.com" });
    await switchService(page, "M5001");
    await page.getByRole("link", { name: "Block a lost or stolen SIM" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Block a lost or stolen SIM" })).toBeVisible();
    await page.getByRole("radio", { name: "Stolen" }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Where should we send the replacement SIM?" }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: "To the address we have for you" })).toBeChecked();
    await page.getByRole("radio", { name: "To another address" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Which address should we send the SIM to?" }),
    ).toBeVisible();
    await page.getByLabel("Address", { exact: true }).fill("12 King Street Newtown");
    await page.getByRole("button", { name: "Find address" }).click();
    const label = "12 King Street, Newtown NSW 2042";
    await page.getByRole("radio", { name: label }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check and block your SIM" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(new RegExp(`Replacement SIM to\\s*${label}`));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Block SIM and send a replacement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "SIM blocked" })).toBeVisible();
    const reference = (await page.getByTestId("sim-block-reference").innerText()).trim();
    expect(reference).toMatch(/^SB-\d+$/);
    expect(await providerCalls(page, "POST /api/v1/account/actions/sim-block")).toBe(1);
    const orders = await sandboxRecords<{ code: string; name: string; deliveryAddress: string }>(
      page.request,
      "hardware_orders",
      { accountCode: "A10003" },
    );
    expect(orders.find((o) => o.data.code === reference)?.data).toMatchObject({
      name: "Replacement SIM",
      deliveryAddress: label,
    });

    await page.getByRole("link", { name: "Back to home" }).click();
    const home = card(page, "Lost or stolen SIM");
    await expect(home).toContainText("SIM blocked");
    await expect(home).toContainText(`A replacement SIM is on its way to ${label}.`);

    // Unblocking asks first; "No" keeps the block and calls nothing.
    await home.getByRole("link", { name: "Found it? Unblock your SIM" }).click();
    await page.getByRole("radio", { name: "No, keep it blocked" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Your SIM stays blocked.")).toBeVisible();
    await page.getByRole("link", { name: "Found it? Unblock your SIM" }).click();
    await page.getByRole("radio", { name: "Yes, I have it" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check and unblock your SIM" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Unblock SIM" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "SIM unblocked" })).toBeVisible();
    expect(await providerCalls(page, "POST /api/v1/account/actions/sim-unblock")).toBe(1);
    await page.goto("/home");
    await expect(card(page, "Lost or stolen SIM")).toContainText("Block a lost or stolen SIM");
  });

  test("is a mobile's only: on an NBN service, and with another account's mobile in the form, refused with no provider call", async ({
    page,
  }) => {
    await signIn(page);
    expect((await page.goto("/home/sim-block"))?.status()).toBe(409);
    await expect(page.getByText("Only an active mobile service has a SIM to block.")).toBeVisible();
    // energy@example.com's M5001 named in the body: the portal acts only on the selected service.
    for (const path of ["/home/sim-block", "/home/sim-block/check", "/home/sim-unblock/check"]) {
      expect(await forgedPost(page, path, { reason: "lost", serviceId: "5", serviceCode: "M5001" })).toBe(409);
    }
    expect(await providerCalls(page, "POST /api/v1/account/actions/sim-block")).toBe(0);
    expect(await providerCalls(page, "POST /api/v1/account/actions/sim-unblock")).toBe(0);
  });
});

test.describe("life support and a lost SIM in a text browser", () => {
  test("the first questions read and work as forms in w3m", async ({ page }) => {
    const dir = await mkdtemp(join(tmpdir(), "safeguards-"));
    try {
      await signIn(page, { email: "energy@example.com" });
      await switchService(page, "E6001");
      for (const [path, words] of [
        ["/home/life-support", ["Register life support", "Oxygen concentrator", "Continue"]],
        ["/home", ["Life support", "Register life support equipment"]],
      ] as const) {
        const file = join(dir, "page.html");
        await writeFile(file, await (await page.request.get(path)).text());
        const { stdout } = await run("w3m", ["-dump", "-cols", "100", "-T", "text/html", file]);
        for (const word of words) expect(stdout).toContain(word);
      }
      await switchService(page, "M5001");
      const file = join(dir, "sim.html");
      await writeFile(file, await (await page.request.get("/home/sim-block")).text());
      const { stdout } = await run("w3m", ["-dump", "-cols", "100", "-T", "text/html", file]);
      expect(stdout).toContain("What happened to your SIM?");
      expect(stdout).toMatch(/\(\s?\)\s*Stolen/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
