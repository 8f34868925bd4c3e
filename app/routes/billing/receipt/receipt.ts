import type { Transaction } from "#server/provider/schemas/billing.ts";

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
