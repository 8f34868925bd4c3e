import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "#app/lib/dates/format.ts";
import { MONTH_NAMES } from "#app/domain/months.ts";
import { PLACEHOLDER, formatMoney } from "#app/domain/format.ts";
import { bytesToMegabytes, formatDuration, formatFileSize } from "./format-usage.ts";
import { parseMoneyInput } from "./money-input.ts";

describe("formatMoney", () => {
  it.each([
    [0, "$0.00"],
    [1, "$0.01"],
    [99, "$0.99"],
    [100, "$1.00"],
    [1234, "$12.34"],
    [123456, "$1,234.56"],
    [100000000, "$1,000,000.00"],
    [-1234, "-$12.34"],
    [-123456, "-$1,234.56"],
    [-1, "-$0.01"],
    [12.5, "$0.13"],
    [-0.4, "$0.00"],
    [-0, "$0.00"],
    [Number.MAX_SAFE_INTEGER, "$90,071,992,547,409.91"],
    [1e21, "$10,000,000,000,000,000,000.00"],
  ])("%s cents → %s", (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it("drops the dollar sign when asked, keeping sign and separators", () => {
    expect(formatMoney(123456, { noPrefix: true })).toBe("1,234.56");
    expect(formatMoney(-1234, { noPrefix: true })).toBe("-12.34");
    expect(formatMoney(0, { noPrefix: false })).toBe("$0.00");
  });

  it.each([NaN, Infinity, -Infinity, "12" as unknown as number, undefined as unknown as number])(
    "%s → placeholder, never NaN",
    (value) => {
      expect(formatMoney(value)).toBe(PLACEHOLDER);
      expect(formatMoney(value, { noPrefix: true })).toBe(PLACEHOLDER);
    },
  );
});

describe("formatDate and formatDateTime (Australia/Sydney)", () => {
  it("formats an instant in Sydney time, not the host's", () => {
    // 03:07:09 UTC on 5 March 2026 is 14:07:09 AEDT (UTC+11).
    const instant = new Date("2026-03-05T03:07:09Z");
    expect(formatDate(instant)).toBe("5 March 2026");
    expect(formatDateTime(instant)).toBe("5 March 2026 at 2:07pm");
    expect(formatDateTime(instant.getTime())).toBe("5 March 2026 at 2:07pm");
    expect(formatDateTime("2026-03-05T03:07:09.000Z")).toBe("5 March 2026 at 2:07pm");
    expect(formatDateTime("2026-03-05T14:07:09+11:00")).toBe("5 March 2026 at 2:07pm");
  });

  it("moves to the next Sydney day late in the UTC day", () => {
    expect(formatDate(new Date("2026-03-05T13:30:00Z"))).toBe("6 March 2026");
    expect(formatDateTime(new Date("2026-03-05T13:30:00Z"))).toBe("6 March 2026 at 12:30am");
  });

  it("follows daylight saving (AEST in winter, UTC+10)", () => {
    expect(formatDateTime(new Date("2026-07-01T02:00:00Z"))).toBe("1 July 2026 at midday");
  });

  it("reads zone-less strings as Sydney wall time", () => {
    expect(formatDate("2026-03-05")).toBe("5 March 2026");
    expect(formatDateTime("2026-03-05")).toBe("5 March 2026 at midnight");
    expect(formatDateTime("2026-03-05T14:07:09")).toBe("5 March 2026 at 2:07pm");
    expect(formatDateTime("2026-03-05 00:00")).toBe("5 March 2026 at midnight");
    expect(formatDateTime("2026-12-31T23:59:59.999")).toBe("31 December 2026 at 11:59pm");
  });

  it("names every month in full", () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatDate(`2026-${String(i + 1).padStart(2, "0")}-15`).replace(/^15 (\w+) 2026$/, "$1"),
    );
    expect(months).toEqual(MONTH_NAMES);
  });

  it.each([
    new Date("nope"),
    NaN,
    Infinity,
    "",
    "not a date",
    "2026-02-30",
    "2026-13-01",
    "2026-03-05T24:00:00",
    "2026-03-05T12:60",
    "05/03/2026",
    "March 5, 2026",
    null as unknown as string,
    undefined as unknown as string,
  ])("invalid %s → placeholder", (value) => {
    expect(formatDate(value)).toBe(PLACEHOLDER);
    expect(formatDateTime(value)).toBe(PLACEHOLDER);
  });

  it("accepts epoch 0 and leap days", () => {
    expect(formatDate(0)).toBe("1 January 1970");
    expect(formatDate("2024-02-29")).toBe("29 February 2024");
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [1, "1 Bytes"],
    [512, "512 Bytes"],
    [1023, "1023 Bytes"],
    [1023.4, "1023 Bytes"],
    [1023.6, "1.00 KB"],
    [1024, "1.00 KB"],
    [1536, "1.50 KB"],
    [1048575, "1.00 MB"],
    [1048576, "1.00 MB"],
    [1073741824, "1.00 GB"],
    [1024 ** 4, "1.00 TB"],
    [5.5 * 1024 ** 3, "5.50 GB"],
    [1024 ** 5, "1,024.00 TB"],
    [1e300, expect.stringMatching(/^[\d,]+\.00 TB$/)],
    [-1024, "-1.00 KB"],
    [-5, "-5 Bytes"],
    [-0.2, "0 Bytes"],
  ])("%s → %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toEqual(expected);
  });

  it.each([NaN, Infinity, -Infinity, "1024" as unknown as number])("%s → placeholder", (value) => {
    expect(formatFileSize(value)).toBe(PLACEHOLDER);
  });
});

describe("bytesToMegabytes", () => {
  it("divides by 1048576", () => {
    expect(bytesToMegabytes(1048576)).toBe(1);
    expect(bytesToMegabytes(0)).toBe(0);
    expect(bytesToMegabytes(524288)).toBe(0.5);
    expect(bytesToMegabytes(-1048576)).toBe(-1);
    expect(bytesToMegabytes(NaN)).toBeNaN();
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [5, "5 s"],
    [59.4, "59 s"],
    [59.6, "1 min"],
    [125, "2 min 5 s"],
    [3554, "59 min 14 s"],
    [3600, "1 h"],
    [3723, "1 h 2 min 3 s"],
    [8374, "2 h 19 min 34 s"],
    [90061, "25 h 1 min 1 s"],
  ])("%s s → %s", (seconds, expected) => {
    expect(formatDuration(seconds).replaceAll("\u00a0", " ")).toBe(expected);
  });

  it.each([-1, NaN, Infinity])("%s → placeholder", (value) => {
    expect(formatDuration(value)).toBe(PLACEHOLDER);
  });
});

describe("parseMoneyInput", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["0.01", 1],
    [".5", 50],
    ["0", 0],
    ["$1,234.56", 123456],
    ["1234.56", 123456],
    ["  $ 12 ", 1200],
    ["1,000,000", 100000000],
    ["-12.50", -1250],
    ["-$12.50", -1250],
    ["$-12.50", -1250],
    ["-0", 0],
  ])("%j → %s cents", (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each([
    "",
    "   ",
    "$",
    "abc",
    "12a",
    "1e3",
    "12.345",
    "1,23",
    "1,2345",
    "12.",
    "--12",
    "-$-12",
    "12 34",
    "NaN",
    "Infinity",
    "$$12",
    "99999999999999999",
  ])("%j → null", (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it("rejects non-strings", () => {
    expect(parseMoneyInput(12 as unknown as string)).toBeNull();
    expect(parseMoneyInput(undefined as unknown as string)).toBeNull();
  });
});
