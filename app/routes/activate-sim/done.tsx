import { Card } from "#app/components/card/Card.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { displayPhone } from "#app/domain/phone.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import type { Route } from "./+types/done";
import { simStore } from "./sim-store.server.ts";

// /activate-sim/done: the activation's reference and status (submit-activation's answer, as the
// check page's post recorded it).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const done = await simStore.confirmation(args);
  // The number as people write it (0412 345 678), worded here so the page ships no phone rules.
  return { ...done, phoneNumber: done.phoneNumber ? displayPhone(done.phoneNumber) : done.phoneNumber };
}

export default function Done({ loaderData }: Route.ComponentProps) {
  const { reference, status, nextStep, serviceStatus, phoneNumber, message, serviceName } = loaderData;
  return (
    <DonePage
      title="SIM activation requested"
      reference={{
        lead: "Your reference number is",
        value: reference,
        children: <p>Keep it: quote it whenever you contact us about this activation.</p>,
      }}
      links={[
        { to: "/requests", label: "Follow it in your requests" },
        { to: "/home", label: "Back to your services" },
      ]}
    >
      <SummaryList
        rows={[
          serviceName ? { key: "Service", value: serviceName } : null,
          { key: "Status", value: status },
          serviceStatus ? { key: "Service status", value: serviceStatus } : null,
          phoneNumber ? { key: "Your mobile number", value: phoneNumber } : null,
        ]}
      />
      <Card title="What happens next">
        {nextStep ? <p>{nextStep}</p> : null}
        {message ? <p>{message}</p> : null}
        {loaderData.kept ? (
          <p>
            Keep your old SIM in your phone until it stops working: that is when your number has moved. Then put the new
            SIM in and restart your phone.
          </p>
        ) : (
          <p>Put the new SIM in your phone now and restart it. We have sent the details to your email.</p>
        )}
      </Card>
    </DonePage>
  );
}
