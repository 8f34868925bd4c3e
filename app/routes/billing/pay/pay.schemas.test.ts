import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { AMOUNT_MESSAGES, HIDDEN_ON_ERROR } from "#app/routes/billing/billing-rules.ts";
import { createPaymentSchema, paymentAmountSchema, payNowSchema } from "./pay.schemas.ts";

const NOW = new Date("2026-06-15T02:00:00Z"); // 15 Jun 2026, Sydney

function form(values: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

/** Field errors of a submission (none when it succeeded). */
function errs(submission: {
  status?: string;
  error?: Record<string, string[] | null> | null;
}): Record<string, string[] | null | undefined> {
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

const CARD = {
  nameOnCard: "Alex Citizen",
  cardNumber: "4242 4242 4242 4242",
  expiryMonth: "12",
  expiryYear: "2028",
  securityCode: "123",
};

describe("payment amount", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["$1,234.56", 123456],
    ["1", 100],
    ["10000", 1_000_000],
  ])("accepts %s as %d cents", (text, cents) => {
    expect(paymentAmountSchema.parse(text)).toBe(cents);
  });

  it.each([
    ["0", AMOUNT_MESSAGES.tooSmall],
    ["0.99", AMOUNT_MESSAGES.tooSmall],
    ["-5", AMOUNT_MESSAGES.tooSmall],
    ["10000.01", AMOUNT_MESSAGES.tooLarge],
    ["12abc", AMOUNT_MESSAGES.format],
    ["1.234", AMOUNT_MESSAGES.format],
    ["", AMOUNT_MESSAGES.format],
  ])("refuses %s with a clear message", (text, message) => {
    const result = paymentAmountSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("payment form", () => {
  const schema = createPaymentSchema(() => NOW);

  it("gives the amount in cents and the card as digits", () => {
    const submission = parseWithZod(form({ intent: "pay-check", amount: "25.50", ...CARD }), { schema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      amount: 2550,
      cardNumber: "4242424242424242",
      expiryMonth: 12,
      expiryYear: 2028,
    });
  });

  it("reports the amount and card errors together, and never echoes card fields", () => {
    const submission = parseWithZod(
      form({ intent: "pay-check", amount: "0", ...CARD, cardNumber: "4242424242424241", securityCode: "12" }),
      { schema },
    );
    expect(submission.status).toBe("error");
    expect(Object.keys(errs(submission))).toEqual(expect.arrayContaining(["amount", "cardNumber", "securityCode"]));
    const reply = submission.reply({ hideFields: HIDDEN_ON_ERROR });
    expect(reply.initialValue).toMatchObject({ amount: "0" });
    for (const field of ["nameOnCard", "cardNumber", "expiryMonth", "expiryYear", "securityCode"]) {
      expect(reply.initialValue?.[field]).toBeUndefined();
    }
    expect(JSON.stringify(reply)).not.toContain("4242424242424241");
  });

  it("refuses an expired card", () => {
    const submission = parseWithZod(
      form({ intent: "pay-check", amount: "10", ...CARD, expiryMonth: "05", expiryYear: "2026" }),
      { schema },
    );
    expect(errs(submission).expiryMonth).toEqual(["The expiry date must be in the future"]);
  });
});

describe("pay now", () => {
  const ok = {
    intent: "pay-now",
    amountCents: "1234",
    cardToken: "ctok_abc",
    cardLabel: "Visa ending 4242",
    idempotencyKey: "2b0f7a4e-9c1d-4f7e-8a55-1f2e3d4c5b6a",
  };
  it("accepts what the confirm step carries", () => {
    expect(payNowSchema.parse(ok)).toMatchObject({ amountCents: 1234 });
  });
  it.each([{ amountCents: "0" }, { amountCents: "1000001" }, { idempotencyKey: "x" }, { cardToken: "<script>" }])(
    "refuses tampered %o",
    (change) => {
      expect(payNowSchema.safeParse({ ...ok, ...change }).success).toBe(false);
    },
  );
});
