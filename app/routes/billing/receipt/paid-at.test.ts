import { describe, expect, it } from "vitest";
import { paidAtText } from "./receipt.ts";

describe("a receipt's time", () => {
  it("is the date and time in the provider's zone, named", () => {
    // 04:47 UTC is 3:47pm in Sydney in summer (AEDT, +11).
    expect(paidAtText({ date: "2026-11-28", dateTime: "2026-11-28T04:47:51.000Z" })).toBe(
      "28 November 2026 at 3:47pm (Sydney time)",
    );
  });
  it("is the date alone when the provider gave no time", () => {
    expect(paidAtText({ date: "2026-11-28", dateTime: null })).toBe("28 November 2026");
  });
});
