import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  DIRECT_DEBIT_MESSAGES,
  cardBrand,
  cardNumberValid,
  createCardSchema,
  cvvValid,
  directDebitSchema,
  expiryInFuture,
  luhnValid,
  maskAccount,
  maskBsb,
  maskCard,
  normaliseCardNumber,
} from "./card.ts";

// 14:00 on 15 March 2026 in Sydney.
const NOW = new Date("2026-03-15T03:00:00Z");

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(result.error?.issues.map((issue) => [String(issue.path[0]), issue.message]) ?? []);
}

describe("normaliseCardNumber and luhnValid", () => {
  it("strips spaces and dashes", () => {
    expect(normaliseCardNumber(" 4242 4242-4242\t4242 ")).toBe("4242424242424242");
  });

  it.each([
    "4242424242424242",
    "4242 4242 4242 4242",
    "5555555555554444",
    "2223003122003222",
    "378282246310005",
    "4000056655665556",
    "4222222222222",
  ])("%s passes Luhn", (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each([
    "4242424242424241",
    "1234567812345678",
    "",
    "4242",
    "4242a42424242424",
    "0000000000000000",
    "42424242424242424242",
  ])("%j fails", (number) => {
    expect(luhnValid(number)).toBe(false);
  });
});

describe("cardBrand and cardNumberValid", () => {
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

  it("checks the length for the brand", () => {
    expect(cardNumberValid("4242424242424242")).toBe(true);
    expect(cardNumberValid("378282246310005")).toBe(true);
    expect(cardNumberValid("6011111111111117")).toBe(true); // unknown brand, Luhn-valid
    expect(cardNumberValid("424242424242")).toBe(false); // Luhn-valid but a 12-digit Visa
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

describe("masks", () => {
  it("names the brand and the last four digits", () => {
    expect(maskCard("4242", "visa")).toBe("Visa ending 4242");
    expect(maskCard("4444", "mastercard")).toBe("Mastercard ending 4444");
    expect(maskCard("0005", "amex")).toBe("American Express ending 0005");
    expect(maskCard("4242424242424242", "unknown")).toBe("Card ending 4242");
    expect(maskCard("", "visa")).toBe("Visa");
  });

  it("shows a BSB as 000-000", () => {
    expect(maskBsb("062000")).toBe("062-000");
    expect(maskBsb("062-000")).toBe("062-000");
    expect(maskBsb("06200")).toBe("—");
  });

  it("shows only the last three digits of an account", () => {
    expect(maskAccount("12345678")).toBe("Account ending 678");
    expect(maskAccount("12-345 678")).toBe("Account ending 678");
    expect(maskAccount("12")).toBe("Account");
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

describe("directDebitSchema", () => {
  const valid = { accountName: " Alex Citizen ", bsb: "062-000", accountNumber: "12345678", agree: "on" };

  it("accepts and normalises", () => {
    expect(directDebitSchema.parse(valid)).toEqual({
      accountName: "Alex Citizen",
      bsb: "062-000",
      accountNumber: "12345678",
      agree: true,
    });
    expect(directDebitSchema.parse({ ...valid, bsb: "062 000", accountNumber: "12 345-678" })).toMatchObject({
      bsb: "062-000",
      accountNumber: "12345678",
    });
    expect(directDebitSchema.parse({ ...valid, bsb: "062000", agree: true }).bsb).toBe("062-000");
  });

  it("gives every message for an empty form", () => {
    expect(errors(directDebitSchema.safeParse({}))).toEqual({
      accountName: DIRECT_DEBIT_MESSAGES.accountName,
      bsb: "Enter a BSB in the format 000-000",
      accountNumber: DIRECT_DEBIT_MESSAGES.accountNumber,
      agree: "You must agree to the direct debit terms",
    });
  });

  it.each(["06-2000", "0620001", "06200", "abc-def", ""])("rejects BSB %j", (bsb) => {
    expect(errors(directDebitSchema.safeParse({ ...valid, bsb }))).toEqual({ bsb: DIRECT_DEBIT_MESSAGES.bsb });
  });

  it.each(["12345", "12345678901", "1234567a", ""])("rejects account number %j", (accountNumber) => {
    expect(errors(directDebitSchema.safeParse({ ...valid, accountNumber }))).toEqual({
      accountNumber: DIRECT_DEBIT_MESSAGES.accountNumber,
    });
  });

  it("accepts 6 and 10 digit account numbers", () => {
    expect(directDebitSchema.safeParse({ ...valid, accountNumber: "123456" }).success).toBe(true);
    expect(directDebitSchema.safeParse({ ...valid, accountNumber: "1234567890" }).success).toBe(true);
  });

  it.each([undefined, "", "off", false])("requires the agreement (%j)", (agree) => {
    expect(errors(directDebitSchema.safeParse({ ...valid, agree }))).toEqual({ agree: DIRECT_DEBIT_MESSAGES.agree });
  });

  it("limits the account name to 32 characters", () => {
    expect(errors(directDebitSchema.safeParse({ ...valid, accountName: "x".repeat(33) }))).toEqual({
      accountName: DIRECT_DEBIT_MESSAGES.accountNameTooLong,
    });
  });
});
