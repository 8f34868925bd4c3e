import { describe, expect, it } from "vitest";
import { crnOf, mod10v01CheckDigit, validCrn } from "./bpay.ts";

describe("BPAY customer reference numbers (MOD10V01)", () => {
  it("computes the check digit of published examples", () => {
    // The Luhn rule's worked examples: 7992739871 → 3 (its usual example), 12345678 → 2.
    expect(mod10v01CheckDigit("7992739871")).toBe("3");
    expect(mod10v01CheckDigit("12345678")).toBe("2");
  });

  it("gives each account its number and a check digit that passes", () => {
    const crn = crnOf("A10001");
    expect(crn).toMatch(/^10001\d$/);
    expect(validCrn(crn)).toBe(true);
    expect(crnOf("A10002")).not.toBe(crn);
  });

  it("refuses a CRN with one digit wrong or two neighbours swapped", () => {
    const crn = crnOf("A10004");
    const wrongDigit = `${crn.slice(0, 2)}${(Number(crn[2]) + 1) % 10}${crn.slice(3)}`;
    expect(validCrn(wrongDigit)).toBe(false);
    const swapped = `${crn[1]}${crn[0]}${crn.slice(2)}`;
    if (swapped !== crn) expect(validCrn(swapped)).toBe(false);
    expect(validCrn("1")).toBe(false);
    expect(validCrn("12a4")).toBe(false);
  });
});
