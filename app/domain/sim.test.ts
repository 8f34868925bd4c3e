import { describe, expect, it } from "vitest";
import { luhnCheckDigit } from "./luhn.ts";
import { awaitsSimActivation, formatIccid, iccidProblem, normaliseIccid } from "./sim.ts";

// The sandbox's demo SIM (README): 8961 0123 4567 8901 234 with its check digit.
const VALID = `896101234567890123${luhnCheckDigit("896101234567890123")}`;

describe("SIM numbers (ICCID)", () => {
  it("accepts 19 or 20 digits starting 89 with a valid check digit, spaces and dashes ignored", () => {
    expect(VALID).toHaveLength(19);
    expect(iccidProblem(VALID)).toBeNull();
    expect(iccidProblem(formatIccid(VALID))).toBeNull();
    expect(iccidProblem(VALID.replace(/(\d{4})/g, "$1-"))).toBeNull();
    const twenty = `8961012345678901234${luhnCheckDigit("8961012345678901234")}`;
    expect(iccidProblem(twenty)).toBeNull();
  });

  it.each([
    ["   ", "required"],
    ["8961012345", "format"], // too short
    [`12${VALID.slice(2)}`, "format"], // not 89
    [`${VALID}12`, "format"], // 21 digits
    ["8961O12345678901234", "format"], // a letter O
    [`${VALID.slice(0, -1)}${(Number(VALID.at(-1)) + 1) % 10}`, "checksum"],
  ])("%j: %s", (typed, problem) => {
    expect(iccidProblem(typed)).toBe(problem);
  });

  it("formats in groups of four", () => {
    expect(formatIccid(" 8961-0123456789012345")).toBe("8961 0123 4567 8901 2345");
    expect(normaliseIccid("89 61-01")).toBe("896101");
  });

  it("knows a mobile service waiting for activation", () => {
    expect(awaitsSimActivation({ code: "M5002", type: "mobile", serviceStatus: "Pending activation" })).toBe(true);
    expect(awaitsSimActivation({ code: "M5001", type: "mobile", serviceStatus: "Active" })).toBe(false);
    expect(awaitsSimActivation({ code: "N1", type: "nbn", serviceStatus: "Pending activation" })).toBe(false);
  });
});
