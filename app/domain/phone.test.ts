import { describe, expect, it } from "vitest";
import {
  australianMobile,
  displayPhone,
  isAustralianMobile,
  isAustralianPhone,
  maskPhone,
  normalisePhone,
  phoneKind,
} from "./phone.ts";

describe("Australian phone numbers (spec §5)", () => {
  it.each([
    ["0412345678", "0412345678"],
    ["0412 345 678", "0412345678"],
    ["412345678", "0412345678"],
    ["+61412345678", "0412345678"],
    ["+61 412 345 678", "0412345678"],
    ["+61 0412 345 678", "0412345678"],
    ["+61 2 9876 5432", "0298765432"],
    ["(02) 9876 5432", "0298765432"],
    ["02-9876-5432", "0298765432"],
    ["0398765432", "0398765432"],
    ["0798765432", "0798765432"],
    ["0898765432", "0898765432"],
    ["298765432", "0298765432"],
    ["\u00a00412\u00a0345\u00a0678 ", "0412345678"],
  ])("%j is valid and normalises to %s", (input, national) => {
    expect(isAustralianPhone(input)).toBe(true);
    expect(normalisePhone(input)).toBe(national);
  });

  it.each([
    "0112345678", // area digit 1
    "0612345678", // area digit 6
    "0912345678", // area digit 9
    "041234567", // too short
    "04123456789", // too long
    "61412345678", // 61 without +
    "+6412345678", // wrong country
    "+1 412 345 678",
    "00412345678",
    "0412 345 67a",
    "+61+412345678",
    "1300 980 711", // not the spec's pattern
  ])("%j is not valid", (input) => {
    expect(isAustralianPhone(input)).toBe(false);
    expect(normalisePhone(input)).toBeNull();
  });

  it("has no area digit 5 in the general rule; a mobile field takes 05 (isAustralianMobile)", () => {
    expect(isAustralianPhone("0512345678")).toBe(false);
    expect(normalisePhone("+61 512 345 678")).toBe("0512345678");
  });

  it("treats non-strings as invalid", () => {
    expect(isAustralianPhone(412345678)).toBe(false);
    expect(normalisePhone(null)).toBeNull();
  });
});

describe("phoneKind: mobiles start 04 or 05, landlines have the area code 02, 03, 07 or 08", () => {
  it.each([
    ["0412345678", "mobile"],
    ["0499999999", "mobile"],
    ["0512345678", "mobile"],
    ["0298765432", "landline"],
    ["0398765432", "landline"],
    ["0798765432", "landline"],
    ["0898765432", "landline"],
    ["0198765432", null],
    ["0698765432", null],
    ["1300980711", null],
    ["041234567", null],
    ["+61412345678", null], // national form only: normalise first
  ] as const)("%s → %s", (national, kind) => {
    expect(phoneKind(national)).toBe(kind);
  });
});

describe("australianMobile", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["+61 400 111 222", "0400111222"],
    ["412345678", "0412345678"],
    ["02 9876 5432", null], // a landline
    ["+61 2 9876 5432", null],
    ["0512 345 678", "0512345678"], // 05 is kept for mobiles
    ["+61 5 1234 5678", "0512345678"],
    ["(02) 9876 5432", null],
    ["07 3123 4567", null],
    ["1300 980 711", null],
    ["0412 345 67", null],
    ["", null],
    [undefined, null],
  ])("%j → %s", (typed, national) => {
    expect(australianMobile(typed)).toBe(national);
  });
});

describe("isAustralianMobile: the one rule of every mobile field", () => {
  it.each(["0412 345 678", "0412345678", "+61 412 345 678", "+61412345678", "0512 345 678", "+61 5 1234 5678"])(
    "%j is a mobile",
    (typed) => expect(isAustralianMobile(typed)).toBe(true),
  );
  it.each(["02 9876 5432", "+61 2 9876 5432", "03 9876 5432", "0898765432", "1300 980 711", "0612345678", 412345678])(
    "%j is not (a landline cannot receive SMS codes)",
    (typed) => expect(isAustralianMobile(typed)).toBe(false),
  );
});

describe("displayPhone: grouped as people read them", () => {
  it.each([
    ["0412345678", "0412 345 678"],
    ["+61 412 345 678", "0412 345 678"],
    ["0512345678", "0512 345 678"],
    ["+61298765432", "(02) 9876 5432"],
    ["(08) 9876-5432", "(08) 9876 5432"],
    ["not a number", "not a number"],
    [null, ""],
    [undefined, ""],
  ])("%j → %j", (value, shown) => {
    expect(displayPhone(value)).toBe(shown);
  });
});

describe("maskPhone", () => {
  it.each([
    ["0412345678", "•••• ••• 678"],
    ["+61 2 9876 5432", "•••• ••• 432"],
    ["1300 980 711", "•••• ••• 711"],
    ["12345", "•••"],
    ["", "•••"],
  ])("%j → %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
