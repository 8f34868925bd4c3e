import { capabilitiesOf } from "#app/domain/services.ts";
import { isoYearMonth } from "#app/lib/dates/format.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider, type Outcome } from "#app/lib/provider-outcome.server.ts";
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
function unwrap<T>(outcome: Outcome<T>): T | Response {
  return outcome.ok ? outcome.value : text(outcome.message, 502);
}

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
      const usage = unwrap(await broadbandMonth(portal.api, service, query.month));
      if (usage instanceof Response) return usage;
      if (!hasUsage(usage)) return text("No usage was recorded for this service in that month.", 404);
      return csv(broadbandCsv(usage), `usage-${code}-${isoYearMonth(query.month)}.csv`);
    }
    case "mobile": {
      const query = parseMonthQuery(params);
      if (!query.ok) return text(query.errors.map((e) => e.message).join("\n"), 400);
      const months = unwrap(await mobileMonths(portal.api, service, query.month));
      if (months instanceof Response) return months;
      return csv(mobileCsv(months), `usage-${code}-to-${isoYearMonth(query.month)}.csv`);
    }
    case "voip": {
      const query = parseRangeQuery(params);
      if (!query.ok) return text(query.errors.map((e) => e.message).join("\n"), 400);
      const calls = unwrap(await voipCalls(portal.api, service, query));
      if (calls instanceof Response) return calls;
      return csv(callsCsv(calls), `calls-${code}-${query.from}-to-${query.to}.csv`);
    }
    case "energy": {
      const page = parsePage(params.get("page"));
      const reads = unwrap(await energyReads(portal.api, service, page));
      if (reads instanceof Response) return reads;
      return csv(energyCsv(reads), `usage-${code}-page-${page}.csv`);
    }
    default:
      return text("Usage is not available for this type of service.", 404);
  }
}
