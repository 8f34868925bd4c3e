import { describe, expect, it } from "vitest";
import { defaultRange, FILTER_MESSAGES, parseRange } from "./billing-query.ts";

const NOW = new Date("2026-11-21T01:00:00Z"); // 21 Nov 2026 in Sydney

describe("date range", () => {
  it("defaults to the last 12 months including today", () => {
    expect(defaultRange(NOW)).toEqual({ from: "2025-11-22", to: "2026-11-21" });
    expect(defaultRange(new Date("2024-02-29T01:00:00Z"))).toEqual({ from: "2023-03-01", to: "2024-02-29" });
  });

  it("takes a valid range from the query", () => {
    const range = parseRange(new URLSearchParams("from=2026-01-01&to=2026-03-31"), NOW);
    expect(range).toMatchObject({ from: "2026-01-01", to: "2026-03-31", errors: {} });
  });

  it("explains a bad range and falls back to the default", () => {
    const bad = parseRange(new URLSearchParams("from=2026-02-30&to=nonsense"), NOW);
    expect(bad.errors).toEqual({ from: "The start date must be a real date", to: "The end date must be a real date" });
    expect(bad).toMatchObject({
      from: "2025-11-22",
      to: "2026-11-21",
      input: { from: { day: "30", month: "02", year: "2026" }, to: { day: "nonsense", month: "", year: "" } },
    });
    expect(parseRange(new URLSearchParams("from=2026-05-01&to=2026-04-01"), NOW).errors.to).toBe(FILTER_MESSAGES.order);
    expect(parseRange(new URLSearchParams("from=2010-01-01&to=2026-04-01"), NOW).errors.to).toBe(
      FILTER_MESSAGES.tooLong,
    );
  });
});

describe("date range typed into the date inputs (Day, Month, Year)", () => {
  it("reads dates as people write them and keeps what was typed", () => {
    const range = parseRange(
      new URLSearchParams("from.day=1&from.month=Nov&from.year=2025&to.day=20&to.month=11&to.year=2026"),
      NOW,
    );
    expect(range).toMatchObject({ from: "2025-11-01", to: "2026-11-20", errors: {} });
    expect(range.input).toEqual({
      from: { day: "1", month: "Nov", year: "2025" },
      to: { day: "20", month: "11", year: "2026" },
    });
  });

  it("says which part is missing, and empty fields take the default", () => {
    const range = parseRange(
      new URLSearchParams("from.day=1&from.month=&from.year=2025&to.day=&to.month=&to.year="),
      NOW,
    );
    expect(range.errors).toEqual({ from: "The start date must include a month" });
    expect(range.input.from).toEqual({ day: "1", month: "", year: "2025" });
    expect(parseRange(new URLSearchParams("from.day=&from.month=&from.year="), NOW)).toMatchObject(defaultRange(NOW));
  });
});
