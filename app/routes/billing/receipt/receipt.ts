import type { Transaction } from "#server/provider/schemas/billing.ts";
import { providerTimeZone } from "#app/domain/time-zone.ts";
import { formatDate, formatDateTime } from "#app/lib/dates/format.ts";

/**
 * When a payment was made, for its receipt: "28 November 2026 at 3:47pm (Sydney time)" in the
 * provider's zone; the date alone when the provider gave no time.
 */
export function paidAtText(at: { date: string; dateTime?: string | null }): string {
  if (!at.dateTime) return formatDate(at.date);
  const city = providerTimeZone().split("/").pop()!.replace(/_/g, " ");
  return `${formatDateTime(at.dateTime)} (${city} time)`;
}

/** A receipt code as the provider writes them (RC700001, DD-2611…); anything else is not looked up. */
export const RECEIPT_CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

export function receiptCodeOf(url: URL): string | null {
  const code = (url.searchParams.get("code") ?? "").trim().toUpperCase();
  return RECEIPT_CODE.test(code) ? code : null;
}

/**
 * The account's own payment with this code, or null: the provider's transactions are the
 * signed-in account's only, so a code of another account is never found.
 */
export function findPayment(transactions: readonly Transaction[], code: string): Transaction | null {
  return transactions.find((t) => t.type === "payment" && (t.reference ?? "").toUpperCase() === code) ?? null;
}
