import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDate, switchService } from "./portal-helpers.ts";
import { resetSandbox, signIn, signInWithPassword } from "./support.ts";

// Every main page state, as the server sends it, passes the W3C Nu HTML checker (vnu-jar, on the
// system's Java) with no error. The pages are saved first and checked in one run of the checker:
// Java starts slowly, so one batch keeps the test quick. w3m (a text browser) must be able to
// follow the skip link to the main content.

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const run = promisify(execFile);

/**
 * One short run of the checker: the JIT's first tier only (C2 spends more CPU compiling than a
 * run of seconds gets back: 7.1 CPU s → 4.1 for 71 pages, the same messages), with the stack the
 * checker's schema needs (it overflows 1 MiB without C2's inlining).
 */
const JAVA_FOR_ONE_RUN = ["-XX:TieredStopAtLevel=1", "-Xss16m"];

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Saves the HTML the server sent for each page the browser shows (JavaScript off: no DOM changes). */
class Pages {
  private last: Response | null = null;
  private readonly page: Page;
  private readonly dir: string;
  readonly saved: { name: string; file: string }[];
  constructor(page: Page, dir: string, saved: { name: string; file: string }[] = []) {
    this.page = page;
    this.dir = dir;
    this.saved = saved;
    page.on("response", (response) => {
      const request = response.request();
      if (
        request.resourceType() === "document" &&
        request.frame() === page.mainFrame() &&
        !response.status().toString().startsWith("3")
      )
        this.last = response;
    });
  }

  /** Saves the page as it is now under `name`. */
  async save(name: string) {
    await expect(this.page.locator("h1").first()).toBeVisible();
    const response = this.last;
    expect(response, `a document for ${name}`).not.toBeNull();
    const file = join(
      this.dir,
      `${String(this.saved.length).padStart(2, "0")}-${name.replace(/[^a-z0-9]+/gi, "-")}.html`,
    );
    await writeFile(file, await response!.text());
    this.saved.push({ name, file });
  }

  async visit(path: string, name = path) {
    await this.page.goto(path);
    await this.save(name);
  }
}

