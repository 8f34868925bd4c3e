import { href } from "react-router";
import { defineJourney } from "#app/lib/journey/journey.ts";
import type { PlanFrequency } from "#app/routes/billing/billing-rules.ts";

// "Need more time to pay?" as a journey (docs/decisions/042): how much each time, how often, the
// first payment's date, why; check; done.

export const PLAN_URLS = {
  instalment: href("/billing/plan"),
  frequency: href("/billing/plan/frequency"),
  start: href("/billing/plan/start"),
  reason: href("/billing/plan/reason"),
  check: href("/billing/plan/confirm"),
  done: href("/billing/plan/done"),
} as const;

export type PlanAnswers = {
  instalmentCents?: number;
  frequency?: PlanFrequency;
  /** YYYY-MM-DD. */
  startDate?: string;
  reason?: string;
};

export type PlanStep = "instalment" | "frequency" | "start" | "reason";

/** What the confirmation shows: the provider's reference. */
export type PlanDone = {
  reference: string;
  /** What the plan does to a direct debit, in words (docs/decisions/081); absent without one. */
  debit?: string | null;
};

export const planJourney = defineJourney<PlanStep, PlanAnswers>({
  name: "payment-plan",
  urls: PLAN_URLS,
  answered: {
    instalment: (a) => a.instalmentCents !== undefined,
    frequency: (a) => a.frequency !== undefined,
    start: (a) => a.startDate !== undefined,
    reason: (a) => a.reason !== undefined,
  },
  exit: href("/billing"),
});
