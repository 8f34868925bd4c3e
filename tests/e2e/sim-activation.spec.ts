import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillDate, sandboxRecords, switchService } from "./portal-helpers.ts";
import { backAndRefreshSendNothing, postTwiceAtOnce, watchPosts } from "./journey-checks.ts";
import { expectNoAxeViolations, latestMessage, resetSandbox, signIn } from "./support.ts";

// Activate a mobile SIM and keep your number (energy@example.com's M5002), one question
// per page, with JavaScript on and off. Detailed validation is in the schemas' and sandbox's unit tests.

const SIM = "8961 0123 4567 8901 232";
const BAD_SIM = "8961 0123 4567 8901 233"; // the check digit is wrong
const KEPT = "0400 111 222";

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function continueTo(page: Page, button: string, url: RegExp) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(url);
  await expect(page.locator("h1")).toBeVisible(); // the new page has loaded (js-off: before axe reads it)
}

async function startActivation(page: Page) {
  await signIn(page, { email: "energy@example.com" });
  await switchService(page, "M5002");
  await page.getByRole("link", { name: "Activate your SIM" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What is your SIM number?" })).toBeVisible();
}

test("activates a SIM keeping a number: SIM, number code, email code, identity, check, reference @js", async ({
  page,
}) => {
  test.setTimeout(120_000); // nine pages, each checked with axe (js-off loads each page again for it)
  await startActivation(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("SIM number").fill(SIM);
  await continueTo(page, "Continue", /\/activate-sim\/number$/);
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Yes, keep my number" }).check();
  await continueTo(page, "Continue", /\/activate-sim\/keep-number$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Mobile number").fill(KEPT);
  await continueTo(page, "Send code", /\/activate-sim\/number-code$/);
  await expect(page.getByText(`We have sent a 6-digit code to 0400 111 222.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const sms = await latestMessage(page.request, "sms", "0400111222");
  await page.getByLabel("Code").fill(sms.code!);
  await continueTo(page, "Continue", /\/activate-sim\/email$/);
  await expectNoAxeViolations(page);
  await expect(page.getByLabel("Email address")).toHaveValue("energy@example.com");
  await continueTo(page, "Send code", /\/activate-sim\/email-code$/);
  await expectNoAxeViolations(page);
  const email = await latestMessage(page.request, "email", "energy@example.com");
  await page.getByLabel("Code").fill(email.code!);
  await continueTo(page, "Continue", /\/activate-sim\/identity$/);
  await expectNoAxeViolations(page);
  await fillDate(page, "Date of birth", "1980-05-17");
  await page.getByRole("radio", { name: "Australian driver licence" }).check();
  await page.getByLabel("Document number").fill("AB123456");
  await continueTo(page, "Continue", /\/activate-sim\/check$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Check your answers before activating your SIM" }),
  ).toBeVisible();
  await expect(page.getByText("Keep 0400 111 222")).toBeVisible();
  await expect(page.getByText("Australian driver licence ending 3456")).toBeVisible();
  await expect(page.getByText("AB123456")).toHaveCount(0); // the document number is never shown again
  await expectNoAxeViolations(page);
  await continueTo(page, "Activate SIM", /\/activate-sim\/done$/);
  await expect(page.getByRole("heading", { level: 1, name: "SIM activation requested" })).toBeVisible();
  await expect(page.getByText(/^SA-\d+$/)).toBeVisible();
  await expect(page.getByText("Number transfer in progress", { exact: true })).toBeVisible();
  // One instruction: the old SIM stays in until the number has moved, never "keep it in" and "put it in" at once.
  const next = page.getByRole("region", { name: "What happens next" });
  await expect(next).toContainText("Keep your old SIM in your phone until it stops working");
  await expect(next).not.toContainText(/Keep it in your phone|Put the new SIM in your phone now/);
  await expectNoAxeViolations(page);
  const reference = (await page.getByText(/^SA-\d+$/).textContent())!;

  const requests = await sandboxRecords<{ kind: string; reference: string }>(page.request, "service_requests", {
    accountCode: "A10003",
  });
  expect(requests.at(-1)?.data).toMatchObject({ kind: "sim-activation", reference });
  // It is one of the customer's requests (/requests, decision 023), just received.
  await page.getByRole("link", { name: "Follow it in your requests" }).click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByText(reference)).toBeVisible();
  // Submitted: any step of the journey now shows its outcome.
  await page.goto("/activate-sim/number");
  await expect(page).toHaveURL(/\/activate-sim\/done$/);
});

test("refuses a SIM number with a wrong check digit and a wrong port-in code", async ({ page }) => {
  await startActivation(page);
  await page.getByLabel("SIM number").fill(BAD_SIM);
  await page.getByRole("button", { name: "Continue" }).click();
  const message =
    "Enter the SIM number exactly as it is printed on your SIM card: this number is not a real SIM number";
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
  await expect(page.getByLabel("SIM number")).toHaveValue(/8961 ?0123/);
  await expect(page).toHaveURL(/\/activate-sim$/);
  await expectNoAxeViolations(page);

  await page.getByLabel("SIM number").fill(SIM);
  await continueTo(page, "Continue", /\/activate-sim\/number$/);
  await page.getByRole("radio", { name: "Yes, keep my number" }).check();
  await continueTo(page, "Continue", /\/activate-sim\/keep-number$/);
  await page.getByLabel("Mobile number").fill(KEPT);
  await continueTo(page, "Send code", /\/activate-sim\/number-code$/);
  const sms = await latestMessage(page.request, "sms", "0400111222");
  await page.getByLabel("Code").fill(sms.code === "111111" ? "222222" : "111111");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("alert").getByRole("link", { name: /^The code is not correct\. .*4 tries left/ }),
  ).toBeVisible();
  await expect(page.getByLabel("Code")).toHaveValue(""); // a code is never echoed back
  await expectNoAxeViolations(page);
  // The email step cannot be reached before the number is verified.
  await page.goto("/activate-sim/email");
  await expect(page).toHaveURL(/\/activate-sim\/number-code$/);
});

test("back and refresh send nothing again at any step, an error survives a refresh, and two activations sent at once activate once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startActivation(page);
  const posts = watchPosts(page);

  // An error is a page of its own: a refresh shows it again, with what was typed.
  await page.getByLabel("SIM number").fill(BAD_SIM);
  await page.getByRole("button", { name: "Continue" }).click();
  const wrongSim = page.getByRole("alert").getByRole("link", { name: /not a real SIM number/ });
  await expect(wrongSim).toBeVisible();
  await page.reload();
  await expect(wrongSim).toBeVisible();
  await expect(page.getByLabel("SIM number")).toHaveValue(/8961 ?0123/);
  expect(posts).toEqual(["/activate-sim"]);

  await page.getByLabel("SIM number").fill(SIM);
  await continueTo(page, "Continue", /\/activate-sim\/number$/);
  await backAndRefreshSendNothing(page, posts);
  await page.getByRole("radio", { name: "No, give me a new number" }).check();
  await continueTo(page, "Continue", /\/activate-sim\/email$/);
  await backAndRefreshSendNothing(page, posts);
  await continueTo(page, "Send code", /\/activate-sim\/email-code$/);
  await backAndRefreshSendNothing(page, posts);

  // A wrong code: the error stays on a refresh, the code typed never comes back.
  const email = await latestMessage(page.request, "email", "energy@example.com");
  await page.getByLabel("Code").fill(email.code === "111111" ? "222222" : "111111");
  await page.getByRole("button", { name: "Continue" }).click();
  const wrongCode = page.getByRole("alert").getByRole("link", { name: /^The code is not correct/ });
  await expect(wrongCode).toBeVisible();
  await page.reload();
  await expect(wrongCode).toBeVisible();
  await expect(page.getByLabel("Code")).toHaveValue("");
  // "Send a new code" comes back to the page, which says so.
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByText("We have sent a new code to energy@example.com.")).toBeVisible();
  await backAndRefreshSendNothing(page, posts);
  const again = await latestMessage(page.request, "email", "energy@example.com");
  await page.getByLabel("Code").fill(again.code!);
  await continueTo(page, "Continue", /\/activate-sim\/identity$/);
  await backAndRefreshSendNothing(page, posts);
  await fillDate(page, "Date of birth", "1980-05-17");
  await page.getByRole("radio", { name: "Australian driver licence" }).check();
  await page.getByLabel("Document number").fill("AB123456");
  await continueTo(page, "Continue", /\/activate-sim\/check$/);
  await backAndRefreshSendNothing(page, posts);
  await expect(page.getByText("A new number")).toBeVisible();

  // The button pressed twice at once (or in two tabs): one activation, both lead to its confirmation.
  expect(await postTwiceAtOnce(page, "/activate-sim/check")).toEqual([
    "303 /activate-sim/done",
    "303 /activate-sim/done",
  ]);
  const requests = await sandboxRecords<{ kind: string; reference: string }>(page.request, "service_requests", {
    accountCode: "A10003",
  });
  const activations = requests.filter((r) => r.data.kind === "sim-activation");
  expect(activations).toHaveLength(1);
  await page.goto("/activate-sim/done");
  await expect(page.getByRole("heading", { level: 1, name: "SIM activation requested" })).toBeVisible();
  await expect(page.getByText(activations[0]!.data.reference, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(activations[0]!.data.reference, { exact: true })).toBeVisible();
});
