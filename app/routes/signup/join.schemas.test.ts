import { describe, expect, it } from "vitest";
import { addressSearchSchema, manualAddressSchema } from "#app/domain/address.schemas.ts";
import { detailsSchemaOn, planSchema, TOO_YOUNG } from "./join.schemas.ts";

// Noon on 23 November 2026 in Sydney.
const now = () => new Date("2026-11-23T01:00:00Z");
const details = detailsSchemaOn(now);
const good = {
  firstName: "Sam",
  lastName: "O’Neil-Smith",
  email: "sam@example.com",
  mobile: "+61 412 345 678",
  dateOfBirth: { day: "1", month: "Apr", year: "1990" },
};
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("your details (spec §5)", () => {
  it("accepts a person of 18 or over, normalising the mobile and the date", () => {
    expect(details.parse(good)).toMatchObject({
      mobile: "0412345678",
      dateOfBirth: "1990-04-01",
      lastName: "O’Neil-Smith",
    });
  });

  it("explains each field", () => {
    const result = details.safeParse({
      firstName: " ",
      lastName: "1x",
      email: "nope",
      mobile: "02 9876 5432",
      dateOfBirth: { day: "", month: "", year: "" },
    });
    expect(errorsOf(result)).toEqual({
      firstName: "Enter your first name",
      lastName: "Your last name must start with a letter and can only include letters, spaces, hyphens and apostrophes",
      email: "Enter an email address in the correct format, like name@example.com",
      mobile: "Enter an Australian mobile number, like 0412 345 678",
      dateOfBirth: "Enter your date of birth",
    });
  });

  it("refuses anyone under 18, a date in the future and an impossible date", () => {
    expect(
      errorsOf(details.safeParse({ ...good, dateOfBirth: { day: "24", month: "11", year: "2008" } })).dateOfBirth,
    ).toBe(TOO_YOUNG);
    expect(details.safeParse({ ...good, dateOfBirth: { day: "23", month: "11", year: "2008" } }).success).toBe(true);
    expect(
      errorsOf(details.safeParse({ ...good, dateOfBirth: { day: "1", month: "1", year: "2030" } })).dateOfBirth,
    ).toBe("Date of birth must be in the past");
    expect(
      errorsOf(details.safeParse({ ...good, dateOfBirth: { day: "31", month: "2", year: "1990" } })).dateOfBirth,
    ).toMatch(/real date/);
  });

  it("counts age on the provider's calendar: 01:00 in Sydney on the 18th birthday is 18, though still the day before in UTC", () => {
    const at1amSydney = detailsSchemaOn(() => new Date("2026-11-22T14:00:00Z"));
    expect(at1amSydney.safeParse({ ...good, dateOfBirth: { day: "23", month: "11", year: "2008" } }).success).toBe(
      true,
    );
  });
});

describe("the plan and address forms", () => {
  it("needs a plan; add-ons are optional codes", () => {
    expect(errorsOf(planSchema.safeParse({}))).toEqual({ planCode: "Select a plan" });
    expect(planSchema.parse({ planCode: "NBN50-20", hardwareCode: "none" })).toEqual({
      planCode: "NBN50-20",
      hardwareCode: "none",
    });
  });

  it("searches need 3 to 120 characters", () => {
    expect(errorsOf(addressSearchSchema.safeParse({ address: "  " })).address).toMatch(/^Enter the address/);
    expect(errorsOf(addressSearchSchema.safeParse({ address: "ab" })).address).toBe(
      "Enter at least 3 characters of the address",
    );
    expect(addressSearchSchema.safeParse({ address: "x".repeat(121) }).success).toBe(false);
  });

  it("a manual address needs a street or lot number, a number for a unit or level type, a 4-digit postcode and a state", () => {
    const base = { streetName: "King", streetType: "ST", suburb: "Newtown", state: "NSW", postCode: "2042" };
    expect(errorsOf(manualAddressSchema.safeParse(base))).toEqual({
      streetNumber: "Enter the street number, or a lot number",
    });
    expect(manualAddressSchema.safeParse({ ...base, lotNumber: "14" }).success).toBe(true);
    expect(
      errorsOf(manualAddressSchema.safeParse({ ...base, streetNumber: "12", unitType: "APT", levelType: "L" })),
    ).toEqual({
      unitNumber: "Enter the unit number",
      levelNumber: "Enter the level number",
    });
    expect(
      errorsOf(manualAddressSchema.safeParse({ ...base, streetNumber: "12", postCode: "204", state: "XX" })),
    ).toEqual({
      postCode: "Enter a postcode of 4 digits, like 2042",
      state: "Select the state or territory",
    });
  });
});
