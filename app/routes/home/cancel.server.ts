// What the pages of "Cancel a service" share on the server: which service, and whether it may be
// cancelled online.
import { redirect } from "react-router";
import { capabilitiesOf } from "#app/domain/services.ts";
import type { StepArgs } from "#app/lib/journey/journey.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { cancelJourney } from "./journeys.ts";

/** A service that cannot be cancelled online, and why. */
export function cancelRefusal(service: Service | null | undefined): string | null {
  if (!service) return "There are no services on your account.";
  const can = capabilitiesOf(service);
  if (can.isCancelled) return "This service is already cancelled.";
  if (can.cancellationPending) return "A cancellation has already been requested for this service.";
  if (can.isPending)
    return "This service is not connected yet, so it cannot be cancelled online. To cancel your order, call us.";
  return null;
}

/** The selected service, for a page after the first: one that cannot be cancelled goes back to the first, which says why. */
export async function serviceToCancel(args: StepArgs) {
  const portal = args.context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (cancelRefusal(service) || !service) throw redirect(cancelJourney.urls.reason, 303);
  return { portal, service };
}
