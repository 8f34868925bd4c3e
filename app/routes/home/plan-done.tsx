import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import type { Route } from "./+types/plan-done";
import { planStore } from "./journeys.server.ts";

// /home/plan/done — the plan change's reference from the provider (actions/change-contract).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return planStore.confirmation(args);
}

export default function PlanDone({ loaderData }: Route.ComponentProps) {
  const { planName, reference } = loaderData;
  return (
    <DonePage
      title="Plan changed"
      reference={{
        title: "Your reference",
        value: reference,
        children: (
          <p>
            Your plan is now {planName}. Reference {reference}.
          </p>
        ),
      }}
      links={[
        { to: "/home/plan", label: "Back to your plan" },
        { to: "/requests", label: "See your requests" },
      ]}
    />
  );
}
