// What cancelling a service means (decision 023): the reasons offered, the dates
// allowed, what the customer loses, the early-exit fee of the contract's minimum term and the
// hardware to send back. Pure: no server imports.
import { kindOf, serviceTypeName } from "./services.ts";
import { displayPhone } from "./phone.ts";

export const CANCEL_REASONS = [
  { value: "moving", label: "I am moving house" },
  { value: "price", label: "It costs too much" },
  { value: "service", label: "The service is not good enough" },
  { value: "switching", label: "I am switching to another provider" },
  { value: "not-needed", label: "I no longer need it" },
  { value: "other", label: "Another reason" },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]["value"];

export const cancelReasonLabel = (value: string) => CANCEL_REASONS.find((r) => r.value === value)?.label ?? value;

/** The latest cancellation date offered, in days from today. */
export const CANCEL_WITHIN_DAYS = 90;
/** Hardware goes back within this many days of the cancellation date. */
export const HARDWARE_RETURN_DAYS = 30;

export interface CancellableService {
  code: string;
  type: string;
  phoneNumber?: string | null;
  address?: string | null;
  staticIpAddress?: string | null;
  products?: readonly { code: string; name: string }[] | null;
}

/** What stops when the service is cancelled, in the customer's words. */
export function whatYouLose(service: CancellableService): string[] {
  const kind = kindOf(service.type);
  const lost: string[] = [];
  switch (kind) {
    case "broadband":
      lost.push(
        `Your ${serviceTypeName(service.type)} internet connection${service.address ? ` at ${service.address}` : ""}.`,
      );
      if (service.staticIpAddress) lost.push(`Your static IP address ${service.staticIpAddress}.`);
      break;
    case "voip":
    case "mobile":
      lost.push(
        `Your phone number${service.phoneNumber ? ` ${displayPhone(service.phoneNumber)}` : ""}, unless your new provider moves it before the cancellation date.`,
      );
      if (kind === "mobile") lost.push("Any data, calls and texts left in this month's allowance.");
      break;
    case "energy":
      lost.push(
        `Your ${serviceTypeName(service.type).toLowerCase()} supply from us${service.address ? ` at ${service.address}` : ""}. Arrange another retailer from that date.`,
      );
      break;
    default:
      lost.push("This service.");
  }
  for (const product of service.products ?? []) lost.push(`${product.name} on this service.`);
  return lost;
}

/** YYYY-MM-DD plus whole months (the last day of a shorter month when the day does not exist). */
function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

export interface ContractTerms {
  termMonths?: number | null;
  earlyExitFeeCents?: number | null;
}

/**
 * The early-exit fee for leaving on `cancelDate`: the contract's fee while its minimum term
 * (from the service's start) runs, nothing after it or without one. `termEnds` is the term's
 * last day (YYYY-MM-DD), or null when there is no term or the start is not known.
 */
export function earlyExitFee(
  terms: ContractTerms | null,
  startDate: string | null | undefined,
  cancelDate: string,
): { cents: number; termEnds: string | null } {
  const months = terms?.termMonths ?? 0;
  if (!terms || months <= 0 || !startDate) return { cents: 0, termEnds: null };
  const termEnds = addMonthsIso(startDate, months);
  return { cents: cancelDate < termEnds ? (terms.earlyExitFeeCents ?? 0) : 0, termEnds };
}

/** The service's products that are hardware (by the hardware catalogue's codes): they go back. */
export function hardwareToReturn<P extends { code: string }>(
  products: readonly P[] | null | undefined,
  hardwareCodes: ReadonlySet<string>,
): P[] {
  return (products ?? []).filter((p) => hardwareCodes.has(p.code));
}
