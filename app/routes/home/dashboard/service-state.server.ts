// The selected service's live state in words, for Home's "Your service" panel: an outage in
// progress, a connection on its way, a cancellation, or connected. Worded on the server.
import type { Outage } from "#server/provider/schemas/network.ts";
import type { CustomerRequest, HardwareOrdersResponse } from "#server/provider/schemas/requests.ts";
import type { RadiusStatus, Service, HistoryResponse } from "#server/provider/schemas/services.ts";
import { awaitsSimActivation } from "#app/domain/sim.ts";
import { isCancellationPending, isCancelled, isPendingConnection, statusText } from "#app/domain/services.ts";
import { isResolved, sortOutages } from "#app/domain/outages.ts";
import { dateTimeShown, formatDate, formatDay } from "#app/lib/dates/format.ts";
import { todayIso } from "#app/lib/dates/calendar.ts";
import type { Outcome } from "#app/lib/provider-outcome.server.ts";
import type { Tone } from "./status-badge.tsx";
import { displayPhone } from "#app/domain/phone.ts";

type Shown = { text: string; iso: string | null };

/** A step from order to connection, as StepTimeline draws it (its words and dates only). */
export type OrderStep = { label: string; status: "done" | "current" | "upcoming"; description: string | null };

export type ServiceState = {
  state: { text: string; tone: Tone };
  /** The plan, and the number where the service has one: "Mobile 12GB · 0423 456 789". */
  plan: string | null;
  /** Sentences under the state: "Online for 2 days, 3 hours.", "It stops on 20 Dec 2026." */
  lines: string[];
  outage: { title: string; description: string; started: Shown; expected: Shown | null } | null;
  /** A planned outage still to come: its title and start. */
  planned: { title: string; starts: Shown } | null;
  /** The outage check failed: said in plain words, the rest of the panel stands. */
  outagesFailed: string | null;
  /** From order to connection, for a service still to be connected. */
  steps: OrderStep[] | null;
  /** A cancellation is requested: its request is followed on /requests. */
  cancellationRequested: boolean;
  /** A move is booked (decision 082): "Moving to … on …", followed on /requests. */
  move: string | null;
};

export type StateInputs = {
  radius: Outcome<RadiusStatus> | null;
  outages: Outcome<{ outages: Outage[] }> | null;
  history: Outcome<HistoryResponse>;
  orders: Outcome<HardwareOrdersResponse> | null;
  /** The account's requests, for a booked move; null when not asked, and a failure shows nothing. */
  requests?: Outcome<{ requests: CustomerRequest[] }> | null;
};

/**
 * The service's booked move still to come, in words: "Moving to 1 Harbour Street, Sydney NSW 2000
 * on Saturday 12 December 2026. Request MV-100001: Scheduled." The newest move not yet completed.
 */
export function bookedMove(service: Service, requests: StateInputs["requests"]): string | null {
  if (!requests?.ok) return null;
  const today = todayIso();
  const move = requests.value.requests.find(
    (r) =>
      r.kind === "move" &&
      r.serviceCode === service.code &&
      !/^(completed|cancelled|withdrawn)$/i.test(r.status) &&
      (!r.effectiveDate || r.effectiveDate.slice(0, 10) >= today),
  );
  if (!move) return null;
  const where = move.newAddress ? `Moving to ${move.newAddress}` : "Moving";
  const when = move.effectiveDate ? ` on ${formatDay(move.effectiveDate.slice(0, 10))}` : "";
  return `${where}${when}. Request ${move.reference}: ${move.status}.`;
}

/** "2 days, 3 hours, 4 minutes" from seconds. */
export function formatTimeOnline(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  const parts = [days ? part(days, "day") : "", hours ? part(hours, "hour") : "", part(minutes, "minute")].filter(
    Boolean,
  );
  return parts.join(", ");
}

