// The quote in words, for the check step and the confirmation.
import { formatMoney } from "#app/domain/format.ts";
import { JOIN_ONE_OFF_CHARGED } from "#app/domain/plans.ts";
import { formatDay, formatTime } from "#app/lib/dates/format.ts";
import type { BroadbandQuote } from "#server/provider/index.ts";

/** When the service connects: the connection date, or the technician's visit window. */
export function connectionText(quote: Pick<BroadbandQuote, "connectionDate" | "technicianWindow">): string {
  if (quote.technicianWindow) {
    const w = quote.technicianWindow;
    return `A technician visits on ${formatDay(w.date)} between ${formatTime(`${w.date}T${w.from}`)} and ${formatTime(`${w.date}T${w.to}`)}; someone 18 or over needs to be home.`;
  }
  if (quote.connectionDate)
    return `Your service connects on ${formatDay(quote.connectionDate)}. No technician visit is needed.`;
  return "We will email you the connection date.";
}

/** The quote's lines and totals as rows of a summary list. */
export function quoteRows(quote: BroadbandQuote) {
  const line = (l: BroadbandQuote["lines"][number]) =>
    [
      l.monthlyCents ? `${formatMoney(l.monthlyCents)} a month` : null,
      l.oneOffCents ? `${formatMoney(l.oneOffCents)} one-off, ${JOIN_ONE_OFF_CHARGED}` : null,
    ]
      .filter(Boolean)
      .join(" and ") || "No charge";
  return [
    ...quote.lines.map((l) => ({ key: l.description, value: line(l) })),
    { key: "Monthly total", value: `${formatMoney(quote.monthlyPriceCents)} a month` },
    // Joining takes no payment: one-off charges come with the first bill (JOIN_ONE_OFF_CHARGED).
    { key: "To pay now", value: "Nothing" },
    ...(quote.upfrontCents
      ? [{ key: "One-off charges", value: `${formatMoney(quote.upfrontCents)}, ${JOIN_ONE_OFF_CHARGED}` }]
      : []),
  ];
}
