import { describe, expect, it } from "vitest";
import { z } from "zod";
import { datePartsInError, datePartsOf, readDate, readMonth } from "./date-input.ts";
import { dateInputSchema } from "./date-input.schemas.ts";

const S = "The date the fault started";
const valid = (day: string, month: string, year: string) => readDate({ day, month, year }, S);

describe("readDate: dates as people type them", () => {
  it("accepts numbers with or without a leading zero, and month names short or long", () => {
    for (const [day, month] of [
      ["20", "11"],
      ["20", "Nov"],
      ["20", "november"],
      ["20", "NOV."],
      ["20 ", " 11 "],
    ] as const) {
      expect(valid(day, month, "2026")).toEqual({ status: "valid", iso: "2026-11-20" });
    }
    expect(valid("05", "03", "2026")).toEqual({ status: "valid", iso: "2026-03-05" });
    expect(valid("1", "Sept", "2026")).toEqual({ status: "valid", iso: "2026-09-01" });
    expect(valid("29", "2", "2024")).toEqual({ status: "valid", iso: "2024-02-29" });
  });

  it("reads a whole date typed into the day field, and one YYYY-MM-DD string", () => {
    for (const whole of ["20/11/2026", "20-11-2026", "20.11.2026", "20 November 2026", "20th Nov 2026", "2026-11-20"]) {
      expect(valid(whole, "", "")).toEqual({ status: "valid", iso: "2026-11-20" });
      expect(readDate(whole, S)).toEqual({ status: "valid", iso: "2026-11-20" });
    }
  });

  it("gives GOV.UK's messages", () => {
    expect(valid("", "", "")).toEqual({ status: "empty" });
    expect(readDate(undefined, S)).toEqual({ status: "empty" });
    const message = (day: string, month: string, year: string) => {
      const reading = valid(day, month, year);
      return reading.status === "invalid" ? reading.message : reading.status;
    };
    expect(message("20", "", "2026")).toBe(`${S} must include a month`);
    expect(message("", "11", "2026")).toBe(`${S} must include a day`);
    expect(message("20", "11", "")).toBe(`${S} must include a year`);
    expect(message("", "", "2026")).toBe(`${S} must include a day and month`);
    expect(message("20", "", "")).toBe(`${S} must include a month and year`);
    expect(message("", "11", "")).toBe(`${S} must include a day and year`);
    expect(message("20", "11", "26")).toBe("Year must include 4 numbers");
    expect(message("30", "2", "2026")).toBe(`${S} must be a real date`);
    expect(message("29", "2", "2026")).toBe(`${S} must be a real date`);
    expect(message("20", "13", "2026")).toBe(`${S} must be a real date`);
    expect(message("20", "Nob", "2026")).toBe(`${S} must be a real date`);
    expect(message("x", "11", "2026")).toBe(`${S} must be a real date`);
    expect(message("20/11", "", "")).toBe(`${S} must be a real date`);
    expect(readDate("nonsense", S)).toMatchObject({ status: "invalid", message: `${S} must be a real date` });
  });

  it("names the wrong parts, and the message alone tells the DateInput the same parts", () => {
    const cases: [string, string, string, string[]][] = [
      ["20", "", "2026", ["month"]],
      ["", "11", "2026", ["day"]],
      ["20", "11", "", ["year"]],
      ["", "", "2026", ["day", "month"]],
      ["20", "", "", ["month", "year"]],
      ["", "11", "", ["day", "year"]],
      ["20", "11", "26", ["year"]],
      ["30", "2", "2026", ["day", "month", "year"]],
      ["20", "Nob", "2026", ["day", "month", "year"]],
      ["20/11", "", "", ["day", "month", "year"]],
    ];
    for (const [day, month, year, parts] of cases) {
      const reading = valid(day, month, year);
      if (reading.status !== "invalid") throw new Error(`${day}/${month}/${year} should be invalid`);
      expect(reading.parts).toEqual(parts);
      expect(datePartsInError(reading.message)).toEqual(parts);
    }
    // A form's own rule about a valid date (a range's order, "too late") is about the whole date.
    expect(datePartsInError("The end date must be the same as or after the start date")).toEqual([
      "day",
      "month",
      "year",
    ]);
    expect(datePartsInError("Enter the date")).toEqual(["day", "month", "year"]);
    expect(datePartsInError(undefined)).toEqual([]);
  });

  it("knows the months", () => {
    expect(readMonth("Dec")).toBe(12);
    expect(readMonth("ma")).toBeNull(); // too short to tell March from May
    expect(readMonth("0")).toBeNull();
  });
});

describe("datePartsOf", () => {
  it("splits a date into the three fields, and keeps what was typed", () => {
    expect(datePartsOf("2026-11-20")).toEqual({ day: "20", month: "11", year: "2026" });
    expect(datePartsOf({ day: " 5 ", month: "Nov", year: "" })).toEqual({ day: "5", month: "Nov", year: "" });
    expect(datePartsOf(undefined)).toEqual({ day: "", month: "", year: "" });
  });
});

describe("dateInputSchema", () => {
  const schema = z.object({
    when: dateInputSchema({
      subject: S,
      required: "Enter the date",
      check: (iso) => (iso > "2026-11-23" ? "Too late" : null),
    }),
  });
  it("turns the fields into YYYY-MM-DD, or a message on the field", () => {
    expect(schema.parse({ when: { day: "20", month: "Nov", year: "2026" } })).toEqual({ when: "2026-11-20" });
    const issues = (when: unknown) =>
      schema.safeParse({ when }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({})).toEqual([["when", "Enter the date"]]);
    expect(issues({ day: "20", year: "2026" })).toEqual([["when", `${S} must include a month`]]);
    expect(issues("2026-12-01")).toEqual([["when", "Too late"]]);
  });
});
