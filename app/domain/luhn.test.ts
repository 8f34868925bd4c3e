import { describe, expect, it } from "vitest";
import { luhnCheckDigit, luhnValid } from "./luhn.ts";

describe("luhnValid", () => {
  it.each([
    ["79927398713", "the textbook example"],
    ["4242424242424242", "a Visa test card"],
    ["378282246310005", "an American Express test card"],
    ["8961012345678901232", "a SIM number (ICCID)"],
    ["0", "a lone zero"],
  ])("%s passes (%s)", (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each([
    ["79927398710", "a wrong check digit"],
    ["4242424242424241", "a wrong check digit"],
    ["8961012345678901233", "a wrong check digit"],
    ["12a4", "a letter"],
    ["4242 4242 4242 4242", "spaces: callers normalise first"],
    ["", "nothing"],
  ])("%j fails (%s)", (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });
});

describe("luhnCheckDigit", () => {
  it.each([
    ["7992739871", "3"],
    ["424242424242424", "2"],
    ["896101234567890123", "2"],
  ])("%s takes %s", (body, digit) => {
    expect(luhnCheckDigit(body)).toBe(digit);
    expect(luhnValid(`${body}${digit}`)).toBe(true);
  });

  it("refuses what is not digits", () => {
    expect(() => luhnCheckDigit("12a")).toThrow(RangeError);
  });
});
