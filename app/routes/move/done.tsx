import { Alert } from "#app/components/alert/Alert.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { formatDay, formatTimeWindow } from "#app/lib/dates/format.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import type { Route } from "./+types/done";
import { moveStore, requireMoving } from "./move-store.server.ts";

// /move/done: the move's references (one per service moved, from actions/move-address), as the
// check page's post recorded them.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  requireMoving();
  const done = await moveStore.confirmation(args);
  const visit = done.appointment;
  return {
    ...done,
    moveDate: formatDay(done.moveDate),
    visit: visit ? formatTimeWindow(`${visit.date}T${visit.from}`, `${visit.date}T${visit.to}`) : null,
  };
}

export default function MoveDone({ loaderData }: Route.ComponentProps) {
  const { moved, failed, label, moveDate, visit } = loaderData;
  return (
    <DonePage
      title="Your move is booked"
      description={`${label}, on ${moveDate}`}
      reference={{
        title: moved.length === 1 ? "Your reference number" : "Your reference numbers",
        children: (
          <>
            <SummaryList
              rows={moved.map((m) => ({ key: m.name ?? m.serviceCode, value: `${m.reference} (${m.status})` }))}
            />
            <p>Keep them: quote them whenever you contact us about this move.</p>
          </>
        ),
      }}
      links={[
        { to: "/requests", label: "Follow it in your requests" },
        { to: "/home", label: "Back to your services" },
      ]}
    >
      {failed.length > 0 ? (
        <Alert type="warning" title="Some services were not moved">
          <ul>
            {failed.map((f) => (
              <li key={f.serviceCode}>
                {f.name ?? f.serviceCode}: {f.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Card title="What happens next">
        <p>We will confirm your move by email. Your services move on {moveDate}.</p>
        {visit ? (
          <p>A technician visits on {visit}, to connect your internet. Someone 18 or over needs to be home.</p>
        ) : null}
      </Card>
    </DonePage>
  );
}
