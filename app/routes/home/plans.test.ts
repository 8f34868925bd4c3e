import { describe, expect, it } from "vitest";
import { plansForService, priceDifferenceCents, productsForService } from "./plans.ts";

const plan = (code: string, name: string, serviceType = "nbn") => ({ code, name, serviceType, monthlyPriceCents: 7000 });

const CATALOGUE = [
  plan("NBN12", "NBN 12/1 Basic"),
  plan("NBN25", "NBN 25/10 Standard"),
  plan("NBN50", "NBN 50/20 Everyday"),
  plan("NBN100-20", "NBN 100/20 Home Fast"),
  plan("NBN100-40", "NBN 100/40 Home Superfast"),
  plan("FW25", "NBN FW 25/5 Fixed Wireless"),
  plan("FW50", "NBN FW 50/20 Fixed Wireless"),
  plan("FW12", "NBN FW 12/1 Fixed Wireless"),
  plan("UNITI100", "Uniti 100/40", "uniti"),
];
const codes = (list: { code: string }[]) => list.map((p) => p.code);

describe("plansForService", () => {
  it("leaves the list alone for other wholesalers, except the current plan", () => {
    const service = { type: "nbn", planCode: "NBN100-20", planContext: 1 };
    expect(codes(plansForService(CATALOGUE, service, undefined))).toEqual(codes(CATALOGUE).filter((c) => c !== "NBN100-20"));
    expect(codes(plansForService(CATALOGUE, service, "xy"))).toHaveLength(CATALOGUE.length - 1);
  });

  it("applies spec §5 for OE with a speed-capped context (demo@example.com, context 1)", () => {
    const service = { type: "nbn", planCode: "NBN100-20", planContext: 1 };
    expect(codes(plansForService(CATALOGUE, service, "oe"))).toEqual(["NBN25", "NBN50", "UNITI100"]);
  });

  it("shows only fixed wireless plans for OE with context 5 (fw@example.com)", () => {
    const service = { type: "nbn", planCode: "FW25", planContext: 5 };
    expect(codes(plansForService(CATALOGUE, service, "OE"))).toEqual(["FW50"]);
  });

  it.each([0, 1, 2, 3, 20, 21, 22, 23, 24])("context %i hides NBN 100/20, 100/40, 12/1 and FW", (context) => {
    const result = codes(plansForService(CATALOGUE, { type: "nbn", planContext: context }, "oe"));
    expect(result).toEqual(["NBN25", "NBN50", "UNITI100"]);
  });

  it.each([4, 5, 6])("context %i keeps only FW plans without 12/1", (context) => {
    expect(codes(plansForService(CATALOGUE, { type: "nbn", planContext: context }, "oe"))).toEqual(["FW25", "FW50"]);
  });

  it.each([7, 10, 19, 25, null, undefined])("context %s hides 12/1 and FW only", (context) => {
    expect(codes(plansForService(CATALOGUE, { type: "nbn", planContext: context }, "oe"))).toEqual([
      "NBN25",
      "NBN50",
      "NBN100-20",
      "NBN100-40",
      "UNITI100",
    ]);
  });
});

describe("productsForService", () => {
  const products = [
    { code: "SIP", productType: "static-ip" },
    { code: "MODEM", productType: "hardware" },
    { code: "MODEM", productType: "hardware" },
    { code: "DATA", productType: "data-pack" },
  ];
  it("keeps everything (once) when both flags are on", () => {
    expect(codes(productsForService(products, { staticIp: true, hardware: true }))).toEqual(["SIP", "MODEM", "DATA"]);
  });
  it("drops static IP and hardware when their flags are off", () => {
    expect(codes(productsForService(products, { staticIp: false, hardware: true }))).toEqual(["MODEM", "DATA"]);
    expect(codes(productsForService(products, { staticIp: true, hardware: false }))).toEqual(["SIP", "DATA"]);
  });
});

describe("priceDifferenceCents", () => {
  it("is new minus current, or null without a current price", () => {
    expect(priceDifferenceCents(8000, 9500)).toBe(1500);
    expect(priceDifferenceCents(8000, 6000)).toBe(-2000);
    expect(priceDifferenceCents(null, 6000)).toBeNull();
  });
});
