import { describe, expect, it } from "vitest";
import {
  awaitsSimActivation,
  formatIccid,
  iccidProblem,
  luhnCheckDigit,
  luhnChecksumValid,
  normaliseIccid,
} from "./sim.ts";

// The sandbox's demo SIM (README): 8961 0123 4567 8901 234 with its check digit.
const VALID = `896101234567890123${luhnCheckDigit("896101234567890123")}`;

describe("SIM numbers (ICCID)", () => {
  it("computes and checks the Luhn digit", () => {
    expect(luhnChecksumValid("79927398713")).toBe(true); // the textbook example
    expect(luhnChecksumValid("79927398710")).toBe(false);
    expect(luhnCheckDigit("7992739871")).toBe("3");
    expect(luhnChecksumValid("12a4")).toBe(false);
  });

  it("accepts 19 or 20 digits starting 89 with a valid check digit, spaces and dashes ignored", () => {
    expect(VALID).toHaveLength(19);
    expect(iccidProblem(VALID)).toBeNull();
    expect(iccidProblem(formatIccid(VALID))).toBeNull();
    expect(iccidProblem(VALID.replace(/(\d{4})/g, "$1-"))).toBeNull();
    const twenty = `8961012345678901234${luhnCheckDigit("8961012345678901234")}`;
    expect(iccidProblem(twenty)).toBeNull();
  });

  it("says what is wrong: missing, wrong length or prefix, wrong check digit", () => {
    expect(iccidProblem("   ")).toBe("required");
    expect(iccidProblem("8961012345")).toBe("format");
    expect(iccidProblem(`12${VALID.slice(2)}`)).toBe("format");
    expect(iccidProblem(`${VALID}12`)).toBe("format");
    expect(iccidProblem("8961O12345678901234")).toBe("format");
    const wrong = `${VALID.slice(0, -1)}${(Number(VALID.at(-1)) + 1) % 10}`;
    expect(iccidProblem(wrong)).toBe("checksum");
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
