// Plan and product rules: which plans a service may move to (with the energy wholesaler's rules
// of spec §5), which add-on products are offered, and what a move costs. Pure: no server imports.
import { kindOf } from "./services.ts";

/** Spec §5 applies to the energy wholesaler only (config.wholesaler.isOE). */
export interface PlanWholesaler {
  isOE: boolean;
}

// Spec §5, rule for rule, for the energy wholesaler:
// - hide plans whose name contains '12/1';
// - for plan-context codes 0, 1, 2, 3, 20, 21, 22, 23, 24 hide NBN plans whose name contains
//   '100/20' or '100/40';
// - for contexts 4, 5, 6 show only plans with 'FW' in the name; for every other context
//   (including none) hide plans with 'FW' in the name.
// Any other wholesaler (or none) sees the list unchanged. Name matches are plain substrings,
// case-sensitive as the spec writes them; the service type compares in lower case.
const NBN_SPEED_CAPPED_CONTEXTS: ReadonlySet<number> = new Set([0, 1, 2, 3, 20, 21, 22, 23, 24]);
const FW_ONLY_CONTEXTS: ReadonlySet<number> = new Set([4, 5, 6]);

export interface FilterablePlan {
  name: string;
  serviceType: string;
}

/** A context from a number or a numeric string ('5', ' 5 '); anything else is "no context". */
function toContext(planContext: number | string | undefined): number | undefined {
  if (typeof planContext === "number") return Number.isInteger(planContext) ? planContext : undefined;
  if (typeof planContext === "string" && /^\s*\d+\s*$/.test(planContext)) return Number(planContext);
  return undefined;
}

/** The plans the customer may see, in their original order; extra fields are kept. */
export function filterPlansForWholesaler<T extends FilterablePlan>(
  plans: readonly T[],
  wholesaler: PlanWholesaler,
  planContext: number | string | undefined,
): T[] {
  if (!wholesaler.isOE) return [...plans];
  const context = toContext(planContext);
  const hideFastNbn = context !== undefined && NBN_SPEED_CAPPED_CONTEXTS.has(context);
  const fwOnly = context !== undefined && FW_ONLY_CONTEXTS.has(context);
  return plans.filter((plan) => {
    const name = plan.name;
    if (name.includes("12/1")) return false;
    if (
      hideFastNbn &&
      plan.serviceType.toLowerCase() === "nbn" &&
      (name.includes("100/20") || name.includes("100/40"))
    ) {
      return false;
    }
    return fwOnly ? name.includes("FW") : !name.includes("FW");
  });
}

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
  wholesaler: PlanWholesaler,
): T[] {
  return filterPlansForWholesaler(plans, wholesaler, service.planContext ?? undefined).filter(
    (plan) => plan.code !== service.planCode,
  );
}

/** Gas and electricity move between energy contracts (their own change-contract list); others between plans. */
export function changesEnergyContract(service: Pick<PlanService, "type">): boolean {
  return kindOf(service.type) === "energy";
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
export function productsForService<T extends { code: string; productType: string }>(
  products: readonly T[],
  flags: ProductFlags,
): T[] {
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
