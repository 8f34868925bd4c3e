import { useLoaderData } from "react-router";
import type { NetworkStatus, Outage } from "#server/provider/schemas/network.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { StepTimeline, type TimelineStep } from "#app/components/step-timeline/StepTimeline.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { dateTimeShown, formatDate } from "#app/lib/dates/format.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { telHref } from "#app/components/support-phone/SupportPhone.tsx";
import {
  distributorAdvice,
  incidentsIn,
  isResolved,
  networkStatusText,
  outageSourceOf,
  outageStatusText,
  outageTone,
  sortOutages,
  stateName,
  stateOfAddress,
} from "#app/domain/outages.ts";
import { serviceName } from "#app/domain/services.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { attempt, fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/outages";
import * as styles from "./services.css.ts";

export const NO_OUTAGES = "There are no known outages affecting this service";

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  // The network status does not depend on the service: ask for it while the services load.
  const [network, service] = await Promise.all([
    attempt(portal.api.lookup.networkStatus()),
    fromProvider(portal.selectedService()),
  ]);
  const shown = service ? { code: service.code, name: serviceName(service), hasAvc: Boolean(service.avcId) } : null;
  // Gas and electricity: their distributor fixes outages, not the telecom network (app/domain/outages.ts).
  if (service && outageSourceOf(service.type) === "distributor") {
    return {
      service: shown,
      distributor: distributorAdvice(service.type, service.distributor),
      outages: null,
      network: null,
    };
  }
  const outages = service?.avcId ? await attempt(portal.api.wholesale.outages({ avcId: service.avcId })) : null;
  const state = stateOfAddress(service?.address);
  return {
    service: shown,
    distributor: null,
    outages: outages?.ok ? { ok: true as const, value: sortOutages(outages.value.outages).map(shownOutage) } : outages,
    network: network.ok ? { ok: true as const, value: shownNetworkStatus(network.value, state) } : network,
  };
}

// Dates are formatted here, for the loader, so the page ships no date code (app/lib/dates/format.ts).
const shownOutage = (outage: Outage) => ({
  ...outage,
  startShown: dateTimeShown(outage.startAt),
  endShown: outage.endAt ? dateTimeShown(outage.endAt) : null,
});
type ShownOutage = ReturnType<typeof shownOutage>;

/** The network's status, with the incidents in the service's state only. */
const shownNetworkStatus = (status: NetworkStatus, state: string | null) => ({
  ...status,
  state,
  updatedShown: dateTimeShown(status.updatedAt),
  incidents: incidentsIn(status.incidents, state).map((incident) => ({
    ...incident,
    startedShown: formatDate(incident.startedAt),
  })),
});

/** An outage's progress: reported or scheduled → being fixed → restored. */
function progress(outage: ShownOutage): TimelineStep[] {
  const status = outage.status.toLowerCase();
  const planned = outage.type.toLowerCase() === "planned";
  const first = planned ? "Work scheduled" : "Problem reported";
  const middle = planned ? "Work under way" : "Technicians working on it";
  if (isResolved(outage)) {
    return [
      { label: first, status: "done", description: <DateTime shown={outage.startShown} /> },
      { label: middle, status: "done" },
      {
        label: "Service restored",
        status: "done",
        description: outage.endShown ? <DateTime shown={outage.endShown} /> : undefined,
      },
    ];
  }
  if (status === "scheduled") {
    return [
      {
        label: first,
        status: "current",
        description: (
          <>
            Starts <DateTime shown={outage.startShown} />
          </>
        ),
      },
      { label: middle, status: "upcoming" },
      { label: "Service restored", status: "upcoming" },
    ];
  }
  return [
    { label: first, status: "done", description: <DateTime shown={outage.startShown} /> },
    { label: middle, status: "current" },
    {
      label: "Service restored",
      status: "upcoming",
      description: outage.endShown ? (
        <>
          Expected <DateTime shown={outage.endShown} />
        </>
      ) : undefined,
    },
  ];
}

