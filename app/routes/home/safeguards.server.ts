// The stores of the life-support and lost-SIM journeys (./safeguard-journeys.ts), and the guard
// every page of them starts with: the selected service must be one they are for. The service is
// always the one selected in the session, never one named by the form (decision 080).
import { data } from "react-router";
import {
  offersLifeSupport,
  offersSimBlock,
  LIFE_SUPPORT_ONLY_ENERGY,
  SIM_BLOCK_ONLY_MOBILE,
} from "#app/domain/safeguards.ts";
import type { StepArgs } from "#app/lib/journey/journey.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import {
  type LifeSupportAnswers,
  type LifeSupportDone,
  lifeSupportJourney,
  type RemoveLifeSupportAnswers,
  type RemoveLifeSupportDone,
  removeLifeSupportJourney,
  type SimBlockAnswers,
  type SimBlockDone,
  simBlockJourney,
  type SimUnblockAnswers,
  type SimUnblockDone,
  simUnblockJourney,
} from "./safeguard-journeys.ts";
import { serviceJourney } from "./service-journey.server.ts";

const forService = (serviceId: string) => ({ serviceId });

export const lifeSupportStore = serviceJourney<"equipment" | "person", LifeSupportAnswers, LifeSupportDone>(
  lifeSupportJourney,
  forService,
);
export const removeLifeSupportStore = serviceJourney<"reason", RemoveLifeSupportAnswers, RemoveLifeSupportDone>(
  removeLifeSupportJourney,
  forService,
);
export const simBlockStore = serviceJourney<"reason" | "delivery" | "deliveryAddress", SimBlockAnswers, SimBlockDone>(
  simBlockJourney,
  forService,
);
export const simUnblockStore = serviceJourney<"found", SimUnblockAnswers, SimUnblockDone>(
  simUnblockJourney,
  forService,
);

/**
 * Refused, with why, on the page's error screen (409) inside the layout, where the switcher is. Not
 * a redirect to /home with a flash: /home's layout would read the flash while this loader still runs.
 */
function refuse(message: string): never {
  throw data({ message }, { status: 409 });
}

/**
 * The selected service, for a page of a life-support journey: an active gas or electricity
 * service, or /home with why. `registered` says whether the journey needs a registration (remove)
 * or none (register); checked on its first question, so a finished journey's repeat still finds its confirmation.
 */
export async function energyService(args: StepArgs, registered?: boolean) {
  const portal = args.context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (!service || !offersLifeSupport(service)) refuse(LIFE_SUPPORT_ONLY_ENERGY);
  if (registered === true && !service.lifeSupport) refuse("There is no life support registration at this address.");
  if (registered === false && service.lifeSupport) refuse("Life support is already registered at this address.");
  return { portal, service };
}

/** The selected service, for a page of a lost-SIM journey: an active mobile, or /home with why. */
export async function mobileService(args: StepArgs, blocked?: boolean) {
  const portal = args.context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (!service || !offersSimBlock(service)) refuse(SIM_BLOCK_ONLY_MOBILE);
  if (blocked === true && !service.simBlock) refuse("This SIM is not blocked.");
  if (blocked === false && service.simBlock) refuse("This SIM is already blocked.");
  return { portal, service };
}
