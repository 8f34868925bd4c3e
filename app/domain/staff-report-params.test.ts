import { describe, expect, it } from "vitest";
import { checkReportParams } from "./staff-report-params.ts";

const TODAY = "2026-11-28";

describe("checkReportParams", () => {
  it("NBN services: active only when ticked, every service otherwise; nothing else is a value", () => {
    expect(checkReportParams("nbn-services", { activeOnly: "yes" }, TODAY)).toMatchObject({
      ok: true,
      query: { isActive: true },
    });
    expect(checkReportParams("nbn-services", {}, TODAY)).toMatchObject({ ok: true, query: { isActive: false } });
    expect(checkReportParams("nbn-services", { activeOnly: "maybe" }, TODAY).ok).toBe(false);
  });

  it("NBN usage: a year and a month, this month or before", () => {
    expect(checkReportParams("nbn-usage", { year: "2026", month: "11" }, TODAY)).toMatchObject({
      ok: true,
      query: { year: "2026", month: "11" },
    });
    const errors = (values: Record<string, string>) => {
      const result = checkReportParams("nbn-usage", values, TODAY);
      return result.ok ? [] : result.errors.map((e) => `${e.fieldId}: ${e.message}`);
    };
    expect(errors({ year: "2026", month: "13" })).toEqual(["month: Enter a month from 1 to 12"]);
    expect(errors({ year: "2026", month: "12" })).toEqual(["month: The month must be this month or before"]);
    expect(errors({ year: "1999", month: "1" })).toEqual(["year: Enter a year from 2000 to 2026, like 2026"]);
    expect(errors({ year: "twenty", month: "" })).toHaveLength(2);
  });

  it("failed payments: real dates, the end not in the future nor before the start, at most a year", () => {
    const check = (fromDate: string, toDate: string) => {
      const result = checkReportParams("failed-payments", { fromDate, toDate }, TODAY);
      return result.ok ? "ok" : result.errors.map((e) => e.message).join("; ");
    };
    expect(check("2025-11-28", "2026-11-28")).toBe("ok");
    expect(check("2024-02-29", "2025-02-28")).toBe("ok");
    expect(check("2025-11-27", "2026-11-28")).toBe("The date range must be a year or less");
    expect(check("2026-11-01", "2026-11-29")).toBe("The end date must be today or in the past");
    expect(check("2026-05-02", "2026-05-01")).toBe("The end date must be on or after the start date");
    expect(check("2026-02-30", "2026-03-01")).toBe("Enter the start date as a real date, like 2026-01-31");
  });

  it("keeps what was typed, trimmed, to show again beside the errors", () => {
    expect(checkReportParams("nbn-usage", { year: " 2026 ", month: "13" }, TODAY).values).toEqual({
      year: "2026",
      month: "13",
    });
  });
});
