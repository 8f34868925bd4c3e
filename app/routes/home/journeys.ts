// The shapes of the service journeys on /home (app/lib/journey): one question per page, then
// check your answers, then the confirmation. Pure, so the pages and the tests share them.
import { href } from "react-router";
import { defineJourney } from "#app/lib/journey/journey.ts";

/** Every service journey's first answer: the service it is for (the one selected when it began). */
export type ForService = { serviceId: string };
/** A journey that posts something to the customer (hardware, a replacement SIM): where to send it. */
export type DeliveryAnswers = {
  /** The service's address (the default) or another one, found by search. */
  deliverTo?: "service" | "other";
  /** The other address: its network id and how it reads. */
  delivery?: { locationId: string; label: string };
};

export type CancelAnswers = ForService & { reason?: string; cancellationDate?: string };
/** `service` as its customer knows it (serviceName); `fee` the early-exit fee in words, as the check page showed it. */
export type CancelDone = { service: string; reference: string; date: string; fee: string };

/** Cancel a service: why, when, check (with the current password), done. */
export const cancelJourney = defineJourney<"reason" | "date", CancelAnswers>({
  name: "cancel-service",
  urls: {
    reason: href("/home/cancel"),
    date: href("/home/cancel/date"),
    check: href("/home/cancel/check"),
    done: href("/home/cancel/done"),
  },
  answered: { reason: (a) => Boolean(a.reason), date: (a) => Boolean(a.cancellationDate) },
  exit: href("/home"),
});

export type EnergyContractAnswers = ForService & { contractCode?: string };
/** `service` as its customer knows it (serviceName). */
export type EnergyContractDone = { service: string; contractName: string; reference: string };

/** Change an energy contract: which contract (compared side by side), check, done. */
export const energyContractJourney = defineJourney<"contract", EnergyContractAnswers>({
  name: "energy-contract",
  urls: {
    contract: href("/home/energy-contract"),
    check: href("/home/energy-contract/check"),
    done: href("/home/energy-contract/done"),
  },
  answered: { contract: (a) => Boolean(a.contractCode) },
  exit: href("/home"),
});

export type PlanAnswers = ForService & { contractCode?: string };
export type PlanDone = { planName: string; reference: string };

/** Change plan: which plan (on the plan page), check, done. */
export const planJourney = defineJourney<"plan", PlanAnswers>({
  name: "plan-change",
  urls: { plan: href("/home/plan"), check: href("/home/plan/check"), done: href("/home/plan/done") },
  answered: { plan: (a) => Boolean(a.contractCode) },
  exit: href("/home"),
});

export type AddProductAnswers = ForService &
  DeliveryAnswers & {
    productCode?: string;
    /** The chosen product's name, for the questions that follow (the check page reads the product again). */
    productName?: string;
    /** The chosen product is posted (hardware), so where to send it is asked. */
    hardware?: boolean;
  };
export type AddProductDone = {
  /** The service as its customer knows it (serviceName). */
  service: string;
  productName: string;
  reference: string;
  /** Where the hardware is posted; null for a product that is not posted. */
  deliveryAddress: string | null;
};

/**
 * Add a product: which product (its "Add" button on the plan page answers it), then for hardware
 * where to send it (the service's address, or another found by search), check, done.
 */
export const addProductJourney = defineJourney<"product" | "delivery" | "deliveryAddress", AddProductAnswers>({
  name: "add-product",
  urls: {
    product: href("/home/plan/add"),
    delivery: href("/home/plan/add/delivery"),
    deliveryAddress: href("/home/plan/add/delivery/address"),
    check: href("/home/plan/add/check"),
    done: href("/home/plan/add/done"),
  },
  answered: {
    product: (a) => Boolean(a.productCode),
    delivery: (a) => Boolean(a.deliverTo),
    deliveryAddress: (a) => Boolean(a.delivery),
  },
  skipped: (a, step) =>
    (step === "delivery" && !a.hardware) || (step === "deliveryAddress" && !(a.hardware && a.deliverTo === "other")),
  exit: href("/home/plan"),
});
