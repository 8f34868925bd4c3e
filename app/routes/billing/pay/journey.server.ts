import { randomUUID } from "node:crypto";
import { journeyStore } from "#app/lib/journey/journey.server.ts";
import { type PayAnswers, type PayDone, payJourney } from "./journey.ts";

// Where "Make a payment" keeps its answers: the state store, under the customer's sign-in.

export const payStore = journeyStore<"amount" | "card", PayAnswers, PayDone>(payJourney, {
  who: "customer",
  start: () => ({ idempotencyKey: randomUUID() }),
});

/** The answers with `change` applied: a new idempotency key when the payment is no longer the same one. */
export function changePayment(answers: PayAnswers, change: Partial<PayAnswers>): PayAnswers {
  const next = { ...answers, ...change };
  const same = next.amountCents === answers.amountCents && next.cardToken === answers.cardToken;
  return same ? next : { ...next, idempotencyKey: randomUUID() };
}
