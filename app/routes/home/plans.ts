// Which plans and add-on products a service is offered on /home/plan. Pure, so the spec §5
// wholesaler rules can be tested for every context without a server.
import { filterPlansForWholesaler, type FilterablePlan } from "#app/lib/plan-filter.ts";

export interface PlanService {
  type: string;
  planCode?: string | null;
  planContext?: number | null;
}

/**
 * The plans a service may move to: the provider's list, narrowed by spec §5 for the energy
 * wholesaler (using the service's plan context), without the plan the service already has.
 */
export function plansForService<T extends FilterablePlan & { code: string }>(
  plans: readonly T[],
  service: PlanService,
  wholesalerCode: string | undefined,
): T[] {
  return filterPlansForWholesaler(plans, wholesalerCode, service.planContext ?? undefined).filter((plan) => plan.code !== service.planCode);
}

export interface ProductFlags {
  /** Branding flag "static IP plan option". */
  staticIp: boolean;
  /** Branding flag "hardware". */
  hardware: boolean;
}

export const STATIC_IP_PRODUCT_TYPE = "static-ip";
export const HARDWARE_PRODUCT_TYPE = "hardware";

/** Add-on products on offer: static IP and hardware follow their feature flags; one entry per code. */
export function productsForService<T extends { code: string; productType: string }>(products: readonly T[], flags: ProductFlags): T[] {
  const seen = new Set<string>();
  return products.filter((product) => {
    const type = product.productType.toLowerCase();
    if (type === STATIC_IP_PRODUCT_TYPE && !flags.staticIp) return false;
    if (type === HARDWARE_PRODUCT_TYPE && !flags.hardware) return false;
    if (seen.has(product.code)) return false;
    seen.add(product.code);
    return true;
  });
}

/** The monthly price difference of moving plans, in cents (positive = dearer). */
export function priceDifferenceCents(currentCents: number | null | undefined, newCents: number): number | null {
  return typeof currentCents === "number" ? newCents - currentCents : null;
}
