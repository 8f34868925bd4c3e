import { describe, expect, it } from "vitest";
import { ID_TYPES, idDocumentShown, idNumberProblem, normaliseIdNumber } from "./identity-documents.ts";

describe("identity documents", () => {
  it("offers a driver licence, a passport and a Medicare card", () => {
    expect(ID_TYPES.map((t) => t.value)).toEqual(["driver-licence", "passport", "medicare"]);
  });

  it.each([
    ["pa 123 4567", "PA1234567"],
    [" 2123 45670 1 ", "2123456701"],
    ["ab12cd", "AB12CD"],
  ])("%j is compared as %s", (typed, number) => {
    expect(normaliseIdNumber(typed)).toBe(number);
  });

  it.each([
    ["driver-licence", "1234"],
    ["driver-licence", "AB12CD34EF"],
    ["passport", "PA1234567"],
    ["passport", "N1234567"],
    ["medicare", "2123456701"],
  ] as const)("a %s numbered %s is of the right form", (type, number) => {
    expect(idNumberProblem(type, number)).toBeNull();
  });

  it.each([
    [
      "driver-licence",
      "AB-12",
      "Enter the number as it is on your driver licence: 4 to 10 letters or numbers, like 12345678",
    ],
    [
      "driver-licence",
      "ABC",
      "Enter the number as it is on your driver licence: 4 to 10 letters or numbers, like 12345678",
    ],
    [
      "driver-licence",
      "12345678901",
      "Enter the number as it is on your driver licence: 4 to 10 letters or numbers, like 12345678",
    ],
    ["passport", "12345", "Enter the number as it is on your passport: 1 or 2 letters then 7 numbers, like PA1234567"],
    [
      "passport",
      "ABC1234567",
      "Enter the number as it is on your passport: 1 or 2 letters then 7 numbers, like PA1234567",
    ],
    ["medicare", "212345670", "Enter the number as it is on your Medicare card: 10 numbers, like 2123 45670 1"],
    ["medicare", "212345670A", "Enter the number as it is on your Medicare card: 10 numbers, like 2123 45670 1"],
  ] as const)("a %s numbered %j: %s", (type, number, message) => {
    expect(idNumberProblem(type, number)).toBe(message);
  });

  it.each([
    ["driver-licence", "12343456", "Australian driver licence ending 3456"],
    ["passport", "PA1234567", "Australian passport ending 4567"],
    ["medicare", "2123456701", "Medicare card ending 6701"],
  ] as const)("a %s numbered %s is shown as %j", (type, number, shown) => {
    expect(idDocumentShown(type, number)).toBe(shown);
  });
});
