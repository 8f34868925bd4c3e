import { describe, expect, it } from "vitest";
import { faultCategoriesFor, faultCategoryLabel } from "./faults.ts";
import { capabilitiesOf } from "./services.ts";

const values = (type: string) => faultCategoriesFor(capabilitiesOf({ code: "X1", type }).kind).map((c) => c.value);

describe("faultCategoriesFor (issue 15: each service kind gets only what applies to it)", () => {
  it("broadband: connection, speed, dropouts and hardware", () => {
    for (const type of ["nbn", "dsl", "uniti"]) {
      expect(values(type)).toEqual(["no-connection", "slow", "dropouts", "hardware", "other"]);
    }
  });

  it("mobile: coverage, SIM, data and roaming, nothing of broadband", () => {
    expect(values("mobile")).toEqual(["no-service", "sim", "data", "roaming", "other"]);
  });

  it("energy: meter and contract matters, nothing of broadband", () => {
    expect(values("gas")).toEqual(["meter", "contract", "other"]);
    expect(values("electricity")).toEqual(["meter", "contract", "other"]);
  });

  it("VoIP and unknown kinds: the general choice only", () => {
    expect(values("voip")).toEqual(["other"]);
    expect(values("satellite")).toEqual(["other"]);
  });

  it("labels a value of any kind, and nothing for an unknown value", () => {
    expect(faultCategoryLabel("slow")).toBe("Slow speeds");
    expect(faultCategoryLabel("roaming")).toBe("Roaming overseas");
    expect(faultCategoryLabel("other")).toBe("Something else");
    expect(faultCategoryLabel("nope")).toBeUndefined();
  });
});
