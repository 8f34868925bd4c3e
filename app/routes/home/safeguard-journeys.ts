// The journeys of life support and of a lost or stolen SIM (decision 080), on the one journey
// pattern (app/lib/journey): a question per page, check, done. Pure, so the pages and the tests share them.
import { href } from "react-router";
import { defineJourney } from "#app/lib/journey/journey.ts";
import type { DeliveryAnswers, ForService } from "./journeys.ts";

export type LifeSupportAnswers = ForService & { equipment?: string; personName?: string };
export type LifeSupportDone = { serviceName: string; equipment: string; reference: string; due: string };

/** Register life support: the equipment, who needs it, check, done. */
export const lifeSupportJourney = defineJourney<"equipment" | "person", LifeSupportAnswers>({
  name: "life-support",
  urls: {
    equipment: href("/home/life-support"),
    person: href("/home/life-support/person"),
    check: href("/home/life-support/check"),
    done: href("/home/life-support/done"),
  },
  answered: { equipment: (a) => Boolean(a.equipment), person: (a) => Boolean(a.personName) },
  exit: href("/home"),
});

export type RemoveLifeSupportAnswers = ForService & { reason?: string };
export type RemoveLifeSupportDone = { serviceName: string; reference: string };

/** Remove a life support registration: why (the question that asks first), check, done. */
export const removeLifeSupportJourney = defineJourney<"reason", RemoveLifeSupportAnswers>({
  name: "life-support-remove",
  urls: {
    reason: href("/home/life-support/remove"),
    check: href("/home/life-support/remove/check"),
    done: href("/home/life-support/remove/done"),
  },
  answered: { reason: (a) => Boolean(a.reason) },
  exit: href("/home"),
});

/** Where to post the replacement SIM: the service's address or another, found by search. */
export type SimBlockAnswers = ForService & DeliveryAnswers & { reason?: string };
export type SimBlockDone = { serviceName: string; reference: string; deliveryAddress: string };

/** Block a lost or stolen SIM: lost or stolen, where to post the replacement, check, done. */
export const simBlockJourney = defineJourney<"reason" | "delivery" | "deliveryAddress", SimBlockAnswers>({
  name: "sim-block",
  urls: {
    reason: href("/home/sim-block"),
    delivery: href("/home/sim-block/delivery"),
    deliveryAddress: href("/home/sim-block/delivery/address"),
    check: href("/home/sim-block/check"),
    done: href("/home/sim-block/done"),
  },
  answered: {
    reason: (a) => Boolean(a.reason),
    delivery: (a) => Boolean(a.deliverTo),
    deliveryAddress: (a) => Boolean(a.delivery),
  },
  skipped: (a, step) => step === "deliveryAddress" && a.deliverTo !== "other",
  exit: href("/home"),
});

export type SimUnblockAnswers = ForService & { found?: "yes" };
export type SimUnblockDone = { serviceName: string; reference: string };

/** Unblock a SIM that was found: have you got it back (asks first), check, done. */
export const simUnblockJourney = defineJourney<"found", SimUnblockAnswers>({
  name: "sim-unblock",
  urls: {
    found: href("/home/sim-unblock"),
    check: href("/home/sim-unblock/check"),
    done: href("/home/sim-unblock/done"),
  },
  answered: { found: (a) => a.found === "yes" },
  exit: href("/home"),
});
