import { describe, expect, it } from "vitest";
import { earlyExitFee, hardwareToReturn, whatYouLose } from "./cancellation.ts";

describe("cancellation rules", () => {
  it("charges the early-exit fee only inside the minimum term", () => {
    const terms = { termMonths: 12, earlyExitFeeCents: 9900 };
    expect(earlyExitFee(terms, "2026-01-31", "2027-01-30")).toEqual({ cents: 9900, termEnds: "2027-01-31" });
    expect(earlyExitFee(terms, "2026-01-31", "2027-01-31")).toEqual({ cents: 0, termEnds: "2027-01-31" });
    expect(earlyExitFee({ termMonths: 1, earlyExitFeeCents: 100 }, "2026-01-31", "2026-02-27").termEnds).toBe(
      "2026-02-28",
    );
    expect(earlyExitFee({ termMonths: 0, earlyExitFeeCents: 100 }, "2026-01-01", "2026-01-02").cents).toBe(0);
    expect(earlyExitFee(null, "2026-01-01", "2026-01-02")).toEqual({ cents: 0, termEnds: null });
    expect(earlyExitFee(terms, null, "2026-01-02").cents).toBe(0);
  });

  it("lists the hardware to send back", () => {
    const products = [
      { code: "STATIC-IP", name: "Static IP" },
      { code: "MODEM-AX", name: "Wi-Fi 6 modem" },
    ];
    expect(hardwareToReturn(products, new Set(["MODEM-AX"]))).toEqual([products[1]]);
    expect(hardwareToReturn(null, new Set(["MODEM-AX"]))).toEqual([]);
  });

  it("says what each kind of service loses", () => {
    expect(whatYouLose({ code: "V2001", type: "voip", phoneNumber: "02 9876 5432" })[0]).toContain("(02) 9876 5432");
    expect(whatYouLose({ code: "E6001", type: "electricity" })[0]).toContain("electricity supply");
    expect(whatYouLose({ code: "N1001", type: "nbn", staticIpAddress: "198.51.100.7" })).toHaveLength(2);
  });
});
