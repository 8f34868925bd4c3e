import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import type { Route } from "./+types/energy-contract-done";
import { energyContractStore } from "./journeys.server.ts";

// /home/energy-contract/done — the change's reference from the provider (actions/change-contract).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return energyContractStore.confirmation(args);
}

export default function EnergyContractDone({ loaderData }: Route.ComponentProps) {
  const { service, contractName, reference } = loaderData;
  return (
    <DonePage
      title="Contract change requested"
      description={service}
      reference={{
        title: "Your reference",
        value: reference,
        children: (
          <p>
            We have received your change to {contractName} for {service}. Your reference is {reference}.
          </p>
        ),
      }}
      links={[
        { to: "/requests", label: "See your requests" },
        { to: "/home", label: "Back to your services" },
      ]}
    />
  );
}
