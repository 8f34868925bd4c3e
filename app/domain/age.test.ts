import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, setProviderTimeZone } from "./time-zone.ts";
import { createIdentitySchema } from "#app/routes/activate-sim/activate-sim.schemas.ts";
import { detailsSchemaOn } from "#app/routes/signup/join.schemas.ts";
import { ADULT_AGE, ageAt, ageOn, bornBefore, isAdultAt } from "./age.ts";

afterEach(() => setProviderTimeZone(DEFAULT_TIME_ZONE));

describe("ageOn: whole years between two calendar dates", () => {
  it.each([
    ["2008-11-23", "2026-11-23", 18], // the 18th birthday
    ["2008-11-24", "2026-11-23", 17], // the day before it
    ["2008-11-22", "2026-11-23", 18],
    ["2008-12-01", "2026-11-30", 17], // an earlier month
    ["2008-01-31", "2026-02-01", 18], // a later month
    ["2000-02-29", "2018-02-28", 17], // a leap-day birthday: not yet on 28 February
    ["2000-02-29", "2018-03-01", 18], // but on 1 March
    ["2000-02-29", "2020-02-29", 20],
    ["2026-11-23", "2026-11-23", 0], // born today
    ["2026-11-24", "2026-11-23", -1], // not born yet
    ["1900-01-01", "2026-11-23", 126],
  ])("born %s, on %s: %i", (dateOfBirth, today, age) => {
    expect(ageOn(dateOfBirth, today)).toBe(age);
  });
});

describe("ageAt and isAdultAt: on the provider's calendar day", () => {
  // Sydney is UTC+11 in November (daylight saving) and UTC+10 in June.
  it.each([
    ["01:00 in Sydney on the 18th birthday (still the day before in UTC)", "2026-11-22T14:00:00Z", 18, true],
    ["00:00 in Sydney on the 18th birthday", "2026-11-22T13:00:00Z", 18, true],
    ["23:59 in Sydney the day before", "2026-11-22T12:59:00Z", 17, false],
    ["noon in Sydney on the 18th birthday", "2026-11-23T01:00:00Z", 18, true],
    ["23:30 in Sydney on the day after (already 24 November)", "2026-11-24T12:30:00Z", 18, true],
  ])("born 23 November 2008, at %s", (_, instant, age, adult) => {
    const now = new Date(instant);
    expect(ageAt("2008-11-23", now)).toBe(age);
    expect(isAdultAt("2008-11-23", now)).toBe(adult);
  });

  it("follows the provider's zone, not the host's", () => {
    const now = new Date("2026-11-22T14:00:00Z"); // 01:00 on 23 November in Sydney, 14:00 on 22 November in London
    setProviderTimeZone("Europe/London");
    expect(isAdultAt("2008-11-23", now)).toBe(false);
    setProviderTimeZone("Australia/Sydney");
    expect(isAdultAt("2008-11-23", now)).toBe(true);
  });

  it("18 is the age", () => {
    expect(ADULT_AGE).toBe(18);
  });

  it.each([
    ["2026-11-22", true],
    ["2026-11-23", false], // born today: not "in the past"
    ["2026-11-24", false],
  ])("born %s is before 01:00 on 23 November in Sydney: %s", (dateOfBirth, before) => {
    expect(bornBefore(dateOfBirth, new Date("2026-11-22T14:00:00Z"))).toBe(before);
  });
});

describe("join and SIM activation agree, through this one rule", () => {
  const dateOfBirth = { day: "23", month: "11", year: "2008" };

  it.each([
    ["01:00 in Sydney on the 18th birthday", "2026-11-22T14:00:00Z", true],
    ["23:59 in Sydney the day before", "2026-11-22T12:59:00Z", false],
  ])("born 23 November 2008, at %s", (_, instant, accepted) => {
    const now = () => new Date(instant);
    const join = detailsSchemaOn(now).safeParse({
      firstName: "Sam",
      lastName: "Lee",
      email: "sam@example.com",
      mobile: "0412 345 678",
      dateOfBirth,
    });
    const sim = createIdentitySchema(now).safeParse({ dateOfBirth, idType: "passport", idNumber: "PA1234567" });
    expect(join.success).toBe(accepted);
    expect(sim.success).toBe(accepted);
    if (!accepted) {
      expect(join.error?.issues.map((i) => i.message)).toEqual(["You must be 18 or over to join"]);
      expect(sim.error?.issues.map((i) => i.message)).toEqual(["You must be 18 or over to activate a mobile service"]);
    }
  });
});
