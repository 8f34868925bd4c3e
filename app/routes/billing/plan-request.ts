// The customer's payment-plan request, as Billing shows it: once asked for, Billing shows the
// request (its reference, what was asked, its status) rather than offering to ask again.

import type { CustomerRequest } from "#server/provider/schemas/requests.ts";

/** Statuses after which a request is over: Billing offers to ask again. */
const OVER = new Set(["completed", "declined", "refused", "withdrawn", "cancelled", "closed"]);

export type PlanRequestView = { reference: string; summary: string; status: string; nextStep: string };

/** The newest payment-plan request still open (the provider lists newest first), or null. */
export function openPlanRequest(requests: readonly CustomerRequest[]): PlanRequestView | null {
  const request = requests.find((r) => r.kind === "payment-plan" && !OVER.has(r.status.trim().toLowerCase()));
  return request
    ? { reference: request.reference, summary: request.summary, status: request.status, nextStep: request.nextStep }
    : null;
}