test.describe("@server HTML validity", () => {
  test.describe.configure({ timeout: 240_000 });

  test("every main page state has no W3C Nu checker error", async ({ page, browser, baseURL }) => {
    await resetSandbox(page.request);
    const dir = await mkdtemp(join(tmpdir(), "portal-html-"));
    try {
      const pages = new Pages(page, dir);

      // Signed out.
      await pages.visit("/login");
      await page.locator("#sign-in-email").fill("demo@example.com");
      await page.getByLabel("Password", { exact: true }).fill("not-the-password");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await pages.save("login-error");
      await pages.visit("/password/forgot");
      await pages.visit("/password/reset?token=nonsense", "password-reset-bad-token");
      await pages.visit("/no-such-page", "not-found");

      // Join: the steps, with a failed step on the way.
      await pages.visit("/signup");
      await pages.visit("/signup/address", "signup-manual-address");
      await pages.visit("/signup?address=1+harbour+st+sydn", "signup-address-results");
      await page.getByRole("radio", { name: "1 Harbour Street, Sydney NSW 2000" }).check();
      await page.getByRole("button", { name: "Continue" }).click();
      await pages.save("signup-available");
      await page.getByRole("link", { name: "Choose a plan" }).click();
      await pages.save("signup-plan");
      await page.getByRole("radio", { name: "NBN 100/20 Home Fast" }).check();
      await page.getByRole("button", { name: "Continue" }).click();
      await pages.save("signup-details");
      await page.getByRole("button", { name: "Continue" }).click();
      await pages.save("signup-details-errors");
      await page.getByLabel("First name").fill("Sam");
      await page.getByLabel("Last name").fill("Valid");
      await page.getByLabel("Email").fill("sam.valid@example.com");
      await page.getByLabel("Mobile").fill("0412 345 678");
      await fillDate(page, "Date of birth", "1990-04-01");
      await page.getByRole("button", { name: "Continue" }).click();
      await pages.save("signup-check");

      // Signed in, before MFA.
      await page.context().clearCookies();
      await signInWithPassword(page);
      await expect(page).toHaveURL(/\/mfa/);
      await pages.visit(page.url().replace(baseURL!, ""), "mfa");

      // Signed in and verified: the telecom account.
      await signIn(page);
      for (const path of [
        "/home",
        "/home/usage",
        "/home/plan",
        "/home/outages",
        "/home/cancel",
        "/billing",
        "/billing/pay",
        "/billing/plan",
        "/billing/payment-details",
        "/billing/payment-details/card",
        "/billing/payment-details/direct-debit",
        "/billing/payment-details/stop-direct-debit",
        "/profile",
        "/profile/edit",
        "/profile/password",
        "/profile/activity",
        "/profile/notifications",
        "/requests",
        "/support",
        "/support/new-ticket",
        "/support/new-complaint",
        "/support/report-fault",
        "/service/service-tests",
        "/move",
        "/move/address",
      ])
        await pages.visit(path);
      await page.goto("/support/new-complaint");
      await page.getByRole("button", { name: /submit|send/i }).click();
      await pages.save("complaint-errors");
      // A complaint's conversation (the newest request), and its reply form's errors.
      await page.goto("/requests");
      await page.getByRole("table", { name: "Your requests, newest first" }).getByRole("link").first().click();
      await pages.save("request-conversation");
      await page.getByRole("button", { name: "Send reply" }).click();
      await pages.save("request-reply-errors");
      await page.goto("/billing/pay");
      await page.getByRole("button", { name: "Continue" }).click();
      await pages.save("pay-card");
      await page.goto("/service/service-tests");
      const first = page.locator("table a").first();
      await first.click();
      await pages.save("test-result");
      for (const code of ["V2001", "D4001"]) {
        await switchService(page, code);
        await pages.visit("/home", `home-${code}`);
      }
      await pages.visit("/home/usage", "usage-voip");

      // The energy and mobile account.
      const energy = await browser.newPage({ baseURL });
      const energyPages = new Pages(energy, dir, pages.saved);
      await signIn(energy, { email: "energy@example.com" });
      for (const code of ["E6001", "G7001", "M5001", "M5002"]) {
        await switchService(energy, code);
        await energyPages.visit("/home", `home-${code}`);
        await energyPages.visit("/home/outages", `outages-${code}`);
      }
      await energyPages.visit("/home/energy-contract", "energy-contract");
      await energyPages.visit("/activate-sim", "activate-sim");
      // Life support and a lost SIM's first questions, data alerts to choose (decision 080).
      await switchService(energy, "E6001");
      await energyPages.visit("/home/life-support", "life-support");
      await switchService(energy, "M5001");
      await energyPages.visit("/home/sim-block", "sim-block");
      await energyPages.visit("/profile/notifications", "notifications-with-alerts");
      await energy.close();

      const files = pages.saved;
      // w3m's own reading of the page (-halfdump) lists the fragments it can jump to as <_id id=…>.
      for (const name of ["/login", "/home", "mfa", "/signup"]) {
        const file = files.find((f) => f.name === name)!.file;
        const { stdout } = await run("w3m", ["-halfdump", "-T", "text/html", file]);
        expect(stdout, `${name}: the skip link`).toMatch(/<a [^>]*href="#main-content"[^>]*>Skip to main content<\/a>/);
        expect(stdout, `${name}: w3m finds the skip link's target`).toContain('<_id id="main-content">');
      }
      let output = "";
      try {
        ({ stdout: output } = await run(
          "java",
          [
            ...JAVA_FOR_ONE_RUN,
            "-jar",
            vnuJar,
            "--errors-only",
            "--format",
            "json",
            "--stdout",
            ...files.map((f) => f.file),
          ],
          {
            maxBuffer: 32 * 1024 * 1024,
          },
        ));
      } catch (error) {
        // The checker exits non-zero when it finds errors; its report is still on stdout.
        output = (error as { stdout?: string }).stdout ?? "";
        if (!output) throw error;
      }
      const messages = (JSON.parse(output) as { messages: NuMessage[] }).messages.filter((m) => m.type === "error");
      const nameOf = (url = "") => files.find((f) => url.endsWith(f.file))?.name ?? url;
      expect(
        messages.map(
          (m) => `${nameOf(m.url)}:${m.lastLine ?? "?"}: ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ""}`,
        ),
        `${files.length} pages checked`,
      ).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
