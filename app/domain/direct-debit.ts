// Direct debit from a bank account (payment details): the BSB and account number rules and how
// they are shown. Pure and free of zod, so pages may ask; the form's schema is
// direct-debit.schemas.ts.
import { formatMoney } from "./format.ts";

export const DIRECT_DEBIT_MESSAGES = {
  accountName: "Enter the account name",
  accountNameTooLong: "Account name must be 32 characters or fewer",
  bsb: "Enter a BSB in the format 000-000",
  accountNumber: "Enter an account number of 6 to 10 digits",
  agree: "You must agree to the direct debit terms",
} as const;

/** A BSB as typed: 000-000 or 000000, spaces aside. */
export function bsbValid(bsb: string): boolean {
  return /^\d{3}-?\d{3}$/.test(bsb.replace(/\s/g, ""));
}

/** An account number as typed: 6 to 10 digits, spaces and dashes aside. */
export function normaliseAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/[\s-]/g, "");
}

export function accountNumberValid(accountNumber: string): boolean {
  return /^\d{6,10}$/.test(normaliseAccountNumber(accountNumber));
}

/** A BSB is not secret: shown in full as 000-000. Not six digits → '—'. */
export function maskBsb(bsb: string): string {
  const digits = typeof bsb === "string" ? bsb.replace(/\D/g, "") : "";
  return digits.length === 6 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : "—";
}

/** 'Account ending 789': only the last three digits. Fewer than three digits → 'Account'. */
export function maskAccount(accountNumber: string): string {
  const digits = typeof accountNumber === "string" ? accountNumber.replace(/\D/g, "") : "";
  return digits.length >= 3 ? `Account ending ${digits.slice(-3)}` : "Account";
}

// ─── What the scheduled direct debit takes (docs/decisions/081) ─────────────

/** What the pages and the sandbox's messages say of the debit during a payment plan. */
export const DEBIT_PAUSED_BY_PLAN =
  "Your direct debit is paused while the payment plan runs. It starts again by itself when the plan ends.";
/** The same, once the plan is in place (paying now, home). */
export const DEBIT_PAUSED = "Your direct debit is paused while your payment plan runs.";

/** The parts of the account's status (GET account/status) the rule reads. */
export interface DebitStatus {
  balanceCents: number;
  dueDate: string | null;
  overdue: boolean;
  paymentMethod: { type: string } | null;
  directDebitPausedBy?: string | null;
}

/**
 * The account's direct debit as it stands: `paused` during a payment plan; `scheduled` when it
 * will take the balance then owing on the due date; null without a direct debit, or when it takes
 * nothing this cycle: nothing owed, or the balance overdue (a debit runs only when nothing is
 * overdue; an overdue balance is the customer's to pay).
 */
export type ScheduledDebit = { kind: "paused" } | { kind: "scheduled"; date: string; owedCents: number };

export function scheduledDebit(status: DebitStatus): ScheduledDebit | null {
  if (status.paymentMethod?.type !== "directDebit") return null;
  if (status.directDebitPausedBy) return { kind: "paused" };
  if (status.overdue || status.balanceCents <= 0 || !status.dueDate) return null;
  return { kind: "scheduled", date: status.dueDate, owedCents: status.balanceCents };
}

/**
 * What the debit takes once `paidCents` is paid now, in words; null without a debit to speak of.
 * `day` words the ISO due date ("1 December 2026"): the pages' date formatter.
 */
export function debitAfterPaying(debit: ScheduledDebit | null, paidCents: number, day: (iso: string) => string) {
  if (!debit) return null;
  if (debit.kind === "paused") return DEBIT_PAUSED;
  const restCents = debit.owedCents - paidCents;
  return restCents > 0
    ? `Your direct debit on ${day(debit.date)} will take the rest: ${formatMoney(restCents)}.`
    : `Nothing will be taken by direct debit on ${day(debit.date)}.`;
}

/** Before the amount is chosen (the amount page): what paying all or part does to the debit. */
export function debitBeforePaying(debit: ScheduledDebit | null, day: (iso: string) => string) {
  if (!debit) return null;
  if (debit.kind === "paused") return DEBIT_PAUSED;
  return `Your direct debit on ${day(debit.date)} takes what you still owe then: pay it all now and nothing will be taken; pay part and it takes the rest.`;
}

/** The payment plan's pages: a direct debit is paused while the plan runs; null without one. */
export function debitDuringPlan(status: { hasDirectDebit: boolean }): string | null {
  return status.hasDirectDebit ? DEBIT_PAUSED_BY_PLAN : null;
}
