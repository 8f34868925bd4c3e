import { describe, expect, it } from "vitest";
import {
  accessTechnologyOf,
  changesEnergyContract,
  filterPlansForWholesaler,
  plansForService,
  perMonth,
  priceDifferenceCents,
  productPriceText,
  productsForService,
} from "./plans.ts";

const OE = { isOE: true };
const OTHER_WHOLESALER = { isOE: false };

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

const codes = (list: readonly { code: string }[]) => list.map((p) => p.code);

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
    expect(codes(filterPlansForWholesaler(PLANS, OE, context))).toEqual(expectedFor(context));
  });

  it.each(contexts)("context '%i' (string) behaves like the number", (context) => {
    expect(codes(filterPlansForWholesaler(PLANS, OE, String(context)))).toEqual(expectedFor(context));
  });

  it("with no context hides 12/1 and FW plans only", () => {
    expect(codes(filterPlansForWholesaler(PLANS, OE, undefined))).toEqual(OTHER);
  });

  it.each([25, 99, -1, 1.5, NaN, "", "abc", "5a"])("an unknown context %j is treated as 'other'", (context) => {
    expect(codes(filterPlansForWholesaler(PLANS, OE, context))).toEqual(OTHER);
  });

  it("spot checks: context 1 and context 5 as in the e2e accounts", () => {
    expect(codes(filterPlansForWholesaler(PLANS, OE, 1))).not.toContain("fast20");
    expect(codes(filterPlansForWholesaler(PLANS, OE, 1))).not.toContain("fw50");
    expect(codes(filterPlansForWholesaler(PLANS, OE, 5))).toEqual(["fw50", "fw100"]);
  });

  it("hides 100/20 and 100/40 only for NBN service types", () => {
    const result = codes(filterPlansForWholesaler(PLANS, OE, 0));
    expect(result).toContain("uniti100");
    expect(result).not.toContain("fast40"); // serviceType 'NBN' compares in lower case
  });

  it("keeps the order and every extra field, and does not mutate the input", () => {
    const input = [...PLANS];
    const result = filterPlansForWholesaler(input, OE, 5);
    expect(result[0]).toBe(PLANS[5]);
    expect(result[0]?.priceCents).toBe(7000);
    expect(input).toEqual(PLANS);
  });

  it("returns an empty list for an empty list", () => {
    expect(filterPlansForWholesaler([], OE, 5)).toEqual([]);
  });
});

describe("filterPlansForWholesaler for any other wholesaler (or none)", () => {
  it("sees every plan, whatever the context", () => {
    for (const context of [undefined, 0, 5, 10, 24]) {
      const result = filterPlansForWholesaler(PLANS, OTHER_WHOLESALER, context);
      expect(result).toEqual(PLANS);
      expect(result).not.toBe(PLANS);
    }
  });
});

const catalogued = (code: string, name: string, serviceType = "nbn") => ({
  code,
  name,
  serviceType,
  monthlyPriceCents: 7000,
});

const CATALOGUE = [
  catalogued("NBN12", "NBN 12/1 Basic"),
  catalogued("NBN25", "NBN 25/10 Standard"),
  catalogued("NBN50", "NBN 50/20 Everyday"),
  catalogued("NBN100-20", "NBN 100/20 Home Fast"),
  catalogued("NBN100-40", "NBN 100/40 Home Superfast"),
  catalogued("FW25", "NBN FW 25/5 Fixed Wireless"),
  catalogued("FW50", "NBN FW 50/20 Fixed Wireless"),
  catalogued("FW12", "NBN FW 12/1 Fixed Wireless"),
  catalogued("UNITI100", "Uniti 100/40", "uniti"),
];

describe("plansForService", () => {
  it("for every brand offers only plans of the service's type and technology, without the current plan (issue 15)", () => {
    const fixedLine = { type: "nbn", planCode: "NBN100-20", planContext: 1 };
    expect(codes(plansForService(CATALOGUE, fixedLine, OTHER_WHOLESALER))).toEqual([
      "NBN12",
      "NBN25",
      "NBN50",
      "NBN100-40",
    ]);
    const fixedWireless = { type: "nbn", planCode: "FW25", planContext: 5 };
    expect(codes(plansForService(CATALOGUE, fixedWireless, OTHER_WHOLESALER))).toEqual(["FW50", "FW12"]);
    expect(codes(plansForService(CATALOGUE, { type: "uniti", planContext: null }, OTHER_WHOLESALER))).toEqual([
      "UNITI100",
    ]);
    expect(codes(plansForService(CATALOGUE, { type: "gas" }, OTHER_WHOLESALER))).toEqual([]);
  });

  it("counts a plan sold for context 4–6 as fixed wireless even without FW in its name", () => {
    const plans = [
      { ...catalogued("RURAL", "NBN Rural 50/20"), planContext: 5 },
      { ...catalogued("CITY", "NBN City 50/20"), planContext: null },
    ];
    expect(codes(plansForService(plans, { type: "nbn", planContext: 6 }, OTHER_WHOLESALER))).toEqual(["RURAL"]);
    expect(codes(plansForService(plans, { type: "nbn", planContext: 2 }, OTHER_WHOLESALER))).toEqual(["CITY"]);
  });

  it("applies spec §5 for OE with a speed-capped context (demo@example.com, context 1)", () => {
    const service = { type: "nbn", planCode: "NBN100-20", planContext: 1 };
    expect(codes(plansForService(CATALOGUE, service, OE))).toEqual(["NBN25", "NBN50"]);
  });

  it("shows only fixed wireless plans for OE with context 5 (fw@example.com)", () => {
    const service = { type: "nbn", planCode: "FW25", planContext: 5 };
    expect(codes(plansForService(CATALOGUE, service, OE))).toEqual(["FW50"]);
  });

  it.each([0, 1, 2, 3, 20, 21, 22, 23, 24])("context %i hides NBN 100/20, 100/40, 12/1 and FW", (context) => {
    const result = codes(plansForService(CATALOGUE, { type: "nbn", planContext: context }, OE));
    expect(result).toEqual(["NBN25", "NBN50"]);
  });

  it.each([4, 5, 6])("context %i keeps only FW plans without 12/1", (context) => {
    expect(codes(plansForService(CATALOGUE, { type: "nbn", planContext: context }, OE))).toEqual(["FW25", "FW50"]);
  });

  it.each([7, 10, 19, 25, null, undefined])("context %s hides 12/1 and FW only", (context) => {
    expect(codes(plansForService(CATALOGUE, { type: "nbn", planContext: context }, OE))).toEqual([
      "NBN25",
      "NBN50",
      "NBN100-20",
      "NBN100-40",
    ]);
  });
});

