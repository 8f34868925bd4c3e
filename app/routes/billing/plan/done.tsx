import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import type { Route } from "./+types/done";
import { planStore } from "./journey.server.ts";

// /billing/plan/done — the request's reference, from what "Send request" recorded (the provider's).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return planStore.confirmation(args);
}

export default function PlanDone({ loaderData }: Route.ComponentProps) {
  const { reference, debit } = loaderData;
  return (
    <DonePage
      title="Request received"
      description="We have received your request for more time to pay."
      reference={{
        title: "Your reference",
        value: reference,
        testId: "reference",
        children: (
          <>
            <p>Your reference is {reference}. We will contact you about it.</p>
            {debit ? <p data-testid="direct-debit">{debit}</p> : null}
          </>
        ),
      }}
      links={[
        { to: "/requests", label: "Follow it in your requests" },
        { to: "/billing", label: "Back to billing" },
      ]}
    />
  );
}
