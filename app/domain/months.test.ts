import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { isMonthNumber, MONTH_NAMES, monthFromName, monthName, shortMonthName } from "./months.ts";

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

describe("month names", () => {
  it.each(MONTHS)("month %i is named as date-fns's English locale names it", (month) => {
    const first = new TZDate(2026, month - 1, 1, "UTC");
    expect(monthName(month)).toBe(format(first, "MMMM"));
    expect(shortMonthName(month)).toBe(format(first, "MMM"));
  });

  it.each([
    [1, "January", "Jan"],
    [9, "September", "Sep"],
    [12, "December", "Dec"],
  ])("%i is %s, %s for short", (month, name, short) => {
    expect(monthName(month)).toBe(name);
    expect(shortMonthName(month)).toBe(short);
  });

  it.each([0, 13, 1.5, Number.NaN])("%s is not a month", (month) => {
    expect(isMonthNumber(month)).toBe(false);
    expect(() => monthName(month)).toThrow(RangeError);
    expect(() => shortMonthName(month)).toThrow(RangeError);
  });

  it("has twelve", () => {
    expect(MONTH_NAMES).toHaveLength(12);
  });
});

describe("monthFromName: a month typed as a name", () => {
  it.each([
    ["January", 1],
    ["jan", 1],
    ["Feb.", 2],
    ["MAR", 3],
    ["sept", 9],
    ["Sept.", 9],
    [" November ", 11],
    ["nov.", 11],
    ["Dec", 12],
    ["ma", null], // too short to tell March from May
    ["ju", null],
    ["june", 6],
    ["jul", 7],
    ["Novembers", null],
    ["Octo", 10],
    ["11", null], // numbers are the date input's to read
    ["", null],
    ["jan1", null],
  ])("%j → %s", (typed, month) => {
    expect(monthFromName(typed)).toBe(month);
  });
});
