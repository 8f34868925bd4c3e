import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { records, sameOrigin } from "./billing-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations, resetSandbox, sandboxUrl, signIn } from "./support.ts";

/**
 * A ticket's page (/requests/<reference>, decision 079): its messages oldest first with times, the
 * customer's reply (validated, sent once), our answers, the ombudsman on a complaint, a closed
 * request that takes no reply, and another account's reference not found.
 */

const run = promisify(execFile);

type RequestRow = { reference: string; kind: string; summary: string };

/** The demo account's seeded request of `kind` (an open complaint, a resolved fault). */
async function seeded(request: APIRequestContext, kind: "complaint" | "fault") {
  const rows = await records<RequestRow>(request, "service_requests");
  return rows.find((r) => r.data.kind === kind)!.data.reference;
}

const messages = (page: Page) => page.getByRole("region", { name: "Messages" }).getByRole("listitem");

test.describe("a request's conversation", { tag: "@js" }, () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  test("another account's reference is not found, and a reply to it is refused", async ({ page, request }) => {
    const complaint = await seeded(request, "complaint");
    await signIn(page, { email: "voip@example.com", path: "/requests" });
    const answer = await page.goto(`/requests/${complaint}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
    await expect(page.locator("main")).not.toContainText("Billed twice");
    const post = await page.request.post(`/requests/${complaint}`, {
      form: { text: "Let me in" },
      headers: sameOrigin(),
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(post.status()).toBe(404);
    expect(await records(request, "request_messages")).toEqual([]);
    // Not shaped like a reference: not found too, never a 500.
    expect((await page.goto("/requests/%3Cscript%3E"))?.status()).toBe(404);
  });

  test("a complaint: messages oldest first, the ombudsman, a reply checked, kept on error and sent; our answer", async ({
    page,
    request,
  }) => {
    const complaint = await seeded(request, "complaint");
    await signIn(page, { path: "/requests" });
    await page.getByRole("link", { name: complaint }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${complaint}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Complaint ${complaint}`);
    await expect(page.getByText("Billed twice for October").first()).toBeVisible();
    // What the customer sent, then our answers as the complaint moved on, each with its time.
    await expect(messages(page)).toHaveCount(3);
    await expect(messages(page).nth(0)).toContainText("You");
    await expect(messages(page).nth(1)).toContainText("Our support team");
    await expect(messages(page).nth(1)).toContainText(complaint);
    await expect(messages(page).nth(2)).toContainText("Our complaints team is looking into this");
    for (const time of await page.getByRole("region", { name: "Messages" }).locator("time").all())
      await expect(time).toHaveText(/^\d{1,2} \w+ \d{4} at \d{1,2}:\d{2}(am|pm)$|midnight|midday/);
    const ombudsman = page.getByRole("region", { name: "If we do not resolve your complaint" });
    await expect(ombudsman).toContainText("Telecommunications Industry Ombudsman (TIO)");
    await expect(ombudsman).toContainText("15 business days after you made it");
    await expect(ombudsman.getByRole("link", { name: "www.tio.com.au" })).toHaveAttribute(
      "href",
      "https://www.tio.com.au",
    );
    await expectNoAxeViolations(page);

    // Empty: the error summary, the page title says so.
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("Enter your reply");
    await expect(page).toHaveTitle(/^Error: /);
    // Too long: said, and what was typed is kept.
    const long = "x".repeat(2001);
    await page.getByLabel("Your reply").fill(long);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Your reply must be 2,000 characters or fewer",
    );
    await expect(page.getByLabel("Your reply")).toHaveValue(long);
    await expectNoAxeViolations(page);

    await page.getByLabel("Your reply").fill("The second charge was on 3 November, card ending 4242.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Your reply has been sent")).toBeVisible();
    await expect(messages(page)).toHaveCount(4);
    await expect(messages(page).nth(3)).toContainText("You");
    await expect(messages(page).nth(3)).toContainText("The second charge was on 3 November, card ending 4242.");
    // A reload shows the conversation and sends nothing again.
    await page.reload();
    await expect(messages(page)).toHaveCount(4);
    expect(await records(request, "request_messages")).toHaveLength(1);

    // Our answer, posted by the support team (the sandbox's hook), is the newest message.
    const answered = await request.post(`${sandboxUrl()}/__sandbox/requests/${complaint}/answer`, {
      data: { text: "We have refunded the second charge of $79.00." },
    });
    expect(answered.status()).toBe(201);
    await page.goto(`/requests/${complaint}`);
    await expect(messages(page)).toHaveCount(5);
    await expect(messages(page).nth(4)).toContainText("Our support team");
    await expect(messages(page).nth(4)).toContainText("We have refunded the second charge of $79.00.");
  });

  test("a reply sent twice at once is kept once", async ({ page, request }) => {
    const complaint = await seeded(request, "complaint");
    await signIn(page, { path: `/requests/${complaint}` });
    const form = { text: "Please call me after 5pm." };
    const [first, second] = await Promise.all([
      page.request.post(`/requests/${complaint}`, { form, headers: sameOrigin(), maxRedirects: 0 }),
      page.request.post(`/requests/${complaint}`, { form, headers: sameOrigin(), maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect(first.headers().location).toBe(`/requests/${complaint}?sent`);
    expect(second.headers().location).toBe(`/requests/${complaint}?sent`);
    const kept = await records<{ text: string }>(request, "request_messages");
    expect(kept.map((r) => r.data.text)).toEqual(["Please call me after 5pm."]);
    await page.goto(`/requests/${complaint}`);
    await expect(messages(page).filter({ hasText: "Please call me after 5pm." })).toHaveCount(1);
  });

  test("a closed fault says so and takes no reply; a reply posted anyway is refused in plain words", async ({
    page,
    request,
  }) => {
    const fault = await seeded(request, "fault");
    await signIn(page, { path: "/requests" });
    await page.getByRole("link", { name: fault }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Fault ${fault}`);
    await expect(page.getByRole("heading", { name: "This fault report is closed" })).toBeVisible();
    await expect(page.getByRole("link", { name: "report a new fault" })).toHaveAttribute(
      "href",
      "/support/report-fault",
    );
    await expect(page.getByLabel("Your reply")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "If we do not resolve your complaint" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const post = await page.request.post(`/requests/${fault}`, {
      form: { text: "It is still dropping out." },
      headers: sameOrigin(),
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(post.status()).toBe(409);
    const html = await post.text();
    expect(html).toContain("This fault is closed, so we cannot add your reply to it.");
    expect(await records(request, "request_messages")).toEqual([]);
  });

  test("reads and replies in a text browser (w3m)", async ({ page, request }) => {
    const complaint = await seeded(request, "complaint");
    await signIn(page, { path: `/requests/${complaint}` });
    const html = await (await page.request.get(`/requests/${complaint}`)).text();
    const dir = await mkdtemp(join(tmpdir(), "conversation-"));
    try {
      const file = join(dir, "conversation.html");
      await writeFile(file, html);
      const { stdout } = await run("w3m", ["-dump", "-cols", "80", "-T", "text/html", file]);
      expect(stdout).toContain(`Complaint ${complaint}`);
      expect(stdout).toContain("Messages");
      expect(stdout).toMatch(/Our support team\s+\d{1,2} \w+ \d{4} at/);
      expect(stdout).toContain("Telecommunications Industry Ombudsman (TIO)");
      expect(stdout).toContain("Your reply");
      expect(stdout).toContain("Send reply");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // A text browser sends no Origin and no Sec-Fetch-Site, only the page it came from.
    const { origin } = new URL(page.url());
    const sent = await page.request.post(`/requests/${complaint}`, {
      form: { text: "Sent from a text browser." },
      headers: { Referer: `${origin}/requests/${complaint}` },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    const after = await (await page.request.get(`/requests/${complaint}`)).text();
    expect(after).toContain("Sent from a text browser.");
  });
});
