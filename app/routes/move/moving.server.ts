// Which of the customer's services can move to the new address, and what moving each costs
// (the broadband plan's quote at the new address: sale/broadband/quote). Calls run in parallel.

import { kindOf, serviceName } from "#app/domain/services.ts";
import { moveBlock, MOVE_BLOCK_TEXT } from "#app/domain/moving.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Service } from "#server/provider/schemas.ts";
import type { MoveAnswers } from "./move-journey.ts";

export type MoveOption = { id: number; code: string; name: string; blocked: string | null };

/** Every service of the account, with why it cannot move (or null). */
export async function moveOptions(
  portal: Portal,
  answers: MoveAnswers,
): Promise<{ options: MoveOption[]; services: Service[] }> {
  const services = await portal.services();
  const options = services.map((s) => {
    const block = moveBlock(s, answers.availability!);
    return { id: s.id, code: s.code, name: serviceName(s), blocked: block ? MOVE_BLOCK_TEXT[block] : null };
  });
  return { options, services };
}

export type MoveFee =
  | {
      serviceCode: string;
      name: string;
      ok: true;
      upfrontCents: number;
      monthlyCents: number | null;
      connection: string | null;
    }
  | { serviceCode: string; name: string; ok: false; message: string };

/** What moving one service costs: the quote for its plan at the new address (broadband), else no fee. */
async function feeOf(portal: Portal, service: Service, answers: MoveAnswers): Promise<MoveFee> {
  const base = { serviceCode: service.code, name: serviceName(service) };
  const locationId = answers.availability?.locationId ?? answers.address?.locationId;
  if (kindOf(service.type) !== "broadband" || !service.planCode || !locationId) {
    return { ...base, ok: true, upfrontCents: 0, monthlyCents: service.monthlyPriceCents ?? null, connection: null };
  }
  try {
    const quote = await portal.api.sale.broadbandQuote({ planCode: service.planCode, locationId });
    const window = quote.technicianWindow;
    return {
      ...base,
      ok: true,
      upfrontCents: quote.upfrontCents,
      monthlyCents: quote.monthlyPriceCents,
      connection: window
        ? `A technician visits on ${formatDate(window.date)}, ${window.from} to ${window.to}`
        : quote.connectionDate
          ? `Connected from ${formatDate(quote.connectionDate)}`
          : null,
    };
  } catch (error) {
    const failure = recoverable(error);
    if (!failure.isRefusal) throw error;
    return {
      ...base,
      ok: false,
      message: `${service.planName ?? "Your plan"} is not available at your new address (${failure.customerMessage}). Call us to choose another plan.`,
    };
  }
}

/** The fees of the chosen services, all quoted at once. */
export function feesFor(portal: Portal, services: readonly Service[], answers: MoveAnswers): Promise<MoveFee[]> {
  return Promise.all(services.map((s) => feeOf(portal, s, answers)));
}
