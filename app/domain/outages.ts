// Outages and the network status: their order and the words for their states. Pure.

import type { StatusTone } from "./status.ts";

export interface OutageFacts {
  status: string;
  startAt: string;
}

const ORDER: Record<string, number> = { active: 0, scheduled: 1, resolved: 2 };

/** Active first, then scheduled, then resolved (then anything else); newest first within each. */
export function sortOutages<T extends OutageFacts>(outages: readonly T[]): T[] {
  return [...outages].sort(
    (a, b) => (ORDER[a.status] ?? 3) - (ORDER[b.status] ?? 3) || b.startAt.localeCompare(a.startAt),
  );
}

export function isResolved(outage: Pick<OutageFacts, "status">): boolean {
  return outage.status.toLowerCase() === "resolved";
}

const STATUS_TEXT: Record<string, string> = { active: "In progress", scheduled: "Planned", resolved: "Resolved" };

/** An outage's or an incident's status in words: 'active' → 'In progress'; an unknown one capitalised. */
export function outageStatusText(status: string): string {
  return STATUS_TEXT[status.toLowerCase()] ?? `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
}

const STATUS_TONE: Record<string, StatusTone> = { active: "danger", scheduled: "warning", resolved: "success" };

/** How an outage's status reads at a glance: one in progress stands out. */
export function outageTone(status: string): StatusTone {
  return STATUS_TONE[status.toLowerCase()] ?? "info";
}

const NETWORK_TEXT: Record<string, string> = {
  operational: "All systems are working normally",
  degraded: "Some services are slower than usual",
  outage: "There is a network outage",
};

/** The network status in words; an unknown one as the provider wrote it. */
export function networkStatusText(status: string): string {
  return NETWORK_TEXT[status.toLowerCase()] ?? status;
}
