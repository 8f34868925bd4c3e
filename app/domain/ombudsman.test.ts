import { describe, expect, it } from "vitest";
import { addBusinessDays, ombudsmanFor } from "./ombudsman.ts";

describe("the ombudsman for a complaint", () => {
  it("is the TIO, after 15 business days, for telecommunications and for no one service", () => {
    for (const type of ["nbn", "mobile", "voip", "dsl", null]) {
      expect(ombudsmanFor(type, "12 Harbour St, Sydney NSW 2000")).toMatchObject({
        ombudsman: { short: "TIO", name: "Telecommunications Industry Ombudsman" },
        businessDays: 15,
      });
    }
  });

  it("is the energy ombudsman of the service address's state, after 20 business days, for gas and electricity", () => {
    expect(ombudsmanFor("electricity", "1 Collins St, Melbourne VIC 3000")).toMatchObject({
      ombudsman: { short: "EWOV" },
      businessDays: 20,
    });
    expect(ombudsmanFor("gas", "5 George St, Sydney NSW 2000")?.ombudsman.short).toBe("EWON");
    expect(ombudsmanFor("electricity", "9 King William St, Adelaide SA 5000")?.ombudsman.short).toBe("EWOSA");
    expect(ombudsmanFor("gas", "3 Queen St, Brisbane City QLD 4000")?.ombudsman.short).toBe("EWOQ");
    expect(ombudsmanFor("electricity", "2 Hay St, Perth WA 6000")?.ombudsman.name).toMatch(/Western Australia/);
  });

  it("is not guessed for energy at an address without a state", () => {
    expect(ombudsmanFor("electricity", "Somewhere")).toBeNull();
    expect(ombudsmanFor("gas", null)).toBeNull();
  });
});

describe("business days", () => {
  it("skip weekends", () => {
    // Wednesday 25 November 2026 + 15 business days = Wednesday 16 December 2026.
    expect(addBusinessDays("2026-11-25", 15)).toBe("2026-12-16");
    // Friday + 1 = Monday.
    expect(addBusinessDays("2026-11-27", 1)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-28", 0)).toBe("2026-11-28");
  });
});
