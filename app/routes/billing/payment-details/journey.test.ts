import { describe, expect, it } from "vitest";
import { CARD_URLS, cardJourney, DIRECT_DEBIT_URLS, directDebitJourney, PAYMENT_DETAILS_URL } from "./journey.ts";

describe("pay by card", () => {
  const card = { cardToken: "ctok_1", cardLabel: "Visa ending 4242" };
  it("asks for the card, then checks it", () => {
    expect(cardJourney.questions).toEqual(["card"]);
    expect(cardJourney.next({})).toBe(CARD_URLS.card);
    expect(cardJourney.next(card)).toBe(CARD_URLS.check);
  });
  it("shows the check page only once the card is answered, and a label alone is no answer", () => {
    expect(cardJourney.mayShow({}, "check")).toBe(false);
    expect(cardJourney.mayShow({ cardLabel: "Visa ending 4242" }, "check")).toBe(false);
    expect(cardJourney.mayShow(card, "check")).toBe(true);
    expect(cardJourney.mayShow({}, "card")).toBe(true);
  });
  it("goes back to the payment details from the card, to the card from the check page, to the check page after a change", () => {
    expect(cardJourney.back({}, "card")).toBe(PAYMENT_DETAILS_URL);
    expect(cardJourney.back(card, "check")).toBe(CARD_URLS.card);
    expect(cardJourney.back(card, "card", true)).toBe(CARD_URLS.check);
    expect(cardJourney.next(card, true)).toBe(CARD_URLS.check);
  });
});

describe("pay by direct debit", () => {
  const account = { accountName: "Alex Citizen", bsb: "062-000", accountEnding: "678" };
  it("asks for the bank account, then checks it", () => {
    expect(directDebitJourney.questions).toEqual(["account"]);
    expect(directDebitJourney.next({})).toBe(DIRECT_DEBIT_URLS.account);
    expect(directDebitJourney.next(account)).toBe(DIRECT_DEBIT_URLS.check);
  });
  it.each([{ accountName: "Alex Citizen", bsb: "062-000" }, { bsb: "062-000", accountEnding: "678" }, {}])(
    "shows no check page without every part of the account: %o",
    (answers) => {
      expect(directDebitJourney.mayShow(answers, "check")).toBe(false);
    },
  );
  it("goes back to the payment details from the account, to the account from the check page", () => {
    expect(directDebitJourney.back({}, "account")).toBe(PAYMENT_DETAILS_URL);
    expect(directDebitJourney.back(account, "check")).toBe(DIRECT_DEBIT_URLS.account);
    expect(directDebitJourney.back(account, "account", true)).toBe(DIRECT_DEBIT_URLS.check);
  });
  it("the two journeys are kept apart in the store", () => {
    expect(cardJourney.name).not.toBe(directDebitJourney.name);
  });
});
