import { capabilitiesOf } from "#app/domain/services.ts";
import { isoYearMonth } from "#app/lib/dates/format.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/usage-csv";
import { hasUsage, parseMonthQuery, parseRangeQuery } from "./usage-query.ts";
import { parsePage } from "#app/lib/paging.ts";
import {
  broadbandCsv,
  broadbandMonth,
  callsCsv,
  energyCsv,
  energyReads,
  mobileCsv,
  mobileMonths,
  voipCalls,
} from "./usage.server.ts";

function text(message: string, status: number) {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function csv(body: string, filename: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** A failed provider call: spec §8's message as plain text (the link was followed, not a page). */
const failed = (outcome: { message: string }) => text(outcome.message, 502);

/** "Download CSV" of /home/usage: the same query values, the same data, as a file. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (!service) return text("You have no services to download usage for.", 404);
  const params = new URL(request.url).searchParams;
  const code = service.code.replace(/[^A-Za-z0-9-]/g, "");

  switch (capabilitiesOf(service).usageView) {
    case "broadband": {
      const query = parseMonthQuery(params);
      if (!query.ok) return text(query.errors.map((e) => e.message).join("\n"), 400);
      const usage = await broadbandMonth(portal.api, service, query.month);
      if (!usage.ok) return failed(usage);
      if (!hasUsage(usage.value)) return text("No usage was recorded for this service in that month.", 404);
      return csv(broadbandCsv(usage.value), `usage-${code}-${isoYearMonth(query.month)}.csv`);
    }
    case "mobile": {
      const query = parseMonthQuery(params);
      if (!query.ok) return text(query.errors.map((e) => e.message).join("\n"), 400);
      const months = await mobileMonths(portal.api, service, query.month);
      if (!months.ok) return failed(months);
      return csv(mobileCsv(months.value), `usage-${code}-to-${isoYearMonth(query.month)}.csv`);
    }
    case "voip": {
      const query = parseRangeQuery(params);
      if (!query.ok) return text(query.errors.map((e) => e.message).join("\n"), 400);
      const calls = await voipCalls(portal.api, service, query);
      if (!calls.ok) return failed(calls);
      return csv(callsCsv(calls.value), `calls-${code}-${query.from}-to-${query.to}.csv`);
    }
    case "energy": {
      const page = parsePage(params.get("page"));
      const reads = await energyReads(portal.api, service, page);
      if (!reads.ok) return failed(reads);
      return csv(energyCsv(reads.value), `usage-${code}-page-${page}.csv`);
    }
    default:
      return text("Usage is not available for this type of service.", 404);
  }
}
