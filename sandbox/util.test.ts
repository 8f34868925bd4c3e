import { describe, expect, it } from "vitest";
import { providerIsoDate } from "./util.ts";

describe("the sandbox's dates", () => {
  it("dates a payment in the provider's zone, not UTC (issue 15, item 6)", () => {
    // 08:37 on 23 Nov in Sydney is 21:37 on 22 Nov UTC.
    expect(providerIsoDate(new Date("2026-11-22T21:37:00Z"))).toBe("2026-11-23");
    expect(providerIsoDate(new Date("2026-11-23T12:59:59Z"))).toBe("2026-11-23");
    expect(providerIsoDate(new Date("2026-11-23T13:00:00Z"))).toBe("2026-11-24");
  });
});