describe("accessTechnologyOf", () => {
  it("is fixed wireless for plan contexts 4–6 and a fixed line otherwise", () => {
    expect([4, 5, 6].map((planContext) => accessTechnologyOf({ planContext }))).toEqual([
      "fixed-wireless",
      "fixed-wireless",
      "fixed-wireless",
    ]);
    expect([0, 1, 3, 7, 24, null, undefined].map((planContext) => accessTechnologyOf({ planContext }))).toEqual(
      Array(7).fill("fixed-line"),
    );
  });
});

describe("productsForService", () => {
  const products = [
    { code: "SIP", productType: "static-ip" },
    { code: "MODEM", productType: "hardware" },
    { code: "MODEM", productType: "hardware" },
    { code: "DATA", productType: "data-pack" },
  ];
  const nbn = { type: "nbn" };
  it("keeps everything (once) for a broadband service when both flags are on", () => {
    expect(codes(productsForService(products, nbn, { staticIp: true, hardware: true }))).toEqual([
      "SIP",
      "MODEM",
      "DATA",
    ]);
  });
  it("drops static IP and hardware when their flags are off", () => {
    expect(codes(productsForService(products, nbn, { staticIp: false, hardware: true }))).toEqual(["MODEM", "DATA"]);
    expect(codes(productsForService(products, nbn, { staticIp: true, hardware: false }))).toEqual(["SIP", "DATA"]);
  });
  it("offers no static IP or hardware to energy, mobile and VoIP services (issue 15)", () => {
    for (const type of ["gas", "electricity", "mobile", "voip"]) {
      expect(codes(productsForService(products, { type }, { staticIp: true, hardware: true })), type).toEqual(["DATA"]);
    }
  });
  it("offers a product that names its service types to those types only", () => {
    const modem = [{ code: "NBN-MODEM", productType: "hardware", serviceTypes: ["nbn", "uniti"] }];
    const flags = { staticIp: true, hardware: true };
    expect(codes(productsForService(modem, { type: "NBN" }, flags))).toEqual(["NBN-MODEM"]);
    expect(codes(productsForService(modem, { type: "dsl" }, flags))).toEqual([]);
  });
  it("never offers a product the service already has", () => {
    const flags = { staticIp: true, hardware: true };
    const owning = { type: "nbn", products: [{ code: "MODEM" }, { code: "SIP" }] };
    expect(codes(productsForService(products, owning, flags))).toEqual(["DATA"]);
  });
});

describe("productPriceText (issue 15: one-off or monthly, always said)", () => {
  it("says which part is one-off and which monthly", () => {
    expect(productPriceText({ priceCents: 19900, monthlyPriceCents: 0 })).toBe("$199.00 one-off");
    expect(productPriceText({ priceCents: 0, monthlyPriceCents: 1000 })).toBe("$10.00 a month");
    expect(productPriceText({ monthlyPriceCents: 1000 })).toBe("$10.00 a month");
    expect(productPriceText({ priceCents: 9900, monthlyPriceCents: 500 })).toBe("$99.00 one-off and $5.00 a month");
    // Where the page knows when it is charged, it says so.
    expect(productPriceText({ priceCents: 7900, monthlyPriceCents: 0 }, "on your next bill")).toBe(
      "$79.00 one-off, on your next bill",
    );
    expect(productPriceText({ priceCents: null, monthlyPriceCents: 0 })).toBe("No charge");
    expect(perMonth(8990)).toBe("$89.90 a month");
  });
});

describe("priceDifferenceCents", () => {
  it("is new minus current, or null without a current price", () => {
    expect(priceDifferenceCents(8000, 9500)).toBe(1500);
    expect(priceDifferenceCents(8000, 6000)).toBe(-2000);
    expect(priceDifferenceCents(null, 6000)).toBeNull();
  });
});

describe("changesEnergyContract", () => {
  it("is true for gas and electricity only", () => {
    expect(
      ["gas", "Electricity", "nbn", "voip", "mobile", "uniti"].map((type) => changesEnergyContract({ type })),
    ).toEqual([true, true, false, false, false, false]);
  });
});
