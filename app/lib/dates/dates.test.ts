import { afterEach, describe, expect, it } from "vitest";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import {
  addDaysToIsoDate,
  addMonths,
  addYearsToIsoDate,
  currentYearMonth,
  daysBetween,
  daysInMonth,
  lastNDays,
  monthRange,
  parseIsoDate,
  parseYearMonth,
  todayIso,
  zonedParts,
} from "#app/lib/dates/calendar.ts";
import {
  displayedByDateFns,
  csvDate,
  csvDateTime,
  dateTimeShown,
  displayValue,
  formatDate,
  formatDateTime,
  formatDay,
  formatShortMonth,
  formatTime,
  formatTimeWindow,
  isoYearMonth,
  machineDateTime,
  monthLabel,
} from "#app/lib/dates/format.ts";
import { DEFAULT_TIME_ZONE, providerTimeZone, setProviderTimeZone } from "#app/domain/time-zone.ts";

describe("parseIsoDate", () => {
  it.each([
    ["2026-03-05", "2026-03-05T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
    ["2026-12-31", "2026-12-31T00:00:00.000Z"],
    ["0099-01-01", "0099-01-01T00:00:00.000Z"],
  ])("%s → UTC midnight", (value, iso) => {
    expect(parseIsoDate(value)?.toISOString()).toBe(iso);
  });

  it.each([
    "2026-02-30",
    "2025-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-1-5",
    "26-01-05",
    "2026-01-05T00:00:00Z",
    " 2026-01-05",
    "",
    "2026/01/05",
    "abcd-ef-gh",
    undefined,
    20260105,
  ])("%j → null", (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});

describe("parseYearMonth", () => {
  it.each([
    [2026, 3, { year: 2026, month: 3 }],
    ["2026", "03", { year: 2026, month: 3 }],
    ["2000", "1", { year: 2000, month: 1 }],
    [2100, 12, { year: 2100, month: 12 }],
  ])("%j/%j is valid", (year, month, expected) => {
    expect(parseYearMonth(year, month)).toEqual(expected);
  });

  it.each([
    [2026, 13],
    [2026, 0],
    [2026, -1],
    [1999, 6],
    [2101, 6],
    [2026.5, 6],
    [2026, 1.5],
    ["2026", "abc"],
    ["", "3"],
    ["2026", ""],
    [undefined, 3],
    ["2026", null],
    ["2e3", "1"],
    [NaN, 1],
  ])("%j/%j → null", (year, month) => {
    expect(parseYearMonth(year, month)).toBeNull();
  });
});

describe("monthRange and daysInMonth", () => {
  it.each([
    [2026, 2, "2026-02-01", "2026-02-28", 28],
    [2024, 2, "2024-02-01", "2024-02-29", 29],
    [2026, 4, "2026-04-01", "2026-04-30", 30],
    [2026, 12, "2026-12-01", "2026-12-31", 31],
    [2000, 2, "2000-02-01", "2000-02-29", 29],
    [2100, 2, "2100-02-01", "2100-02-28", 28],
  ])("%i-%i", (year, month, start, end, days) => {
    expect(monthRange(year, month)).toEqual({ start, end, daysInMonth: days });
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe("addMonths", () => {
  it.each([
    [{ year: 2026, month: 3 }, 1, { year: 2026, month: 4 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 3 }, -15, { year: 2024, month: 12 }],
    [{ year: 2026, month: 3 }, 24, { year: 2028, month: 3 }],
    [{ year: 2026, month: 3 }, 0, { year: 2026, month: 3 }],
  ])("%j + %i", (ym, delta, expected) => {
    expect(addMonths(ym, delta)).toEqual(expected);
  });
});

describe("Sydney calendar", () => {
  it("reads today in Australia/Sydney", () => {
    // 14:00 UTC on 31 Dec 2025 is 01:00 on 1 Jan 2026 in Sydney (AEDT).
    const now = new Date("2025-12-31T14:00:00Z");
    expect(todayIso(now)).toBe("2026-01-01");
    expect(currentYearMonth(now)).toEqual({ year: 2026, month: 1 });
    expect(zonedParts(now)).toEqual({ year: 2026, month: 1, day: 1, hour: 1, minute: 0, second: 0 });
  });

  it("gives midnight as hour 0", () => {
    expect(zonedParts(new Date("2026-07-01T14:00:00Z"))?.hour).toBe(0);
  });

  it("returns null parts for an invalid date and throws for today", () => {
    expect(zonedParts(new Date("x"))).toBeNull();
    expect(() => todayIso(new Date("x"))).toThrow(RangeError);
  });
});

describe("lastNDays", () => {
  const now = new Date("2026-03-05T03:00:00Z"); // 14:00 on 5 March in Sydney

  it("includes today: 30 days back from 5 March starts 4 February", () => {
    expect(lastNDays(30, now)).toEqual({ from: "2026-02-04", to: "2026-03-05" });
  });

  it("n = 1 is just today", () => {
    expect(lastNDays(1, now)).toEqual({ from: "2026-03-05", to: "2026-03-05" });
  });

  it("crosses years and leap days", () => {
    expect(lastNDays(366, new Date("2024-12-31T01:00:00Z"))).toEqual({ from: "2024-01-01", to: "2024-12-31" });
  });

  it("uses the Sydney date near midnight UTC", () => {
    expect(lastNDays(1, new Date("2026-03-04T13:30:00Z"))).toEqual({ from: "2026-03-05", to: "2026-03-05" });
  });

  it.each([0, -1, 1.5, NaN])("rejects n = %s", (n) => {
    expect(() => lastNDays(n, now)).toThrow(RangeError);
  });
});

describe("calendar arithmetic on YYYY-MM-DD", () => {
  it.each([
    ["2026-02-28", 1, "2026-03-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-10-04", 30, "2026-11-03"],
  ])("%s + %i days = %s", (iso, days, expected) => {
    expect(addDaysToIsoDate(iso, days)).toBe(expected);
  });

  it("moves by years, 29 February becoming 28 February", () => {
    expect(addYearsToIsoDate("2026-03-05", -1)).toBe("2025-03-05");
    expect(addYearsToIsoDate("2024-02-29", 1)).toBe("2025-02-28");
    expect(addYearsToIsoDate("2024-02-29", 4)).toBe("2028-02-29");
  });

  it("counts days between dates across daylight saving and leap days", () => {
    expect(daysBetween("2026-04-04", "2026-04-06")).toBe(2);
    expect(daysBetween("2026-10-03", "2026-10-05")).toBe(2);
    expect(daysBetween("2024-01-01", "2024-12-31")).toBe(365);
    expect(daysBetween("2026-03-10", "2026-03-01")).toBe(-9);
  });

  it("refuses what is not a date", () => {
    expect(() => addDaysToIsoDate("2026-02-30", 1)).toThrow(RangeError);
    expect(() => daysBetween("2026-01-01", "x")).toThrow(RangeError);
  });

  it("names months", () => {
    expect(monthLabel({ year: 2026, month: 9 })).toBe("September 2026");
    // The plain text is what date-fns writes, for every month of a few years (and beyond the plain range).
    for (const year of [999, 1000, 2000, 2026, 2100, 9999, 10000])
      for (let month = 0; month <= 13; month++) {
        expect(monthLabel({ year, month }), `${year}-${month}`).toBe(
          format(new TZDate(year, month - 1, 1, "UTC"), "MMMM yyyy"),
        );
      }
    expect(isoYearMonth({ year: 2026, month: 3 })).toBe("2026-03");
    expect(formatShortMonth("2026-09-30")).toBe("Sep 2026");
  });

  it("gives files ISO dates in the provider's zone", () => {
    expect(csvDate("2026-03-05T13:30:00Z")).toBe("2026-03-06");
    expect(csvDateTime("2026-03-05T03:07:09Z")).toBe("2026-03-05 14:07:09");
    expect(csvDate("2026-03-05")).toBe("2026-03-05");
  });
});

describe("PROVIDER_TIME_ZONE", () => {
  afterEach(() => setProviderTimeZone(DEFAULT_TIME_ZONE));

  it("is Australia/Sydney unless the server sets another", () => {
    expect(providerTimeZone()).toBe("Australia/Sydney");
  });

  it("moves today and every shown date to the configured zone", () => {
    // 14:00 UTC on 31 Dec 2025: already 1 Jan in Sydney, still 31 Dec in Perth (UTC+8).
    const now = new Date("2025-12-31T14:00:00Z");
    setProviderTimeZone("Australia/Perth");
    expect(todayIso(now)).toBe("2025-12-31");
    expect(currentYearMonth(now)).toEqual({ year: 2025, month: 12 });
    expect(formatDateTime(now)).toBe("31 December 2025 at 10:00pm");
    expect(formatDate("2026-03-05")).toBe("5 March 2026");
    setProviderTimeZone("Australia/Sydney");
    expect(todayIso(now)).toBe("2026-01-01");
  });
});

describe("date-times shown exactly (issue 15, item 6)", () => {
  it("gives <time dateTime> the instant with the provider zone's offset", () => {
    expect(machineDateTime("2026-11-22T21:37:00Z")).toBe("2026-11-23T08:37:00+11:00");
    expect(machineDateTime("2026-07-01T09:00:00")).toBe("2026-07-01T09:00:00+10:00");
    expect(machineDateTime("not a date")).toBeNull();
    expect(dateTimeShown("2026-11-22T21:37:00Z")).toEqual({
      text: "23 November 2026 at 8:37am",
      iso: "2026-11-23T08:37:00+11:00",
    });
    expect(dateTimeShown("x")).toEqual({ text: "—", iso: null });
  });

  it("shows a provider's raw date-time in a free-text value worded for people, other text as it is", () => {
    expect(displayValue("2026-11-10T10:00:30.000Z")).toBe("10 November 2026 at 9:00pm");
    expect(displayValue("Up, 100/40 Mbps")).toBe("Up, 100/40 Mbps");
    expect(displayValue("2026")).toBe("2026");
  });
});

describe("formatDate, formatDateTime and machineDateTime give date-fns's text, faster", () => {
  const zones = [
    "Australia/Sydney",
    "Australia/Perth",
    "Australia/Adelaide",
    "Australia/Lord_Howe",
    "UTC",
    "America/St_Johns",
  ];
  // Every 25 h 13 min across two years (each hour of the day, both daylight-saving changes), and
  // the changes themselves.
  const instants: number[] = [];
  for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += (25 * 60 + 13) * 60_000) instants.push(t);
  instants.push(
    Date.UTC(2026, 3, 4, 15, 59, 59),
    Date.UTC(2026, 3, 4, 16, 0, 0),
    Date.UTC(2026, 9, 3, 15, 59, 59),
    Date.UTC(2026, 9, 3, 16),
    // Before standard time (an offset in seconds), and a date-time with milliseconds.
    Date.UTC(1890, 5, 1, 12),
    Date.UTC(2026, 5, 1, 12, 30, 15, 999),
  );
  const strings = [
    "2026-03-05",
    "2026-02-29",
    "2024-02-29",
    "2026-13-01",
    "2026-03-05T14:07:09",
    "2026-03-05 14:07",
    "2026-03-05T24:00:00",
    "2026-03-05T00:00:00.123456",
    " 2026-03-05 ",
    "2026-03-05T14:07:09Z",
    "2026-03-05T14:07:09.5+10:00",
    "2026-03-05T14:07:09-0330",
    "2026-10-04T02:30:00",
    "05/03/2026",
    "",
    "not a date",
  ];

  it.each(zones)("in %s", (zone) => {
    const before = providerTimeZone();
    setProviderTimeZone(zone);
    try {
      for (const t of instants) {
        for (const value of [t, new Date(t), new Date(t).toISOString()]) {
          expect(formatDate(value), String(value)).toBe(displayedByDateFns.formatDate(value));
          expect(formatDateTime(value), String(value)).toBe(displayedByDateFns.formatDateTime(value));
          expect(machineDateTime(value), String(value)).toBe(displayedByDateFns.machineDateTime(value));
        }
      }
      for (const value of [...strings, new Date(Number.NaN), Number.NaN]) {
        expect(formatDate(value), String(value)).toBe(displayedByDateFns.formatDate(value));
        expect(formatDateTime(value), String(value)).toBe(displayedByDateFns.formatDateTime(value));
        expect(machineDateTime(value), String(value)).toBe(displayedByDateFns.machineDateTime(value));
      }
    } finally {
      setProviderTimeZone(before);
    }
  });
});

describe("the house style: dates worded for people in the provider's zone", () => {
  it("writes a date with the month's name and no leading zero", () => {
    expect(formatDate("2026-03-05")).toBe("5 March 2026");
    expect(formatDate("2026-11-30")).toBe("30 November 2026");
    expect(formatDate("2026-02-30")).toBe("—");
  });

  it("gives a day to plan around its weekday", () => {
    expect(formatDay("2026-11-30")).toBe("Monday 30 November 2026");
    expect(formatDay("2026-12-20")).toBe("Sunday 20 December 2026");
    expect(formatDay("2024-02-29")).toBe("Thursday 29 February 2024");
    expect(formatDay("nope")).toBe("—");
  });

  it("writes times without seconds, am and pm in lower case, and names midnight and midday", () => {
    expect(formatTime("2026-11-25T09:00:00")).toBe("9:00am");
    expect(formatTime("2026-11-25T14:07:59")).toBe("2:07pm");
    expect(formatTime("2026-11-25T00:00:00")).toBe("midnight");
    expect(formatTime("2026-11-25T12:00:00")).toBe("midday");
    expect(formatTime("2026-11-25T00:15:00")).toBe("12:15am");
    expect(formatTime("2026-11-25T12:30:00")).toBe("12:30pm");
    expect(formatDateTime("2026-11-25T09:00:00")).toBe("25 November 2026 at 9:00am");
    expect(formatDateTime("2026-11-25T00:00:00")).toBe("25 November 2026 at midnight");
    expect(formatDateTime("2026-11-25T12:00:00")).toBe("25 November 2026 at midday");
  });

  it("shows 00:15 in Sydney as that Sydney day, though it is still the day before in UTC", () => {
    const justAfterMidnight = "2026-11-25T13:15:00.000Z"; // 00:15 on 26 November in Sydney (AEDT)
    expect(formatDate(justAfterMidnight)).toBe("26 November 2026");
    expect(formatDateTime(justAfterMidnight)).toBe("26 November 2026 at 12:15am");
    expect(formatDay(new Date(justAfterMidnight))).toBe("Thursday 26 November 2026");
    expect(todayIso(new Date(justAfterMidnight))).toBe("2026-11-26");
  });

  it("words a visit's window", () => {
    expect(formatTimeWindow("2026-12-21T08:00:00", "2026-12-21T12:00:00")).toBe(
      "Monday 21 December 2026, 8:00am to midday",
    );
    expect(formatTimeWindow("2026-12-21T12:00:00", "2026-12-21T17:00:00")).toBe(
      "Monday 21 December 2026, midday to 5:00pm",
    );
    expect(formatTimeWindow("x", "2026-12-21T17:00:00")).toBe("—");
  });
});
