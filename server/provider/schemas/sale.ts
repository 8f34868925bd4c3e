import { z } from "zod";

import { address } from "./profile.ts";

/** Joining: finding an address, what it qualifies for, a quote and its terms, the new account (spec §7 "Qualification", "Sale", location-search). */

/**
 * (sandbox shape) An address as location-search finds it and qualification and sales take it:
 * the spec's fields, the lookups' unit, level and lot parts, and the network's location id.
 */
export const locatedAddress = address.extend({
  locationId: z.string().nullish(),
  unitType: z.string().nullish(),
  levelType: z.string().nullish(),
  levelNumber: z.string().nullish(),
  lotNumber: z.string().nullish(),
});
export type LocatedAddress = z.infer<typeof locatedAddress>;

/** (sandbox shape) GET superloop/location-search?query → up to 10 matches, best first. */
export const locationSearchResponse = z.object({
  results: z.array(z.object({ locationId: z.string(), label: z.string(), address: locatedAddress })),
});
export type LocationSearchResponse = z.infer<typeof locationSearchResponse>;

/** (sandbox shape) service-qualification nbn|dsl|mobile by-address. */
export const qualificationResponse = z.object({
  qualified: z.boolean(),
  /** "FTTP", "FTTC", "HFC", "Fixed Wireless", "Satellite" (nbn); "ADSL2+" (dsl); "4G/5G" (mobile). */
  technology: z.string().nullish(),
  locationId: z.string().nullish(),
  planContext: z.number().int().nullish(),
  maxDownloadMbps: z.number().nullish(),
  /** Whether connecting needs a technician at the premises. */
  technicianRequired: z.boolean().nullish(),
  reason: z.string().nullish(),
});
export type QualificationResponse = z.infer<typeof qualificationResponse>;

/** (sandbox shape) GET service-qualification/energy/by-post-code. */
export const energyQualificationResponse = z.object({
  postCode: z.string(),
  electricity: z.boolean(),
  gas: z.boolean(),
});
export type EnergyQualificationResponse = z.infer<typeof energyQualificationResponse>;

/** (sandbox shape) POST sale/broadband/quote. */
export const broadbandQuote = z.object({
  quoteId: z.string(),
  planCode: z.string(),
  planName: z.string(),
  monthlyPriceCents: z.number().int(),
  minimumTermMonths: z.number().int(),
  /** One-off charges (hardware, connection), in cents. */
  upfrontCents: z.number().int(),
  lines: z.array(z.object({ description: z.string(), oneOffCents: z.number().int(), monthlyCents: z.number().int() })),
  /** The earliest connection date (YYYY-MM-DD) when no technician is needed… */
  connectionDate: z.string().nullish(),
  /** …or the technician's visit window. */
  technicianWindow: z.object({ date: z.string(), from: z.string(), to: z.string() }).nullish(),
});
export type BroadbandQuote = z.infer<typeof broadbandQuote>;

/** (sandbox shape) GET sale/broadband/terms/{code}. */
export const broadbandTerms = z.object({
  code: z.string(),
  title: z.string(),
  summary: z.array(z.string()),
  minimumTermMonths: z.number().int(),
  cancellationFeeCents: z.number().int(),
});
export type BroadbandTerms = z.infer<typeof broadbandTerms>;

/** (sandbox shape) POST account/create. */
export const accountCreated = z.object({ accountCode: z.string(), serviceCode: z.string().nullish() });
export type AccountCreated = z.infer<typeof accountCreated>;
