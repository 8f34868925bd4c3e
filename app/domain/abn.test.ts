import { describe, expect, it } from "vitest";
import { abnValid, formatAbn, SANDBOX_ABN } from "./abn.ts";

describe("ABN", () => {
  it("passes the ATO's check: the sandbox brand's ABN and the ATO's worked example", () => {
    expect(abnValid(SANDBOX_ABN)).toBe(true);
    expect(abnValid("51 824 753 556")).toBe(true);
  });
  it("refuses a digit changed, a short number and letters", () => {
    expect(abnValid("72 619 048 352")).toBe(false);
    expect(abnValid("5182475355")).toBe(false);
    expect(abnValid("51 824 753 55A")).toBe(false);
  });
  it("prints in groups of 2, 3, 3, 3", () => {
    expect(formatAbn("51824753556")).toBe("51 824 753 556");
  });
});
