import { describe, expect, it } from "vitest";
import { orderServices } from "./services.ts";

describe("orderServices (spec §4)", () => {
  it("puts voip after the others and cancelled services last, keeping order otherwise", () => {
    const services = [
      { code: "V1", type: "voip", serviceStatus: "Active" },
      { code: "D1", type: "dsl", serviceStatus: "Cancelled" },
      { code: "N1", type: "nbn", serviceStatus: "Active" },
      { code: "V2", type: "VOIP", serviceStatus: "Cancelled" },
      { code: "M1", type: "mobile", serviceStatus: "Active" },
    ];
    expect(orderServices(services).map((s) => s.code)).toEqual(["N1", "M1", "V1", "D1", "V2"]);
  });
});
