import { describe, expect, it } from "vitest";
import { centsToInput, instalmentCount } from "./billing-rules.ts";
import { planDateBounds } from "./plan/plan-dates.ts";

describe("payment-plan rules", () => {
  it("allows a first payment from today to 30 days ahead (Sydney)", () => {
    expect(planDateBounds(new Date("2026-06-15T02:00:00Z"))).toEqual({ min: "2026-06-15", max: "2026-07-15" });
  });

  it("counts instalments", () => {
    expect(instalmentCount(10_000, 2_500)).toBe(4);
    expect(instalmentCount(10_000, 3_000)).toBe(4);
    expect(instalmentCount(10_000, 10_000)).toBe(1);
  });
});

describe("centsToInput", () => {
  it.each([
    [12345, "123.45"],
    [100, "1.00"],
    [5, "0.05"],
    [0, ""],
    [-100, ""],
  ])("%d → %s", (cents, text) => expect(centsToInput(cents)).toBe(text));
});
