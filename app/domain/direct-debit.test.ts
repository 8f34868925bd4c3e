import { describe, expect, it } from "vitest";
import { accountNumberValid, bsbValid, DIRECT_DEBIT_MESSAGES, maskAccount, maskBsb } from "./direct-debit.ts";
import { directDebitSchema } from "./direct-debit.schemas.ts";

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(result.error?.issues.map((issue) => [String(issue.path[0]), issue.message]) ?? []);
}

describe("BSB and account number", () => {
  it.each([
    ["062-000", true],
    ["062000", true],
    ["062 000", true],
    ["06-2000", false],
    ["0620001", false],
    ["abc-def", false],
    ["", false],
  ])("BSB %j → %s", (bsb, valid) => {
    expect(bsbValid(bsb)).toBe(valid);
  });

  it.each([
    ["123456", true],
    ["1234567890", true],
    ["12 345-678", true],
    ["12345", false],
    ["12345678901", false],
    ["1234567a", false],
  ])("account number %j → %s", (accountNumber, valid) => {
    expect(accountNumberValid(accountNumber)).toBe(valid);
  });
});

describe("masks", () => {
  it.each([
    ["062000", "062-000"],
    ["062-000", "062-000"],
    ["06200", "—"],
  ])("BSB %j is shown as %s", (bsb, shown) => {
    expect(maskBsb(bsb)).toBe(shown);
  });

  it.each([
    ["12345678", "Account ending 678"],
    ["12-345 678", "Account ending 678"],
    ["12", "Account"],
  ])("account %j is shown as %s", (accountNumber, shown) => {
    expect(maskAccount(accountNumber)).toBe(shown);
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
