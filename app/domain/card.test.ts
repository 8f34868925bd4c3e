import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  cardBrand,
  cardNumberValid,
  cvvValid,
  expiryInFuture,
  maskCard,
  normaliseCardNumber,
} from "./card.ts";
import { createCardSchema } from "./card.schemas.ts";

// 14:00 on 15 March 2026 in Sydney.
const NOW = new Date("2026-03-15T03:00:00Z");

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(result.error?.issues.map((issue) => [String(issue.path[0]), issue.message]) ?? []);
}

describe("normaliseCardNumber", () => {
  it.each([
    [" 4242 4242-4242\t4242 ", "4242424242424242"],
    ["4242-4242-4242-4242", "4242424242424242"],
    ["", ""],
  ])("%j → %j", (typed, digits) => {
    expect(normaliseCardNumber(typed)).toBe(digits);
  });
});

describe("cardNumberValid: 12–19 digits, Luhn, the brand's length", () => {
  it.each([
    "4242424242424242",
    "4242 4242 4242 4242",
    "4242-4242-4242-4242",
    "5555555555554444",
    "2223003122003222",
    "378282246310005",
    "4000056655665556",
    "4222222222222", // a 13-digit Visa
    "6011111111111117", // an unknown brand, Luhn-valid
  ])("%s is valid", (number) => {
    expect(cardNumberValid(number)).toBe(true);
  });

  it.each([
    ["4242424242424241", "fails Luhn"],
    ["1234567812345678", "fails Luhn"],
    ["", "empty"],
    ["4242", "too short"],
    ["4242a42424242424", "not digits"],
    ["0000000000000000", "all zeros"],
    ["42424242424242424242", "20 digits"],
    ["424242424242", "Luhn-valid but a 12-digit Visa"],
  ])("%j is not (%s)", (number) => {
    expect(cardNumberValid(number)).toBe(false);
  });
});

