import { describe, expect, it } from "vitest";
import { formatAddress, technologyText } from "./address.ts";
import { minimumTermText, plansForAddress, speedText } from "./plans.ts";

const p = (
  code: string,
  name: string,
  serviceType: string,
  downloadMbps: number,
  planContext: number | null = null,
) => ({
  code,
  name,
  serviceType,
  downloadMbps,
  planContext,
});

const CATALOGUE = [
  p("NBN12-1", "NBN 12/1 Basic", "nbn", 12),
  p("NBN50-20", "NBN 50/20 Home Standard", "nbn", 50),
  p("NBN100-20", "NBN 100/20 Home Fast", "nbn", 100),
  p("NBN250-25", "NBN 250/25 Ultrafast", "nbn", 250),
  p("NBNFW25-5", "NBN FW 25/5 Rural", "nbn", 25, 5),
  p("NBNFW-PLUS", "NBN FW Plus 75/10", "nbn", 75, 5),
  p("ADSL-UNL", "ADSL2+ Unlimited", "dsl", 24),
];
const codes = (plans: { code: string }[]) => plans.map((plan) => plan.code);
const ANY = { isOE: false };
const OE = { isOE: true };

describe("plansForAddress (the same rules as a plan change, plus the technology's speed)", () => {
  it("offers fixed-line plans on fibre, as fast as it goes", () => {
    const fttp = { broadbandType: "nbn", planContext: 10, maxDownloadMbps: 1000 };
    expect(codes(plansForAddress(CATALOGUE, fttp, ANY))).toEqual(["NBN12-1", "NBN50-20", "NBN100-20", "NBN250-25"]);
    // OE: no 12/1 plans.
    expect(codes(plansForAddress(CATALOGUE, fttp, OE))).toEqual(["NBN50-20", "NBN100-20", "NBN250-25"]);
  });

  it("offers only fixed wireless plans on fixed wireless, for every brand", () => {
    const fw = { broadbandType: "nbn", planContext: 5, maxDownloadMbps: 100 };
    expect(codes(plansForAddress(CATALOGUE, fw, ANY))).toEqual(["NBNFW25-5", "NBNFW-PLUS"]);
    expect(codes(plansForAddress(CATALOGUE, fw, OE))).toEqual(["NBNFW25-5", "NBNFW-PLUS"]);
  });

  it("applies the OE speed caps of spec §5 by plan context, and the technology's top speed", () => {
    const fttc = { broadbandType: "nbn", planContext: 2, maxDownloadMbps: 100 };
    expect(codes(plansForAddress(CATALOGUE, fttc, ANY))).toEqual(["NBN12-1", "NBN50-20", "NBN100-20"]);
    expect(codes(plansForAddress(CATALOGUE, fttc, OE))).toEqual(["NBN50-20"]);
    const satellite = { broadbandType: "nbn", planContext: 3, maxDownloadMbps: 25 };
    expect(codes(plansForAddress(CATALOGUE, satellite, ANY))).toEqual(["NBN12-1"]);
  });

  it("offers DSL plans on DSL and nothing where no broadband reaches", () => {
    expect(
      codes(plansForAddress(CATALOGUE, { broadbandType: "dsl", planContext: null, maxDownloadMbps: 24 }, ANY)),
    ).toEqual(["ADSL-UNL"]);
    expect(plansForAddress(CATALOGUE, { broadbandType: null, planContext: null, maxDownloadMbps: null }, ANY)).toEqual(
      [],
    );
  });

  it("words terms and speeds", () => {
    expect(minimumTermText(0)).toBe("No lock-in contract");
    expect(minimumTermText(12)).toBe("12-month minimum term");
    expect(speedText({ downloadMbps: 100, uploadMbps: 20 })).toBe("100/20 Mbps");
    expect(speedText({})).toBeNull();
  });
});

describe("addresses in words", () => {
  const base = {
    streetNumber: "12",
    streetName: "King",
    streetType: "ST",
    suburb: "Newtown",
    state: "nsw",
    postCode: "2042",
  };
  it("formats units, levels and lots with the lookups' names", () => {
    const lookups = { streetTypes: [{ code: "ST", name: "Street" }], unitTypes: [{ code: "APT", name: "Apartment" }] };
    expect(formatAddress(base, lookups)).toBe("12 King Street, Newtown NSW 2042");
    expect(formatAddress({ ...base, unitType: "APT", unitNumber: "3", levelNumber: "2" }, lookups)).toBe(
      "Level 2, Apartment 3, 12 King Street, Newtown NSW 2042",
    );
    expect(formatAddress({ ...base, streetNumber: "", lotNumber: "14" }, lookups)).toBe(
      "Lot 14 King Street, Newtown NSW 2042",
    );
  });
  it("says what a technology means", () => {
    expect(technologyText("Fixed Wireless").meaning).toMatch(/Only fixed wireless plans/);
    expect(technologyText("XYZ")).toEqual({ name: "XYZ", meaning: "" });
  });
});
