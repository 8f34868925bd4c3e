import { data, Link } from "react-router";
import { serviceName } from "#app/domain/services.ts";
import { perMonth } from "#app/domain/plans.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/plan-check";
import { planJourney } from "./journeys.ts";
import { planStore, replyWith } from "./journeys.server.ts";
import {
  availablePlans,
  currentPlanAndPrice,
  PLAN_UNAVAILABLE_MESSAGE,
  serviceToChange,
  shownPlan,
} from "./plan.server.ts";
import * as styles from "./services.css.ts";

// /home/plan/check — "Check your plan change", then actions/change-contract, once.

export const headers = journeyHeaders;

/** The sandbox (like the provider's change-contract action) applies the new plan at once. */
const TAKES_EFFECT = "Straight away. Your next bill charges each plan for the days you had it.";

/** The chosen plan, from the offer as it is now; one no longer offered is asked for again. */
async function chosenPlan(args: Route.LoaderArgs | Route.ActionArgs) {
  const { portal, service } = await serviceToChange(args, "plan");
  const page = await planStore.page(args, "check", service);
  const [{ current, price }, plans] = await Promise.all([
    currentPlanAndPrice(portal.api, service),
    availablePlans(portal.api, service),
  ]);
  const plan = plans.ok ? plans.value.find((p) => p.code === page.answers.contractCode) : undefined;
  if (plans.ok && !plan) {
    // A guard, as page() is: the redirect is thrown, from the loader and from inside the claim alike.
    throw await planStore.askAgain(args, "plan", replyWith({ contractCode: [PLAN_UNAVAILABLE_MESSAGE] }), {
      ...page.answers,
      contractCode: undefined,
    });
  }
  return { portal, service, page, current, price, plans, plan };
}

export async function loader(args: Route.LoaderArgs) {
  const { service, page, current, price, plans, plan } = await chosenPlan(args);
  const failure = plans.ok ? null : replyWith({ "": [plans.message] });
  return data(
    {
      service: serviceName(service),
      planName: (current.ok ? current.value?.name : null) ?? service.planName ?? "Not known",
      currentPrice: price !== null ? perMonth(price) : null,
      plan: plan ? shownPlan(plan, price) : null,
      lastResult: page.lastResult ?? failure,
      back: page.back,
      version: page.version,
    },
    { status: failure ? 502 : page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await serviceToChange(args, "plan");
  await planStore.page(args, "check", service);
  // The offer is read inside the claim: a repeat waits for the first post, whose change takes the
  // chosen plan off the offer.
  return planStore.sendOnce(args, async (finish) => {
    const { portal, plans, plan } = await chosenPlan(args);
    if (!plans.ok || !plan) {
      return planStore.askAgain(
        args,
        "check",
        replyWith({ "": [plans.ok ? PLAN_UNAVAILABLE_MESSAGE : plans.message] }),
      );
    }
    let reference: string;
    try {
      ({ reference } = await portal.api.account.changeContract({ serviceId: service.id, contractCode: plan.code }));
    } catch (error) {
      return planStore.askAgain(args, "check", replyWith({ "": [recoverable(error).customerMessage] }));
    }
    return finish({ planName: plan.name, reference });
  });
}

export default function PlanCheck({ loaderData }: Route.ComponentProps) {
  const { plan } = loaderData;
  const [form] = useForm({ id: "confirm-plan", lastResult: loaderData.lastResult });
  return (
    <div className={styles.stack}>
      <CheckPage
        version={loaderData.version}
        title="Check your plan change"
        back={loaderData.back}
        caption={loaderData.service}
        form={form}
        formProps={getFormProps(form)}
        submit="Confirm plan change"
        rows={[
          {
            key: "Current plan",
            value: `${loaderData.planName}${loaderData.currentPrice !== null ? ` (${loaderData.currentPrice})` : ""}`,
          },
          {
            key: "New plan",
            value: plan ? `${plan.name} (${plan.price})` : "Not known",
            change: { to: withChange(planJourney.urls.plan, true), what: "the new plan" },
          },
          { key: "Price difference", value: plan?.difference ?? "Not known" },
          { key: "Takes effect", value: TAKES_EFFECT },
        ]}
      />
      <p>
        <Link to={planJourney.urls.plan}>Cancel</Link>
      </p>
    </div>
  );
}
