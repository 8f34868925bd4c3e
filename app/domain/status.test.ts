import { describe, expect, it } from "vitest";
import { outageTone } from "./outages.ts";
import { statusTone } from "./status.ts";

describe("statusTone", () => {
  it("reads the provider's words in any case: overdue stands out, due asks for attention, paid is settled", () => {
    expect(["Overdue", "due", " Paid ", "Cancellation requested", "Cancelled"].map(statusTone)).toEqual([
      "danger",
      "warning",
      "success",
      "warning",
      "neutral",
    ]);
  });

  it("takes a state it does not know for one under way", () => {
    expect(["Pending connection", "Dispatched", "Technician assigned"].map(statusTone)).toEqual([
      "info",
      "info",
      "info",
    ]);
  });

  it("makes an outage in progress stand out", () => {
    expect(["active", "scheduled", "resolved", "investigating"].map(outageTone)).toEqual([
      "danger",
      "warning",
      "success",
      "info",
    ]);
  });
});
