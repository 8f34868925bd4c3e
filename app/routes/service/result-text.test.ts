import { describe, expect, it } from "vitest";
import { isRunning, parseTestId, resultHref, statusText } from "./result-text.ts";

describe("statusText", () => {
  it.each([
    ["pending", null, "Running"],
    ["completed", "pass", "Passed"],
    ["completed", "fail", "Failed"],
    ["failed", null, "Could not run"],
    ["completed", null, "Completed"],
  ])("%s / %s → %s", (status, result, expected) => {
    expect(statusText(status, result)).toBe(expected);
  });
});

describe("test ids", () => {
  it("accepts provider ids and nothing else", () => {
    expect(parseTestId("TN10010001")).toBe("TN10010001");
    expect(parseTestId("T_a-b")).toBe("T_a-b");
    expect(parseTestId("../etc")).toBeNull();
    expect(parseTestId("")).toBeNull();
    expect(parseTestId("x".repeat(65))).toBeNull();
  });

  it("links to the result page", () => {
    expect(resultHref("T1")).toBe("/service/result?testId=T1");
    expect(isRunning("pending")).toBe(true);
    expect(isRunning("completed")).toBe(false);
  });
});
