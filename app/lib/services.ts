/** Spec §4: voip services after the others (type descending), cancelled services last; stable otherwise. */
export function orderServices<T extends { type: string; serviceStatus?: string | null }>(services: readonly T[]): T[] {
  const cancelled = (s: T) => (s.serviceStatus?.toLowerCase() === "cancelled" ? 1 : 0);
  const voip = (s: T) => (s.type.toLowerCase() === "voip" ? 1 : 0);
  return services
    .map((service, index) => ({ service, index }))
    .sort((a, b) => cancelled(a.service) - cancelled(b.service) || voip(a.service) - voip(b.service) || a.index - b.index)
    .map(({ service }) => service);
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

export function serviceTypeName(type: string): string {
  return TYPE_NAMES[type.toLowerCase()] ?? type;
}

export const BROADBAND_TYPES = new Set(["nbn", "dsl", "uniti"]);
export const isBroadband = (type: string) => BROADBAND_TYPES.has(type.toLowerCase());
export const isVoip = (type: string) => type.toLowerCase() === "voip";
