import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { sandboxRecords } from "./portal-helpers.ts";
import { expectNoAxeViolations, outbox, resetSandbox, sandboxUrl, signIn } from "./support.ts";

/**
 * Notification preferences (/profile/notifications, decision 080): data alerts at 50 / 80 / 100 %
 * of a service's allowance, a bill reminder, by SMS or email, and paper or email bills; saved with
 * the provider, and the alerts sent when usage crosses a chosen threshold.
 */

const run = promisify(execFile);

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe("notification preferences", { tag: "@js" }, () => {
  test("a plain form from /profile, saved with a confirmation; a data alert goes out when usage crosses a chosen threshold", async ({
    page,
    request,
  }) => {
    await signIn(page, { email: "energy@example.com", path: "/profile" });
    await page.getByRole("link", { name: "Choose data alerts, bill reminders and paper or email bills" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notifications and bills" })).toBeVisible();

    const alerts = page.getByRole("group", { name: "Data alerts" });
    await expect(alerts).toContainText("Mobile 0423 456 789");
    for (const t of ["50%", "80%", "100%"]) await expect(alerts.getByRole("checkbox", { name: t })).toBeChecked();
    await expect(
      page.getByRole("group", { name: "How do you want your bills?" }).getByRole("radio", { name: "By email" }),
    ).toBeChecked();
    await expectNoAxeViolations(page);

    await alerts.getByRole("checkbox", { name: "50%" }).uncheck();
    await alerts.getByRole("checkbox", { name: "80%" }).uncheck();
    await page.getByRole("checkbox", { name: "Remind me before a bill is due" }).uncheck();
    await page
      .getByRole("group", { name: "How should we send alerts and reminders?" })
      .getByRole("radio", { name: "By email" })
      .check();
    await page
      .getByRole("group", { name: "How do you want your bills?" })
      .getByRole("radio", { name: "On paper" })
      .check();
    await page.getByRole("button", { name: "Save preferences" }).click();

    await expect(page.getByText("Your notification preferences have been saved.")).toBeVisible();
    await expect(alerts.getByRole("checkbox", { name: "100%" })).toBeChecked();
    await expect(alerts.getByRole("checkbox", { name: "50%" })).not.toBeChecked();
    await expect(
      page.getByRole("group", { name: "How do you want your bills?" }).getByRole("radio", { name: "On paper" }),
    ).toBeChecked();
    const [saved] = await sandboxRecords<Record<string, unknown>>(request, "notification_preferences", {
      accountCode: "A10003",
    });
    expect(saved?.data).toEqual({
      dataAlerts: [100],
      billReminder: false,
      alertChannel: "email",
      billDelivery: "paper",
    });
    expect((await outbox(request))[0]?.subject).toBe("Your notification preferences were changed");

    // The network's usage feed adds 20 GB to M5001 (12 GB allowance): only the chosen 100% alert, by email, once.
    const add = () =>
      request.post(`${sandboxUrl()}/__sandbox/usage`, { data: { serviceCode: "M5001", addBytes: 20 * 1024 ** 3 } });
    expect(await (await add()).json()).toEqual({ alerts: [100] });
    expect(await (await add()).json()).toEqual({ alerts: [] });
    const sent = (await outbox(request)).filter((m) => /has used \d+% of its data/.test(m.subject ?? ""));
    expect(sent.map((m) => [m.channel, m.to, m.subject])).toEqual([
      ["email", "energy@example.com", "Your Mobile 0423 456 789 has used 100% of its data"],
    ]);
  });

  test("an account without a data allowance has no data alerts to choose; a bad post is said, never a 500", async ({
    page,
  }) => {
    await signIn(page, { path: "/profile/notifications" });
    await expect(page.getByRole("group", { name: "Data alerts" })).toHaveCount(0);
    await expect(page.getByText("Your services have no data allowance to run out of")).toBeVisible();
    const answer = await page.request.post("/profile/notifications", {
      form: { dataAlerts: "75", alertChannel: "pigeon" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(answer.status()).toBe(400);
  });
});

test("notification preferences read and work in a text browser (w3m)", async ({ page }) => {
  await signIn(page, { email: "energy@example.com", path: "/profile/notifications" });
  const dir = await mkdtemp(join(tmpdir(), "notifications-"));
  try {
    const file = join(dir, "notifications.html");
    await writeFile(file, await (await page.request.get("/profile/notifications")).text());
    const { stdout } = await run("w3m", ["-dump", "-cols", "100", "-T", "text/html", file]);
    expect(stdout).toContain("Notifications and bills");
    expect(stdout).toContain("Data alerts");
    expect(stdout).toMatch(/\[\*\]\s*100%/);
    expect(stdout).toContain("How do you want your bills?");
    expect(stdout).toContain("Save preferences");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
