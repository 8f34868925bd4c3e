import { describe, expect, it } from "vitest";
import { isResolved, networkStatusText, outageStatusText, sortOutages } from "./outages.ts";

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
});
