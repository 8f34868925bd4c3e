import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { ENERGY_CHANGE_TAKES_EFFECT } from "#app/domain/energy-contracts.ts";
import type { Route } from "./+types/energy-contract-done";
import { energyContractStore } from "./journeys.server.ts";

// /home/energy-contract/done — the change's reference from the provider (actions/change-contract),
// which makes the change at once: the page says it is done, as the provider's message does.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return energyContractStore.confirmation(args);
}

export default function EnergyContractDone({ loaderData }: Route.ComponentProps) {
  const { service, contractName, reference } = loaderData;
  return (
    <DonePage
      title="Contract changed"
      description={service}
      reference={{
        title: "Your reference",
        value: reference,
        children: (
          <>
            <p>
              {service} is now on {contractName}. Your reference is {reference}.
            </p>
            <p>Takes effect: {ENERGY_CHANGE_TAKES_EFFECT}</p>
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
