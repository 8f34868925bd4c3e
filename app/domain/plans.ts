// Plan and product rules: which plans a service may move to (with the energy wholesaler's rules
// of spec §5), which add-on products are offered, and what a move costs. Pure: no server imports.
import { formatMoney } from "./format.ts";
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
 * How an NBN service reaches the premises, as far as plans and products care: fixed wireless
 * (plan contexts 4, 5 and 6, spec §5) or a fixed line. Other types have one technology each.
 */
export type AccessTechnology = "fixed-wireless" | "fixed-line";

/** A service's access technology: fixed wireless for plan contexts 4–6, a fixed line otherwise. */
export function accessTechnologyOf(service: Pick<PlanService, "planContext">): AccessTechnology {
  const context = toContext(service.planContext ?? undefined);
  return context !== undefined && FW_ONLY_CONTEXTS.has(context) ? "fixed-wireless" : "fixed-line";
}

/** A plan is sold for fixed wireless when its context is 4–6 or its name says FW (spec §5's marker). */
function planTechnologyOf(plan: FilterablePlan & { planContext?: number | null }): AccessTechnology {
  return plan.name.includes("FW") || accessTechnologyOf(plan) === "fixed-wireless" ? "fixed-wireless" : "fixed-line";
}

/**
 * The plans a service may move to, for every brand: plans of its own service type and access
 * technology (a fixed-wireless service is never offered fixed-line plans, nor the reverse), then
 * spec §5's rules for the energy wholesaler on top, without the plan the service already has.
 */
export function plansForService<T extends FilterablePlan & { code: string; planContext?: number | null }>(
  plans: readonly T[],
  service: PlanService,
  wholesaler: PlanWholesaler,
): T[] {
  const type = service.type.toLowerCase();
  const technology = accessTechnologyOf(service);
  const fitting = plans.filter(
    (plan) => plan.serviceType.toLowerCase() === type && planTechnologyOf(plan) === technology,
  );
  return filterPlansForWholesaler(fitting, wholesaler, service.planContext ?? undefined).filter(
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

const STATIC_IP_PRODUCT_TYPE = "static-ip";
const HARDWARE_PRODUCT_TYPE = "hardware";

/**
 * Add-on products on offer for a service: a static IP and hardware are broadband things (every
 * broadband technology), so energy, mobile and VoIP services get neither; a product that names the
 * service types it is sold for is offered to those only. Static IP and hardware also follow their
 * feature flags. One entry per code, and none the service already has.
 */
export function productsForService<
  T extends { code: string; productType: string; serviceTypes?: readonly string[] | null },
>(
  products: readonly T[],
  service: Pick<PlanService, "type"> & { products?: readonly { code: string }[] | null },
  flags: ProductFlags,
): T[] {
  // A product the service already has is never offered again (the provider refuses it too).
  const seen = new Set<string>((service.products ?? []).map((p) => p.code));
  const serviceType = service.type.toLowerCase();
  const broadband = kindOf(service.type) === "broadband";
  return products.filter((product) => {
    const type = product.productType.toLowerCase();
    if (type === STATIC_IP_PRODUCT_TYPE && !(flags.staticIp && broadband)) return false;
    if (type === HARDWARE_PRODUCT_TYPE && !(flags.hardware && broadband)) return false;
    if (product.serviceTypes && !product.serviceTypes.some((t) => t.toLowerCase() === serviceType)) return false;
    if (seen.has(product.code)) return false;
    seen.add(product.code);
    return true;
  });
}

/** A price as customers read it: "$10.00 a month". */
/** When a product added to a service is charged: with the service's next bill. */
export const ADDED_PRODUCT_CHARGED = "on your next bill";
/**
 * When a new joiner's one-off charges (a modem) are charged: on the first bill, never at joining
 * (joining takes no payment). The quote, the plan page and the provider's terms say the same.
 */
export const JOIN_ONE_OFF_CHARGED = "on your first bill";

export const perMonth = (cents: number) => `${formatMoney(cents)} a month`;

/**
 * What a product costs, saying which part is one-off and which monthly: "$199.00 one-off",
 * "$10.00 a month", "$99.00 one-off and $5.00 a month"; "No charge" when both are zero. `charged`
 * says when a one-off price is charged where the page knows it ("$79.00 one-off, on your next bill").
 */
export function productPriceText(
  product: { priceCents?: number | null; monthlyPriceCents: number },
  charged?: string,
): string {
  const oneOff = product.priceCents ?? 0;
  const parts = [];
  if (oneOff > 0) parts.push(`${formatMoney(oneOff)} one-off${charged ? `, ${charged}` : ""}`);
  if (product.monthlyPriceCents > 0) parts.push(perMonth(product.monthlyPriceCents));
  return parts.length ? parts.join(" and ") : "No charge";
}

/** The monthly price difference of moving plans, in cents (positive = dearer). */
export function priceDifferenceCents(currentCents: number | null | undefined, newCents: number): number | null {
  return typeof currentCents === "number" ? newCents - currentCents : null;
}

/** What an address qualified for, as far as broadband plans care. */
export interface AddressBroadband {
  /** "nbn" or "dsl" (the plans' service type); null when no broadband reaches the address. */
  broadbandType: string | null;
  /** The plan context of the address's technology (spec §5: 4–6 fixed wireless). */
  planContext: number | null;
  /** The fastest download the technology carries; faster plans are not offered. */
  maxDownloadMbps: number | null;
}

/**
 * The broadband plans a new customer may choose at an address: the same rules as a plan change
 * (plansForService: its service type and access technology — fixed wireless plans only for fixed
 * wireless —, then spec §5's rules for the energy wholesaler), and nothing faster than the
 * technology carries. None when no broadband reaches the address.
 */
export function plansForAddress<
  T extends FilterablePlan & { code: string; planContext?: number | null; downloadMbps?: number | null },
>(plans: readonly T[], address: AddressBroadband, wholesaler: PlanWholesaler): T[] {
  if (!address.broadbandType) return [];
  const service = { type: address.broadbandType, planContext: address.planContext, planCode: null };
  const max = address.maxDownloadMbps;
  return plansForService(plans, service, wholesaler).filter(
    (plan) => max === null || plan.downloadMbps === null || plan.downloadMbps === undefined || plan.downloadMbps <= max,
  );
}

/** "No lock-in contract" or "12-month minimum term". */
export function minimumTermText(months: number | null | undefined): string {
  return months ? `${months}-month minimum term` : "No lock-in contract";
}

/** "100/20 Mbps" from a plan's speeds; null when unknown. */
export function speedText(plan: { downloadMbps?: number | null; uploadMbps?: number | null }): string | null {
  if (!plan.downloadMbps) return null;
  return plan.uploadMbps ? `${plan.downloadMbps}/${plan.uploadMbps} Mbps` : `${plan.downloadMbps} Mbps download`;
}
