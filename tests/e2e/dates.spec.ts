import type { APIRequestContext } from "@playwright/test";
import { formatDate } from "#app/lib/dates/format.ts";
import { expect, test } from "./fixtures.ts";
import { resetSandbox, sandboxUrl, signIn } from "./support.ts";

// Every date is the provider's day (Australia/Sydney), worded for people: a change made just after
// midnight in Sydney, while it is still the day before in UTC, is dated the same on /requests and
// in the service's history. The sandbox's clock is set there (POST /__sandbox/clock, docs/sandbox.md).

const ZONE = "Australia/Sydney";

/** 00:15 tomorrow in Sydney, with Sydney's offset then ("+11:00" in summer), and that day. */
function justAfterMidnightInSydney(): { at: string; day: string } {
  const soon = new Date(Date.now() + 86_400_000);
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(soon);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" })
    .formatToParts(soon)
    .find((p) => p.type === "timeZoneName")!
    .value.replace("GMT", "");
  return { at: `${day}T00:15:00${offset || "+00:00"}`, day };
}

async function setSandboxClock(request: APIRequestContext, at: string) {
  const res = await request.post(`${sandboxUrl()}/__sandbox/clock`, { data: { at } });
  expect(res.ok()).toBeTruthy();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await request.delete(`${sandboxUrl()}/__sandbox/clock`);
});

test("a plan change at 00:15 in Sydney has the same day on /requests and in the service history @js", async ({
  page,
  request,
}) => {
  const { at, day } = justAfterMidnightInSydney();
  // Still the day before in UTC: a date taken from the UTC day would be a day early.
  expect(new Date(at).toISOString().slice(0, 10)).not.toBe(day);
  await setSandboxClock(request, at);
  const shown = formatDate(day); // "26 November 2026"

  await signIn(page, { path: "/home/plan" });
  await page
    .getByRole("group", { name: "Which plan do you want?" })
    .getByLabel(/NBN 50\/20 Home Standard/)
    .check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Confirm plan change" }).click();
  await expect(page).toHaveURL(/\/home\/plan\/done$/);
  const reference = (await page.getByText(/Reference CC-\d+/).textContent())!.match(/CC-\d+/)![0];

  await page.goto("/requests");
  const request_ = page
    .getByRole("table", { name: /Your requests/ })
    .getByRole("row")
    .filter({ hasText: reference });
  await expect(request_).toContainText(shown);

  await page.goto("/home");
  const history = page
    .getByRole("table", { name: /History of NBN at 12 Harbour St/ })
    .getByRole("row")
    .filter({ hasText: reference });
  await expect(history).toContainText(shown);
  // Dates are words: no ISO dates anywhere in the history or the notes.
  await expect(page.getByRole("main")).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
});
