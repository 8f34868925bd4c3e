import { journeyStore } from "#app/lib/journey/journey.server.ts";
import { type PlanAnswers, type PlanDone, type PlanStep, planJourney } from "./journey.ts";

// Where "Need more time to pay?" keeps its answers: the state store, under the customer's sign-in.

export const planStore = journeyStore<PlanStep, PlanAnswers, PlanDone>(planJourney, {
  who: "customer",
  start: () => ({}),
});
