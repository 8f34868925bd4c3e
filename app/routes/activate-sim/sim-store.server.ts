// The SIM activation's answers, kept in the state store under this sign-in (app/lib/journey), and
// the guard every question goes through: there must be a SIM waiting to be activated.

import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import { journeyStore, type StepArgs } from "#app/lib/journey/journey.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { serviceName } from "#app/domain/services.ts";
import { pendingService, type SimAnswers, type SimDone, simJourney, type SimQuestion } from "./sim-journey.ts";

/** The service waiting for a SIM, or back to /home saying there is none. */
async function waitingService(args: StepArgs): Promise<Service> {
  const portal = args.context.get(portalContext);
  const [services, selected] = await Promise.all([
    fromProvider(portal.services()),
    fromProvider(portal.selectedService()),
  ]);
  const service = pendingService(services, selected);
  if (service) return service;
  portal.session.flash("alert", { type: "info", message: "There is no SIM waiting to be activated on your account." });
  throw redirect("/home", 303);
}

export const simStore = journeyStore<SimQuestion, SimAnswers, SimDone>(simJourney, {
  who: "customer",
  async start(args) {
    const service = await waitingService(args);
    return { serviceId: service.id, serviceCode: service.code, contextId: randomUUID() };
  },
});

/**
 * A question's or the check page's guard (loader and action): `simStore.page`, for the service
 * that waits for a SIM now. When that is another service than the saved answers are for, its
 * activation starts afresh. With the service's name as its customer knows it (never its code).
 */
export async function simPage(args: StepArgs, step: SimQuestion | "check") {
  const first = await simStore.page(args, step);
  const service = await waitingService(args);
  const named = { serviceName: serviceName(service) };
  if (first.answers.serviceId === service.id) return { ...first, ...named };
  await simStore.forget(args);
  return { ...(await simStore.page(args, step)), ...named };
}
