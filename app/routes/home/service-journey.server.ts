// A journey about one service (cancel it, change its plan or energy contract, add a product),
// built on the one journey pattern (app/lib/journey). It is for the service selected when it
// starts; the service's id is its first answer. If the customer switches service part-way, the
// pages after the first lead back to the first question, which starts again for the service now
// selected and says which journey it set aside. So nothing can ever be sent for a service other
// than the one on screen.
import { redirect } from "react-router";
import { serviceLabel } from "#app/domain/services.ts";
import { journeyStore, type StepArgs, type StepPageData } from "#app/lib/journey/journey.server.ts";
import type { Journey } from "#app/lib/journey/journey.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import type { ForService } from "./journeys.ts";

export type ServicePageData<Answers> = StepPageData<Answers> & {
  /** The service whose journey was set aside because the customer switched service, or null. */
  switchedFrom: string | null;
};

export function serviceJourney<Step extends string, Answers extends ForService, Done, Alias extends string = never>(
  journey: Journey<Step, Answers, Alias>,
  blank: (serviceId: string) => Answers,
) {
  const store = journeyStore<Step, Answers, Done, Alias>(journey, {
    who: "customer",
    start: async ({ context }) => blank(String((await context.get(portalContext).selectedService())?.id ?? "")),
  });
  const first = journey.questions[0]!;
  return {
    ...store,
    /**
     * `store.page` for `service` (the one selected now). A journey begun for another service
     * sends later pages back to the first question; there the page starts again for `service`
     * (saved with its first answer) and names the journey it set aside when it had begun.
     */
    async page(args: StepArgs, step: Step | "check" | Alias, service: Service): Promise<ServicePageData<Answers>> {
      const page = await store.page(args, step);
      const serviceId = String(service.id);
      if (page.answers.serviceId === serviceId) return { ...page, switchedFrom: null };
      if (journey.questionOf(step) !== first) throw redirect(journey.urls[first], 303);
      const begun = journey.firstOpen(page.answers) !== first;
      const services = begun ? await args.context.get(portalContext).services() : [];
      const before = services.find((s) => String(s.id) === page.answers.serviceId);
      const answers = blank(serviceId);
      return {
        ...page,
        answers,
        lastResult: null,
        status: 200,
        back: journey.back(answers, step, page.change),
        switchedFrom: before ? serviceLabel(before) : null,
      };
    },
  };
}
