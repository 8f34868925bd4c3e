import type { Page } from "@playwright/test";
import { baseURLOf, expect, specPortal, test } from "./fixtures.ts";
import { backAndRefreshSendNothing, postTwiceAtOnce, watchPosts } from "./journey-checks.ts";
import type { OwnPortal } from "./own-portal.ts";
import { fillDate } from "./portal-helpers.ts";
import { expectReflow } from "./reflow.ts";
import { DEMO, expectNoAxeViolations } from "./support.ts";

// Moving home, shown only when FEATURE_MOVING is on — so on a portal of its own (the
// shared one runs with the brand's default, moving off). demo@example.com moves N1001 and V2001.

let portal: OwnPortal;
const own = specPortal({ FEATURE_MOVING: "true" });
test.use(baseURLOf(own));

test.beforeAll(async () => {
  test.setTimeout(60_000);
  portal = await own.get();
});

test.afterAll(() => own.stop());

test.beforeEach(async () => {
  expect((await fetch(`${portal.sandboxUrl}/__sandbox/reset`, { method: "POST" })).ok).toBe(true);
});

async function signIn(page: Page) {
  await page.goto("/login");
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password").fill(DEMO.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/mfa/);
  await page.getByRole("radio", { name: /^Email/ }).check();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  const outbox = (await (await fetch(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as {
    channel: string;
    code?: string;
  }[];
  await page.getByLabel("Verification code").fill(outbox.find((m) => m.channel === "email" && m.code)?.code ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/\/mfa/);
  await page.goto("/home");
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function toDateStep(page: Page) {
  await signIn(page);
  await page.getByRole("link", { name: "Moving home? Move your services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Where are you moving to?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Address" }).fill("1 Harbour");
  await page.getByRole("button", { name: "Find address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Select your new address" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: /^1 Harbour/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/available$/);
  await expect(page.getByText(/Fibre to the premises \(FTTP\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/date$/);
}

test("moves home: address search, what it can have, date, services, fees, check, references @js", async ({ page }) => {
  test.setTimeout(120_000);
  await toDateStep(page);
  await expectNoAxeViolations(page);
  await fillDate(page, "Move date", isoIn(14));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/services$/);
  await expect(page.getByRole("checkbox", { name: /NBN at 12 Harbour St/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /DSL at 12 Harbour St/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: /VoIP \(02\) 9876 5432/ }).uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/check$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Check your answers before booking your move" }),
  ).toBeVisible();
  await expect(
    page.getByText(/No fee to move\. \$\d+\.\d\d a month\. Connected on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book my move" }).click();
  await expect(page).toHaveURL(/\/move\/done$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your move is booked" })).toBeVisible();
  const reference = page.getByText(/^MV-\d+ \(/);
  await expect(reference).toBeVisible();
  await expectNoAxeViolations(page);
  const code = (await reference.textContent())!.split(" ")[0]!;
  await page.getByRole("link", { name: "Follow it in your requests" }).click();
  await expect(page.getByText(code)).toBeVisible();
});

test("refuses a move date in the past", async ({ page }) => {
  test.setTimeout(90_000);
  await toDateStep(page);
  await fillDate(page, "Move date", isoIn(-2));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("alert").getByRole("link", { name: "The move date must be today or in the future" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/move\/date$/);
  await expectNoAxeViolations(page);
});

test("moves to an address typed in by hand, every step reflowing at 320 px", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page);
  /** Each step: one <h1>, nothing scrolls sideways, axe finds nothing. */
  const step = async (heading: string) => {
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectReflow(page, new URL(page.url()).pathname);
    await expectNoAxeViolations(page);
  };
  await page.goto("/move?address=1+Harbour");
  await step("Select your new address");
  await page.getByRole("link", { name: "My address is not listed: enter it yourself" }).click();
  await step("Enter your new address");
  await page.goto("/move");
  await step("Where are you moving to?");
  await page.getByRole("textbox", { name: "Address" }).fill("99 nowhere lane");
  await page.getByRole("button", { name: "Find address" }).click();
  await expect(page.getByText("No address found")).toBeVisible();
  await expectReflow(page, "/move?address=99+nowhere+lane");
  await page.getByRole("link", { name: "Enter the address yourself" }).click();
  await expect(page).toHaveURL(/\/move\/address$/);

  // Checked on the server (JS off) or in the browser (JS on); what was typed stays.
  await page.getByLabel("Street number").fill("12");
  await page.getByLabel("Suburb or town").fill("Newtown");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Enter the street name" })).toBeVisible();
  await expect(page.getByLabel("Street number")).toHaveValue("12");
  await expect(page.getByLabel("Suburb or town")).toHaveValue("Newtown");
  await step("Enter your new address");
  await page.getByLabel("Street name", { exact: false }).fill("King");
  await page.getByLabel("Street type").selectOption("ST");
  await page.getByLabel("State or territory").selectOption("NSW");
  await page.getByLabel("Postcode").fill("2042");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/move\/available$/);
  await expect(page.getByText("12 King Street, Newtown NSW 2042")).toBeVisible();
  await expect(page.getByText(/Fibre to the curb \(FTTC\)/)).toBeVisible();
  await step("What your new address can have");
  await page.getByRole("link", { name: "Continue" }).click();
  await step("When are you moving?");
  await fillDate(page, "Move date", isoIn(30));
  await page.getByRole("button", { name: "Continue" }).click();
  await step("Which services are moving?");
  await page.getByRole("button", { name: "Continue" }).click();
  // FTTC: a technician connects the internet there.
  await step("When can the technician visit?");
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue" }).click();
  await step("Check your answers before booking your move");
  await expect(page.getByText("12 King Street, Newtown NSW 2042")).toBeVisible();

  // "Change" goes back to the typed address, filled in as it was.
  await page.getByRole("link", { name: /Change\s*new address/ }).click();
  await expect(page).toHaveURL(/\/move\/address$/);
  await expect(page.getByLabel("Street name", { exact: false })).toHaveValue("King");
  await expect(page.getByLabel("Postcode")).toHaveValue("2042");
  await page.getByLabel("Street number").fill("5");
  await page.getByLabel("Street name", { exact: false }).fill("Sturt");
  await page.getByLabel("Suburb or town").fill("Ballarat");
  await page.getByLabel("State or territory").selectOption("VIC");
  await page.getByLabel("Postcode").fill("3350");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/available$/);
  await expect(page.getByText("5 Sturt Street, Ballarat VIC 3350")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click(); // the date, as it was
  await expect(page).toHaveURL(/\/move\/services$/);
  await page.getByRole("button", { name: "Continue" }).click();
  if (new URL(page.url()).pathname === "/move/appointment") {
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page.getByText("5 Sturt Street, Ballarat VIC 3350")).toBeVisible();
  await page.getByRole("button", { name: "Book my move" }).click();
  await step("Your move is booked");
  await expect(page.getByText(/^MV-\d+ \(/).first()).toBeVisible();
});

test("back and refresh send nothing again at any step, an error survives a refresh, and two bookings sent at once book once", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const posts = watchPosts(page);
  await page.goto("/move?address=1+Harbour");
  await page.getByRole("radio", { name: /^1 Harbour/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/available$/);
  await backAndRefreshSendNothing(page, posts);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/date$/);

  // An error is a page of its own: a refresh shows it again, with the date as typed.
  const past = isoIn(-2);
  await fillDate(page, "Move date", past);
  await page.getByRole("button", { name: "Continue" }).click();
  const error = page.getByRole("alert").getByRole("link", { name: "The move date must be today or in the future" });
  await expect(error).toBeVisible();
  await page.reload();
  await expect(error).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Move date", exact: true }).getByLabel("Year", { exact: true }),
  ).toHaveValue(past.slice(0, 4));
  await backAndRefreshSendNothing(page, posts);

  await fillDate(page, "Move date", isoIn(14));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/services$/);
  await backAndRefreshSendNothing(page, posts);
  await page.getByRole("checkbox", { name: /VoIP \(02\) 9876 5432/ }).uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/check$/);
  await backAndRefreshSendNothing(page, posts);
  expect(posts).toEqual(["/move", "/move/date", "/move/date", "/move/services"]);

  // The button pressed twice at once (or in two tabs): one move, both lead to its confirmation.
  expect(await postTwiceAtOnce(page, "/move/check")).toEqual(["303 /move/done", "303 /move/done"]);
  const records = (await (
    await fetch(`${portal.sandboxUrl}/__sandbox/records/service_requests?accountCode=A10001`)
  ).json()) as { data: { kind: string; reference: string } }[];
  const moves = records.filter((r) => r.data.kind === "move");
  expect(moves).toHaveLength(1);
  await page.goto("/move/done");
  await expect(page.getByRole("heading", { level: 1, name: "Your move is booked" })).toBeVisible();
  await expect(page.getByText(`${moves[0]!.data.reference} (`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${moves[0]!.data.reference} (`)).toBeVisible();
});

/** A cancellation requested for V2001 straight at the provider (as another channel would). */
async function requestCancellation(date: string) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${portal.sandboxUrl}/api/v1/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { "X-Access-Token": token } : {}) },
      body: JSON.stringify(body),
    });
  const { token } = (await (await post("authentication/get-token", DEMO)).json()) as { token: string };
  const services = (await (
    await fetch(`${portal.sandboxUrl}/api/v1/account/services`, { headers: { "X-Access-Token": token } })
  ).json()) as { services: { id: number; code: string }[] };
  const voip = services.services.find((s) => s.code === "V2001")!;
  expect(
    (await post("account/actions/cancel-contract", { serviceId: voip.id, cancellationDate: date }, token)).ok,
  ).toBe(true);
}

/** "Monday 21 December 2026, 8:00am to midday" → "2026-12-21". */
const dayOfWindow = (label: string) => {
  const date = new Date(`${label.replace(/^[A-Z][a-z]+day /, "").split(",")[0]} UTC`);
  return date.toISOString().slice(0, 10);
};

test("the technician visits on or after the move date, at a time chosen from those offered; a service due to be cancelled is not ticked @js", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const moveDate = isoIn(20);
  await requestCancellation(isoIn(40));
  await signIn(page);
  await page.goto("/move?address=12+King");
  await page.getByRole("radio", { name: /^12 King/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/move\/available$/);
  await page.getByRole("link", { name: "Continue" }).click();
  await fillDate(page, "Move date", moveDate);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/move\/services$/);
  await expect(page.getByRole("checkbox", { name: /NBN at 12 Harbour St/ })).toBeChecked();
  const voip = page.getByRole("checkbox", { name: /VoIP \(02\) 9876 5432/ });
  await expect(voip).not.toBeChecked();
  await expect(
    page.getByText(/Not ticked: it is due to be cancelled on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/move\/appointment$/);
  await expect(page.getByRole("heading", { level: 1, name: "When can the technician visit?" })).toBeVisible();
  await expectNoAxeViolations(page);
  const labels = await page
    .getByRole("radio")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent ?? ""));
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(dayOfWindow(label) >= moveDate, label).toBe(true);
  // Nothing chosen: the question's error.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("alert").getByRole("link", { name: "Choose when the technician can visit" }),
  ).toBeVisible();
  const chosen = labels[1]!;
  await page.getByRole("radio", { name: chosen }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/move\/check$/);
  await expect(page.getByText(chosen)).toBeVisible();
  await expect(page.getByRole("link", { name: /Change\s*technician visit/ })).toHaveAttribute(
    "href",
    "/move/appointment?change=1",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book my move" }).click();
  await expect(page).toHaveURL(/\/move\/done$/);
  await expect(page.getByText(`A technician visits on ${chosen}`)).toBeVisible();
  const records = (await (
    await fetch(`${portal.sandboxUrl}/__sandbox/records/service_requests?accountCode=A10001`)
  ).json()) as { data: { kind: string; serviceCode: string; details: { visit: { date: string } | null } } }[];
  const moves = records.filter((r) => r.data.kind === "move");
  expect(moves.map((m) => m.data.serviceCode)).toEqual(["N1001"]);
  expect(moves[0]!.data.details.visit!.date).toBe(dayOfWindow(chosen));
});
