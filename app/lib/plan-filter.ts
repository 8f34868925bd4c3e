// Plan filtering for the energy wholesaler, spec §5, rule for rule:
// - hide plans whose name contains '12/1';
// - for plan-context codes 0, 1, 2, 3, 20, 21, 22, 23, 24 hide NBN plans whose name contains
//   '100/20' or '100/40';
// - for contexts 4, 5, 6 show only plans with 'FW' in the name; for every other context
//   (including none) hide plans with 'FW' in the name.
// Any other wholesaler (or none) sees the list unchanged. Name matches are plain substrings,
// case-sensitive as the spec writes them; the wholesaler code and the service type compare in
// lower case.

export const ENERGY_WHOLESALER_CODE = "oe";

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

export function isEnergyWholesaler(wholesalerCode: string | undefined): boolean {
  return typeof wholesalerCode === "string" && wholesalerCode.trim().toLowerCase() === ENERGY_WHOLESALER_CODE;
}

/** The plans the customer may see, in their original order; extra fields are kept. */
export function filterPlansForWholesaler<T extends FilterablePlan>(
  plans: readonly T[],
  wholesalerCode: string | undefined,
  planContext: number | string | undefined,
): T[] {
  if (!isEnergyWholesaler(wholesalerCode)) return [...plans];
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
