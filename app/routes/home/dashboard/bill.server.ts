// The "Account balance" panel of Home, worded on the server (the page ships no date or money code).
import type { AccountStatus } from "#server/provider/schemas/billing.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { DEBIT_PAUSED, scheduledDebit } from "#app/domain/direct-debit.ts";
import { formatMoney } from "#app/domain/format.ts";
import type { Outcome } from "#app/lib/provider-outcome.server.ts";
import type { Tone } from "./status-badge.tsx";

export type Bill = {
  amount: string;
  state: { text: string; tone: Tone };
  /** "Due 29 Nov 2026"; for an overdue balance, when it was due. */
  due: string | null;
  /** The part overdue, when only part of the balance is. */
  overdue: string | null;
  /**
   * "Will be paid by direct debit on 29 Nov 2026": a debit set up and the balance not yet overdue
   * (so not yet taken); or the debit paused during a payment plan (scheduledDebit, one rule).
   */
  directDebit: string | null;
  /** Something to pay: Pay now is the first action (a debit set up makes it a secondary one). */
  payable: boolean;
};

export function shownBill(status: AccountStatus): Bill {
  const owes = status.balanceCents > 0;
  const dueDate = status.dueDate ? formatDate(status.dueDate) : null;
  const debit = scheduledDebit(status);
  const debitText = debit?.kind === "paused" ? DEBIT_PAUSED : null;
  if (!owes)
    return {
      amount: formatMoney(Math.abs(status.balanceCents)),
      state:
        status.balanceCents < 0 ? { text: "In credit", tone: "success" } : { text: "Nothing to pay", tone: "success" },
      due: null,
      overdue: null,
      directDebit: null,
      payable: false,
    };
  if (status.overdue)
    return {
      amount: formatMoney(status.balanceCents),
      state: { text: "Overdue", tone: "danger" },
      due: dueDate ? `Was due ${dueDate}` : null,
      overdue:
        status.overdueCents > 0 && status.overdueCents < status.balanceCents
          ? `${formatMoney(status.overdueCents)} of it is overdue.`
          : null,
      directDebit: debitText,
      payable: true,
    };
  return {
    amount: formatMoney(status.balanceCents),
    state: { text: "Due", tone: "warning" },
    due: dueDate ? `Due ${dueDate}` : null,
    overdue: null,
    directDebit: debit?.kind === "scheduled" ? `Will be paid by direct debit on ${formatDate(debit.date)}` : debitText,
    payable: true,
  };
}

export const billOutcome = (status: Outcome<AccountStatus>): Outcome<Bill> =>
  status.ok ? { ok: true, value: shownBill(status.value) } : status;
