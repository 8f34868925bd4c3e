import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { sandboxRecords } from "./portal-helpers.ts";
import { outbox, resetSandbox, sandboxUrl, signIn } from "./support.ts";

/**
 * The bill-due reminder customers turn on at /profile/notifications (decision 080) is sent: the
 * sandbox's reminder run (`POST /__sandbox/bill-reminders`, what a real provider's billing system
 * does each day) sends one, by the chosen channel, for each unpaid bill due within the next days,
 * once per bill; none when the reminder is off (decision 082).
 */

type Invoice = { invoiceNumber: string; dueDate: string; amountCents: number; paidCents: number };

const MONTHS = "January February March April May June July August September October November December".split(" ");
const dayText = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const runReminders = async (request: APIRequestContext) => {
  const answer = await request.post(`${sandboxUrl()}/__sandbox/bill-reminders`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { sent: string[] };
};
/** The reminders sent to energy@example.com (by SMS to its mobile, or by email); the run covers every account. */
const reminders = async (request: APIRequestContext) =>
  (await outbox(request)).filter(
    (m) =>
      (m as { template?: string }).template === "bill-reminder" && ["0414444555", "energy@example.com"].includes(m.to),
  );

async function choose(page: Page, reminder: boolean) {
  await signIn(page, { email: "energy@example.com", path: "/profile/notifications" });
  const box = page.getByRole("checkbox", { name: "Remind me before a bill is due" });
  if (reminder) await box.check();
  else await box.uncheck();
  await page
    .getByRole("group", { name: "How should we send alerts and reminders?" })
    .getByRole("radio", { name: "By SMS" })
    .check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your notification preferences have been saved.")).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe("bill-due reminder", { tag: "@js" }, () => {
  test("on: one reminder by SMS with the amount and due date, once per bill", async ({ page, request }) => {
    await choose(page, true);
    const unpaid = (await sandboxRecords<Invoice>(request, "invoices", { accountCode: "A10003" }))
      .map((r) => r.data)
      .filter((i) => i.paidCents < i.amountCents)
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate));
    const due = unpaid[0]!;

    expect((await runReminders(request)).sent).toContain(due.invoiceNumber);
    const sent = await reminders(request);
    expect(sent.map((m) => [m.channel, m.to])).toEqual([["sms", "0414444555"]]);
    expect(sent[0]!.body).toContain(money(due.amountCents - due.paidCents));
    expect(sent[0]!.body).toContain(dayText(due.dueDate));
    expect(sent[0]!.body).not.toMatch(/\b[NMVDUEG]\d{4}\b/);

    expect(await runReminders(request)).toEqual({ sent: [] });
    expect(await reminders(request)).toHaveLength(1);
    const [claim] = await sandboxRecords(request, "bill_reminders", { ref: due.invoiceNumber });
    expect(claim?.accountCode).toBe("A10003");
  });

  test("off: no reminder at all", async ({ page, request }) => {
    await choose(page, false);
    const sent = (await runReminders(request)).sent;
    expect(sent.length).toBeGreaterThan(0); // other accounts keep theirs on
    expect(sent.filter((n) => n.startsWith("INV-10003-"))).toEqual([]);
    expect(await reminders(request)).toHaveLength(0);
  });
});