export default function Outages() {
  const { service, distributor, outages, network } = useLoaderData<typeof loader>();
  if (distributor) return <EnergyOutages service={service?.name} advice={distributor} />;
  const current = outages?.ok ? outages.value.filter((o) => !isResolved(o)) : [];
  const resolved = outages?.ok ? outages.value.filter(isResolved) : [];
  return (
    <>
      <PageTitle page="Outages" />
      <PageHeading description={service?.name}>Outages</PageHeading>
      <section aria-labelledby="service-outages" className={styles.stack}>
        <h2 id="service-outages">Outages affecting this service</h2>
        {outages && !outages.ok ? (
          <FailureNotice title="Outages could not be loaded" failure={outages} />
        ) : current.length === 0 ? (
          <p>{NO_OUTAGES}.</p>
        ) : (
          current.map((outage) => <OutageCard key={outage.id} outage={outage} serviceName={service?.name ?? ""} />)
        )}
        {resolved.length > 0 ? (
          <Table
            caption="Recently resolved"
            columns={[
              { key: "title", header: "Outage", rowHeader: true, render: (o) => o.title },
              { key: "start", header: "Started", render: (o) => <DateTime shown={o.startShown} /> },
              { key: "end", header: "Restored", render: (o) => (o.endShown ? <DateTime shown={o.endShown} /> : "—") },
            ]}
            rows={resolved}
            getRowKey={(o) => o.id}
          />
        ) : null}
      </section>
      <section aria-labelledby="network-status" className={styles.section}>
        <h2 id="network-status">Network status</h2>
        {!network ? null : network.ok ? (
          <NetworkStatusView status={network.value} />
        ) : (
          <FailureNotice title="The network status could not be loaded" failure={network} />
        )}
      </section>
    </>
  );
}

/** A gas or electricity service: who fixes outages and answers emergencies, and how to reach them. */
function EnergyOutages({ service, advice }: { service?: string; advice: ReturnType<typeof distributorAdvice> }) {
  return (
    <>
      <PageTitle page="Outages" />
      <PageHeading description={service}>Outages</PageHeading>
      <section aria-labelledby="distributor" className={styles.stack}>
        <h2 id="distributor">{advice.title}</h2>
        <p>{advice.whoFixes}</p>
        {advice.outages && advice.emergency ? (
          <SummaryList
            rows={[
              { key: advice.outages.label, value: <PhoneLink phone={advice.outages.phone} /> },
              { key: advice.emergency.label, value: <PhoneLink phone={advice.emergency.phone} /> },
            ]}
          />
        ) : null}
        <Alert type="warning" title={advice.danger} />
      </section>
    </>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

function OutageStatus({ status }: { status: string }) {
  return <StatusBadge tone={outageTone(status)}>{outageStatusText(status)}</StatusBadge>;
}

function OutageCard({ outage, serviceName }: { outage: ShownOutage; serviceName: string }) {
  return (
    <Card title={outage.title} headingLevel={3}>
      <SummaryList
        rows={[
          { key: "Status", value: <OutageStatus status={outage.status} /> },
          {
            key: "Affects",
            value: `Your service ${serviceName}${outage.avcId ? ` (connection ${outage.avcId})` : ""}. ${outage.description}`,
          },
          { key: "Started", value: <DateTime shown={outage.startShown} /> },
          {
            key: "Expected restoration",
            value: outage.endShown ? <DateTime shown={outage.endShown} /> : "Not known yet",
          },
        ]}
      />
      <StepTimeline label={`Progress of "${outage.title}"`} steps={progress(outage)} />
    </Card>
  );
}

function NetworkStatusView({ status }: { status: ReturnType<typeof shownNetworkStatus> }) {
  return (
    <>
      <p>
        {status.state && status.incidents.length === 0
          ? `There are no network incidents in ${stateName(status.state)}.`
          : `${networkStatusText(status.status)}.`}{" "}
        Updated <DateTime shown={status.updatedShown} />.
      </p>
      {status.incidents.length > 0 ? (
        <Table
          caption="Network incidents"
          columns={[
            { key: "title", header: "Incident", rowHeader: true, render: (i) => i.title },
            { key: "region", header: "Area affected", render: (i) => i.region },
            { key: "status", header: "Status", render: (i) => <OutageStatus status={i.status} /> },
            { key: "start", header: "Started", render: (i) => i.startedShown },
          ]}
          rows={status.incidents}
          getRowKey={(i) => i.id}
        />
      ) : null}
    </>
  );
}
