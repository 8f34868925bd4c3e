import { afterEach, describe, expect, it } from "vitest";
import { providerDay, providerToday } from "./provider-day.ts";
import { DEFAULT_TIME_ZONE, setProviderTimeZone } from "./time-zone.ts";

afterEach(() => setProviderTimeZone(DEFAULT_TIME_ZONE));

describe("the provider's calendar day", () => {
  it.each([
    ["2026-11-22T14:00:00Z", "Australia/Sydney", "2026-11-23"], // 01:00 AEDT
    ["2026-11-22T12:59:59Z", "Australia/Sydney", "2026-11-22"], // 23:59 AEDT
    ["2026-06-30T14:00:00Z", "Australia/Sydney", "2026-07-01"], // 00:00 AEST
    ["2025-12-31T14:00:00Z", "Australia/Sydney", "2026-01-01"], // a new year
    ["2026-11-22T14:00:00Z", "Australia/Perth", "2026-11-22"], // 22:00 AWST
    ["2026-11-22T14:00:00Z", "UTC", "2026-11-22"],
    ["2024-02-29T00:00:00Z", "UTC", "2024-02-29"],
  ])("%s in %s is %s", (instant, zone, day) => {
    setProviderTimeZone(zone);
    expect(providerToday(new Date(instant))).toBe(day);
    const [year, month, date] = day.split("-").map(Number);
    expect(providerDay(new Date(instant))).toEqual({ year, month, day: date });
  });

  it("has no day for an invalid date", () => {
    expect(providerDay(new Date("x"))).toBeNull();
    expect(() => providerToday(new Date("x"))).toThrow(RangeError);
  });
});
