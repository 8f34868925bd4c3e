// The shapes of the service journeys on /home (app/lib/journey): one question per page, then
// check your answers, then the confirmation. Pure, so the pages and the tests share them.
import { defineJourney } from "#app/lib/journey/journey.ts";

/** Every service journey's first answer: the service it is for (the one selected when it began). */
export type ForService = { serviceId: string };

export type CancelAnswers = ForService & { reason?: string; cancellationDate?: string };
export type CancelDone = { serviceCode: string; reference: string; date: string };

/** Cancel a service: why, when, check (with the current password), done. */
export const cancelJourney = defineJourney<"reason" | "date", CancelAnswers>({
  name: "cancel-service",
  urls: {
    reason: "/home/cancel",
    date: "/home/cancel/date",
    check: "/home/cancel/check",
    done: "/home/cancel/done",
  },
  answered: { reason: (a) => Boolean(a.reason), date: (a) => Boolean(a.cancellationDate) },
  exit: "/home",
});

export type EnergyContractAnswers = ForService & { contractCode?: string };
export type EnergyContractDone = { serviceCode: string; contractName: string; reference: string };

/** Change an energy contract: which contract (compared side by side), check, done. */
export const energyContractJourney = defineJourney<"contract", EnergyContractAnswers>({
  name: "energy-contract",
  urls: {
    contract: "/home/energy-contract",
    check: "/home/energy-contract/check",
    done: "/home/energy-contract/done",
  },
  answered: { contract: (a) => Boolean(a.contractCode) },
  exit: "/home",
});

export type PlanAnswers = ForService & { contractCode?: string };
export type PlanDone = { planName: string; reference: string };

/** Change plan: which plan (on the plan page), check, done. */
export const planJourney = defineJourney<"plan", PlanAnswers>({
  name: "plan-change",
  urls: { plan: "/home/plan", check: "/home/plan/check", done: "/home/plan/done" },
  answered: { plan: (a) => Boolean(a.contractCode) },
  exit: "/home",
});

export type AddProductAnswers = ForService & { productCode?: string };
export type AddProductDone = { serviceCode: string; productName: string; reference: string };

/** Add a product: which product (its "Add" button on the plan page answers it), check, done. */
export const addProductJourney = defineJourney<"product", AddProductAnswers>({
  name: "add-product",
  urls: { product: "/home/plan/add", check: "/home/plan/add/check", done: "/home/plan/add/done" },
  answered: { product: (a) => Boolean(a.productCode) },
  exit: "/home/plan",
});
