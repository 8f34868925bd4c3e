import { z } from "zod";
import { cents, id, isoDate } from "./common.ts";

/** A customer's services, their notes and history, and a broadband connection's live state. */

const serviceProduct = z.object({
  code: z.string(),
  name: z.string(),
  /** (sandbox shape) What was paid once for it (hardware); absent or 0: nothing. */
  priceCents: cents.nullish(),
  monthlyPriceCents: cents,
  addedAt: isoDate.nullish(),
});

/**
 * (extension, decision 080) The life-support equipment a registration names: the list Australian
 * energy retailers use (National Energy Retail Rules, the definition of life support equipment).
 */
export const lifeSupportEquipment = z.enum([
  "oxygen-concentrator",
  "kidney-dialysis",
  "cpap",
  "crigler-najjar-phototherapy",
  "ventilator",
  "other",
]);
export type LifeSupportEquipment = z.infer<typeof lifeSupportEquipment>;

/** (extension, decision 080) Someone at an energy service's address depends on life-support equipment. */
export const lifeSupportRegistration = z.object({
  reference: z.string(),
  equipment: lifeSupportEquipment,
  registeredAt: isoDate,
  /** The day the signed medical confirmation form is due (YYYY-MM-DD): 50 business days after registering. */
  medicalConfirmationDue: isoDate,
  /** When the distributor was told. */
  distributorNotifiedAt: isoDate.nullish(),
});
export type LifeSupportRegistration = z.infer<typeof lifeSupportRegistration>;

/** (extension, decision 080) A mobile's SIM blocked because it was lost or stolen, and its replacement. */
export const simBlock = z.object({
  reference: z.string(),
  reason: z.enum(["lost", "stolen"]),
  blockedAt: isoDate,
  /** Where the replacement SIM is posted (one line), or null when none was ordered. */
  replacementDeliveryAddress: z.string().nullish(),
});
export type SimBlock = z.infer<typeof simBlock>;

export const service = z.object({
  id,
  /** A letter followed by a number, e.g. N1001. */
  code: z.string(),
  /** nbn, dsl, uniti, voip, mobile, electricity, gas… */
  type: z.string(),
  /** "Active", "Cancelled"… */
  serviceStatus: z.string(),
  avcId: z.string().nullish(),
  planCode: z.string().nullish(),
  planName: z.string().nullish(),
  /** Plan-context code of spec §5 (0–24). */
  planContext: z.number().int().nullish(),
  monthlyPriceCents: cents.nullish(),
  supplierServiceId: z.string().nullish(),
  supplier: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  address: z.string().nullish(),
  startDate: isoDate.nullish(),
  products: z.array(serviceProduct).nullish(),
  /** (sandbox shape) The static IP address assigned to the service (management/settings/static-ips/assign). */
  staticIpAddress: z.string().nullish(),
  /** (sandbox shape) A requested cancellation: the day the service stops (YYYY-MM-DD) and its reference. */
  cancellationDate: isoDate.nullish(),
  cancellationReference: z.string().nullish(),
  /** (sandbox shape) Gas and electricity: the distributor that fixes outages, and its phone lines. */
  distributor: z.object({ name: z.string(), outagesPhone: z.string(), emergencyPhone: z.string() }).nullish(),
  /** (extension, decision 080) Gas and electricity: the life-support registration at the address, if any. */
  lifeSupport: lifeSupportRegistration.nullish(),
  /** (extension, decision 080) Mobile: the SIM's block while it is lost or stolen, if any. */
  simBlock: simBlock.nullish(),
  /**
   * (extension, decision 082) Broadband on a capped plan: the plan's data a month (downloads and
   * uploads together), in bytes; absent or null: unlimited. Mobiles say theirs in their usage.
   */
  dataAllowanceBytes: z.number().nullish(),
});
export type Service = z.infer<typeof service>;

export const servicesResponse = z.object({ services: z.array(service) });
export type ServicesResponse = z.infer<typeof servicesResponse>;

const serviceNote = z.object({ id, createdAt: isoDate, author: z.string().nullish(), text: z.string() });
export type ServiceNote = z.infer<typeof serviceNote>;
export const notesResponse = z.object({ notes: z.array(serviceNote) });
export type NotesResponse = z.infer<typeof notesResponse>;

/** (sandbox shape) */
const historyEntry = z.object({ id, date: isoDate, event: z.string(), description: z.string() });
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyResponse = z.object({ history: z.array(historyEntry) });
export type HistoryResponse = z.infer<typeof historyResponse>;

export const radiusStatus = z.object({
  /** Seconds online in the current session; null when offline. */
  timeOnline: z.number().int().nullable(),
  isConnected: z.boolean(),
  framedIpAddress: z.string().nullable(),
});
export type RadiusStatus = z.infer<typeof radiusStatus>;

/** (extension, decision 080) account/actions/life-support/register's answer. */
export const lifeSupportRegistered = z.object({
  reference: z.string(),
  status: z.string(),
  message: z.string(),
  medicalConfirmationDue: isoDate,
});
export type LifeSupportRegistered = z.infer<typeof lifeSupportRegistered>;
