import { useLoaderData } from "react-router";
import type { NetworkStatus, Outage } from "#server/provider/schemas.ts";
import { Alert, Card, PageHeading, StepTimeline, SummaryList, Table, type TimelineStep } from "#app/components/index.ts";
import { formatDate, formatDateTime } from "#app/lib/format.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { fromProvider, portalContext } from "#app/lib/portal.server.ts";
import { serviceTypeName } from "#app/lib/services.ts";
import type { Route } from "./+types/outages";
import { attempt } from "./outcome.server.ts";
import * as styles from "./services.css.ts";

export const NO_OUTAGES = "There are no known outages affecting this service";

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  // The network status does not depend on the service: ask for it while the services load.
  const [network, service] = await Promise.all([attempt(portal.api.lookup.networkStatus()), fromProvider(portal.selectedService())]);
  const outages = service?.avcId ? await attempt(portal.api.wholesale.outages({ avcId: service.avcId })) : null;
  return {
    service: service ? { code: service.code, typeName: serviceTypeName(service.type), hasAvc: Boolean(service.avcId) } : null,
    outages: outages?.ok ? { ok: true as const, value: sortOutages(outages.value.outages) } : outages,
    network,
  };
}

const ORDER: Record<string, number> = { active: 0, scheduled: 1, resolved: 2 };
function sortOutages(outages: readonly Outage[]): Outage[] {
  return [...outages].sort((a, b) => (ORDER[a.status] ?? 3) - (ORDER[b.status] ?? 3) || b.startAt.localeCompare(a.startAt));
}

const STATUS_TEXT: Record<string, string> = { active: "In progress", scheduled: "Planned", resolved: "Resolved" };
const statusText = (status: string) => STATUS_TEXT[status.toLowerCase()] ?? `${status.charAt(0).toUpperCase()}${status.slice(1)}`;

/** An outage's progress: reported or scheduled → being fixed → restored. */
function progress(outage: Outage): TimelineStep[] {
  const status = outage.status.toLowerCase();
  const planned = outage.type.toLowerCase() === "planned";
  const first = planned ? "Work scheduled" : "Problem reported";
  const middle = planned ? "Work under way" : "Technicians working on it";
  if (status === "resolved") {
    return [
      { label: first, status: "done", description: formatDateTime(outage.startAt) },
      { label: middle, status: "done" },
      { label: "Service restored", status: "done", description: outage.endAt ? formatDateTime(outage.endAt) : undefined },
    ];
  }
  if (status === "scheduled") {
    return [
      { label: first, status: "current", description: `Starts ${formatDateTime(outage.startAt)}` },
      { label: middle, status: "upcoming" },
      { label: "Service restored", status: "upcoming" },
    ];
  }
  return [
    { label: first, status: "done", description: formatDateTime(outage.startAt) },
    { label: middle, status: "current" },
    { label: "Service restored", status: "upcoming", description: outage.endAt ? `Expected ${formatDateTime(outage.endAt)}` : undefined },
  ];
}

export default function Outages() {
  const { service, outages, network } = useLoaderData<typeof loader>();
  const current = outages?.ok ? outages.value.filter((o) => o.status.toLowerCase() !== "resolved") : [];
  const resolved = outages?.ok ? outages.value.filter((o) => o.status.toLowerCase() === "resolved") : [];
  return (
    <>
      <PageTitle page="Outages" />
      <PageHeading description={service ? `${service.code} · ${service.typeName}` : undefined}>Outages</PageHeading>
      <section aria-labelledby="service-outages" className={styles.stack}>
        <h2 id="service-outages">Outages affecting this service</h2>
        {outages && !outages.ok ? (
          <Alert type="danger" title="Outages could not be loaded">
            {outages.message}
          </Alert>
        ) : current.length === 0 ? (
          <p>{NO_OUTAGES}.</p>
        ) : (
          current.map((outage) => <OutageCard key={outage.id} outage={outage} serviceCode={service?.code ?? ""} />)
        )}
        {resolved.length > 0 ? (
          <Table
            caption="Recently resolved"
            columns={[
              { key: "title", header: "Outage", rowHeader: true, render: (o) => o.title },
              { key: "start", header: "Started", render: (o) => formatDateTime(o.startAt) },
              { key: "end", header: "Restored", render: (o) => (o.endAt ? formatDateTime(o.endAt) : "—") },
            ]}
            rows={resolved}
            getRowKey={(o) => o.id}
          />
        ) : null}
      </section>
      <section aria-labelledby="network-status" className={styles.section}>
        <h2 id="network-status">Network status</h2>
        {network.ok ? <NetworkStatusView status={network.value} /> : (
          <Alert type="danger" title="The network status could not be loaded">
            {network.message}
          </Alert>
        )}
      </section>
    </>
  );
}

function OutageCard({ outage, serviceCode }: { outage: Outage; serviceCode: string }) {
  return (
    <Card title={outage.title} headingLevel={3}>
      <SummaryList
        rows={[
          { key: "Status", value: statusText(outage.status) },
          {
            key: "Affects",
            value: (
              <>
                Your service {serviceCode}
                {outage.avcId ? ` (connection ${outage.avcId})` : ""}. {outage.description}
              </>
            ),
          },
          { key: "Started", value: formatDateTime(outage.startAt) },
          { key: "Expected restoration", value: outage.endAt ? formatDateTime(outage.endAt) : "Not known yet" },
        ]}
      />
      <StepTimeline label={`Progress of "${outage.title}"`} steps={progress(outage)} />
    </Card>
  );
}

const NETWORK_TEXT: Record<string, string> = { operational: "All systems are working normally", degraded: "Some services are slower than usual", outage: "There is a network outage" };

function NetworkStatusView({ status }: { status: NetworkStatus }) {
  return (
    <>
      <p>
        {NETWORK_TEXT[status.status.toLowerCase()] ?? status.status}. Updated {formatDateTime(status.updatedAt)}.
      </p>
      {status.incidents.length > 0 ? (
        <Table
          caption="Network incidents"
          columns={[
            { key: "title", header: "Incident", rowHeader: true, render: (i) => i.title },
            { key: "region", header: "Area affected", render: (i) => i.region },
            { key: "status", header: "Status", render: (i) => statusText(i.status) },
            { key: "start", header: "Started", render: (i) => formatDate(i.startedAt) },
          ]}
          rows={status.incidents}
          getRowKey={(i) => i.id}
        />
      ) : null}
    </>
  );
}
