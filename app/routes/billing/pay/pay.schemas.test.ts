import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { AMOUNT_MESSAGES, HIDDEN_ON_ERROR } from "#app/routes/billing/billing-rules.ts";
import { amountQuestionSchema, createCardQuestionSchema, paymentAmountSchema } from "./pay.schemas.ts";

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

describe("card question", () => {
  const schema = createCardQuestionSchema(() => NOW);

  it("gives the card as digits", () => {
    const submission = parseWithZod(form(CARD), { schema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ cardNumber: "4242424242424242", expiryMonth: 12, expiryYear: 2028 });
  });

  it("reports the card errors together, keeps the name and expiry, and never echoes the number or code", () => {
    const submission = parseWithZod(form({ ...CARD, cardNumber: "4242424242424241", securityCode: "12" }), {
      schema,
    });
    expect(submission.status).toBe("error");
    expect(Object.keys(errs(submission))).toEqual(expect.arrayContaining(["cardNumber", "securityCode"]));
    const reply = submission.reply({ hideFields: HIDDEN_ON_ERROR });
    for (const field of ["cardNumber", "securityCode"]) expect(reply.initialValue?.[field]).toBeUndefined();
    expect(reply.initialValue).toMatchObject({
      nameOnCard: CARD.nameOnCard,
      expiryMonth: CARD.expiryMonth,
      expiryYear: CARD.expiryYear,
    });
    expect(JSON.stringify(reply)).not.toContain("4242424242424241");
  });

  it("refuses an expired card", () => {
    const submission = parseWithZod(form({ ...CARD, expiryMonth: "05", expiryYear: "2026" }), { schema });
    expect(errs(submission).expiryMonth).toEqual(["The expiry date must be in the future"]);
  });
});

describe("amount question", () => {
  it("keeps what was typed with its error", () => {
    const submission = parseWithZod(form({ amount: "0" }), { schema: amountQuestionSchema });
    expect(errs(submission).amount).toEqual([AMOUNT_MESSAGES.tooSmall]);
    expect(submission.reply().initialValue).toMatchObject({ amount: "0" });
  });
});
