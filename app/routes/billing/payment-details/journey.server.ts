import { journeyStore } from "#app/lib/journey/journey.server.ts";
import {
  type CardAnswers,
  cardJourney,
  type DirectDebitAnswers,
  directDebitJourney,
  type PaymentDetailsDone,
  type StopDirectDebitAnswers,
  type StopDirectDebitDone,
  stopDirectDebitJourney,
} from "./journey.ts";

// Where the payment details journeys keep their answers: the state store, under the customer's sign-in.

export const cardStore = journeyStore<"card", CardAnswers, PaymentDetailsDone>(cardJourney, {
  who: "customer",
  start: () => ({}),
});

export const directDebitStore = journeyStore<"account", DirectDebitAnswers, PaymentDetailsDone>(directDebitJourney, {
  who: "customer",
  start: () => ({}),
});

export const stopDirectDebitStore = journeyStore<"how", StopDirectDebitAnswers, StopDirectDebitDone>(
  stopDirectDebitJourney,
  { who: "customer", start: () => ({}) },
);
