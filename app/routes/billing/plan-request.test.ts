import { describe, expect, it } from "vitest";
import { openPlanRequest } from "./plan-request.ts";

const request = (over: Partial<Parameters<typeof openPlanRequest>[0][number]>) => ({
  reference: "PP-1",
  kind: "payment-plan",
  summary: "More time to pay: $25.00 weekly from Tuesday 1 December 2026",
  lodgedAt: "2026-11-25T01:00:00.000Z",
  status: "Received",
  nextStep: "We will contact you about it within 2 business days.",
  ...over,
});

describe("Billing's payment-plan request", () => {
  it("is the newest payment-plan request still open", () => {
    const requests = [
      request({ reference: "CX-9", kind: "cancellation" }),
      request({ reference: "PP-2", status: "Approved", nextStep: "Pay each instalment by its date." }),
      request({ reference: "PP-1" }),
    ];
    expect(openPlanRequest(requests)).toEqual({
      reference: "PP-2",
      summary: "More time to pay: $25.00 weekly from Tuesday 1 December 2026",
      status: "Approved",
      nextStep: "Pay each instalment by its date.",
    });
  });

  it("is none without one, or when the request is over", () => {
    expect(openPlanRequest([])).toBeNull();
    expect(openPlanRequest([request({ kind: "complaint" })])).toBeNull();
    expect(openPlanRequest([request({ status: "Completed" }), request({ status: "Declined" })])).toBeNull();
  });
});
