import { describe, expect, it } from "vitest";
import {
  LENGTH_MESSAGE,
  MONTH_MESSAGE,
  ORDER_MESSAGE,
  RANGE_SUBJECTS,
  rangeCsvQuery,
  YEAR_MESSAGE,
  parseMonthQuery,
  parseRangeQuery,
  withParams,
} from "./usage-query.ts";

// 15 Mar 2026, midday in Sydney.
const NOW = new Date("2026-03-15T01:00:00Z");
const q = (text: string) => new URLSearchParams(text);

describe("parseMonthQuery", () => {
  it("defaults to the current month, with no next month", () => {
    expect(parseMonthQuery(q(""), NOW)).toEqual({
      ok: true,
      month: { year: 2026, month: 3 },
      previous: { year: 2026, month: 2 },
      next: null,
      isFuture: false,
    });
  });
  it("moves across years", () => {
    const result = parseMonthQuery(q("year=2025&month=12"), NOW);
    expect(result).toMatchObject({ ok: true, previous: { year: 2025, month: 11 }, next: { year: 2026, month: 1 } });
    expect(parseMonthQuery(q("year=2026&month=1"), NOW)).toMatchObject({ previous: { year: 2025, month: 12 } });
  });
  it("flags a future month", () => {
    expect(parseMonthQuery(q("year=2026&month=4"), NOW)).toMatchObject({ ok: true, isFuture: true, next: null });
  });
  it("explains month 13, month 0, a word and a bad year", () => {
    expect(parseMonthQuery(q("year=2026&month=13"), NOW)).toEqual({
      ok: false,
      errors: [{ field: "month", message: MONTH_MESSAGE }],
      values: { year: "2026", month: "13" },
    });
    expect(parseMonthQuery(q("month=0"), NOW)).toMatchObject({ ok: false });
    expect(parseMonthQuery(q("month=march"), NOW)).toMatchObject({ ok: false });
    expect(parseMonthQuery(q("year=1999&month=2.5"), NOW)).toMatchObject({
      ok: false,
      errors: [
        { field: "year", message: YEAR_MESSAGE },
        { field: "month", message: MONTH_MESSAGE },
      ],
    });
  });
});

describe("parseRangeQuery", () => {
  const parts = (day: string, month: string, year: string) => ({ day, month, year });
  it("defaults to the last 30 days, shown in the date inputs", () => {
    expect(parseRangeQuery(q(""), NOW)).toEqual({
      ok: true,
      from: "2026-02-14",
      to: "2026-03-15",
      uninvoiced: false,
      input: { from: parts("14", "02", "2026"), to: parts("15", "03", "2026") },
    });
  });
  it("reads the date inputs' fields as people type them, and uninvoiced", () => {
    const query = parseRangeQuery(
      q("from.day=1&from.month=Jan&from.year=2026&to.day=31&to.month=1&to.year=2026&uninvoiced=on"),
      NOW,
    );
    expect(query).toEqual({
      ok: true,
      from: "2026-01-01",
      to: "2026-01-31",
      uninvoiced: true,
      input: { from: parts("1", "Jan", "2026"), to: parts("31", "1", "2026") },
    });
    expect(rangeCsvQuery(query as { from: string; to: string; uninvoiced: boolean })).toBe(
      "?from=2026-01-01&to=2026-01-31&uninvoiced=on",
    );
  });
  it("keeps older links and the CSV link working (from=YYYY-MM-DD), and whole dates typed into the day field", () => {
    expect(parseRangeQuery(q("from=2026-01-01&to=2026-01-31"), NOW)).toMatchObject({
      ok: true,
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(parseRangeQuery(q("from.day=20/02/2026&to.day=1 March 2026"), NOW)).toMatchObject({
      ok: true,
      from: "2026-02-20",
      to: "2026-03-01",
    });
  });
  it("rejects dates that do not exist, naming the wrong part, and keeps what was typed", () => {
    expect(parseRangeQuery(q("from=2026-02-30&to=2026-03-01"), NOW)).toMatchObject({
      ok: false,
      errors: [{ field: "from", focus: "from", message: `${RANGE_SUBJECTS.from} must be a real date` }],
      input: { from: parts("30", "02", "2026"), to: parts("01", "03", "2026") },
    });
    expect(parseRangeQuery(q("from.day=1&from.month=&from.year=2026"), NOW)).toMatchObject({
      ok: false,
      errors: [{ field: "from", focus: "from-month", message: `${RANGE_SUBJECTS.from} must include a month` }],
      input: { from: parts("1", "", "2026") },
    });
    expect(parseRangeQuery(q("to=nonsense"), NOW)).toMatchObject({
      errors: [{ field: "to", message: `${RANGE_SUBJECTS.to} must be a real date` }],
    });
  });
  it("rejects to before from, and over-long ranges", () => {
    expect(parseRangeQuery(q("from=2026-03-10&to=2026-03-01"), NOW)).toMatchObject({
      errors: [{ field: "to", message: ORDER_MESSAGE }],
    });
    expect(parseRangeQuery(q("from=2024-01-01&to=2026-03-01"), NOW)).toMatchObject({
      errors: [{ field: "from", message: LENGTH_MESSAGE }],
    });
    expect(parseRangeQuery(q("from=2026-03-01&to=2026-03-01"), NOW)).toMatchObject({ ok: true });
  });
});

describe("paging helpers", () => {
  it("withParams replaces values and drops dismiss", () => {
    expect(withParams(q("year=2026&month=3&dismiss=x"), { month: 4 })).toBe("?year=2026&month=4");
    expect(withParams(q("page=2"), { page: null })).toBe("");
  });
});
