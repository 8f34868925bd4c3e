import { describe, expect, it } from "vitest";
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  isAustralianPhone,
  maskEmail,
  maskPhone,
  normalisePhone,
  safeRedirectPath,
} from "./validation.ts";
import { auPhoneSchema, emailSchema } from "./schemas.ts";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("emailSchema", () => {
  it.each(["alex@example.com", "first.last+tag@sub.example.com.au", "o'neil@example.org", "A_B-C@Example.COM"])(
    "accepts %s",
    (email) => {
      expect(emailSchema.parse(email)).toBe(email);
    },
  );

  it("trims surrounding space", () => {
    expect(emailSchema.parse("  alex@example.com \n")).toBe("alex@example.com");
  });

  it.each([undefined, null, "", "   "])("asks for an address when given %j", (value) => {
    expect(messages(emailSchema.safeParse(value))).toEqual([EMAIL_REQUIRED_MESSAGE]);
  });

  it.each([
    "alex",
    "alex@",
    "@example.com",
    "alex@example",
    "alex@example.c",
    "alex@@example.com",
    "alex example@example.com",
    ".alex@example.com",
    "alex..b@example.com",
    "alex@-example.com",
    `${"a".repeat(250)}@example.com`,
  ])("rejects %s with the format message", (value) => {
    expect(messages(emailSchema.safeParse(value))).toEqual([EMAIL_FORMAT_MESSAGE]);
  });
});

describe("Australian phone numbers", () => {
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
    expect(auPhoneSchema.parse(input)).toBe(national);
  });

  it.each([
    "0112345678", // area digit 1
    "0512345678", // area digit 5
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
    expect(messages(auPhoneSchema.safeParse(input))).toEqual([PHONE_FORMAT_MESSAGE]);
  });

  it("asks for a number when empty or missing", () => {
    expect(messages(auPhoneSchema.safeParse(""))).toEqual([PHONE_REQUIRED_MESSAGE]);
    expect(messages(auPhoneSchema.safeParse(undefined))).toEqual([PHONE_REQUIRED_MESSAGE]);
  });

  it("treats non-strings as invalid", () => {
    expect(isAustralianPhone(412345678)).toBe(false);
    expect(normalisePhone(null)).toBeNull();
  });
});

describe("maskEmail", () => {
  it.each([
    ["alex@example.com", "a***@example.com"],
    ["a@example.com", "a***@example.com"],
    [" Zoe.Smith@mail.example.com.au ", "Z***@mail.example.com.au"],
    ["a@b@example.com", "a***@example.com"],
    ["no-at-sign", "***"],
    ["@example.com", "***"],
    ["alex@", "***"],
    ["", "***"],
  ])("%j → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
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

describe("safeRedirectPath", () => {
  const fallback = "/home";

  it.each([
    ["/", "/"],
    ["/billing", "/billing"],
    ["/billing/payment-details?tab=card#top", "/billing/payment-details?tab=card#top"],
    ["/home/usage?year=2026&month=3", "/home/usage?year=2026&month=3"],
    ["/a/../billing", "/billing"],
    ["/path with space", "/path%20with%20space"],
    ["/search?q=%2F%2F", "/search?q=%2F%2F"],
  ])("allows %j", (value, expected) => {
    expect(safeRedirectPath(value, fallback)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    "",
    "home",
    "./home",
    "../home",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/home\\..\\..\\evil",
    "https://evil.example/home",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    " /home",
    "/\t/evil.example",
    "/\n/evil.example",
    "/home\r\nSet-Cookie: a=b",
    "/home\u0000",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%09/evil.example",
    "/%252F%252Fevil.example",
    "/%E0%A4%A",
    `/${"a".repeat(2048)}`,
  ])("rejects %j", (value) => {
    expect(safeRedirectPath(value, fallback)).toBe(fallback);
  });
});
