import { describe, expect, it } from "vitest";
import { ageAt, dayText, providerIsoDate } from "./util.ts";

describe("the sandbox's dates", () => {
  it("dates a payment in the provider's zone, not UTC (issue 15, item 6)", () => {
    // 08:37 on 23 Nov in Sydney is 21:37 on 22 Nov UTC.
    expect(providerIsoDate(new Date("2026-11-22T21:37:00Z"))).toBe("2026-11-23");
    expect(providerIsoDate(new Date("2026-11-23T12:59:59Z"))).toBe("2026-11-23");
    expect(providerIsoDate(new Date("2026-11-23T13:00:00Z"))).toBe("2026-11-24");
  });
});

describe("the sandbox's age check", () => {
  // Born 23 November 2008: 18 from 00:00 on 23 November 2026 in Sydney (13:00 UTC on the 22nd).
  it.each([
    ["01:00 in Sydney on the 18th birthday", "2026-11-22T14:00:00Z", 18],
    ["00:00 in Sydney on the 18th birthday", "2026-11-22T13:00:00Z", 18],
    ["23:59 in Sydney the day before", "2026-11-22T12:59:00Z", 17],
  ])("at %s the customer is %i, in the provider's zone", (_, instant, age) => {
    expect(ageAt("2008-11-23", new Date(instant))).toBe(age);
  });

  it.each([
    ["2000-02-29", "2018-02-28T01:00:00Z", 17],
    ["2000-02-29", "2018-03-01T01:00:00Z", 18],
  ])("born %s, at %s: %i", (dateOfBirth, instant, age) => {
    expect(ageAt(dateOfBirth, new Date(instant))).toBe(age);
  });
});

describe("the sandbox's day text", () => {
  it.each([
    ["2026-12-05", "Saturday 5 December 2026"],
    ["2026-09-30", "Wednesday 30 September 2026"],
    ["2026-01-01", "Thursday 1 January 2026"],
  ])("%s is written %s", (iso, text) => {
    expect(dayText(iso)).toBe(text);
  });
});
