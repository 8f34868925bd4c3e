import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addDaysToIsoDate, currentYearMonth, addMonths, monthRange, lastNDays } from "#app/lib/dates/calendar.ts";
import { formatDate, monthLabel } from "#app/lib/dates/format.ts";
import { formatMoney } from "#app/domain/format.ts";
import { formatFileSize } from "#app/lib/format-usage.ts";
import { MONTH_MESSAGE, ORDER_MESSAGE, RANGE_SUBJECTS } from "#app/routes/home/usage-query.ts";
import {
  addFault,
  classesWithoutRules,
  DEMO,
  expectNoAxeViolations,
  latestMessage,
  postAsPage,
  resetSandbox,
  sandboxUrl,
  signIn,
} from "./support.ts";
import { switchService } from "./portal-helpers.ts";

/** Home, usage, plan, outages and VoIP settings for the selected service. */

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The sandbox answer to a provider call, read with the customer's own token. */
async function sandboxGet<T>(request: APIRequestContext, path: string, email: string = DEMO.email): Promise<T> {
  const login = await request.post(`${sandboxUrl()}/api/v1/authentication/get-token`, {
    data: { email, password: DEMO.password },
  });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const res = await request.get(`${sandboxUrl()}/api/v1/${path}`, { headers: { "X-Access-Token": token } });
  expect(res.ok(), `GET ${path}`).toBeTruthy();
  return (await res.json()) as T;
}

type SandboxService = { id: number; code: string; planCode: string; planName: string; products: { code: string }[] };
async function sandboxService(request: APIRequestContext, code: string): Promise<SandboxService> {
  const { services } = await sandboxGet<{ services: SandboxService[] }>(request, "account/services");
  return services.find((s) => s.code === code)!;
}

const main = (page: Page) => page.locator("#main-content");

