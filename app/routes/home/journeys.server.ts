// The stores of the service journeys on /home (./journeys.ts), each kept under the customer's
// sign-in, and what their pages share.
import type { SubmissionResult } from "@conform-to/react";
import {
  type AddProductAnswers,
  type AddProductDone,
  addProductJourney,
  type CancelAnswers,
  type CancelDone,
  cancelJourney,
  type EnergyContractAnswers,
  type EnergyContractDone,
  energyContractJourney,
  type PlanAnswers,
  type PlanDone,
  planJourney,
} from "./journeys.ts";
import { serviceJourney } from "./service-journey.server.ts";

export const cancelStore = serviceJourney<"reason" | "date", CancelAnswers, CancelDone>(cancelJourney, (serviceId) => ({
  serviceId,
}));

export const energyContractStore = serviceJourney<"contract", EnergyContractAnswers, EnergyContractDone>(
  energyContractJourney,
  (serviceId) => ({ serviceId }),
);

export const planStore = serviceJourney<"plan", PlanAnswers, PlanDone>(planJourney, (serviceId) => ({ serviceId }));

export const addProductStore = serviceJourney<
  "product" | "delivery" | "deliveryAddress",
  AddProductAnswers,
  AddProductDone
>(addProductJourney, (serviceId) => ({ serviceId }));

/**
 * A reply the server makes itself, not from parsing a post: an answer saved earlier that no longer
 * holds (a date now past, a plan no longer offered), or a failed send. Errors by field name, ""
 * for the form.
 */
export function replyWith(error: Record<string, string[]>): SubmissionResult<string[]> {
  return { status: "error", initialValue: {}, error };
}
