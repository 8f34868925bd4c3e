import { describe, expect, it } from "vitest";
import { MOVE_DATE_MESSAGES, moveBlock, moveDateProblem } from "./moving.ts";

describe("moving home", () => {
  it("takes a move date from today to 90 days ahead", () => {
    expect(moveDateProblem("2026-11-23", "2026-11-23")).toBeNull();
    expect(moveDateProblem("2026-11-22", "2026-11-23")).toBe(MOVE_DATE_MESSAGES.past);
    expect(moveDateProblem("2027-02-21", "2026-11-23")).toBeNull(); // day 90
    expect(moveDateProblem("2027-02-22", "2026-11-23")).toBe(MOVE_DATE_MESSAGES.tooFar);
  });

  it("moves active broadband, phone and energy services the new address has", () => {
    const everything = { broadbandType: "nbn" as const, electricity: true, gas: true };
    const active = (type: string) => ({ code: "X1", type, serviceStatus: "Active" });
    expect(moveBlock(active("nbn"), everything)).toBeNull();
    expect(moveBlock(active("voip"), everything)).toBeNull();
    expect(moveBlock(active("gas"), everything)).toBeNull();
    expect(moveBlock(active("mobile"), everything)).toBe("mobile");
    expect(moveBlock({ ...active("dsl"), serviceStatus: "Cancelled" }, everything)).toBe("cancelled");
    expect(moveBlock({ ...active("mobile"), serviceStatus: "Pending activation" }, everything)).toBe("not-active");
    const noGasNoBroadband = { broadbandType: null, electricity: true, gas: false };
    expect(moveBlock(active("gas"), noGasNoBroadband)).toBe("unavailable");
    expect(moveBlock(active("nbn"), noGasNoBroadband)).toBe("unavailable");
    expect(moveBlock(active("electricity"), noGasNoBroadband)).toBeNull();
  });
});
