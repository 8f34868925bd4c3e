import { describe, expect, it } from "vitest";
import { requestKindName, requestLabel } from "./requests.ts";

describe("requestLabel", () => {
  it("does not repeat the kind when the summary starts with it", () => {
    expect(requestLabel("complaint", "Complaint: Billing or payments")).toEqual({
      kind: "Complaint",
      summary: "Billing or payments",
    });
    expect(requestLabel("fault", "fault: No connection")).toEqual({ kind: "Fault", summary: "No connection" });
    expect(requestLabel("enquiry", "Support request: Moving")).toEqual({ kind: "Enquiry", summary: "Moving" });
  });

  it("keeps an urgent mark, at the end", () => {
    expect(requestLabel("complaint", "URGENT Complaint: Hardship")).toEqual({
      kind: "Complaint",
      summary: "Hardship (urgent)",
    });
  });

  it("leaves other summaries as they are", () => {
    expect(requestLabel("plan-change", "Plan change for N1001: A to B")).toEqual({
      kind: "Plan change",
      summary: "Plan change for N1001: A to B",
    });
    expect(requestLabel("complaint", "Billed twice for October")).toEqual({
      kind: "Complaint",
      summary: "Billed twice for October",
    });
    expect(requestLabel("complaint", "Complaint:")).toEqual({ kind: "Complaint", summary: "Complaint:" });
  });

  it("names a join order and an unknown kind", () => {
    expect(requestKindName("new-service")).toBe("New service");
    expect(requestKindName("sim-swap")).toBe("Sim swap");
  });
});