/** Order received → hardware on its way (when ordered) → connected on its date. */
function orderSteps(service: Service, inputs: StateInputs): OrderStep[] {
  const ordered = inputs.history.ok
    ? inputs.history.value.history.find((h) => h.event.toLowerCase() === "ordered")?.date
    : undefined;
  const hardware = inputs.orders?.ok ? inputs.orders.value.orders : [];
  const orderDate = ordered ?? hardware[0]?.orderedAt;
  const steps: OrderStep[] = [
    { label: "Order received", status: "done", description: orderDate ? formatDate(orderDate) : null },
  ];
  for (const order of hardware) {
    const delivered = order.status.toLowerCase() === "delivered";
    steps.push({
      label: delivered ? `${order.name} delivered` : `${order.name} on its way`,
      status: delivered ? "done" : "current",
      description: order.status,
    });
  }
  const waiting = steps.every((s) => s.status === "done");
  steps.push({
    label: "Service connected",
    status: waiting ? "current" : "upcoming",
    description: service.startDate ? `Expected ${formatDate(service.startDate)}` : null,
  });
  return steps;
}

export function serviceState(service: Service, inputs: StateInputs): ServiceState {
  const current = inputs.outages?.ok ? sortOutages(inputs.outages.value.outages).filter((o) => !isResolved(o)) : [];
  const active = current.find((o) => o.status.toLowerCase() === "active") ?? null;
  const scheduled = current.find((o) => o.status.toLowerCase() === "scheduled") ?? null;
  const base: ServiceState = {
    state: { text: statusText(service), tone: "info" },
    plan:
      [service.planName, service.phoneNumber && displayPhone(service.phoneNumber)].filter(Boolean).join(" · ") || null,
    lines: [],
    outage: active
      ? {
          title: active.title,
          description: active.description,
          started: dateTimeShown(active.startAt),
          expected: active.endAt ? dateTimeShown(active.endAt) : null,
        }
      : null,
    planned: scheduled ? { title: scheduled.title, starts: dateTimeShown(scheduled.startAt) } : null,
    outagesFailed:
      inputs.outages && !inputs.outages.ok
        ? `We could not check for outages right now. ${inputs.outages.message}`
        : null,
    steps: null,
    cancellationRequested: false,
    move: null,
  };

  if (isCancelled(service))
    return {
      ...base,
      state: { text: "Cancelled", tone: "neutral" },
      lines: [
        "This service is cancelled. Its notes, history and past usage are still shown, but it can no longer be changed.",
      ],
      outage: null,
      planned: null,
      outagesFailed: null,
    };
  if (isPendingConnection(service))
    return {
      ...base,
      state: { text: "Pending connection", tone: "info" },
      lines: ["Your service is on its way: we will email you before it connects."],
      steps: orderSteps(service, inputs),
    };
  if (awaitsSimActivation(service))
    return {
      ...base,
      state: { text: "Waiting for SIM activation", tone: "info" },
      lines: ["Put your new SIM in your phone and activate it to start using this service."],
    };

  const lines: string[] = [];
  if (isCancellationPending(service) && service.cancellationDate)
    lines.push(
      `This service will be cancelled on ${formatDate(service.cancellationDate)}${service.cancellationReference ? ` (reference ${service.cancellationReference})` : ""}.`,
    );
  const radius = inputs.radius;
  if (radius?.ok)
    lines.push(
      radius.value.isConnected
        ? radius.value.timeOnline !== null
          ? `Online for ${formatTimeOnline(radius.value.timeOnline)}.`
          : "Online now."
        : "Not connected right now.",
    );
  else if (radius) lines.push(`The connection status could not be loaded. ${radius.message}`);

  const state: ServiceState["state"] = active
    ? { text: "Outage in progress", tone: "danger" }
    : isCancellationPending(service)
      ? { text: "Cancellation requested", tone: "warning" }
      : radius?.ok
        ? radius.value.isConnected
          ? { text: "Connected", tone: "success" }
          : { text: "Not connected", tone: "warning" }
        : { text: statusText(service), tone: /^active$/i.test(service.serviceStatus ?? "") ? "success" : "info" };
  return {
    ...base,
    state,
    lines,
    cancellationRequested: isCancellationPending(service),
    move: bookedMove(service, inputs.requests),
  };
}
