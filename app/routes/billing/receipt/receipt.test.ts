import { describe, expect, it } from "vitest";
import type { Transaction } from "#server/provider/schemas/billing.ts";
import { findPayment, receiptCodeOf } from "./receipt.ts";

const tx = (type: string, reference: string | null): Transaction => ({
  id: 1,
  date: "2026-11-25",
  type,
  description: "Card payment - Visa 4242",
  amountCents: -1234,
  balanceCents: 100,
  reference,
});

describe("receipt", () => {
  it.each([
    ["code=RC700001", "RC700001"],
    ["code=rc700001", "RC700001"],
    ["code=DD-10001-202610", "DD-10001-202610"],
    ["code=", null],
    ["", null],
    ["code=RC 7", null],
    ["code=<script>", null],
    [`code=${"A".repeat(41)}`, null],
  ])("reads the code of ?%s", (query, code) => {
    expect(receiptCodeOf(new URL(`http://portal.test/billing/receipt?${query}`))).toBe(code);
  });

  it("finds only a payment with that code", () => {
    const payment = tx("payment", "RC700001");
    expect(findPayment([tx("invoice", "RC700001"), payment], "RC700001")).toBe(payment);
    expect(findPayment([tx("invoice", "RC700001")], "RC700001")).toBeNull();
    expect(findPayment([tx("payment", null)], "RC700001")).toBeNull();
  });
});
