import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import type { Route } from "./+types/life-support-done";
import { lifeSupportStore } from "./safeguards.server.ts";

// /home/life-support/done — the registration's reference and when the medical confirmation is due.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return lifeSupportStore.confirmation(args);
}

export default function LifeSupportDone({ loaderData }: Route.ComponentProps) {
  const { serviceName, equipment, reference, due } = loaderData;
  return (
    <DonePage
      title="Life support registered"
      description={serviceName}
      reference={{
        title: "Your reference",
        value: reference,
        testId: "life-support-reference",
        children: (
          <>
            <p>
              {equipment} is registered at this address, and your distributor has been told. Reference {reference}.
            </p>
            <p>
              We have emailed you the medical confirmation form. Send it back, completed by a registered medical
              practitioner, by {due}.
            </p>
          </>
        ),
      }}
      links={[{ to: "/home", label: "Back to home" }]}
    >
      <p>
        In a power failure, call your distributor&apos;s faults line on your home page. If anyone&apos;s life is in
        danger, call 000.
      </p>
    </DonePage>
  );
}
