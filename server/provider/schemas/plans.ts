import { z } from "zod";
import { cents } from "./common.ts";

/** Plans (contracts) and products the provider sells. */

export const contract = z.object({
  code: z.string(),
  name: z.string(),
  serviceType: z.string(),
  monthlyPriceCents: cents,
  /** Technology context the plan is sold for (spec §5 codes; 4–6 fixed wireless). */
  planContext: z.number().int().nullish(),
  description: z.string().nullish(),
  downloadMbps: z.number().nullish(),
  uploadMbps: z.number().nullish(),
  /** (sandbox shape) Minimum term in months (0 or absent: none) and the fee for leaving within it. */
  termMonths: z.number().int().nullish(),
  earlyExitFeeCents: cents.nullish(),
  /** (sandbox shape) Energy contracts: usage rate (cents per kWh or MJ), daily supply charge, discount. */
  usageRateCents: z.number().nullish(),
  usageUnit: z.string().nullish(),
  dailySupplyCents: z.number().nullish(),
  discountPercent: z.number().nullish(),
  discountText: z.string().nullish(),
  /** (extension, decision 082) A capped plan's data a month, in bytes; absent or null: unlimited. */
  dataAllowanceBytes: z.number().nullish(),
});
export type Contract = z.infer<typeof contract>;
export const contractsResponse = z.object({ contracts: z.array(contract) });
export type ContractsResponse = z.infer<typeof contractsResponse>;

export const product = z.object({
  code: z.string(),
  name: z.string(),
  /** static-ip, hardware */
  productType: z.string(),
  /** One-off price (hardware) in cents. */
  priceCents: cents,
  monthlyPriceCents: cents,
  description: z.string().nullish(),
  /** (sandbox shape) The service types it is sold for; absent: every service its product type fits. */
  serviceTypes: z.array(z.string()).nullish(),
});
export type Product = z.infer<typeof product>;
export const productsResponse = z.object({ products: z.array(product) });
export type ProductsResponse = z.infer<typeof productsResponse>;
