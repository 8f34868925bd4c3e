import { href } from "react-router";
import { defineJourney } from "#app/lib/journey/journey.ts";

// "Make a payment" as a journey (docs/decisions/042): the amount, the card, check, done. The card
// question keeps only the provider's token and a masked label, never card data.

export const PAY_URLS = {
  amount: href("/billing/pay"),
  card: href("/billing/pay/card"),
  check: href("/billing/pay/confirm"),
  done: href("/billing/pay/done"),
} as const;

export type PayAnswers = {
  /**
   * Sent with "Pay now": the provider and the store charge a key once. Made when the journey
   * starts, kept while "Pay now" is tried again, new when the payment changes (the provider refuses
   * a key used for another payment) or was certainly not taken.
   */
  idempotencyKey: string;
  amountCents?: number;
  cardToken?: string;
  /** "Visa ending 4242": what the check page shows of the card. */
  cardLabel?: string;
};

/** What the confirmation shows, from the provider's receipt. */
export type PayDone = {
  receiptCode: string;
  amountCents: number;
  balanceCents: number;
  /** When the provider took it (ISO date-time); older confirmations may lack it. */
  paidAt?: string;
  /** What the direct debit takes after this payment, in words (docs/decisions/081); null without one. */
  debit?: string | null;
};

export const payJourney = defineJourney<"amount" | "card", PayAnswers>({
  name: "card-payment",
  urls: PAY_URLS,
  answered: {
    amount: (a) => a.amountCents !== undefined,
    card: (a) => a.cardToken !== undefined && a.cardLabel !== undefined,
  },
  exit: href("/billing"),
});
