// The quote in words, for the check step and the confirmation.
import { formatMoney } from "#app/lib/format.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { BroadbandQuote } from "#server/provider/index.ts";

/** "08:00" → "8am", "12:00" → "12 noon", "13:30" → "1:30pm". */
function clockText(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  if (h === 12 && m === 0) return "12 noon";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

/** When the service connects: the connection date, or the technician's visit window. */
export function connectionText(quote: Pick<BroadbandQuote, "connectionDate" | "technicianWindow">): string {
  if (quote.technicianWindow) {
    const w = quote.technicianWindow;
    return `A technician visits on ${formatDate(w.date)} between ${clockText(w.from)} and ${clockText(w.to)}; someone 18 or over needs to be home.`;
  }
  if (quote.connectionDate)
    return `Your service connects on ${formatDate(quote.connectionDate)}. No technician visit is needed.`;
  return "We will email you the connection date.";
}

/** The quote's lines and totals as rows of a summary list. */
export function quoteRows(quote: BroadbandQuote) {
  const line = (l: BroadbandQuote["lines"][number]) =>
    [
      l.monthlyCents ? `${formatMoney(l.monthlyCents)} a month` : null,
      l.oneOffCents ? `${formatMoney(l.oneOffCents)} one-off` : null,
    ]
      .filter(Boolean)
      .join(" and ") || "No charge";
  return [
    ...quote.lines.map((l) => ({ key: l.description, value: line(l) })),
    { key: "Monthly total", value: `${formatMoney(quote.monthlyPriceCents)} a month` },
    { key: "To pay up front", value: quote.upfrontCents ? formatMoney(quote.upfrontCents) : "Nothing" },
  ];
}
