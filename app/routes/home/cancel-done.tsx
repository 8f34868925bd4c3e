import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import type { Route } from "./+types/cancel-done";
import { cancelStore } from "./journeys.server.ts";

// /home/cancel/done — the cancellation's reference from the provider (actions/cancel-contract),
// kept with the journey when it was sent.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return cancelStore.confirmation(args);
}

export default function CancelDone({ loaderData }: Route.ComponentProps) {
  const { service, reference, date, fee } = loaderData;
  return (
    <DonePage
      title="Cancellation requested"
      description={service}
      reference={{
        title: "Your reference",
        value: reference,
        children: (
          <>
            <p>
              We have received your cancellation of {service}. Your reference is {reference}. The service stops on{" "}
              {date}.
            </p>
            <p>Early-exit fee: {fee}.</p>
          </>
        ),
      }}
      links={[
        { to: "/requests", label: "See your requests" },
        { to: "/home", label: "Back to your services" },
      ]}
    />
  );
}
