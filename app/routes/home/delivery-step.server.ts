// The two delivery steps of a journey that posts something to the customer (hardware, a
// replacement SIM): where to send it — the service's address (the default) or another — and, for
// another, the address search. Choosing a match posts and searches again, so the address comes
// from the provider, never from the browser. One pair of steps for every such journey: each
// route brings its store and its words.
import type { SubmissionResult } from "@conform-to/react";
import { chosenMatch, searchedAddresses } from "#app/lib/address.server.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { readForm, type StepArgs, type StepPageData } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { serviceName } from "#app/domain/services.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import type { DeliveryAnswers } from "./journeys.ts";
import { deliverToSchema, deliveryMatchSchema } from "./plan.schemas.ts";

type DeliveryStep = "delivery" | "deliveryAddress";

/** What the delivery steps need of a service journey's store (serviceJourney). */
interface DeliveryStore<Answers extends DeliveryAnswers> {
  page(args: StepArgs, step: DeliveryStep, service: Service): Promise<StepPageData<Answers>>;
  askAgain(
    args: StepArgs,
    step: DeliveryStep,
    result: SubmissionResult<string[]>,
    answers?: Answers,
  ): Promise<Response>;
  answer(args: StepArgs, answers: Answers, to?: string): Promise<Response>;
}

/** The first step's page: the answers so far, and what the page shows. */
export async function deliveryChoice<Answers extends DeliveryAnswers>(
  store: DeliveryStore<Answers>,
  args: StepArgs,
  service: Service,
) {
  const page = await store.page(args, "delivery", service);
  return {
    answers: page.answers,
    status: page.status,
    view: {
      service: serviceName(service),
      serviceAddress: service.address ?? null,
      deliverTo: page.answers.deliverTo ?? "service",
      lastResult: page.lastResult,
      back: page.back,
      constraint: getZodConstraint(deliverToSchema),
    },
  };
}

/** The first step's post: another address leads to the search; the service's forgets one found before. */
export async function answerDeliveryChoice<Answers extends DeliveryAnswers>(
  store: DeliveryStore<Answers>,
  args: StepArgs,
  service: Service,
) {
  const { answers } = await store.page(args, "delivery", service);
  const submission = parseWithZod(await readForm(args.request), { schema: deliverToSchema });
  if (submission.status !== "success") return store.askAgain(args, "delivery", fieldErrors(submission), answers);
  const { deliverTo } = submission.value;
  return store.answer(args, { ...answers, deliverTo, delivery: deliverTo === "other" ? answers.delivery : undefined });
}

/** The search step's page: the search's matches (from the URL's query) and the address chosen before. */
export async function deliveryAddress<Answers extends DeliveryAnswers>(
  store: DeliveryStore<Answers>,
  args: StepArgs,
  { portal, service }: { portal: Portal; service: Service },
) {
  const page = await store.page(args, "deliveryAddress", service);
  const { status, ...search } = await searchedAddresses(new URL(args.request.url), portal.api);
  return {
    answers: page.answers,
    status: status === 200 ? page.status : status,
    view: {
      ...search,
      chosen: page.answers.delivery ?? null,
      back: page.back,
      lastResult: page.lastResult,
      constraint: getZodConstraint(deliveryMatchSchema),
    },
  };
}

/** The search step's post: the chosen match, read again from the provider's search. */
export async function answerDeliveryAddress<Answers extends DeliveryAnswers>(
  store: DeliveryStore<Answers>,
  args: StepArgs,
  { portal, service }: { portal: Portal; service: Service },
  urlOfStep: string,
) {
  const { answers } = await store.page(args, "deliveryAddress", service);
  const submission = parseWithZod(await readForm(args.request), { schema: deliveryMatchSchema });
  if (submission.status !== "success") return store.askAgain(args, "deliveryAddress", fieldErrors(submission));
  let match;
  try {
    match = await chosenMatch(portal.api, new URL(args.request.url), submission.value.locationId);
  } catch (error) {
    rethrowUnauthorized(error);
    return store.askAgain(args, "deliveryAddress", formError(submission, customerMessageOf(error)));
  }
  if (match === undefined) return store.answer(args, answers, urlOfStep);
  if (match === null) {
    const reply = submission.reply({ fieldErrors: { locationId: ["Select the address to send it to"] } });
    return store.askAgain(args, "deliveryAddress", reply);
  }
  return store.answer(args, { ...answers, delivery: { locationId: match.locationId, label: match.label } });
}
