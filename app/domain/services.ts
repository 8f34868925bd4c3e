// What a service of a given kind and status can do, and how it is named: the one place for these
// rules. Screens ask here (`capabilitiesOf(service).canReportFault`) and never re-derive a rule.
// Pure: no server imports, so components may use it too.

import { displayPhone } from "./phone.ts";

/** The fields of a service these rules read (the provider's Service has them all). */
export interface ServiceFacts {
  code: string;
  type: string;
  serviceStatus?: string | null;
  /** A requested cancellation: the day the service stops (YYYY-MM-DD), decision 023. */
  cancellationDate?: string | null;
}

/** The family of a service type: it decides usage, plans, diagnostics and fault reports. */
export type ServiceKind = "broadband" | "voip" | "mobile" | "energy" | "other";

const KINDS: Record<string, ServiceKind> = {
  nbn: "broadband",
  dsl: "broadband",
  uniti: "broadband",
  voip: "voip",
  mobile: "mobile",
  gas: "energy",
  electricity: "energy",
};

export function kindOf(type: string): ServiceKind {
  return KINDS[type.toLowerCase()] ?? "other";
}

const TYPE_NAMES: Record<string, string> = {
  nbn: "NBN",
  dsl: "DSL",
  uniti: "Uniti",
  voip: "VoIP",
  mobile: "Mobile",
  electricity: "Electricity",
  gas: "Gas",
};

/** "NBN", "VoIP", …; an unknown type as the provider wrote it. */
export function serviceTypeName(type: string): string {
  return TYPE_NAMES[type.toLowerCase()] ?? type;
}

/** Spec §3: 'Cancelled' is the one known status beyond the active ones; compared in lower case. */
export function isCancelled(service: Pick<ServiceFacts, "serviceStatus">): boolean {
  return service.serviceStatus?.toLowerCase() === "cancelled";
}

/** A cancellation is requested and the service has not stopped yet (decision 023). */
export function isCancellationPending(service: Pick<ServiceFacts, "serviceStatus" | "cancellationDate">): boolean {
  return Boolean(service.cancellationDate) && !isCancelled(service);
}

/** The status as the customer sees it: the provider's own word. */
export function statusText(service: Pick<ServiceFacts, "serviceStatus">): string {
  return service.serviceStatus || "Not known";
}

/**
 * A new service ordered but not yet connected (joined online: the provider says "Pending
 * connection"). The one rule for "pending": it has no live connection, no line to test or reset,
 * no fault to report and nothing to cancel online yet; every screen asks `capabilitiesOf`.
 */
export function isPendingConnection(service: Pick<ServiceFacts, "serviceStatus">): boolean {
  return (service.serviceStatus ?? "").trim().toLowerCase() === "pending connection";
}

/** How the service's start date is worded: when it started, or when it is expected to connect. */
export type StartDateShown =
  | { label: "Started"; date: string }
  | { label: "Expected connection"; date: string }
  | { label: "Expected connection"; date: null };

/**
 * A connected service "Started" on its date; a pending one is "Expected" to connect on a date
 * still to come. A pending service's date that has passed (or is missing) is never shown as if it
 * had started: the new date is still to be confirmed. `today` is the provider's today (YYYY-MM-DD).
 */
export function startDateShown(
  service: Pick<ServiceFacts, "serviceStatus"> & { startDate?: string | null },
  today: string,
): StartDateShown | null {
  const date = service.startDate?.slice(0, 10) || null;
  if (isPendingConnection(service))
    return date && date >= today
      ? { label: "Expected connection", date }
      : { label: "Expected connection", date: null };
  return date ? { label: "Started", date } : null;
}

/** The fields that name a service the way its customer knows it (the provider's Service has them). */
export interface NamedService extends ServiceFacts {
  phoneNumber?: string | null;
  /** "12 Harbour St, Sydney NSW 2000". */
  address?: string | null;
  planName?: string | null;
}

/**
 * The service as its customer knows it, never by the provider's internal code: a phone service
 * by its number ("Mobile 0423 456 789", "VoIP (02) 9876 5432"), one at an address by its street
 * ("NBN at 12 Harbour St", "Electricity at 88 Queen St"), else by its plan ("Mobile 40GB plan").
 * The code only when the provider gave nothing else. The one function that names a service:
 * headings, the switcher, journeys' pages and messages all ask here.
 */
export function serviceName(service: NamedService): string {
  const type = serviceTypeName(service.type);
  const kind = kindOf(service.type);
  const phone = service.phoneNumber?.trim();
  if (phone && (kind === "mobile" || kind === "voip")) return `${type} ${displayPhone(phone)}`;
  const street = service.address?.split(",")[0]?.trim();
  if (street && kind !== "mobile") return `${type} at ${street}`;
  const plan = service.planName?.trim();
  if (plan) return plan.toLowerCase().startsWith(type.toLowerCase()) ? `${plan} plan` : `${type}, ${plan} plan`;
  if (phone) return `${type} ${displayPhone(phone)}`;
  return `${type} service ${service.code}`;
}

/**
 * Where a service is, for a page about the place rather than the service (life support is for
 * the people at an address): the address as the provider gives it, else "the address of" its name.
 */
export function serviceAddress(service: NamedService): string {
  return service.address?.trim() || `the address of ${serviceName(service)}`;
}

/**
 * The provider's own words about a request ("Wi-Fi 6 modem added to N1001") with each of the
 * account's service codes in them said as the service's name ("… added to NBN at 12 Harbour St").
 */
export function withServiceNames(text: string, services: readonly NamedService[]): string {
  return services.reduce(
    (said, s) =>
      s.code ? said.replace(new RegExp(`\\b${s.code.replace(/[^A-Za-z0-9]/g, "\\$&")}\\b`, "g"), serviceName(s)) : said,
    text,
  );
}

