import type { Service } from "#server/provider/schemas/services.ts";

const TYPE_WORDS: Record<string, string> = {
  nbn: "NBN",
  dsl: "DSL",
  uniti: "Uniti",
  mobile: "Mobile",
  voip: "VoIP",
  electricity: "Electricity",
  gas: "Gas",
};

/**
 * A service as the provider's messages name it to its customer: by its number or its street
 * ("Mobile 0423 456 789", "NBN at 22 Chapel St"), never by the internal code.
 */
export function serviceWords(service: Pick<Service, "type" | "phoneNumber" | "address" | "planName" | "code">): string {
  const type = TYPE_WORDS[service.type] ?? service.type;
  if (service.phoneNumber) return `${type} ${service.phoneNumber}`;
  const street = service.address?.split(",")[0]?.trim();
  if (street) return `${type} at ${street}`;
  return service.planName ? `${type} on ${service.planName}` : `${type} service`;
}

/** Where a service is, for a message about the place (life support): its address, else its words. */
export function servicePlace(service: Pick<Service, "type" | "phoneNumber" | "address" | "planName" | "code">): string {
  return service.address?.trim() || `the address of your ${serviceWords(service)}`;
}
