import type { Sandbox } from "./context.ts";
import type { AccountRecord, InvoiceRecord } from "./records.ts";
import { preferencesOf, sendByChosenChannel } from "./usage-alerts.ts";
import { addDays, isoDate, providerIsoDate } from "./util.ts";

/**
 * The bill-due reminder (decision 082): what a provider's billing system does each day. Every
 * unpaid bill due within the next REMINDER_DAYS days (today included) of an account whose
 * customer turned the reminder on gets one reminder, by the channel they chose, with the amount
 * left to pay and the due date. Each bill is claimed (`bill_reminders`, ref = invoice number)
 * before its reminder is sent, so two runs at once, or a run again, never send it twice.
 */

export const REMINDER_DAYS = 5;

/** Runs the reminders at the sandbox's clock; the invoice numbers reminded of. */
export function sendBillReminders(sb: Sandbox): string[] {
  const now = new Date(sb.now());
  const today = providerIsoDate(now);
  const last = isoDate(addDays(new Date(`${today}T00:00:00Z`), REMINDER_DAYS));
  const sent: string[] = [];
  for (const account of sb.store.list<AccountRecord>("accounts")) {
    if (!account.accountCode) continue;
    const preferences = preferencesOf(sb.store, account);
    if (!preferences.billReminder) continue;
    const due = sb.store
      .list<InvoiceRecord>("invoices", { accountCode: account.accountCode })
      .map((r) => r.data)
      .filter((i) => i.paidCents < i.amountCents && i.dueDate >= today && i.dueDate <= last);
    for (const invoice of due) {
      const claimed = sb.store.insertUniqueRef("bill_reminders", {
        accountCode: account.accountCode,
        ref: invoice.invoiceNumber,
        data: { dueDate: invoice.dueDate, sentAt: now.toISOString() },
      });
      if (claimed === undefined) continue;
      sendByChosenChannel(sb, account, preferences, "bill-reminder", {
        invoiceNumber: invoice.invoiceNumber,
        amountCents: invoice.amountCents - invoice.paidCents,
        dueDate: invoice.dueDate,
      });
      sent.push(invoice.invoiceNumber);
    }
  }
  return sent;
}
