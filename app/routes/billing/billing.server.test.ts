import { describe, expect, it } from "vitest";
import { ProviderError } from "#server/provider/errors.ts";
import {
  brandFromCardType,
  cardFailureMessage,
  DECLINED_MESSAGE,
  failureStatus,
  isUncertainFailure,
  summariseMethod,
} from "./billing.server.ts";
import { pdfFileName } from "./invoice-pdf.ts";
import { centsToDecimal } from "./transactions-csv.ts";

const status = (code: number, data?: unknown) =>
  new ProviderError({ kind: "status", status: code, message: `Request failed with status code ${code}`, data });

describe("payment methods, masked", () => {
  it("shows a card as brand and last 4 digits, without its expiry", () => {
    const summary = summariseMethod({
      type: "card",
      cardType: "Visa",
      maskedCardNumber: "•••• •••• •••• 4242",
      expiryMonth: 12,
      expiryYear: 2030,
      cardholderName: "Alex",
    });
    expect(summary).toEqual({ type: "card", label: "Visa ending 4242", name: "Alex" });
    expect(JSON.stringify(summary)).not.toContain("2030");
  });

  it("shows direct debit with the last 3 digits of the account", () => {
    expect(
      summariseMethod({
        type: "directDebit",
        accountName: "Alex",
        maskedBsb: "062-•••",
        maskedAccountNumber: "••••5678",
      }),
    ).toMatchObject({
      label: "Direct debit: Account ending 678",
      bsb: "062-•••",
    });
    expect(summariseMethod(null).type).toBe("none");
  });

  it("reads the provider's card types", () => {
    expect(brandFromCardType("Mastercard")).toBe("mastercard");
    expect(brandFromCardType("American Express")).toBe("amex");
    expect(brandFromCardType("JCB")).toBe("unknown");
  });
});

describe("card failures", () => {
  it("says a decline plainly", () => {
    expect(cardFailureMessage(status(402, { message: "The card was declined." }), "x")).toBe(DECLINED_MESSAGE);
  });

  it("passes the provider's reason for other refusals, plain words (spec §8's message in brackets) otherwise", () => {
    expect(
      cardFailureMessage(
        status(400, { message: "Invalid request: the card has expired" }),
        "We could not check your card",
      ),
    ).toBe("We could not check your card: Invalid request: the card has expired");
    expect(cardFailureMessage(status(500), "We could not check your card")).toBe(
      "We could not check your card: Something went wrong on our side, so this was not done. Please try again in a few minutes. (Request failed with status code 500)",
    );
    expect(cardFailureMessage(new ProviderError({ kind: "network", message: "Network Error" }), "X")).toBe(
      "X: We could not reach our systems just now. Please try again in a moment. (Network Error)",
    );
  });

  it("treats 5xx, timeouts and network errors as uncertain (retry with the same key)", () => {
    expect(isUncertainFailure(status(503))).toBe(true);
    expect(isUncertainFailure(new ProviderError({ kind: "timeout", message: "timeout of 10000 ms exceeded" }))).toBe(
      true,
    );
    expect(isUncertainFailure(status(402))).toBe(false);
    expect(failureStatus(status(402))).toBe(402);
    expect(failureStatus(status(500))).toBe(502);
  });
});

describe("downloads", () => {
  it("names invoice PDFs safely", () => {
    expect(pdfFileName("INV-000123")).toBe("invoice-INV-000123.pdf");
    expect(pdfFileName('a"b\r\n/../c')).toBe("invoice-abc.pdf");
    expect(pdfFileName("")).toBe("invoice-download.pdf");
  });

  it("writes CSV amounts as plain decimals", () => {
    expect(centsToDecimal(123456)).toBe("1234.56");
    expect(centsToDecimal(-1234)).toBe("-12.34");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(0)).toBe("0.00");
  });
});
