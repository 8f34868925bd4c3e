import { describe, expect, it } from "vitest";
import { averageMonthlyUsage, energyTermsShown, estimateBasis, monthlyEstimateCents } from "./energy-contracts.ts";

describe("energy contract terms in words", () => {
  it("words rates, charges, discounts and terms", () => {
    expect(
      energyTermsShown({
        monthlyPriceCents: 3600,
        usageRateCents: 30,
        usageUnit: "kWh",
        dailySupplyCents: 105,
        discountPercent: 5,
        discountText: "5% off usage when you pay on time",
        termMonths: 24,
        earlyExitFeeCents: 7500,
      }),
    ).toEqual({
      usage: "30c per kWh",
      supply: "105c a day",
      discount: "5% off usage when you pay on time",
      term: "24 months",
      exitFee: "$75.00",
      estimate: "Not known",
    });
    expect(
      energyTermsShown({
        monthlyPriceCents: 2600,
        usageRateCents: 4.2,
        usageUnit: "MJ",
        termMonths: 0,
        earlyExitFeeCents: 0,
      }),
    ).toMatchObject({
      usage: "4.2c per MJ",
      supply: "Not known",
      discount: "None",
      term: "No lock-in contract",
      exitFee: "None",
    });
  });

  it("estimates a month from the customer's own usage, never from the plan's typical price", () => {
    const reads = [380, 420, 600, 350].map((quantity) => ({ quantity, unit: "kWh" }));
    const usage = averageMonthlyUsage(reads);
    expect(usage).toEqual({ quantity: 438, unit: "kWh", months: 4 });
    const saver = { monthlyPriceCents: 3300, usageRateCents: 28, usageUnit: "kWh", dailySupplyCents: 110 };
    // 438 kWh at 28c, and 110c a day for an average month (365 / 12 days).
    expect(monthlyEstimateCents(saver, usage)).toBe(Math.round(438 * 28 + 110 * (365 / 12)));
    expect(energyTermsShown(saver, usage).estimate).toBe("About $156.10 a month");
    // The discount is off usage only.
    expect(monthlyEstimateCents({ ...saver, discountPercent: 10 }, usage)).toBe(
      Math.round(438 * 28 * 0.9 + 110 * (365 / 12)),
    );
    // Unknown rates, reads in another unit, or no reads: no estimate.
    expect(monthlyEstimateCents({ ...saver, dailySupplyCents: null }, usage)).toBeNull();
    expect(monthlyEstimateCents({ ...saver, usageUnit: "MJ" }, usage)).toBeNull();
    expect(monthlyEstimateCents(saver, averageMonthlyUsage([]))).toBeNull();
  });

  it("averages at most the last year of reads, and says what the estimates rest on", () => {
    const reads = Array.from({ length: 24 }, (_, i) => ({ quantity: i < 12 ? 100 : 1000, unit: "MJ" }));
    expect(averageMonthlyUsage(reads)).toEqual({ quantity: 100, unit: "MJ", months: 12 });
    expect(estimateBasis({ quantity: 1234, unit: "kWh", months: 12 })).toBe(
      "Monthly costs are estimated from your own usage: on average 1,234 kWh a month over your last 12 months.",
    );
    expect(estimateBasis(null)).toContain("no meter reads");
  });
});
