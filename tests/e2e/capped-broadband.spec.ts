import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, outbox, resetSandbox, sandboxUrl, signIn } from "./support.ts";

/**
 * A capped broadband plan (decision 082): capped@example.com's NBN 50/20 Capped 200GB shows its
 * allowance and this month's use of it on home and /home/usage, as a mobile's data does, offers
 * data alerts, and the network's usage feed sends them at 50 / 80 / 100 %, each once.
 */

const GB = 1024 ** 3;
const ALLOWANCE = 200 * GB;

const addUsage = async (request: APIRequestContext, addBytes: number) => {
  const answer = await request.post(`${sandboxUrl()}/__sandbox/usage`, { data: { serviceCode: "N1601", addBytes } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { alerts: number[] }).alerts;
};

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("a capped NBN plan: its allowance on home and usage, and alerts at 50, 80 and 100 %", async ({
  page,
  request,
}) => {
  await signIn(page, { email: "capped@example.com" });
  const usage = page.getByRole("region", { name: "This month's usage" });
  await expect(usage).toContainText(/used of 200\.00 GB \(\d+%\)/);
  await expect(usage.getByRole("progressbar", { name: "Data used" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/home/usage");
  await expect(page.locator("main")).toContainText("Data allowance");
  await expect(page.locator("main")).toContainText(/used of 200\.00 GB \(\d+%\)/);
  await expectNoAxeViolations(page);

  await page.goto("/profile/notifications");
  const alerts = page.getByRole("group", { name: "Data alerts" });
  await expect(alerts).toContainText("NBN at 22 Chapel St");

  // The feed adds enough to pass 50 %, then 100 %: each threshold once, by the account's channel (email).
  expect(await addUsage(request, Math.round(0.55 * ALLOWANCE))).toEqual([50]);
  expect(await addUsage(request, ALLOWANCE)).toEqual([80, 100]);
  expect(await addUsage(request, GB)).toEqual([]);
  const sent = (await outbox(request)).filter((m) => /has used \d+% of its data/.test(m.subject ?? ""));
  expect(sent.map((m) => [m.channel, m.to, m.subject]).reverse()).toEqual([
    ["email", "capped@example.com", "Your NBN at 22 Chapel St has used 50% of its data"],
    ["email", "capped@example.com", "Your NBN at 22 Chapel St has used 80% of its data"],
    ["email", "capped@example.com", "Your NBN at 22 Chapel St has used 100% of its data"],
  ]);

  // Past the allowance: home says how far past it.
  await page.goto("/home");
  await expect(usage).toContainText(/used of 200\.00 GB \(1[5-9]\d%\)/);
});
