// Outages and the network status: their order and the words for their states. Pure.

import type { StatusTone } from "./status.ts";

export interface OutageFacts {
  status: string;
  startAt: string;
}

const ORDER: Record<string, number> = { active: 0, scheduled: 1, resolved: 2 };

const rank = (outage: OutageFacts) => ORDER[outage.status.toLowerCase()] ?? 3;

/** Active first, then scheduled, then resolved (then anything else); newest first within each. */
export function sortOutages<T extends OutageFacts>(outages: readonly T[]): T[] {
  return [...outages].sort((a, b) => rank(a) - rank(b) || b.startAt.localeCompare(a.startAt));
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

// ─── Which outages a service shows ──────────────────────────────────────────
// A telecom service is fixed by the network: its own outages (by connection) and the network's
// incidents in its state. Gas and electricity are not: the customer's distributor owns the poles,
// wires and pipes, takes outage reports and answers emergencies. Showing an energy customer the
// telecom network's incidents would send them to the wrong people.

/** Where a service's outages come from. */
export type OutageSource = "network" | "distributor";

const ENERGY_TYPES = new Set(["electricity", "gas"]);

export function outageSourceOf(serviceType: string): OutageSource {
  return ENERGY_TYPES.has(serviceType.toLowerCase()) ? "distributor" : "network";
}

/** The energy distributor of a service, as the provider knows it. */
export interface Distributor {
  name: string;
  /** Where to report or check an outage. */
  outagesPhone: string;
  /** For a gas leak, fallen power lines or other danger. */
  emergencyPhone: string;
}

/** What a gas or electricity service's outage page says: its distributor, or where to find it. */
export function distributorAdvice(serviceType: string, distributor: Distributor | null | undefined) {
  const gas = serviceType.toLowerCase() === "gas";
  return {
    title: gas ? "Gas outages and leaks" : "Power outages and emergencies",
    whoFixes: distributor
      ? `Your ${gas ? "gas" : "electricity"} distributor is ${distributor.name}. They look after the ${gas ? "gas pipes and meters" : "poles, wires and meters"} in your area and fix outages.`
      : `Your ${gas ? "gas" : "electricity"} distributor looks after the ${gas ? "gas pipes and meters" : "poles, wires and meters"} in your area and fixes outages. Their name and phone numbers are on your bill.`,
    outages: distributor
      ? { label: gas ? "No gas supply" : "Report or check a power outage", phone: distributor.outagesPhone }
      : null,
    emergency: distributor
      ? {
          label: gas ? "Gas leak or emergency" : "Fallen power lines or other emergency",
          phone: distributor.emergencyPhone,
        }
      : null,
    danger: "If anyone is in danger, call 000.",
  };
}

const STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"];
const STATE_AT_END = new RegExp(`\\b(${STATES.join("|")})\\s+\\d{4}\\s*$`, "i");

/** The state or territory of an address written as the provider writes it ("… Brisbane City QLD 4000" → "QLD"). */
export function stateOfAddress(address: string | null | undefined): string | null {
  const match = address ? STATE_AT_END.exec(address) : null;
  return match ? match[1]!.toUpperCase() : null;
}

const STATE_NAMES: Record<string, string> = {
  ACT: "the Australian Capital Territory",
  NSW: "New South Wales",
  NT: "the Northern Territory",
  QLD: "Queensland",
  SA: "South Australia",
  TAS: "Tasmania",
  VIC: "Victoria",
  WA: "Western Australia",
};

/** "QLD" → "Queensland", for a sentence; an unknown code as it is. */
export function stateName(state: string): string {
  return STATE_NAMES[state.toUpperCase()] ?? state;
}

/** The network incidents in the service's state (a Melbourne service is not told of a Sydney one); all when its state is not known. */
export function incidentsIn<T extends { region: string }>(incidents: readonly T[], state: string | null): T[] {
  if (!state) return [...incidents];
  return incidents.filter((incident) => incident.region.trim().toUpperCase() === state);
}

/** The outage affecting the service now: the newest one in progress, or null. */
export function outageInProgress<T extends OutageFacts>(outages: readonly T[]): T | null {
  return sortOutages(outages).find((outage) => outage.status.toLowerCase() === "active") ?? null;
}

/** What a line test says while an outage is in progress, whatever it measured: the outage is the likely cause. */
export const TEST_DURING_OUTAGE =
  "The outage is the likely cause of any problem with this service, so this test cannot tell whether anything else is wrong. We are already fixing it: you do not need to report a fault for it. If the problem continues after the outage is fixed, run the test again.";

/** A test result's summary: the provider's own, except during an outage, which a passed test must not hide ("No problems found"). */
export function testSummaryDuring(outage: boolean, summary: string | null): string | null {
  return outage ? TEST_DURING_OUTAGE : summary;
}
