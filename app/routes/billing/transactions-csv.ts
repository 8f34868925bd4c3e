import { toCsv } from "#app/lib/csv.ts";
import { csvDate } from "#app/lib/dates/format.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/transactions-csv";
import { parseRange } from "./billing-query.ts";

/** Cents as a plain decimal for spreadsheets: -1234 → '-12.34' (no '$', no thousands commas). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export const CSV_HEADERS = ["Date", "Type", "Description", "Reference", "Amount", "Balance"] as const;

/**
 * "Download CSV" of the transactions in the page's date range (/billing/transactions.csv?from&to),
 * oldest first. A bad range falls back to the last 12 months, like the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const range = parseRange(new URL(request.url).searchParams);
  const { transactions } = await fromProvider(portal.api.account.transactions({ from: range.from, to: range.to }));
  const rows = [...transactions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((t) => [
      csvDate(t.date),
      t.type,
      t.description,
      t.reference ?? "",
      centsToDecimal(t.amountCents),
      centsToDecimal(t.balanceCents),
    ]);
  return new Response(toCsv(CSV_HEADERS, rows, { bom: true }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="transactions-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
