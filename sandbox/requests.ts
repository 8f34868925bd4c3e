import type { Ctx } from "./context.ts";
import { me } from "./context.ts";
import type { HardwareOrderRecord, RequestRecord } from "./records.ts";
import type { Store } from "./store.ts";
import { sha256 } from "./util.ts";

/**
 * The customer's requests and hardware orders, and how they move on (decision 023).
 *
 * Every action that lodges something calls `recordRequest` (a row of `service_requests`); the
 * extension call `GET account/requests` lists them with their status and next step. Statuses are
 * never stored: they are worked out from the lodging time (and the request's date, for a
 * cancellation or a move) and the sandbox's clock, so the same request always shows the same
 * status at the same age — tests and the seeded demo data rely on that.
 */

export const REQUEST_KINDS = [
  "complaint",
  "fault",
  "enquiry",
  "payment-plan",
  "plan-change",
  "product-addition",
  "move",
  "cancellation",
  "sim-activation",
  "energy-contract-change",
  "new-service",
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a lodging action records. */
export interface NewRequest {
  /** Reference prefix, e.g. "CX" (a cancellation); the reference is `CX-100001`. */
  prefix: string;
  /** A reference the action already gave out (a support ticket's SR-…); else a new one. */
  reference?: string;
  kind: RequestKind;
  /** What was asked, in the customer's words: "Cancel N1001 · NBN". */
  summary: string;
  serviceId?: number | null;
  serviceCode?: string | null;
  /** The date the request takes effect (YYYY-MM-DD): a cancellation or move date. */
  effectiveDate?: string | null;
  details?: Record<string, unknown>;
}

/** Stores a request for an account; the reference. For the seed and for handlers alike. */
export function insertRequest(store: Store, accountCode: string, request: NewRequest, lodgedAt: number): string {
  const reference = request.reference ?? `${request.prefix}-${store.nextNumber(request.prefix, 100001)}`;
  const record: RequestRecord = {
    reference,
    kind: request.kind,
    summary: request.summary,
    lodgedAt: new Date(lodgedAt).toISOString(),
    serviceId: request.serviceId ?? null,
    serviceCode: request.serviceCode ?? null,
    effectiveDate: request.effectiveDate ?? null,
    details: request.details ?? {},
  };
  store.insert<RequestRecord>("service_requests", {
    accountCode,
    ref: reference,
    data: record,
    createdAt: record.lodgedAt,
  });
  return reference;
}

/** Records a request lodged by the signed-in account now; the reference. */
export function recordRequest(ctx: Ctx, request: NewRequest): string {
  return insertRequest(ctx.sb.store, me(ctx).accountCode, request, ctx.sb.now());
}

interface Stage {
  /** When the stage starts, in ms after lodging (or at the request's date). */
  after: number | "effective-date";
  status: string;
  nextStep: string;
}

const NOTHING = "Nothing. It is done.";

const STAGES: Record<RequestKind, readonly Stage[]> = {
  complaint: [
    { after: 0, status: "Received", nextStep: "We will reply within 2 business days." },
    {
      after: DAY,
      status: "Being investigated",
      nextStep: "Our complaints team is looking into it and will contact you.",
    },
    { after: 5 * DAY, status: "Resolved", nextStep: "Nothing. Contact us if you are not happy with the outcome." },
  ],
  fault: [
    { after: 0, status: "Received", nextStep: "We are checking the fault and will contact you within 1 business day." },
    {
      after: 4 * HOUR,
      status: "Technician assigned",
      nextStep: "A technician is working on it. We will tell you when it is fixed.",
    },
    { after: 2 * DAY, status: "Resolved", nextStep: "Nothing. Report a new fault if the problem comes back." },
  ],
  enquiry: [
    { after: 0, status: "Received", nextStep: "We will reply within 2 business days." },
    { after: 2 * DAY, status: "Answered", nextStep: NOTHING },
  ],
  "payment-plan": [
    { after: 0, status: "Received", nextStep: "We will contact you about it within 2 business days." },
    { after: 2 * DAY, status: "Approved", nextStep: "Pay each instalment by its date." },
  ],
  "plan-change": [
    { after: 0, status: "Completed", nextStep: "Nothing. Your next bill charges each plan for the days you had it." },
  ],
  "product-addition": [{ after: 0, status: "Completed", nextStep: NOTHING }],
  // Made at once (actions/change-contract changes the service's plan): done from the start.
  "energy-contract-change": [
    { after: 0, status: "Completed", nextStep: "Nothing. Your next bill uses the new contract's rates." },
  ],
  // A service joined online: it stays "Scheduled" while the service is pending connection.
  "new-service": [
    { after: 0, status: "Received", nextStep: "We are setting up your service and will email you before it connects." },
    {
      after: HOUR,
      status: "Scheduled",
      nextStep: "Your service connects on the date shown. We will email you before it does.",
    },
  ],
  cancellation: [
    { after: 0, status: "Received", nextStep: "We will confirm the cancellation date by email." },
    {
      after: HOUR,
      status: "Scheduled",
      nextStep: "Your service stops on the date shown. Return any hardware we listed.",
    },
    { after: "effective-date", status: "Completed", nextStep: "Nothing. Your final bill will follow." },
  ],
  move: [
    { after: 0, status: "Received", nextStep: "We will confirm your move by email." },
    { after: HOUR, status: "Scheduled", nextStep: "Your services move on the date shown." },
    { after: "effective-date", status: "Completed", nextStep: NOTHING },
  ],
  "sim-activation": [
    { after: 0, status: "Received", nextStep: "We are activating your new SIM." },
    { after: HOUR, status: "Activating", nextStep: "Your SIM will work within a few hours." },
    { after: DAY, status: "Completed", nextStep: "Nothing. Your SIM is active." },
  ],
};

/** Midnight starting a YYYY-MM-DD day, in ms (UTC; the sandbox's dates are whole days). */
const dayStart = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** What happens first to a request of `kind` ("We will reply within 2 business days."): the one promise its page, list and email make. */
export function firstStep(kind: string): string {
  return (STAGES[kind as RequestKind] ?? STAGES.enquiry)[0]!.nextStep;
}

/** The stages a request has reached at `now`, each with the instant it began, oldest first. */
export function reachedStages(record: Pick<RequestRecord, "kind" | "lodgedAt" | "effectiveDate">, now: number) {
  const stages = STAGES[record.kind as RequestKind] ?? STAGES.enquiry;
  const lodged = Date.parse(record.lodgedAt);
  const reached: { index: number; at: number; status: string; nextStep: string; last: boolean }[] = [];
  stages.forEach((stage, index) => {
    const start =
      stage.after === "effective-date"
        ? record.effectiveDate
          ? dayStart(record.effectiveDate)
          : Number.POSITIVE_INFINITY
        : lodged + stage.after;
    if (index === 0 || now >= start)
      reached.push({ index, at: Math.max(start, lodged), ...stage, last: index === stages.length - 1 });
  });
  return reached;
}

/** A request's status and next step at `now`. */
export function requestProgress(record: Pick<RequestRecord, "kind" | "lodgedAt" | "effectiveDate">, now: number) {
  const current = reachedStages(record, now).at(-1)!;
  return { status: current.status, nextStep: current.nextStep };
}

const ORDER_DISPATCHED_AFTER = DAY;
const ORDER_DELIVERED_AFTER = 4 * DAY;

/** The carrier's tracking number of an order: derived from its code, so it never changes. */
export function trackingNumberOf(code: string): string {
  const digits = BigInt(`0x${sha256(code).slice(0, 12)}`)
    .toString()
    .padStart(12, "0")
    .slice(0, 12);
  return `SP${digits}AU`;
}

const trackingUrlOf = (trackingNumber: string) =>
  `https://auspost.com.au/mypost/track/details/${encodeURIComponent(trackingNumber)}`;

/** A hardware order at `now`: Ordered, then Dispatched (with tracking) after a day, Delivered after four. */
export function orderProgress(order: Pick<HardwareOrderRecord, "code" | "orderedAt">, now: number) {
  const age = now - Date.parse(order.orderedAt);
  if (age < ORDER_DISPATCHED_AFTER)
    return {
      status: "Ordered",
      nextStep: "We will send it within 1 business day.",
      trackingNumber: null,
      trackingUrl: null,
    };
  const trackingNumber = trackingNumberOf(order.code);
  return age < ORDER_DELIVERED_AFTER
    ? {
        status: "Dispatched",
        nextStep: "On its way: track it with Australia Post.",
        trackingNumber,
        trackingUrl: trackingUrlOf(trackingNumber),
      }
    : { status: "Delivered", nextStep: NOTHING, trackingNumber, trackingUrl: trackingUrlOf(trackingNumber) };
}
