import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import type { Route } from "./+types/life-support-remove-done";
import { removeLifeSupportStore } from "./safeguards.server.ts";

// /home/life-support/remove/done — the removal's reference.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  return removeLifeSupportStore.confirmation(args);
}

export default function RemoveLifeSupportDone({ loaderData }: Route.ComponentProps) {
  const { serviceName, reference } = loaderData;
  return (
    <DonePage
      title="Life support registration removed"
      description={serviceName}
      reference={{
        title: "Your reference",
        value: reference,
        children: (
          <p>
            The registration is removed and your distributor has been told. Reference {reference}. If someone at the
            address needs life support equipment again, register it again from your home page.
          </p>
        ),
      }}
      links={[{ to: "/home", label: "Back to home" }]}
    />
  );
}
