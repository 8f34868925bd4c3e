// Server-only parts of "Cancel a service" (/home/cancel) and the pending-cancellation notice
// other home pages show (decision 023).

import {
  cancelReasonLabel,
  earlyExitFee,
  HARDWARE_RETURN_DAYS,
  hardwareToReturn,
  whatYouLose,
} from "#app/domain/cancellation.ts";
import { isCancellationPending, serviceName } from "#app/domain/services.ts";
import { addDaysToIsoDate, formatDate, formatDay } from "#app/lib/dates.ts";
import { formatMoney } from "#app/domain/format.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { attempt } from "#app/lib/provider-outcome.server.ts";
import type { Service } from "#server/provider/schemas.ts";
import { currentPlan } from "./plan.server.ts";

/** The notice of a requested cancellation, dates worded here (no date code in the browser). */
export function pendingCancellationOf(service: Service): { date: string; reference: string | null } | null {
  if (!isCancellationPending(service) || !service.cancellationDate) return null;
  return { date: formatDay(service.cancellationDate), reference: service.cancellationReference ?? null };
}

/**
 * What the customer should know before cancelling, for a cancellation on `date` (today when not
 * chosen yet): what stops, the early-exit fee from the contract lookup, hardware to send back
 * (the hardware catalogue's codes). Both lookups run in parallel; either failing is said, not fatal.
 */
export async function cancellationFacts(portal: Portal, service: Service, date: string) {
  const [plan, hardware] = await Promise.all([
    currentPlan(portal.api, service),
    attempt(portal.api.lookup.hardwareProducts()),
  ]);
  const fee = plan.ok ? earlyExitFee(plan.value, service.startDate, date) : null;
  const codes = new Set(hardware.ok ? hardware.value.products.map((p) => p.code) : []);
  const returns = hardwareToReturn(service.products, codes);
  return {
    service: { name: serviceName(service), planName: service.planName ?? null },
    lose: whatYouLose(service),
    // In words here, so the page ships no formatting code.
    fee: !fee
      ? `Not known right now. ${plan.ok ? "" : plan.message}`.trim()
      : fee.cents > 0
        ? `${formatMoney(fee.cents)}: your minimum term runs until ${formatDate(fee.termEnds!)}`
        : fee.termEnds
          ? "None: your minimum term is over by then"
          : "None: this plan has no minimum term",
    hardware: !hardware.ok
      ? `Not known right now. ${hardware.message}`
      : returns.length
        ? `${returns.map((p) => p.name).join(", ")}, by ${formatDate(addDaysToIsoDate(date, HARDWARE_RETURN_DAYS))}`
        : "None",
  };
}
export type CancellationFacts = Awaited<ReturnType<typeof cancellationFacts>>;

/** The answers as the check step shows them. */
export function shownAnswers(answers: { reason: string; cancellationDate: string }) {
  return { reason: cancelReasonLabel(answers.reason), date: formatDay(answers.cancellationDate) };
}
