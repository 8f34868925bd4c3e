import { describe, expect, it } from "vitest";
import { defaultRange, FILTER_MESSAGES, paginate, parsePage, parseRange } from "./billing-query.ts";

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

describe("paging", () => {
  it("reads page numbers leniently", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of [null, "0", "-1", "abc", "1e3", "99999999"]) expect(parsePage(bad)).toBe(1);
  });

  it("slices pages and clamps past the end", () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, 1, 10)).toMatchObject({ items: items.slice(0, 10), page: 1, pageCount: 3, total: 23 });
    expect(paginate(items, 3, 10).items).toEqual([20, 21, 22]);
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate([], 1, 10)).toMatchObject({ items: [], page: 1, pageCount: 1 });
  });
});
