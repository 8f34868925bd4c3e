import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  createPaymentSchema,
  createPlanSchema,
  createPlanSubmitSchema,
  paymentAmountSchema,
  payNowSchema,
} from "./billing-forms.ts";
import { AMOUNT_MESSAGES, centsToInput, HIDDEN_ON_ERROR, instalmentCount, planDateBounds } from "./billing-rules.ts";

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

describe("payment-plan request", () => {
  const bounds = planDateBounds(NOW);
  it("allows a first payment from today to 30 days ahead (Sydney)", () => {
    expect(bounds).toEqual({ min: "2026-06-15", max: "2026-07-15" });
  });

  it("checks the instalment against the amount owed and the provider's $5 minimum", () => {
    const schema = createPlanSchema(10_000, () => NOW);
    const base = { intent: "plan-check", frequency: "monthly", startDate: "2026-06-20", reason: "Waiting for pay" };
    expect(parseWithZod(form({ ...base, instalment: "50" }), { schema }).status).toBe("success");
    expect(errs(parseWithZod(form({ ...base, instalment: "100.01" }), { schema })).instalment).toEqual([
      "Enter an amount of no more than the $100.00 you owe",
    ]);
    expect(errs(parseWithZod(form({ ...base, instalment: "4.99" }), { schema })).instalment).toEqual([
      "Enter an amount of at least $5.00",
    ]);
  });

  it("refuses dates out of range, unreal dates and a missing reason", () => {
    const schema = createPlanSchema(10_000, () => NOW);
    const base = { intent: "plan-check", instalment: "20", frequency: "weekly" };
    expect(
      errs(parseWithZod(form({ ...base, startDate: "2026-06-14", reason: "x" }), { schema })).startDate?.[0],
    ).toMatch(/^Enter a date from 15 Jun 2026 to 15 Jul 2026/);
    expect(
      errs(parseWithZod(form({ ...base, startDate: "2026-02-30", reason: "x" }), { schema })).startDate?.[0],
    ).toMatch(/real date/);
    expect(errs(parseWithZod(form({ ...base, startDate: "2026-06-20" }), { schema })).reason).toEqual([
      "Tell us why you need more time to pay",
    ]);
  });

  it("checks the submitted request again on the final step", () => {
    const schema = createPlanSubmitSchema(10_000, () => NOW);
    const submission = parseWithZod(
      form({ intent: "plan-submit", instalment: "20.00", frequency: "weekly", startDate: "2026-06-20", reason: "ok" }),
      { schema },
    );
    expect(submission.status).toBe("success");
  });

  it("counts instalments", () => {
    expect(instalmentCount(10_000, 2_500)).toBe(4);
    expect(instalmentCount(10_000, 3_000)).toBe(4);
    expect(instalmentCount(10_000, 10_000)).toBe(1);
  });
});

describe("centsToInput", () => {
  it.each([
    [12345, "123.45"],
    [100, "1.00"],
    [5, "0.05"],
    [0, ""],
    [-100, ""],
  ])("%d → %s", (cents, text) => expect(centsToInput(cents)).toBe(text));
});
