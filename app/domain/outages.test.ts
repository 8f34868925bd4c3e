import { describe, expect, it } from "vitest";
import {
  TEST_DURING_OUTAGE,
  distributorAdvice,
  incidentsIn,
  isResolved,
  networkStatusText,
  outageInProgress,
  outageSourceOf,
  outageStatusText,
  sortOutages,
  stateName,
  stateOfAddress,
  testSummaryDuring,
} from "./outages.ts";

describe("outages", () => {
  it("sorts active, scheduled, resolved, then others; newest first within each", () => {
    const outages = [
      { id: "r", status: "resolved", startAt: "2026-03-01T00:00:00Z" },
      { id: "x", status: "unknown", startAt: "2026-03-09T00:00:00Z" },
      { id: "s", status: "scheduled", startAt: "2026-03-10T00:00:00Z" },
      { id: "a-old", status: "active", startAt: "2026-03-02T00:00:00Z" },
      { id: "a-new", status: "active", startAt: "2026-03-05T00:00:00Z" },
    ];
    expect(sortOutages(outages).map((o) => o.id)).toEqual(["a-new", "a-old", "s", "r", "x"]);
  });

  it("words statuses, capitalising unknown ones", () => {
    expect(["active", "Scheduled", "resolved", "investigating"].map(outageStatusText)).toEqual([
      "In progress",
      "Planned",
      "Resolved",
      "Investigating",
    ]);
    expect(isResolved({ status: "Resolved" })).toBe(true);
    expect(isResolved({ status: "active" })).toBe(false);
  });

  it("words the network status, keeping an unknown one", () => {
    expect(networkStatusText("Operational")).toBe("All systems are working normally");
    expect(networkStatusText("maintenance")).toBe("maintenance");
  });

  it("sends gas and electricity to their distributor, every other service to the network", () => {
    expect(["electricity", "Gas", "nbn", "voip", "mobile", "dsl"].map(outageSourceOf)).toEqual([
      "distributor",
      "distributor",
      "network",
      "network",
      "network",
      "network",
    ]);
  });

  it("names the distributor and its lines, or says where to find them", () => {
    const energex = { name: "Energex", outagesPhone: "13 62 62", emergencyPhone: "13 19 62" };
    const power = distributorAdvice("electricity", energex);
    expect(power.whoFixes).toContain("Your electricity distributor is Energex.");
    expect(power.outages).toEqual({ label: "Report or check a power outage", phone: "13 62 62" });
    expect(power.emergency?.phone).toBe("13 19 62");
    const gas = distributorAdvice("gas", null);
    expect(gas.title).toBe("Gas outages and leaks");
    expect(gas.whoFixes).toContain("Their name and phone numbers are on your bill.");
    expect(gas.outages).toBeNull();
    expect(gas.danger).toBe("If anyone is in danger, call 000.");
  });

  it("reads the state at the end of an address and keeps the incidents in it", () => {
    expect(stateOfAddress("88 Queen St, Brisbane City QLD 4000")).toBe("QLD");
    expect(stateOfAddress("12 Harbour St, Sydney nsw 2000")).toBe("NSW");
    expect(stateOfAddress("Somewhere")).toBeNull();
    expect(stateName("qld")).toBe("Queensland");
    const incidents = [
      { id: 1, region: "NSW" },
      { id: 2, region: "vic " },
    ];
    expect(incidentsIn(incidents, "QLD")).toEqual([]);
    expect(incidentsIn(incidents, "VIC").map((i) => i.id)).toEqual([2]);
    expect(incidentsIn(incidents, null)).toHaveLength(2);
  });

  it("finds the newest outage in progress", () => {
    const outages = [
      { id: "r", status: "resolved", startAt: "2026-03-09T00:00:00Z" },
      { id: "old", status: "active", startAt: "2026-03-01T00:00:00Z" },
      { id: "new", status: "Active", startAt: "2026-03-05T00:00:00Z" },
    ];
    expect(outageInProgress(outages)?.id).toBe("new");
    expect(outageInProgress(outages.slice(0, 1))).toBeNull();
  });

  it("a test during an outage names the outage as the likely cause, never 'No problems found'", () => {
    expect(testSummaryDuring(true, "No problems found.")).toBe(TEST_DURING_OUTAGE);
    expect(TEST_DURING_OUTAGE).toContain("The outage is the likely cause");
    expect(testSummaryDuring(false, "No problems found.")).toBe("No problems found.");
  });
});