/**
 * The name and, when the service is not simply active, its state: "Mobile 40GB plan (Pending
 * activation)", "DSL at 12 Harbour St (Cancelled)". Where services are listed to choose from
 * (the switcher, support forms) and where one is announced.
 */
export function serviceLabel(service: NamedService): string {
  const state = isCancelled(service)
    ? "Cancelled"
    : isCancellationPending(service)
      ? "Cancellation requested"
      : service.serviceStatus && service.serviceStatus.trim().toLowerCase() !== "active"
        ? service.serviceStatus.trim()
        : null;
  return state ? `${serviceName(service)} (${state})` : serviceName(service);
}

/** Spec §4: voip services after the others (type descending), cancelled services last; stable otherwise. */
export function orderServices<T extends Pick<ServiceFacts, "type" | "serviceStatus">>(services: readonly T[]): T[] {
  const cancelled = (s: T) => (isCancelled(s) ? 1 : 0);
  const voip = (s: T) => (kindOf(s.type) === "voip" ? 1 : 0);
  return services
    .map((service, index) => ({ service, index }))
    .sort(
      (a, b) => cancelled(a.service) - cancelled(b.service) || voip(a.service) - voip(b.service) || a.index - b.index,
    )
    .map(({ service }) => service);
}

/** Which usage /home/usage shows: monthly broadband, VoIP call records, mobile months, energy reads. */
export type UsageView = "broadband" | "voip" | "mobile" | "energy" | "none";

/** Why a fault cannot be reported online for a service (it can be by phone). */
export type FaultReportBlock = "voip" | "cancelled" | "pending";

/** The brand's switches that change what a service offers (spec §1 feature flags). */
export interface ServiceFeatures {
  voip: boolean;
}

export interface Capabilities {
  kind: ServiceKind;
  isCancelled: boolean;
  /** Ordered and not connected yet (isPendingConnection). */
  isPending: boolean;
  /** A cancelled service keeps its notes, history and past usage but can no longer be changed. */
  canChangePlan: boolean;
  canAddProduct: boolean;
  /** The service can be cancelled online: connected, not cancelled, and no cancellation requested yet. */
  canCancel: boolean;
  /** The service can be moved to a new address (moving home): it is connected and not cancelled. */
  canMove: boolean;
  /** A cancellation is requested and the service has not stopped yet. */
  cancellationPending: boolean;
  /** Gas and electricity change between energy contracts (their own flow, /home/energy-contract). */
  changesEnergyContract: boolean;
  canCheckOutages: boolean;
  /** The connection status (radius) is shown: a connected broadband service. */
  hasConnectionStatus: boolean;
  /** The link to run diagnostics is offered: a connected broadband service. */
  hasDiagnostics: boolean;
  /** VoIP settings and the VoIP password: an active VoIP service, when the brand offers VoIP. */
  hasVoipSettings: boolean;
  /** Spec §2: the Support page offers 'Report a Fault' unless the service is VoIP. */
  offersFaultReport: boolean;
  /** A fault report can be sent online: not for VoIP (spec §2), a cancelled or a pending service. */
  canReportFault: boolean;
  /** Why not, when it cannot. */
  faultReportBlock: FaultReportBlock | null;
  /** The fault report asks about the modem: broadband only. */
  faultReportAsksModem: boolean;
  usageView: UsageView;
}

export function capabilitiesOf(service: ServiceFacts, features: ServiceFeatures = { voip: true }): Capabilities {
  const kind = kindOf(service.type);
  const cancelled = isCancelled(service);
  const pending = isPendingConnection(service);
  const activeBroadband = kind === "broadband" && !cancelled && !pending;
  const faultReportBlock: FaultReportBlock | null =
    kind === "voip" ? "voip" : cancelled ? "cancelled" : pending ? "pending" : null;
  return {
    kind,
    isCancelled: cancelled,
    isPending: pending,
    canChangePlan: !cancelled,
    canAddProduct: !cancelled,
    canCancel: !cancelled && !pending && !isCancellationPending(service),
    canMove: !cancelled && !pending,
    cancellationPending: isCancellationPending(service),
    changesEnergyContract: kind === "energy" && !cancelled,
    canCheckOutages: !cancelled,
    hasConnectionStatus: activeBroadband,
    hasDiagnostics: activeBroadband,
    hasVoipSettings: kind === "voip" && !cancelled && features.voip,
    offersFaultReport: kind !== "voip",
    canReportFault: faultReportBlock === null,
    faultReportBlock,
    faultReportAsksModem: kind === "broadband",
    usageView: kind === "other" ? "none" : kind,
  };
}

/** The supplier's ids of a service, which its diagnostics are run with. */
export type SupplierService = { supplier: string; supplierServiceId: string };

/** The supplier's ids for a service that can run diagnostics, or why it cannot. */
export function diagnosable(
  service: (NamedService & { supplier?: string | null; supplierServiceId?: string | null }) | undefined,
): { ok: true; supplier: SupplierService } | { ok: false; reason: string } {
  if (!service) return { ok: false, reason: "There is no service on your account to test." };
  const name = serviceName(service);
  if (isCancelled(service))
    return { ok: false, reason: `Diagnostics are not available for ${name}: the service is cancelled.` };
  if (isPendingConnection(service))
    return {
      ok: false,
      reason: `Diagnostics are not available for ${name}: the service is not connected yet. They can be run once it is.`,
    };
  if (!service.supplierServiceId || !service.supplier)
    return { ok: false, reason: `Diagnostics are not available for ${name}.` };
  return { ok: true, supplier: { supplier: service.supplier, supplierServiceId: service.supplierServiceId } };
}
