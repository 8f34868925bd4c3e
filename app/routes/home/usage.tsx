import { data, useLoaderData } from "react-router";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { formatDate, monthLabel } from "#app/lib/dates/format.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import { capabilitiesOf, serviceName } from "#app/domain/services.ts";
import type { Route } from "./+types/usage";
import { hasUsage, parseMonthQuery, parseRangeQuery } from "./usage-query.ts";
import {
  broadbandChart,
  broadbandDays,
  broadbandMonth,
  energyChart,
  energyReads,
  mobileChart,
  mobileMonths,
  monthOptions,
  shownMonths,
  shownCalls,
  shownReads,
  voipCalls,
} from "./usage.server.ts";
import { parsePage } from "#app/lib/paging.ts";
import { BroadbandUsage } from "./usage/broadband.tsx";
import { EnergyUsageView } from "./usage/energy.tsx";
import { MobileUsage } from "./usage/mobile.tsx";
import { CallRecords } from "./usage/voip.tsx";

// /home/usage: the selected service's usage, shown by its kind (./usage/: broadband, mobile,
// VoIP calls, energy reads). The loader reads and words everything; the views only lay it out.

export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (!service) return { view: "none" as const };
  const params = new URL(request.url).searchParams;
  const kind = capabilitiesOf(service).usageView;
  const summary = { name: serviceName(service) };

  if (kind === "broadband" || kind === "mobile") {
    const query = parseMonthQuery(params);
    // Month names and dates are formatted here, so the page ships no date code (app/lib/dates/format.ts).
    const picker = { options: monthOptions(), month: query.ok ? monthLabel(query.month) : "" };
    if (!query.ok)
      return data({ view: kind, service: summary, query, picker, usage: null, chart: null }, { status: 400 });
    if (query.isFuture) return { view: kind, service: summary, query, picker, usage: null, chart: null };
    if (kind === "broadband") {
      const usage = await broadbandMonth(portal.api, service, query.month);
      const chart = usage.ok && hasUsage(usage.value) ? broadbandChart(usage.value) : null;
      const shown = usage.ok
        ? {
            ok: true as const,
            value: hasUsage(usage.value) ? broadbandDays(usage.value, service.dataAllowanceBytes ?? null) : null,
          }
        : usage;
      return { view: kind, service: summary, query, picker, usage: shown, chart };
    }
    const usage = await mobileMonths(portal.api, service, query.month);
    const chart = usage.ok && usage.value.length > 0 ? mobileChart(usage.value, query.month) : null;
    const shown = usage.ok ? { ok: true as const, value: shownMonths(usage.value) } : usage;
    return { view: kind, service: summary, query, picker, usage: shown, chart };
  }
  if (kind === "voip") {
    const query = parseRangeQuery(params);
    if (!query.ok) return data({ view: kind, service: summary, query, range: null, calls: null }, { status: 400 });
    const calls = await voipCalls(portal.api, service, query);
    const range = { from: formatDate(query.from), to: formatDate(query.to) };
    const shown = calls.ok
      ? { ok: true as const, value: shownCalls(calls.value, parsePage(params.get("page"))) }
      : calls;
    return { view: kind, service: summary, query, range, calls: shown };
  }
  if (kind === "energy") {
    const page = parsePage(params.get("page"));
    const reads = await energyReads(portal.api, service, page);
    const chart = reads.ok && reads.value.usage.length > 0 ? energyChart(reads.value) : null;
    const shown = reads.ok ? { ok: true as const, value: shownReads(reads.value) } : reads;
    return { view: kind, service: summary, page, reads: shown, chart };
  }
  return { view: "unsupported" as const, service: summary };
}

export default function Usage() {
  const loaded = useLoaderData<typeof loader>();
  const hasError = Boolean(loaded.query && !loaded.query.ok);
  // The title says which month (or which calls' dates) the page shows, as a browser's history lists it.
  const period =
    "picker" in loaded && loaded.picker?.month
      ? ` in ${loaded.picker.month}`
      : "range" in loaded && loaded.range
        ? `, ${loaded.range.from} to ${loaded.range.to}`
        : "";
  return (
    <>
      <PageTitle page={`Usage${period}`} hasError={hasError} />
      <PageHeading description={loaded.service?.name}>Usage</PageHeading>
      {loaded.view === "none" ? <p>You have no services to show usage for.</p> : null}
      {loaded.view === "unsupported" ? <p>Usage is not available for this type of service.</p> : null}
      {loaded.view === "broadband" ? (
        <BroadbandUsage query={loaded.query} picker={loaded.picker} usage={loaded.usage} chart={loaded.chart} />
      ) : null}
      {loaded.view === "mobile" ? (
        <MobileUsage query={loaded.query} picker={loaded.picker} usage={loaded.usage} chart={loaded.chart} />
      ) : null}
      {loaded.view === "voip" ? <CallRecords query={loaded.query} range={loaded.range} calls={loaded.calls} /> : null}
      {loaded.view === "energy" ? (
        <EnergyUsageView reads={loaded.reads} page={loaded.page} chart={loaded.chart} />
      ) : null}
    </>
  );
}
