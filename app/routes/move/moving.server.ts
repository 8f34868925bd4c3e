// Which of the customer's services can move to the new address, and what moving each costs
// (the broadband plan's quote at the new address: sale/broadband/quote). Calls run in parallel.

import { isCancellationPending, kindOf, serviceName } from "#app/domain/services.ts";
import { moveBlock, MOVE_BLOCK_TEXT } from "#app/domain/moving.ts";
import { formatDay } from "#app/lib/dates/format.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { VisitSlot } from "#server/provider/schemas/requests.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import type { MoveAnswers } from "./move-journey.ts";

/**
 * A service that can move or why not (`blocked`); `ticked` whether it is offered ticked, and
 * `note` why not when it can move all the same (a cancellation is requested for after the move).
 */
export type MoveOption = {
  id: number;
  code: string;
  name: string;
  blocked: string | null;
  ticked: boolean;
  note: string | null;
};

/** Every service of the account, with why it cannot move (or null), and whether it starts ticked. */
export async function moveOptions(
  portal: Portal,
  answers: MoveAnswers,
): Promise<{ options: MoveOption[]; services: Service[] }> {
  const services = await portal.services();
  const options = services.map((s): MoveOption => {
    const base = { id: s.id, code: s.code, name: serviceName(s) };
    const block = moveBlock(s, answers.availability!);
    if (block) return { ...base, blocked: MOVE_BLOCK_TEXT[block], ticked: false, note: null };
    // A service due to be cancelled is not moved unless the customer says so: never ticked for them.
    if (isCancellationPending(s)) {
      const stops = formatDay(s.cancellationDate!);
      if (answers.moveDate && s.cancellationDate! <= answers.moveDate)
        return { ...base, blocked: `Due to be cancelled on ${stops}, before your move.`, ticked: false, note: null };
      const note = `Not ticked: it is due to be cancelled on ${stops}. Tick it only to have it at your new address until then.`;
      return { ...base, blocked: null, ticked: false, note };
    }
    return { ...base, blocked: null, ticked: true, note: null };
  });
  return { options, services };
}

/**
 * Whether the chosen services need a technician at the new address: broadband moving there, and
 * the provider says its line needs one (decision 048).
 */
export async function visitFor(
  portal: Portal,
  chosen: readonly Service[],
  answers: MoveAnswers,
): Promise<"needed" | "none"> {
  const locationId = answers.availability?.locationId ?? answers.address?.locationId;
  if (!locationId || !answers.moveDate || !chosen.some((s) => kindOf(s.type) === "broadband")) return "none";
  const offer = await portal.api.account.moveAppointments({ locationId, moveDate: answers.moveDate });
  return offer.technicianNeeded ? "needed" : "none";
}

/** The technician's visits offered at the new address, on or after the move date. */
export async function visitSlots(portal: Portal, answers: MoveAnswers): Promise<VisitSlot[]> {
  const locationId = answers.availability?.locationId ?? answers.address?.locationId;
  if (!locationId || !answers.moveDate) return [];
  const offer = await portal.api.account.moveAppointments({ locationId, moveDate: answers.moveDate });
  // Only windows on or after the move date, whatever the provider sends.
  return offer.slots.filter((slot) => slot.date >= answers.moveDate!);
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
    // The quote's own dates are a new connection's from today; a move connects on the move date
    // at the earliest, and a technician comes in the window chosen for the visit (its own row).
    const connects =
      quote.connectionDate && answers.moveDate
        ? quote.connectionDate > answers.moveDate
          ? quote.connectionDate
          : answers.moveDate
        : null;
    return {
      ...base,
      ok: true,
      upfrontCents: quote.upfrontCents,
      monthlyCents: quote.monthlyPriceCents,
      connection: quote.technicianWindow
        ? "Connected when the technician has visited"
        : connects
          ? `Connected on ${formatDay(connects)}`
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