describe("cardBrand", () => {
  it.each([
    ["4242424242424242", "visa"],
    ["5555 5555 5555 4444", "mastercard"],
    ["5105105105105100", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["2720990000000007", "mastercard"],
    ["2720999999999996", "mastercard"],
    ["378282246310005", "amex"],
    ["341111111111111", "amex"],
    ["6011111111111117", "unknown"],
    ["2220990000000000", "unknown"],
    ["5605105105105100", "unknown"],
    ["", "unknown"],
    ["abc", "unknown"],
  ])("%s is %s", (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe("expiryInFuture", () => {
  it.each([
    [3, 2026, true], // this month is still valid
    [4, 2026, true],
    [1, 2027, true],
    [12, 27, true], // two-digit year
    [2, 2026, false],
    [12, 2025, false],
    [3, 25, false],
    [0, 2027, false],
    [13, 2027, false],
    [1.5, 2027, false],
    [NaN, 2027, false],
  ])("%s/%s → %s", (month, year, expected) => {
    expect(expiryInFuture(month, year, NOW)).toBe(expected);
  });

  it("reads the month in Sydney: 1 April 00:30 AEDT is already April", () => {
    expect(expiryInFuture(3, 2026, new Date("2026-03-31T13:30:00Z"))).toBe(false);
  });

  it("is false for an invalid now", () => {
    expect(expiryInFuture(1, 2030, new Date("x"))).toBe(false);
  });
});

describe("cvvValid", () => {
  it.each([
    ["123", "visa", true],
    ["1234", "visa", false],
    ["123", "mastercard", true],
    ["1234", "amex", true],
    ["123", "amex", false],
    ["123", "unknown", true],
    ["1234", "unknown", true],
    ["12", "visa", false],
    ["12a", "visa", false],
    ["", "visa", false],
  ] as const)("%j for %s → %s", (cvv, brand, expected) => {
    expect(cvvValid(cvv, brand)).toBe(expected);
  });
});

describe("maskCard", () => {
  it.each([
    ["4242", "visa", "Visa ending 4242"],
    ["4444", "mastercard", "Mastercard ending 4444"],
    ["0005", "amex", "American Express ending 0005"],
    ["4242424242424242", "unknown", "Card ending 4242"],
    ["", "visa", "Visa"],
  ] as const)("%j, %s → %s", (last4, brand, shown) => {
    expect(maskCard(last4, brand)).toBe(shown);
  });
});

describe("cardSchema", () => {
  const schema = createCardSchema(() => NOW);
  const valid = {
    nameOnCard: "  Alex Citizen ",
    cardNumber: "4242 4242 4242 4242",
    expiryMonth: "03",
    expiryYear: "2026",
    securityCode: "123",
  };

  it("accepts a valid card and normalises it", () => {
    expect(schema.parse(valid)).toEqual({
      nameOnCard: "Alex Citizen",
      cardNumber: "4242424242424242",
      expiryMonth: 3,
      expiryYear: 2026,
      securityCode: "123",
    });
    expect(schema.parse({ ...valid, expiryYear: "27", expiryMonth: "1" })).toMatchObject({
      expiryMonth: 1,
      expiryYear: 2027,
    });
    expect(schema.parse({ ...valid, cardNumber: "3782 822463 10005", securityCode: "1234" }).cardNumber).toBe(
      "378282246310005",
    );
  });

  it("gives every message at once for an empty form (conform sends undefined)", () => {
    expect(errors(schema.safeParse({}))).toEqual({
      nameOnCard: CARD_MESSAGES.nameOnCard,
      cardNumber: CARD_MESSAGES.cardNumber,
      expiryMonth: CARD_MESSAGES.expiryMonth,
      expiryYear: CARD_MESSAGES.expiryYear,
      securityCode: CARD_MESSAGES.securityCode,
    });
    expect(CARD_MESSAGES.nameOnCard).toBe("Enter the name on the card");
    expect(CARD_MESSAGES.cardNumber).toBe("Enter a valid card number");
    expect(CARD_MESSAGES.securityCode).toBe("Enter the 3 or 4 digit security code");
  });

  it.each(["4242424242424241", "1234", "abcd efgh ijkl mnop", ""])("rejects card number %j", (cardNumber) => {
    expect(errors(schema.safeParse({ ...valid, cardNumber }))).toEqual({ cardNumber: CARD_MESSAGES.cardNumber });
  });

  it("puts a past month of this year on the month", () => {
    expect(errors(schema.safeParse({ ...valid, expiryMonth: "2" }))).toEqual({
      expiryMonth: "The expiry date must be in the future",
    });
  });

  it("puts a past year on the year", () => {
    expect(errors(schema.safeParse({ ...valid, expiryYear: "2025", expiryMonth: "12" }))).toEqual({
      expiryYear: "The expiry date must be in the future",
    });
  });

  it.each(["0", "13", "ab", "1.5", "-1"])("rejects month %j", (expiryMonth) => {
    expect(errors(schema.safeParse({ ...valid, expiryMonth }))).toEqual({ expiryMonth: CARD_MESSAGES.expiryMonth });
  });

  it.each(["2", "202", "1999", "3026", "twenty"])("rejects year %j", (expiryYear) => {
    expect(errors(schema.safeParse({ ...valid, expiryYear }))).toEqual({ expiryYear: CARD_MESSAGES.expiryYear });
  });

  it("checks the security code length against the brand", () => {
    expect(errors(schema.safeParse({ ...valid, securityCode: "1234" }))).toEqual({
      securityCode: CARD_MESSAGES.securityCode,
    });
    expect(errors(schema.safeParse({ ...valid, cardNumber: "378282246310005", securityCode: "123" }))).toEqual({
      securityCode: CARD_MESSAGES.securityCode,
    });
    expect(errors(schema.safeParse({ ...valid, securityCode: "12" }))).toEqual({
      securityCode: CARD_MESSAGES.securityCode,
    });
  });

  it("rejects an over-long name", () => {
    expect(errors(schema.safeParse({ ...valid, nameOnCard: "x".repeat(51) }))).toEqual({
      nameOnCard: CARD_MESSAGES.nameOnCardTooLong,
    });
  });
});
