import type { Service } from "#server/provider/schemas/services.ts";
import type { InvoiceRecord, TransactionRecord } from "#sandbox/records.ts";
import type { Store } from "#sandbox/store.ts";
import { addDays, addMonths, isoDate } from "#sandbox/util.ts";

/**
 * Twelve monthly invoices and the transactions that go with them; the newest `unpaid` are not paid.
 * A service still waiting for activation has not been billed yet. Returns the balance owed.
 */
export function seedBills(
  store: Store,
  accountCode: string,
  services: readonly Service[],
  today: Date,
  unpaid: number,
  rand: () => number,
): number {
  const billed = services.filter((s) => s.serviceStatus === "Active");
  let balance = 0;
  const transactions: TransactionRecord[] = [];
  for (let m = 11; m >= 0; m--) {
    // Issued 10 days ago (and monthly before that), due 14 days after issue: the newest is
    // due in 4 days; an older unpaid one is overdue.
    const issue = addMonths(addDays(today, -10), -m);
    const due = addDays(issue, 14);
    const periodStart = issue;
    const periodEnd = addDays(addMonths(issue, 1), -1);
    const lines: InvoiceRecord["lines"] = billed.map((service) => ({
      description: `${service.planName} (${isoDate(periodStart)} to ${isoDate(periodEnd)})`,
      serviceCode: service.code,
      amountCents: service.monthlyPriceCents ?? 0,
    }));
    const usageCharge = billed.some((s) => ["voip", "electricity", "gas", "mobile"].includes(s.type))
      ? Math.round(500 + rand() * 6000)
      : 0;
    if (usageCharge) lines.push({ description: "Usage charges", serviceCode: null, amountCents: usageCharge });
    const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
    const invoiceNumber = `INV-${accountCode.slice(1)}-${issue.getUTCFullYear()}${String(issue.getUTCMonth() + 1).padStart(2, "0")}`;
    const paid = m >= unpaid;
    const invoice: InvoiceRecord = {
      invoiceNumber,
      issueDate: isoDate(issue),
      dueDate: isoDate(due),
      periodStart: isoDate(periodStart),
      periodEnd: isoDate(periodEnd),
      amountCents,
      paidCents: paid ? amountCents : 0,
      lines,
    };
    store.insert("invoices", { accountCode, ref: invoiceNumber, data: invoice, createdAt: issue.toISOString() });
    balance += amountCents;
    transactions.push({
      date: isoDate(issue),
      type: "invoice",
      description: `Invoice ${invoiceNumber}`,
      amountCents,
      balanceCents: balance,
      reference: invoiceNumber,
    });
    if (paid) {
      balance -= amountCents;
      transactions.push({
        date: isoDate(addDays(due, -3)),
        type: "payment",
        description: "Payment received - direct debit",
        amountCents: -amountCents,
        balanceCents: balance,
        reference: `DD-${invoiceNumber.slice(4)}`,
      });
    }
  }
  for (const t of transactions)
    store.insert("transactions", { accountCode, data: t, createdAt: `${t.date}T00:00:00.000Z` });
  return balance;
}
