import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import type { Route } from "./+types/sim-unblock-done";
import { simUnblockStore } from "./safeguards.server.ts";

// /home/sim-unblock/done — the unblock's reference.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return simUnblockStore.confirmation(args);
}

export default function SimUnblockDone({ loaderData }: Route.ComponentProps) {
  const { serviceName, reference } = loaderData;
  return (
    <DonePage
      title="SIM unblocked"
      description={serviceName}
      reference={{
        title: "Your reference",
        value: reference,
        children: <p>Your SIM works again: calls, texts and data. Reference {reference}.</p>,
      }}
      links={[{ to: "/home", label: "Back to home" }]}
    />
  );
}
