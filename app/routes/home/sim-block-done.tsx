import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import type { Route } from "./+types/sim-block-done";
import { simBlockStore } from "./safeguards.server.ts";

// /home/sim-block/done — the block's reference and where the replacement SIM goes.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return simBlockStore.confirmation(args);
}

export default function SimBlockDone({ loaderData }: Route.ComponentProps) {
  const { serviceName, reference, deliveryAddress } = loaderData;
  return (
    <DonePage
      title="SIM blocked"
      description={serviceName}
      reference={{
        title: "Your reference",
        value: reference,
        testId: "sim-block-reference",
        children: (
          <>
            <p>Your SIM is blocked: no one can use it to call (except 000), text or use data. Reference {reference}.</p>
            <p>
              We are posting a replacement SIM to {deliveryAddress}. When it arrives, activate it from your home page:
              your number stays the same.
            </p>
          </>
        ),
      }}
      links={[
        { to: "/home", label: "Back to home" },
        { to: "/requests", label: "Follow the replacement SIM" },
      ]}
    >
      <p>If you find your SIM, you can unblock it from your home page.</p>
    </DonePage>
  );
}
