import { describe, expect, it } from "vitest";
import { PHONE_FORMAT_MESSAGE, PHONE_REQUIRED_MESSAGE } from "#app/domain/phone.ts";
import { EMAIL_FORMAT_MESSAGE, EMAIL_REQUIRED_MESSAGE, maskEmail, safeRedirectPath } from "./validation.ts";
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

describe("auPhoneSchema (the rule is app/domain/phone.ts)", () => {
  it.each([
    ["+61 412 345 678", "0412345678"],
    ["(02) 9876 5432", "0298765432"],
  ])("%j is valid and normalises to %s", (input, national) => {
    expect(auPhoneSchema.parse(input)).toBe(national);
  });

  it.each(["0512345678", "1300 980 711", "0412 345 67a"])("%j gets the format message", (input) => {
    expect(messages(auPhoneSchema.safeParse(input))).toEqual([PHONE_FORMAT_MESSAGE]);
  });

  it("asks for a number when empty or missing", () => {
    expect(messages(auPhoneSchema.safeParse(""))).toEqual([PHONE_REQUIRED_MESSAGE]);
    expect(messages(auPhoneSchema.safeParse(undefined))).toEqual([PHONE_REQUIRED_MESSAGE]);
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
