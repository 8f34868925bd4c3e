// An energy contract's terms in words, for the side-by-side comparison. Pure.
import { formatMoney } from "./format.ts";
import { perMonth } from "./plans.ts";

export interface EnergyTerms {
  monthlyPriceCents: number;
  usageRateCents?: number | null;
  usageUnit?: string | null;
  dailySupplyCents?: number | null;
  discountPercent?: number | null;
  discountText?: string | null;
  termMonths?: number | null;
  earlyExitFeeCents?: number | null;
}

const cents = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}c`;

/** A customer's own usage: their average month, in the unit their meter reads. */
export interface UsageAverage {
  quantity: number;
  unit: string;
  /** How many months of reads the average is of. */
  months: number;
}

/** The average of a service's latest monthly reads (at most a year's: every season once); null without reads. */
export function averageMonthlyUsage(
  reads: readonly { quantity: number; unit: string }[],
  months = 12,
): UsageAverage | null {
  const recent = reads.slice(0, months);
  if (recent.length === 0) return null;
  const total = recent.reduce((sum, read) => sum + read.quantity, 0);
  return { quantity: Math.round(total / recent.length), unit: recent[0]!.unit, months: recent.length };
}

const DAYS_PER_MONTH = 365 / 12;

/**
 * What a contract would cost this customer in an average month: their usage at its rate (less
 * its discount, which is off usage) plus a month of its daily supply charge. Null when the
 * contract's rates are not known or the usage is in another unit: a plan's own "typical" price
 * describes someone else's home, so it is never shown beside the customer's bills.
 */
export function monthlyEstimateCents(terms: EnergyTerms, usage: UsageAverage | null): number | null {
  if (!usage || terms.usageRateCents == null || terms.dailySupplyCents == null) return null;
  if (terms.usageUnit && terms.usageUnit !== usage.unit) return null;
  const discount = 1 - (terms.discountPercent ?? 0) / 100;
  return Math.round(usage.quantity * terms.usageRateCents * discount + terms.dailySupplyCents * DAYS_PER_MONTH);
}

/**
 * What a service's "monthly" figure on home means (one rule, docs/decisions/081): for gas and
 * electricity the cost depends on use, so it is the estimate on the customer's own usage, the
 * figure /home/energy-contract shows (never the plan's own price, which describes someone else's
 * home); for every other service, the plan's monthly price. Null when there is nothing to say.
 */
export function monthlyFigure(
  kind: string,
  monthlyPriceCents: number | null | undefined,
  estimateCents: number | null,
): { key: string; value: string } | null {
  if (kind === "energy")
    return {
      key: "Estimated monthly cost",
      value:
        estimateCents === null
          ? "Not known yet: it depends on your usage"
          : `About ${perMonth(estimateCents)}, on your usage`,
    };
  return monthlyPriceCents != null ? { key: "Monthly price", value: formatMoney(monthlyPriceCents) } : null;
}

/** Where the estimates come from, for the line above the comparison. */
export function estimateBasis(usage: UsageAverage | null): string {
  if (!usage) return "We cannot estimate monthly costs yet: there are no meter reads for this service.";
  const period = usage.months === 1 ? "your last month" : `your last ${usage.months} months`;
  return `Monthly costs are estimated from your own usage: on average ${new Intl.NumberFormat("en-AU").format(usage.quantity)} ${usage.unit} a month over ${period}.`;
}

/** The rows of the comparison, in order: each a label and the contract's value in words. */
export function energyTermsShown(terms: EnergyTerms, usage: UsageAverage | null = null) {
  const estimate = monthlyEstimateCents(terms, usage);
  const term = terms.termMonths ?? 0;
  return {
    usage:
      terms.usageRateCents != null ? `${cents(terms.usageRateCents)} per ${terms.usageUnit ?? "unit"}` : "Not known",
    supply: terms.dailySupplyCents != null ? `${cents(terms.dailySupplyCents)} a day` : "Not known",
    discount: terms.discountPercent ? (terms.discountText ?? `${terms.discountPercent}% off usage`) : "None",
    term: term > 0 ? `${term} months` : "No lock-in contract",
    exitFee: term > 0 && terms.earlyExitFeeCents ? formatMoney(terms.earlyExitFeeCents) : "None",
    estimate: estimate === null ? "Not known" : `About ${perMonth(estimate)}`,
  };
}

/**
 * When a contract change takes effect (docs/decisions/081): at once, as the provider makes it;
 * the provider's message and its request say the same.
 */
export const ENERGY_CHANGE_TAKES_EFFECT = "Straight away. Your next bill uses the new contract's rates.";

export const ENERGY_TERM_ROWS = [
  { key: "usage", label: "Usage rate" },
  { key: "supply", label: "Daily supply charge" },
  { key: "discount", label: "Discount" },
  { key: "term", label: "Contract term" },
  { key: "exitFee", label: "Early-exit fee" },
  { key: "estimate", label: "Estimated monthly cost for your usage" },
] as const;
