import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDate, sandboxRecords, signInWithoutMfa, switchService } from "./portal-helpers.ts";
import { rawPost } from "./resilience.ts";
import { addFault, completeMfa, expectNoAxeViolations, jsEnabled, resetSandbox } from "./support.ts";

type Ticket = {
  reference: string;
  category: string;
  subject: string;
  description: string;
  serviceId?: number;
  contactPhone?: string;
};

async function tickets(page: Page, accountCode = "A10001") {
  return (await sandboxRecords<Ticket>(page.request, "support_tickets", { accountCode })).map((r) => r.data);
}

/** The reference a confirmation shows (the provider's, recorded by the server). */
const shownReference = async (page: Page) => (await page.getByText(/^SR[\w-]+$/).textContent())!;

const problem = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe("the support page", () => {
  test("shows spec §2's lists, links and buttons, without MFA", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/support");
    await expect(page).toHaveURL(/\/support$/);
    await expect(page).toHaveTitle("Support | Self Service Portal");
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();

    const options = page.getByRole("region", { name: "Support Options", exact: true });
    await expect(options.getByRole("link", { name: "1300 980 711" })).toHaveAttribute("href", "tel:1300980711");
    const contact = options.getByRole("link", { name: "Contact us (opens another site)" });
    await expect(contact).toHaveAttribute("href", "https://www.example.com/contact");
    await expect(contact).toHaveAttribute("rel", "noopener noreferrer");

    const policies = page.getByRole("region", { name: "Policies & Documents", exact: true });
    const hardship = policies.getByRole("link", { name: "Financial Hardship Policy (opens another site)" });
    await expect(hardship).toHaveAttribute("href", "https://www.example.com/policies/financial-hardship");
    await expect(hardship).toHaveAttribute("rel", "noopener noreferrer");
    const complaints = policies.getByRole("link", { name: "Complaints Handling Policy (opens another site)" });
    await expect(complaints).toHaveAttribute("href", "https://www.example.com/policies/complaints-handling");

    await expect(page.getByRole("link", { name: "Make a Complaint", exact: true })).toHaveAttribute(
      "href",
      "/support/new-complaint",
    );
    await expect(page.getByRole("link", { name: "Report a Fault", exact: true })).toHaveAttribute(
      "href",
      "/support/report-fault",
    );
    await expect(page.getByRole("link", { name: "Lodge a support ticket", exact: true })).toHaveAttribute(
      "href",
      "/support/new-ticket",
    );
    const faults = page.getByRole("region", { name: "Active Faults", exact: true });
    // Spec §2's line is always there; the outage home shows (demo's NBN has one) is listed above it.
    await expect(faults.getByRole("listitem")).toHaveText([/^Outage in progress: /, "No active faults found"]);
    await expectNoAxeViolations(page);
  });

  test("hides 'Report a Fault' when the VoIP service is selected, and the fault page explains why", async ({
    page,
  }) => {
    await signInWithoutMfa(page);
    await page.goto("/support");
    await switchService(page, "V2001");
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("link", { name: "Make a Complaint", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Report a Fault", exact: true })).toHaveCount(0);

    await page.goto("/support/report-fault");
    await expect(page.getByText("Faults with VoIP phone services cannot be reported online.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "1300 980 711" })).toHaveAttribute(
      "href",
      "tel:1300980711",
    );
    await expect(page.getByRole("button", { name: "Send fault report" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("hides 'Report a Fault' for a VoIP-only customer", async ({ page }) => {
    await signInWithoutMfa(page, "voip@example.com");
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Report a Fault", exact: true })).toHaveCount(0);
    await page.goto("/support/report-fault");
    await expect(page.getByText("Faults with VoIP phone services cannot be reported online.")).toBeVisible();
  });
});

test.describe("a complaint", () => {
  test("is lodged with a reference shown and stored", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/support");
    await page.getByRole("link", { name: "Make a Complaint", exact: true }).click();
    await expect(page).toHaveURL(/\/support\/new-complaint$/);
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "Billing or payments" }).check();
    await expect(page.getByLabel("Which service is it about?")).toHaveValue(/\d+/); // the selected service
    await page.getByLabel("Describe your complaint").fill("I was charged twice for March.\r\nPlease look into it.");
    await page.getByLabel("What would you like us to do to put things right?").fill("Refund the second charge.");
    await page.getByRole("radio", { name: "Phone", exact: true }).check();
    await page.getByLabel("Phone number").fill("0412 345 678");
    await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Send complaint" }).click();

    await expect(page).toHaveURL(/\/support\/new-complaint\?sent$/);
    const reference = await shownReference(page);
    await expect(page.getByRole("heading", { level: 1, name: "Complaint received" })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(
      page.getByText("You told us your complaint is urgent, so it has been prioritised.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "1300 980 711" })).toBeVisible();
    await expectNoAxeViolations(page);

    const stored = (await tickets(page)).find((t) => t.reference === reference);
    expect(stored).toMatchObject({
      category: "complaint",
      subject: "URGENT Complaint: Billing or payments",
      contactPhone: "0412345678",
    });
    expect(stored?.serviceId).toEqual(expect.any(Number));
    expect(stored?.description).toContain("What happened:\n> I was charged twice for March.\n> Please look into it.");
    expect(stored?.description).toContain("Outcome wanted:\n> Refund the second charge.");
  });

  test("empty and over-long answers are refused with clear messages and input kept", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/new-complaint");
    await page.getByRole("button", { name: "Send complaint" }).click();
    const summary = problem(page);
    for (const message of [
      "Choose what your complaint is about",
      "Describe your complaint",
      "Tell us what you would like us to do to put things right",
      "Tell us whether your complaint is urgent",
    ]) {
      await expect(summary.getByRole("link", { name: message, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(/^Error: Make a complaint/);
    await expectNoAxeViolations(page);

    const long = "a".repeat(2001);
    await page.getByRole("radio", { name: "Privacy or my personal information" }).check();
    await page.getByLabel("Describe your complaint").fill(long);
    await page.getByLabel("What would you like us to do to put things right?").fill("An apology.");
    await page.getByRole("radio", { name: "Phone", exact: true }).check();
    await page.getByLabel("Phone number").fill("");
    await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Send complaint" }).click();
    await expect(
      summary.getByRole("link", { name: "The description of your complaint must be 2,000 characters or fewer" }),
    ).toBeVisible();
    await expect(summary.getByRole("link", { name: "Enter a phone number so we can call you" })).toBeVisible();
    await expect(page.getByLabel("Describe your complaint")).toHaveValue(long);
    await expect(page.getByLabel("What would you like us to do to put things right?")).toHaveValue("An apology.");
    await expect(page.getByRole("radio", { name: "Privacy or my personal information" })).toBeChecked();
    expect(await tickets(page)).toHaveLength(0);
  });

  test("a provider failure shows the spec §8 message and keeps the complaint", async ({ page, request }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/new-complaint");
    await addFault(request, { path: "/api/v1/account/actions/support-ticket", status: 503, times: 1 });
    await page.getByRole("radio", { name: "Something else" }).check();
    await page.getByLabel("Describe your complaint").fill("The app keeps logging me out.");
    await page.getByLabel("What would you like us to do to put things right?").fill("Fix it.");
    await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Send complaint" }).click();
    await expect(problem(page)).toContainText("Request failed with status code 503");
    await expect(page.getByLabel("Describe your complaint")).toHaveValue("The app keeps logging me out.");
  });
});

test.describe("a second click", () => {
  test(
    "on Send complaint while the confirmation loads lodges one complaint and shows its confirmation",
    { tag: "@js" },
    async ({ page, request }) => {
      await signInWithoutMfa(page);
      await page.goto("/support/new-complaint");
      // Words of this run only: the portal remembers a request it was sent for an hour.
      const words = `Charged twice for March (${jsEnabled() ? "JavaScript on" : "JavaScript off"}, ${Date.now()}).`;
      await page.getByRole("radio", { name: "Billing or payments" }).check();
      await page.getByLabel("Describe your complaint").fill(words);
      await page.getByLabel("What would you like us to do to put things right?").fill("Refund one charge.");
      await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "No" }).check();
      // The complaint is lodged at once; the page after it (its services read again) takes a while,
      // so the form is still on screen when the customer, seeing nothing happen, clicks again.
      await addFault(request, { path: "/api/v1/account/services", method: "GET", latencyMs: 1500 });
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
      });
      const send = page.getByRole("button", { name: "Send complaint" });
      await send.scrollIntoViewIfNeeded();
      const box = (await send.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];

      // The first click's post has been answered (the browser is loading the confirmation): click again.
      const confirmationAsked = page.waitForRequest(
        (r) => r.method() === "GET" && new URL(r.url()).searchParams.has("sent"),
      );
      await page.mouse.click(x, y);
      await confirmationAsked;
      await page.mouse.click(x, y);

      await expect(page.getByRole("heading", { level: 1, name: "Complaint received" })).toBeVisible();
      // Without JavaScript the browser always posts twice; with it, the pending button may already
      // refuse the second click (the enhancement's own guard). Either way one complaint is lodged.
      if (jsEnabled()) expect(posts.length, "the form was posted").toBeGreaterThanOrEqual(1);
      else expect(posts, "the browser sent the form twice").toHaveLength(2);
      const reference = await shownReference(page);
      const lodged = (await tickets(page)).filter((t) => t.description.includes(words));
      expect(lodged.map((t) => t.reference)).toEqual([reference]);
    },
  );
});

test.describe("a fault report", () => {
  test("is lodged for the selected service with a reference shown and stored", async ({ page }) => {
    // Words of this run only: the portal shows the first confirmation for the same report for an
    // hour, and another spec on this worker's portal may have sent these words before a reset.
    const words = `Drops every evening around 7pm (${Date.now()}).`;
    await signInWithoutMfa(page);
    await page.goto("/support");
    await page.getByRole("link", { name: "Report a Fault", exact: true }).click();
    await expect(page).toHaveURL(/\/support\/report-fault$/);
    await expect(page.getByText("Reporting a fault with NBN at 12 Harbour St.", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "The connection keeps dropping out" }).check();
    await fillDate(page, "When did the fault start?", "2024-05-01");
    await page.getByLabel("Describe the fault").fill(words);
    await page
      .getByRole("group", { name: "Have you turned your modem off and on again?" })
      .getByRole("radio", { name: "Yes" })
      .check();
    // Before MFA the account's mobile is not filled in: the customer types a number.
    await expect(page.getByLabel("Contact phone number")).toHaveValue("");
    await page.getByLabel("Contact phone number").fill("0412 345 678");
    await page.getByLabel("When are you available?").fill("Weekdays after 5pm.");
    await page.getByRole("button", { name: "Send fault report" }).click();

    await expect(page).toHaveURL(/\/support\/report-fault\?sent$/);
    const reference = await shownReference(page);
    await expect(page.getByRole("heading", { level: 1, name: "Fault reported" })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "run a diagnostic test on your service" })).toHaveAttribute(
      "href",
      "/service/service-tests",
    );
    await expectNoAxeViolations(page);

    const stored = (await tickets(page)).find((t) => t.reference === reference);
    expect(stored).toMatchObject({
      category: "fault",
      subject: "Fault: The connection keeps dropping out",
      contactPhone: "0412345678",
    });
    expect(stored?.description).toContain("Started on: 2024-05-01");
    expect(stored?.description).toContain("Modem restarted: Yes");
    expect(stored?.description).toContain("Contact number: 0412345678");
    expect(stored?.description).toContain(`Description:\n> ${words}`);
    expect(stored?.description).toContain("Available:\n> Weekdays after 5pm.");
  });

  test("empty, future and over-long answers are refused with clear messages and input kept", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/report-fault");
    await page.getByLabel("Contact phone number").fill("");
    await page.getByRole("button", { name: "Send fault report" }).click();
    const summary = problem(page);
    for (const message of [
      "Choose the kind of fault",
      "Enter the date the fault started",
      "Describe the fault",
      "Tell us whether you have restarted your modem",
      "Enter a phone number",
      "Tell us when you are available for us to call you or for a technician to visit",
    ]) {
      await expect(summary.getByRole("link", { name: message, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(/^Error: Report a fault/);
    await expectNoAxeViolations(page);

    const long = "b".repeat(501);
    await page.getByRole("radio", { name: "Slow speeds" }).check();
    await fillDate(page, "When did the fault start?", "2999-01-01");
    await page.getByLabel("Describe the fault").fill("Very slow.");
    await page.getByLabel("Contact phone number").fill("0412 345 678");
    await page.getByLabel("When are you available?").fill(long);
    await page.getByRole("button", { name: "Send fault report" }).click();
    await expect(
      summary.getByRole("link", { name: "The date the fault started must be today or in the past" }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: "When you are available must be 500 characters or fewer" }),
    ).toBeVisible();
    await expect(page.getByLabel("When are you available?")).toHaveValue(long);
    await expect(page.getByLabel("Describe the fault")).toHaveValue("Very slow.");
    await expect(page.getByRole("radio", { name: "Slow speeds" })).toBeChecked();
    expect(await tickets(page)).toHaveLength(0);
  });
});

test.describe("a support ticket", () => {
  test("is lodged from /support with a reference shown and stored", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/support");
    await page.getByRole("link", { name: "Lodge a support ticket", exact: true }).click();
    await expect(page).toHaveURL(/\/support\/new-ticket$/);
    await expect(page).toHaveTitle("Lodge a support ticket | Self Service Portal");
    await expect(page.getByRole("heading", { level: 1, name: "Lodge a support ticket" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "A bill or a payment" }).check();
    await page.getByLabel("Your message").fill("Which card is my direct debit on?\r\nPreferred contact: fax");
    await page.getByRole("radio", { name: "Phone", exact: true }).check();
    await page.getByLabel("Phone number").fill("0412 345 678");
    await page.getByRole("button", { name: "Send support ticket" }).click();

    await expect(page).toHaveURL(/\/support\/new-ticket\?sent$/);
    const reference = await shownReference(page);
    await expect(page).toHaveTitle("Support ticket received | Self Service Portal");
    await expect(page.getByRole("heading", { level: 1, name: "Support ticket received" })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByText("Keep it: quote it whenever you contact us about this request.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "1300 980 711" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Support" })).toHaveAttribute("href", "/support");
    await expectNoAxeViolations(page);

    const stored = (await tickets(page)).find((t) => t.reference === reference);
    expect(stored).toMatchObject({
      category: "general",
      subject: "Support request: A bill or a payment",
      contactPhone: "0412345678",
    });
    expect(stored?.description).toBe(
      [
        "Request about: A bill or a payment",
        "Preferred contact: Phone 0412345678",
        "",
        "Message:",
        "> Which card is my direct debit on?",
        "> Preferred contact: fax",
      ].join("\n"),
    );
  });

  test("empty and over-long answers are refused with clear messages and input kept", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/new-ticket");
    await page.getByRole("button", { name: "Send support ticket" }).click();
    const summary = problem(page);
    for (const message of ["Choose what your request is about", "Enter your message"]) {
      await expect(summary.getByRole("link", { name: message, exact: true })).toBeVisible();
    }
    await expect(summary.getByRole("link", { name: "Choose what your request is about" })).toHaveAttribute(
      "href",
      "#ticket-topic",
    );
    await expect(page).toHaveTitle(/^Error: Lodge a support ticket/);
    await expectNoAxeViolations(page);

    const long = "m".repeat(2001);
    await page.getByRole("radio", { name: "Something else" }).check();
    await page.getByLabel("Your message").fill(long);
    await page.getByRole("radio", { name: "Phone", exact: true }).check();
    await page.getByLabel("Phone number").fill("");
    await page.getByRole("button", { name: "Send support ticket" }).click();
    await expect(summary.getByRole("link", { name: "Your message must be 2,000 characters or fewer" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Enter a phone number so we can call you" })).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveValue(long);
    await expect(page.getByRole("radio", { name: "Something else" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Phone", exact: true })).toBeChecked();
    expect(await tickets(page)).toHaveLength(0);
  });

  test("a provider failure keeps what was typed", async ({ page, request }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/new-ticket");
    await addFault(request, { path: "/api/v1/account/actions/support-ticket", status: 503, times: 1 });
    await page.getByRole("radio", { name: "My account or signing in" }).check();
    await page.getByLabel("Your message").fill("Please change my account name.");
    await page.getByRole("button", { name: "Send support ticket" }).click();
    await expect(problem(page)).toContainText("Request failed with status code 503");
    await expect(page.getByLabel("Your message")).toHaveValue("Please change my account name.");
    await expect(page.getByRole("radio", { name: "My account or signing in" })).toBeChecked();
  });
});

// In the js-off project this is a text browser's visit (no date picker, server checks only); in
// js-on the same messages come from the form's lazily loaded checks first.
test.describe("dates typed as people write them", () => {
  /** Everything of the fault form but its date. */
  async function fillFault(page: Page) {
    await page.getByRole("radio", { name: "Slow speeds" }).check();
    await page.getByLabel("Describe the fault").fill("Slow every evening.");
    await page
      .getByRole("group", { name: "Have you turned your modem off and on again?" })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page.getByLabel("Contact phone number").fill("0412 345 678");
    await page.getByLabel("When are you available?").fill("Any time.");
  }

  test("the fault's start: Day, Month and Year as typed, with GOV.UK's messages", { tag: "@js" }, async ({ page }) => {
    test.slow();
    await signInWithoutMfa(page);
    await page.goto("/support/report-fault");
    const date = page.getByRole("group", { name: "When did the fault start?", exact: true });
    await expect(date.getByLabel("Day", { exact: true })).toBeVisible();
    await expect(date).toContainText("For example, 5 3 2026 or 5 March 2026");

    // A month left out: said so, what was typed kept, the summary links to the date's first field.
    await fillFault(page);
    await fillDate(page, "When did the fault start?", { day: "20", month: "", year: "2025" });
    await page.getByRole("button", { name: "Send fault report" }).click();
    const link = problem(page).getByRole("link", { name: "The date the fault started must include a month" });
    await expect(link).toHaveAttribute("href", "#fault-startedOn");
    await expect(page.locator("#fault-startedOn")).toHaveAccessibleName("Day");
    await expect(date.getByLabel("Day", { exact: true })).toHaveValue("20");
    await expect(date.getByLabel("Year", { exact: true })).toHaveValue("2025");
    await expect(date).toContainText("Error: The date the fault started must include a month");
    await expectNoAxeViolations(page);
    if (jsEnabled()) {
      // Typing the month clears the date's error as soon as the date is whole (the form's checks).
      await date.getByLabel("Month", { exact: true }).fill("Nov");
      await expect(date).not.toContainText("must include a month");
    }

    // A date as people write it reaches the provider as that date. The other ways of writing it
    // and every message are the rule's own tests (app/components/date-input/date-input.test.ts).
    await page.goto("/support/report-fault");
    await fillFault(page);
    await fillDate(page, "When did the fault start?", { day: "20 November 2025", month: "", year: "" });
    await page.getByRole("button", { name: "Send fault report" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fault reported" })).toBeVisible();
    const reference = await shownReference(page);
    const stored = (await tickets(page)).find((t) => t.reference === reference);
    expect(stored?.description).toContain("Started on: 2025-11-20");
  });
});

/** demo@example.com's email and mobile in every form they could appear in, and as /mfa masks them. */
const FULL_CONTACTS = ["demo@example.com", "412345678", "412 345 678", "0412-345-678"];
const MASKED_EMAIL = "d***@example.com";
const MASKED_MOBILE = "•••• ••• 678";

test.describe("before MFA, the account's email and mobile are masked", () => {
  test("appear in no page reachable without MFA: its HTML, the rendered page or its data", async ({ page }) => {
    await signInWithoutMfa(page);
    for (const path of [
      "/support",
      "/support/new-complaint",
      "/support/report-fault",
      "/service/service-tests",
      "/home/outages",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const raw = await response!.text();
      const rendered = await page.content();
      // The same page's data as a client navigation loads it.
      const dataResponse = await page.request.get(`${path}.data`);
      expect(dataResponse.status(), `${path}.data`).toBe(200);
      const loaderData = await dataResponse.text();
      for (const text of [raw, rendered, loaderData]) {
        for (const full of FULL_CONTACTS) expect(text, `${full} on ${path}`).not.toContain(full);
      }
    }
  });

  test("new complaint: the email option and the phone field show only masks, and a complaint can still be made", async ({
    page,
  }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/new-complaint");
    await expect(page.getByRole("radio", { name: `Email (to ${MASKED_EMAIL})` })).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue("");
    await expect(page.getByText(MASKED_MOBILE, { exact: false })).toBeVisible();
    const raw = await (await page.request.get("/support/new-complaint")).text();
    expect(raw).toContain(MASKED_EMAIL);
    expect(raw).toContain(MASKED_MOBILE);
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "Something else" }).check();
    await page.getByLabel("Describe your complaint").fill("The app logs me out.");
    await page.getByLabel("What would you like us to do to put things right?").fill("Fix it.");
    await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Send complaint" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Complaint received" })).toBeVisible();
    // The ticket itself goes to the provider with the account's real email, which the page never showed.
    const [stored] = await tickets(page);
    expect(stored?.description).toContain("Preferred contact: Email demo@example.com");
  });

  test("report a fault: the phone field is empty, the mask is text, and a mask posted back is not a number", async ({
    page,
  }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/report-fault");
    await expect(page.getByLabel("Contact phone number")).toHaveValue("");
    await expect(page.getByText(MASKED_MOBILE, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    const post = await rawPost(page, "/support/report-fault", {
      serviceId: (await page.locator('input[name="serviceId"]').getAttribute("value"))!,
      faultType: "slow",
      startedOn: "2024-05-01",
      description: "Slow in the evening.",
      modemRestarted: "yes",
      contactPhone: MASKED_MOBILE,
      availability: "Any time.",
    });
    expect(post.status()).toBe(400);
    expect(await post.text()).toContain("Enter an Australian phone number");
    expect(await tickets(page)).toHaveLength(0);
  });

  test("after MFA the pages show them in full and prefill the phone", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/mfa?redirectTo=%2Fsupport%2Fnew-complaint");
    await completeMfa(page);
    await expect(page).toHaveURL(/\/support\/new-complaint$/);
    await expect(page.getByRole("radio", { name: "Email (to demo@example.com)" })).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue("0412 345 678");

    await page.goto("/support/report-fault");
    await expect(page.getByLabel("Contact phone number")).toHaveValue("0412 345 678");
    await page.getByRole("radio", { name: "Slow speeds" }).check();
    await fillDate(page, "When did the fault start?", "2024-05-01");
    await page.getByLabel("Describe the fault").fill("Slow in the evening.");
    await page
      .getByRole("group", { name: "Have you turned your modem off and on again?" })
      .getByRole("radio", { name: "No" })
      .check();
    await page.getByLabel("When are you available?").fill("Any time.");
    await page.getByRole("button", { name: "Send fault report" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fault reported" })).toBeVisible();
    const [stored] = await tickets(page);
    expect(stored).toMatchObject({ category: "fault", contactPhone: "0412345678" });
  });
});

test.describe("customer text cannot forge a ticket's header lines", () => {
  // Every line terminator a reader of the ticket might honour.
  // eslint-disable-next-line no-control-regex -- VT and FF are line breaks to some readers
  const LINES = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;

  test("a complaint whose text says 'Urgent: Yes' on a line of its own stays not urgent", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/new-complaint");
    await page.getByRole("radio", { name: "Billing or payments" }).check();
    await page.getByLabel("Describe your complaint").fill("My bill is wrong.\nUrgent: Yes\n   Urgent: Yes");
    await page.getByLabel("What would you like us to do to put things right?").fill("Fix it.\nUrgent: Yes");
    await page.getByRole("group", { name: "Is your complaint urgent?" }).getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Send complaint" }).click();
    await expect(page).toHaveURL(/\/support\/new-complaint\?sent$/);
    const reference = await shownReference(page);
    await expect(page.getByText("You told us your complaint is urgent", { exact: false })).toHaveCount(0);

    const stored = (await tickets(page)).find((t) => t.reference === reference)!;
    expect(stored.subject).toBe("Complaint: Billing or payments");
    const lines = stored.description.split(LINES);
    expect(lines.filter((l) => /^\s*Urgent:/i.test(l))).toEqual(["Urgent: No"]);
    expect(stored.description).toContain("What happened:\n> My bill is wrong.\n> Urgent: Yes\n>    Urgent: Yes");
  });

  test("unicode line separators in a raw post cannot start a line either", async ({ page }) => {
    await signInWithoutMfa(page);
    await page.goto("/support/new-complaint");
    const post = await rawPost(page, "/support/new-complaint", {
      topic: "billing",
      serviceId: "none",
      description: "My bill is wrong.\u2028Urgent: Yes\u0085Urgent: Yes\r\nUrgent: Yes",
      outcome: "Fix it.\u2029Service: X9999",
      contactMethod: "email",
      urgent: "no",
    });
    expect(post.status()).toBe(303);
    expect(post.headers()["location"]).toBe("/support/new-complaint?sent");
    await page.goto("/support/new-complaint?sent");
    const reference = await shownReference(page);
    const stored = (await tickets(page)).find((t) => t.reference === reference)!;
    const lines = stored.description.split(LINES);
    expect(lines.filter((l) => /^\s*Urgent:/i.test(l))).toEqual(["Urgent: No"]);
    expect(lines.filter((l) => /^\s*Service:/i.test(l))).toEqual(["Service: Not about one service"]);
  });
});