test.describe("home", () => {
  test("shows the selected broadband service and follows the service switcher", async ({ page }) => {
    await signIn(page, { path: "/home" });
    await expect(page).toHaveTitle("Home | Self Service Portal");
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    const service = page.getByRole("region", { name: "Your service" });
    await expect(service).toContainText("NBN at 12 Harbour St");
    await expect(service).toContainText("NBN 100/20 Home Fast");
    await expect(page.getByRole("region", { name: "Connection" })).toContainText(/Connected|Not connected/);
    await expect(page.getByRole("region", { name: "Account balance" })).toContainText("$");
    await expect(page.getByRole("table", { name: "Notes on NBN at 12 Harbour St" })).toContainText("activated");
    await expect(page.getByRole("table", { name: "History of NBN at 12 Harbour St" })).toContainText("Activated");
    await expect(main(page).getByRole("link", { name: "View usage" })).toBeVisible();
    await expectNoAxeViolations(page);

    await switchService(page, "V2001");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("region", { name: "Your service" })).toContainText("(02) 9876 5432");
    await expect(page.getByRole("region", { name: "VoIP settings" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Connection" })).toHaveCount(0);

    await switchService(page, "D4001");
    await expect(page.getByText("This service is cancelled")).toBeVisible();
    await expect(main(page).getByRole("link", { name: /Change plan/ })).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "View usage" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a failing balance call shows the spec §8 message and the rest of the page", async ({ page, request }) => {
    await signIn(page, { path: "/home" });
    await addFault(request, { path: "*account/status*", status: 500 });
    await page.reload();
    await expect(page.getByRole("region", { name: "Account balance" })).toContainText(
      "Request failed with status code 500",
    );
    await expect(page.getByRole("region", { name: "Your service" })).toContainText("NBN at 12 Harbour St");
  });
});

test.describe("usage", () => {
  // With JavaScript the months move by client navigation, and the page draws the chart from its picture.
  test(
    "broadband chart, table and totals agree with the sandbox; months move; CSV downloads",
    { tag: "@js" },
    async ({ page, request }) => {
      await signIn(page, { path: "/home/usage" });
      const now = currentYearMonth();
      await expect(page.getByRole("img", { name: `Daily downloads and uploads in ${monthLabel(now)}` })).toBeVisible();

      await main(page).getByRole("link", { name: "Previous month" }).click();
      const previous = addMonths(now, -1);
      const label = monthLabel(previous);
      await expect(page).toHaveURL(new RegExp(`year=${previous.year}&month=${previous.month}$`));
      await expect(page.getByRole("heading", { name: `Usage in ${label}` })).toBeVisible();

      const { start, end, daysInMonth } = monthRange(previous.year, previous.month);
      const usage = await sandboxGet<{
        dailyUsage: { day: number; downloadedBytes: number; uploadedBytes: number }[];
        totalDownloadedBytes: number;
        averageDailyUploadedBytes: number;
      }>(request, `account/services/broadband/usage/daily/N1001/${start}/${end}`);
      expect(usage.dailyUsage).toHaveLength(daysInMonth);

      const table = page.getByRole("table", { name: `Daily usage in ${label}` });
      await expect(table.locator("tbody tr")).toHaveCount(daysInMonth);
      const first = table.locator("tbody tr").first();
      await expect(first.locator("td").nth(0)).toHaveText(formatFileSize(usage.dailyUsage[0]!.downloadedBytes));
      await expect(first.locator("td").nth(1)).toHaveText(formatFileSize(usage.dailyUsage[0]!.uploadedBytes));
      await expect(page.getByText(formatFileSize(usage.totalDownloadedBytes), { exact: true })).toBeVisible();
      await expect(page.getByText(formatFileSize(usage.averageDailyUploadedBytes), { exact: true })).toBeVisible();
      const chart = page.getByRole("img", { name: `Daily downloads and uploads in ${label}` });
      await expect(chart.locator("rect")).toHaveCount(daysInMonth * 2);
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        main(page)
          .getByRole("link", { name: /Download CSV/ })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `usage-N1001-${previous.year}-${String(previous.month).padStart(2, "0")}.csv`,
      );
      const csv = await (
        await download.createReadStream()
      )
        .toArray()
        .then((chunks) => Buffer.concat(chunks).toString("utf8"));
      const lines = csv.trimEnd().split("\r\n");
      expect(lines[0]).toBe("Date,Downloaded (bytes),Uploaded (bytes)");
      expect(lines).toHaveLength(daysInMonth + 1);
      expect(lines[1]).toBe(`${start},${usage.dailyUsage[0]!.downloadedBytes},${usage.dailyUsage[0]!.uploadedBytes}`);

      await main(page).getByRole("link", { name: "Next month" }).click();
      await expect(page.getByRole("heading", { name: `Usage in ${monthLabel(now)}` })).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Next month" })).toHaveCount(0);

      // The month picker form.
      await page.getByLabel("Month", { exact: true }).selectOption({ label: "January" });
      await page.getByLabel("Year", { exact: true }).fill(String(now.year));
      await page.getByRole("button", { name: "Show usage" }).click();
      await expect(page.getByRole("heading", { name: `Usage in January ${now.year}` })).toBeVisible();
    },
  );

  test("bad month values and empty months get a clear message, not an error page", async ({ page }) => {
    await signIn(page, { path: "/home/usage?year=2026&month=13" });
    await expect(page).toHaveTitle("Error: Usage | Self Service Portal");
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(MONTH_MESSAGE);
    await expectNoAxeViolations(page);
    await page.goto("/home/usage?year=2001&month=2");
    await expect(page.getByText("No usage was recorded for this service in February 2001.")).toBeVisible();
    const res = await page.request.get("/home/usage/csv?year=2026&month=13");
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain(MONTH_MESSAGE);
  });

  test("on a phone, Month and Year share a row; a year's error takes the row's width", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, { path: "/home/usage" });
    const month = await page.getByLabel("Month", { exact: true }).boundingBox();
    const year = await page.getByLabel("Year", { exact: true }).boundingBox();
    expect(year!.y).toBe(month!.y);
    await page.goto("/home/usage?year=1999&month=11");
    const error = page.locator("#year-error");
    await expect(error).toHaveText(/Enter a year from/);
    // The message reads in at most two lines, not squeezed into the four-digit box's width.
    expect((await error.boundingBox())!.width).toBeGreaterThan(250);
  });

  test("a provider fault shows the spec §8 message", async ({ page, request }) => {
    await signIn(page, { path: "/home" });
    await addFault(request, { path: "*broadband/usage/daily*", status: 500 });
    await page.goto("/home/usage");
    await expect(page.getByText("Usage could not be loaded")).toBeVisible();
    await expect(page.getByText("Request failed with status code 500")).toBeVisible();
  });

  test("VoIP call records: last 30 days, a filter, paging, CSV, and bad dates", async ({ page, request }) => {
    await signIn(page, { path: "/home" });
    await switchService(page, "V2001");
    await page.goto("/home/usage");
    const range = lastNDays(30);
    const v2001 = await sandboxService(request, "V2001");
    const all = await sandboxGet<{ cdrs: { costCents: number; invoiced: boolean }[] }>(
      request,
      `account/services/voip/usage/${v2001.id}?from=${range.from}&to=${range.to}`,
    );
    const total = formatMoney(all.cdrs.reduce((sum, c) => sum + c.costCents, 0));
    await expect(main(page)).toContainText(`${all.cdrs.length} calls, costing ${total} in total.`);
    await expect(page.getByRole("table", { name: /Call records, page 1 of/ }).locator("tbody tr")).toHaveCount(
      Math.min(20, all.cdrs.length),
    );
    await expectNoAxeViolations(page);

    if (all.cdrs.length > 20) {
      await main(page).getByRole("link", { name: "Next page" }).click();
      await expect(page.getByRole("table", { name: /Call records, page 2 of/ })).toBeVisible();
    }

    await page.getByLabel("Only calls not yet invoiced").check();
    await page.getByRole("button", { name: "Show calls" }).click();
    await expect(page).toHaveURL(/uninvoiced=on/);
    const uninvoiced = all.cdrs.filter((c) => !c.invoiced).length;
    if (uninvoiced === 0)
      await expect(page.getByText("There are no calls not yet invoiced in this period.")).toBeVisible();
    else await expect(main(page)).toContainText(`${uninvoiced} calls, costing`);

    const res = await page.request.get(`/home/usage/csv?from=${range.from}&to=${range.to}`);
    expect(res.headers()["content-type"]).toContain("text/csv");
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Date and time,Number called,Call type,Duration (seconds),Cost (dollars),Invoiced");
    expect(lines).toHaveLength(all.cdrs.length + 1);

    // The CSV link carries the range shown, as YYYY-MM-DD dates.
    if (uninvoiced > 0)
      await expect(main(page).getByRole("link", { name: "Download CSV" })).toHaveAttribute(
        "href",
        `/home/usage/csv?from=${range.from}&to=${range.to}&uninvoiced=on`,
      );

    // From and To are GOV.UK date inputs: dates typed as people write them. A start
    // other than the page's own, so that the page waited for below is the one the typing asked for
    // (the same range would already be on screen, and the next step would type into the old form).
    const fromIso = addDaysToIsoDate(range.from, 1);
    const [fromYear, , fromDay] = fromIso.split("-");
    const from = page.getByRole("group", { name: "From" });
    const to = page.getByRole("group", { name: "To" });
    await from.getByLabel("Day").fill(String(Number(fromDay)));
    await from
      .getByLabel("Month")
      .fill(new Date(`${fromIso}T12:00:00Z`).toLocaleString("en-AU", { month: "long", timeZone: "UTC" }));
    await from.getByLabel("Year").fill(fromYear!);
    await to.getByLabel("Day").fill(range.to.split("-").reverse().join("/"));
    await to.getByLabel("Month").fill("");
    await to.getByLabel("Year").fill("");
    await page.getByRole("button", { name: "Show calls" }).click();
    await expect(main(page).getByText(`Calls from ${formatDate(fromIso)} to ${formatDate(range.to)}`)).toBeVisible();

    // Only the missing part is marked; the summary's link goes to it.
    await from.getByLabel("Month").fill("");
    await page.getByRole("button", { name: "Show calls" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toContainText(`${RANGE_SUBJECTS.from} must include a month`);
    await expect(from.getByLabel("Month")).toHaveAttribute("aria-invalid", "true");
    await expect(from.getByLabel("Day")).not.toHaveAttribute("aria-invalid", /.*/);
    await expect(from.getByLabel("Year")).not.toHaveAttribute("aria-invalid", /.*/);
    await expect(from.getByLabel("Day")).toHaveValue(String(Number(fromDay)));
    await expect(summary.getByRole("link", { name: `${RANGE_SUBJECTS.from} must include a month` })).toHaveAttribute(
      "href",
      "#from-month",
    );
    await expectNoAxeViolations(page);

    // Older links (?from=YYYY-MM-DD) still work, and are checked the same way.
    await page.goto("/home/usage?from=2026-02-30&to=2026-03-10");
    await expect(summary).toContainText(`${RANGE_SUBJECTS.from} must be a real date`);
    await expect(from.getByLabel("Month")).toHaveAttribute("aria-invalid", "true");
    await page.goto("/home/usage?from=2026-03-10&to=2026-03-01");
    await expect(summary).toContainText(ORDER_MESSAGE);
    await expect(to.getByLabel("Day")).toHaveValue("01");
    await expect(to.getByLabel("Month")).toHaveValue("03");
    await expect(to.getByLabel("Year")).toHaveValue("2026");
    await expectNoAxeViolations(page);
  });
});

test.describe("usage of energy and mobile services", () => {
  test("meter reads page through; mobile months show as chart and table", async ({ page }) => {
    await signIn(page, { email: "energy@example.com", path: "/home/usage" });
    await expect(page.getByRole("img", { name: "Energy used per billing period (kWh)" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Meter reads, page 1 of 2" }).locator("tbody tr")).toHaveCount(12);
    await expectNoAxeViolations(page);
    await main(page).getByRole("link", { name: "Older reads" }).click();
    await expect(page.getByRole("table", { name: "Meter reads, page 2 of 2" })).toBeVisible();

    await switchService(page, "M5001");
    const now = currentYearMonth();
    await expect(page.getByRole("img", { name: `Mobile data used each month to ${monthLabel(now)}` })).toBeVisible();
    await expect(
      page.getByRole("table", { name: `Mobile usage by month to ${monthLabel(now)}` }).locator("tbody tr"),
    ).toHaveCount(6);
    const csv = await page.request.get("/home/usage/csv");
    expect((await csv.text()).trimEnd().split("\r\n")).toHaveLength(7);
    await expectNoAxeViolations(page);
  });
});

test.describe("plan", () => {
  test("change plan through check-your-answers; the change persists", async ({ page, request }) => {
    await signIn(page, { path: "/home/plan" });
    await expect(page.getByRole("region", { name: "Current plan" })).toContainText("NBN 100/20 Home Fast");
    // Default wholesaler: spec §5 filtering does not apply.
    const choices = page.getByRole("group", { name: "Which plan do you want?" });
    await expect(choices.getByLabel(/NBN 12\/1 Basic/)).toBeVisible();
    // A fixed-line service is never offered fixed wireless plans, whatever the brand.
    await expect(choices.getByLabel(/NBN FW 25\/5 Rural/)).toHaveCount(0);
    await expect(choices.getByLabel(/NBN 100\/20 Home Fast/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Select the plan you want to move to",
    );

    await choices.getByLabel(/NBN 50\/20 Home Standard/).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your plan change" })).toBeVisible();
    await expect(main(page)).toContainText("NBN 100/20 Home Fast ($89.90 a month)");
    await expect(main(page)).toContainText("NBN 50/20 Home Standard ($79.90 a month)");
    await expect(main(page)).toContainText("$10.00 a month less");
    await expectNoAxeViolations(page);
    // Nothing has changed yet.
    expect((await sandboxService(request, "N1001")).planCode).toBe("NBN100-20");

    await page.getByRole("button", { name: "Confirm plan change" }).click();
    await expect(page).toHaveURL(/\/home\/plan\/done$/);
    await expect(page.getByText(/Your plan is now NBN 50\/20 Home Standard\. Reference CC-\d+/)).toBeVisible();
    await page.getByRole("link", { name: "Back to your plan" }).click();
    await expect(page.getByRole("region", { name: "Current plan" })).toContainText("NBN 50/20 Home Standard");
    expect((await sandboxService(request, "N1001")).planCode).toBe("NBN50-20");
  });

  test("a plan that is not offered cannot be confirmed", async ({ page }) => {
    await signIn(page, { path: "/home/plan" });
    // No radio offers it: posted as the form would be.
    expect(await postAsPage(page, "/home/plan", { contractCode: "VOIP-UNL" })).toBe("/home/plan");
    await page.goto("/home/plan");
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "That plan is not available for this service",
    );
  });

  test("add a product with a confirmation step", async ({ page, request }) => {
    await signIn(page, { path: "/home/plan" });
    await page.getByRole("button", { name: "Add Static IP address" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check the product you are adding" })).toBeVisible();
    await expect(main(page)).toContainText("$10.00 a month");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirm and add" }).click();
    await expect(page.getByText(/Static IP address has been added to NBN at 12 Harbour St\. Reference/)).toBeVisible();
    await page.getByRole("link", { name: "Back to your plan" }).click();
    await expect(page.getByRole("table", { name: "Products on this service" })).toContainText("Static IP address");
    await expect(page.getByRole("button", { name: "Add Static IP address" })).toHaveCount(0);
    expect((await sandboxService(request, "N1001")).products.map((p) => p.code)).toContain("STATIC-IP");
  });

  test("a provider failure on confirm keeps the customer on the check step with the message", async ({
    page,
    request,
  }) => {
    await signIn(page, { path: "/home/plan" });
    await page.getByLabel(/NBN 50\/20 Home Standard/).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your plan change" })).toBeVisible();
    await addFault(request, { path: "*actions/change-contract", method: "POST", status: 503 });
    await page.getByRole("button", { name: "Confirm plan change" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Request failed with status code 503",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Check your plan change" })).toBeVisible();
    expect((await sandboxService(request, "N1001")).planCode).toBe("NBN100-20");
  });
});

test.describe("outages", () => {
  test("shows N1001's current outage with its progress, and none for a service without one", async ({ page }) => {
    await signIn(page, { path: "/home/outages" });
    const outage = page.getByRole("region", { name: "Service disruption in your area" });
    await expect(outage).toContainText("In progress");
    await expect(outage).toContainText("Expected restoration");
    await expect(outage).not.toContainText("Not known yet");
    await expect(outage.getByRole("list", { name: /Progress of/ }).locator("[aria-current=step]")).toContainText(
      "Technicians working on it",
    );
    await expect(page.getByRole("table", { name: "Recently resolved" })).toContainText("Planned network maintenance");
    await expect(page.getByRole("table", { name: "Network incidents" })).toBeVisible();
    await expectNoAxeViolations(page);

    await switchService(page, "V2001");
    await expect(page.getByText("There are no known outages affecting this service")).toBeVisible();
  });
});

test.describe("VoIP settings", () => {
  test("save with validation; the settings persist", async ({ page, request }) => {
    await signIn(page, { path: "/home" });
    await switchService(page, "V2001");
    const card = page.getByRole("region", { name: "VoIP settings" });
    await card.getByLabel("Forward my calls").check();
    await card.getByLabel("Forward calls to").fill("12345");
    await card.getByRole("button", { name: "Save VoIP settings" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Enter an Australian phone number",
    );
    await expect(card.getByLabel("Forward my calls")).toBeChecked();
    await expect(card.getByLabel("Forward calls to")).toHaveValue("12345");
    await expectNoAxeViolations(page);

    await card.getByLabel("Forward calls to").fill("0412 345 678");
    await card.getByLabel("Do not disturb").check();
    await card.getByRole("button", { name: "Save VoIP settings" }).click();
    await expect(page.getByText("Your VoIP settings have been saved.")).toBeVisible();
    await page.reload();
    await expect(card.getByLabel("Forward my calls")).toBeChecked();
    await expect(card.getByLabel("Do not disturb")).toBeChecked();
    await expect(card.getByLabel("Forward calls to")).toHaveValue("0412345678");
    const v2001 = await sandboxService(request, "V2001");
    const settings = await sandboxGet<{
      callForwardingEnabled: boolean;
      callForwardingNumber: string;
      doNotDisturb: boolean;
    }>(request, `superloop-group/service-management/voip-services/${v2001.id}`);
    expect(settings).toMatchObject({
      callForwardingEnabled: true,
      callForwardingNumber: "0412345678",
      doNotDisturb: true,
    });
  });

  test("the card is styled as it is drawn: every class in it has a rule on the page", async ({ page }) => {
    await signIn(page, { path: "/home" });
    await switchService(page, "V2001");
    const card = page.getByRole("region", { name: "VoIP settings" });
    await expect(card.getByLabel("Forward calls to")).toBeVisible();
    expect(await classesWithoutRules(card)).toEqual([]);
  });

  test("reset the VoIP password after a confirmation", async ({ page, request }) => {
    await signIn(page, { path: "/home" });
    await switchService(page, "V2001");
    await page.getByRole("link", { name: "Reset VoIP password" }).click();
    await expect(page.getByText("Reset the VoIP password for 02 9876 5432?")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, reset the password" }).click();
    await expect(page.getByText(/A new VoIP password has been sent to your email address/)).toBeVisible();
    const email = await latestMessage(request, "email", DEMO.email);
    expect(email.subject).toBe("Your new VoIP password");
    const password = /is (\S+)\. Enter/.exec(email.body)?.[1];
    expect(password).toBeTruthy();
    await expect(page.locator("body")).not.toContainText(password!);
  });
});
