import { describe, expect, it } from "vitest";
import {
  DEBIT_PAUSED,
  DEBIT_PAUSED_BY_PLAN,
  debitAfterPaying,
  debitBeforePaying,
  debitDuringPlan,
  scheduledDebit,
} from "./direct-debit.ts";
import { monthlyFigure } from "./energy-contracts.ts";
import { JOIN_ONE_OFF_CHARGED, productPriceText } from "./plans.ts";

const day = (iso: string) => `day ${iso}`;
const debit = { type: "directDebit" };
const owing = { balanceCents: 10_151, dueDate: "2026-12-01", overdue: false, paymentMethod: debit };

describe("the scheduled direct debit (decision 081)", () => {
  it("takes the balance on the due date; nothing without a debit, nothing owed or an overdue balance", () => {
    expect(scheduledDebit(owing)).toEqual({ kind: "scheduled", date: "2026-12-01", owedCents: 10_151 });
    expect(scheduledDebit({ ...owing, paymentMethod: { type: "card" } })).toBeNull();
    expect(scheduledDebit({ ...owing, paymentMethod: null })).toBeNull();
    expect(scheduledDebit({ ...owing, balanceCents: 0, dueDate: null })).toBeNull();
    expect(scheduledDebit({ ...owing, overdue: true })).toBeNull();
  });

  it("is paused during a payment plan, overdue or not", () => {
    expect(scheduledDebit({ ...owing, directDebitPausedBy: "PP-100001" })).toEqual({ kind: "paused" });
    expect(scheduledDebit({ ...owing, overdue: true, directDebitPausedBy: "PP-100001" })).toEqual({ kind: "paused" });
  });

  it("says what paying part, all or more leaves to the debit", () => {
    const d = scheduledDebit(owing);
    expect(debitAfterPaying(d, 1000, day)).toBe("Your direct debit on day 2026-12-01 will take the rest: $91.51.");
    expect(debitAfterPaying(d, 10_151, day)).toBe("Nothing will be taken by direct debit on day 2026-12-01.");
    expect(debitAfterPaying(d, 20_000, day)).toBe("Nothing will be taken by direct debit on day 2026-12-01.");
    expect(debitAfterPaying({ kind: "paused" }, 1000, day)).toBe(DEBIT_PAUSED);
    expect(debitAfterPaying(null, 1000, day)).toBeNull();
    expect(debitBeforePaying(d, day)).toContain("Your direct debit on day 2026-12-01 takes what you still owe then");
    expect(debitBeforePaying(null, day)).toBeNull();
  });

  it("a payment plan pauses a direct debit; without one nothing is said", () => {
    expect(debitDuringPlan({ hasDirectDebit: true })).toBe(DEBIT_PAUSED_BY_PLAN);
    expect(debitDuringPlan({ hasDirectDebit: false })).toBeNull();
  });
});

describe("what a monthly figure means", () => {
  it("energy: the estimate on the customer's usage, never the plan's own price", () => {
    expect(monthlyFigure("energy", 3300, 16_012)).toEqual({
      key: "Estimated monthly cost",
      value: "About $160.12 a month, on your usage",
    });
    expect(monthlyFigure("energy", 3300, null)?.value).toBe("Not known yet: it depends on your usage");
  });
  it("every other service: the plan's monthly price", () => {
    expect(monthlyFigure("broadband", 8990, null)).toEqual({ key: "Monthly price", value: "$89.90" });
    expect(monthlyFigure("mobile", null, null)).toBeNull();
  });
});

describe("a joiner's one-off charges", () => {
  it("are on the first bill", () => {
    expect(productPriceText({ priceCents: 19_900, monthlyPriceCents: 0 }, JOIN_ONE_OFF_CHARGED)).toBe(
      "$199.00 one-off, on your first bill",
    );
  });
});
