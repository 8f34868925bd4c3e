// What the pages of "Change your energy contract" share on the server.
import { redirect } from "react-router";
import {
  averageMonthlyUsage,
  energyTermsShown,
  monthlyEstimateCents,
  type UsageAverage,
} from "#app/domain/energy-contracts.ts";
import { capabilitiesOf } from "#app/domain/services.ts";
import type { StepArgs } from "#app/lib/journey/journey.server.ts";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import { attempt, fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Contract } from "#server/provider/schemas/plans.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { energyContractJourney } from "./journeys.ts";
import { currentPlan } from "./plan.server.ts";

export const CONTRACT_UNAVAILABLE = "That contract is not available for this service. Choose one from the list.";

/** A contract as the pages show it: its terms in words, its cost estimated from the customer's usage (no formatting code in the browser). */
export const shownContract = (contract: Contract, usage: UsageAverage | null = null) => ({
  code: contract.code,
  name: contract.name,
  terms: energyTermsShown(contract, usage),
});

/**
 * The service's average month from its last year of meter reads; null when they cannot be read
 * (the estimates then say "Not known"). `api` is the portal's client for the page's own figures,
 * its secondary one where the estimate is an optional card (home).
 */
export async function usageAverage(api: ProviderClient, service: Service): Promise<UsageAverage | null> {
  const query = { id: service.id, skip: 0, take: 12 };
  const reads = await attempt(
    service.type.toLowerCase() === "gas" ? api.account.gasUsage(query) : api.account.electricityUsage(query),
  );
  return reads.ok ? averageMonthlyUsage(reads.value.usage) : null;
}
export type ShownContract = ReturnType<typeof shownContract>;

/**
 * The current contract's cost in an average month on the customer's usage (home's monthly figure,
 * the comparison's "Estimated monthly cost" of the current contract); null when not known.
 */
export async function currentMonthlyEstimate(portal: Portal, service: Service): Promise<number | null> {
  const [current, usage] = await Promise.all([
    currentPlan(portal.secondary, service),
    usageAverage(portal.secondary, service),
  ]);
  return current.ok && current.value ? monthlyEstimateCents(current.value, usage) : null;
}

/** Why the selected service's contract cannot be changed here, or null. */
export function energyRefusal(service: Service | null | undefined): string | null {
  if (!service) return "There are no services on your account.";
  const can = capabilitiesOf(service);
  if (can.kind !== "energy")
    return "Energy contracts apply to gas and electricity services. Choose one with the service switcher.";
  if (can.isCancelled) return "This service is cancelled: its contract cannot be changed.";
  return null;
}

/** The selected service, for a page after the first: one whose contract cannot be changed goes back to the first, which says why. */
export async function energyService(args: StepArgs) {
  const portal = args.context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (energyRefusal(service) || !service) throw redirect(energyContractJourney.urls.contract, 303);
  return { portal, service };
}
