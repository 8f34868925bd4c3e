import { describe, expect, it } from "vitest";
import { energyTermsShown } from "./energy-contracts.ts";

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
      estimate: "$36.00 a month",
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
});
