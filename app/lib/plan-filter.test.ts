import { describe, expect, it } from "vitest";
import { filterPlansForWholesaler, isEnergyWholesaler } from "./plan-filter.ts";

interface Plan {
  code: string;
  name: string;
  serviceType: string;
  priceCents: number;
}

const plan = (code: string, name: string, serviceType: string): Plan => ({ code, name, serviceType, priceCents: 7000 });

const PLANS: Plan[] = [
  plan("basic", "NBN 25/10 Basic", "nbn"),
  plan("slow", "NBN 12/1 Starter", "nbn"),
  plan("fast20", "NBN 100/20 Fast", "nbn"),
  plan("fast40", "NBN 100/40 Fast", "NBN"),
  plan("super", "NBN 250/25 Superfast", "nbn"),
  plan("fw50", "NBN FW 50/20 Fixed Wireless", "nbn"),
  plan("fw100", "NBN FW 100/20 Fixed Wireless", "nbn"),
  plan("fw12", "NBN FW 12/1 Fixed Wireless", "nbn"),
  plan("uniti100", "Uniti 100/20", "uniti"),
  plan("dsl", "ADSL2+ Unlimited", "dsl"),
  plan("fwlower", "NBN fw lowercase", "nbn"),
];

const codes = (plans: Plan[]) => plans.map((p) => p.code);

// What the spec's rules leave, worked out by hand for each group of contexts.
const SPEED_CAPPED = ["basic", "super", "uniti100", "dsl", "fwlower"]; // 0–3, 20–24
const FW_ONLY = ["fw50", "fw100"]; // 4–6: 100/20 NBN plans are only hidden in capped contexts
const OTHER = ["basic", "fast20", "fast40", "super", "uniti100", "dsl", "fwlower"];

function expectedFor(context: number | undefined): string[] {
  if (context === undefined) return OTHER;
  if ([0, 1, 2, 3, 20, 21, 22, 23, 24].includes(context)) return SPEED_CAPPED;
  if ([4, 5, 6].includes(context)) return FW_ONLY;
  return OTHER;
}

describe("filterPlansForWholesaler for OE", () => {
  const contexts = Array.from({ length: 25 }, (_, i) => i);

  it.each(contexts)("context %i (number) follows spec §5", (context) => {
    expect(codes(filterPlansForWholesaler(PLANS, "oe", context))).toEqual(expectedFor(context));
  });

  it.each(contexts)("context '%i' (string) behaves like the number", (context) => {
    expect(codes(filterPlansForWholesaler(PLANS, "OE", String(context)))).toEqual(expectedFor(context));
  });

  it("with no context hides 12/1 and FW plans only", () => {
    expect(codes(filterPlansForWholesaler(PLANS, "oe", undefined))).toEqual(OTHER);
  });

  it.each([25, 99, -1, 1.5, NaN, "", "abc", "5a"])("an unknown context %j is treated as 'other'", (context) => {
    expect(codes(filterPlansForWholesaler(PLANS, "oe", context))).toEqual(OTHER);
  });

  it("spot checks: context 1 and context 5 as in the e2e accounts", () => {
    expect(codes(filterPlansForWholesaler(PLANS, "oe", 1))).not.toContain("fast20");
    expect(codes(filterPlansForWholesaler(PLANS, "oe", 1))).not.toContain("fw50");
    expect(codes(filterPlansForWholesaler(PLANS, "oe", 5))).toEqual(["fw50", "fw100"]);
  });

  it("hides 100/20 and 100/40 only for NBN service types", () => {
    const result = codes(filterPlansForWholesaler(PLANS, "oe", 0));
    expect(result).toContain("uniti100");
    expect(result).not.toContain("fast40"); // serviceType 'NBN' compares in lower case
  });

  it("compares the wholesaler code in lower case and ignores surrounding space", () => {
    expect(isEnergyWholesaler("OE")).toBe(true);
    expect(isEnergyWholesaler(" oE ")).toBe(true);
    expect(isEnergyWholesaler("o")).toBe(false);
    expect(isEnergyWholesaler(undefined)).toBe(false);
  });

  it("keeps the order and every extra field, and does not mutate the input", () => {
    const input = [...PLANS];
    const result = filterPlansForWholesaler(input, "oe", 5);
    expect(result[0]).toBe(PLANS[5]);
    expect(result[0]?.priceCents).toBe(7000);
    expect(input).toEqual(PLANS);
  });

  it("returns an empty list for an empty list", () => {
    expect(filterPlansForWholesaler([], "oe", 5)).toEqual([]);
  });
});

describe("filterPlansForWholesaler for any other wholesaler", () => {
  it.each([undefined, "", "xy", "oee", "o e"])("%j sees every plan, whatever the context", (code) => {
    for (const context of [undefined, 0, 5, 10, 24]) {
      const result = filterPlansForWholesaler(PLANS, code, context);
      expect(result).toEqual(PLANS);
      expect(result).not.toBe(PLANS);
    }
  });
});
