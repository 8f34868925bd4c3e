import { describe, expect, it } from "vitest";
import { changePayment } from "./journey.server.ts";
import { PAY_URLS, type PayAnswers, payJourney } from "./journey.ts";

const KEY = "2b0f7a4e-9c1d-4f7e-8a55-1f2e3d4c5b6a";
const none: PayAnswers = { idempotencyKey: KEY };
const withAmount: PayAnswers = { ...none, amountCents: 1234 };
const all: PayAnswers = { ...withAmount, cardToken: "ctok_1", cardLabel: "Visa ending 4242" };

describe("the card payment journey", () => {
  it("asks the amount, then the card, then shows the check page", () => {
    expect(payJourney.questions).toEqual(["amount", "card"]);
    expect(payJourney.next(none)).toBe(PAY_URLS.amount);
    expect(payJourney.next(withAmount)).toBe(PAY_URLS.card);
    expect(payJourney.next(all)).toBe(PAY_URLS.check);
  });

  it("shows no page before its questions are answered", () => {
    expect(payJourney.mayShow(none, "card")).toBe(false);
    expect(payJourney.mayShow(withAmount, "card")).toBe(true);
    expect(payJourney.mayShow(withAmount, "check")).toBe(false);
    expect(payJourney.mayShow(all, "check")).toBe(true);
  });

  it("goes back to billing, the amount, the card; and to the check page from a change", () => {
    expect(payJourney.back(all, "amount")).toBe("/billing");
    expect(payJourney.back(all, "card")).toBe(PAY_URLS.amount);
    expect(payJourney.back(all, "check")).toBe(PAY_URLS.card);
    expect(payJourney.back(all, "amount", true)).toBe(PAY_URLS.check);
    expect(payJourney.next(all, true)).toBe(PAY_URLS.check);
    // A card taken out (a decline) is asked again, even from a change.
    expect(payJourney.next({ ...withAmount }, true)).toBe(PAY_URLS.card);
  });
});

describe("the idempotency key", () => {
  it("stays while the payment is the same one", () => {
    expect(changePayment(all, { amountCents: 1234 }).idempotencyKey).toBe(KEY);
    expect(changePayment(all, { cardLabel: "Visa ending 4242" }).idempotencyKey).toBe(KEY);
  });

  it("is new when the amount or the card changes (the provider refuses a key used for another payment)", () => {
    const amount = changePayment(all, { amountCents: 999 });
    expect(amount.idempotencyKey).not.toBe(KEY);
    expect(amount.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(changePayment(all, { cardToken: "ctok_2" }).idempotencyKey).not.toBe(KEY);
    expect(changePayment(all, { cardToken: undefined, cardLabel: undefined }).idempotencyKey).not.toBe(KEY);
  });
});
