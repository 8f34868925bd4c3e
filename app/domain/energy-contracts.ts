// An energy contract's terms in words, for the side-by-side comparison. Pure.
import { formatMoney } from "#app/lib/format.ts";
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

/** The rows of the comparison, in order: each a label and the contract's value in words. */
export function energyTermsShown(terms: EnergyTerms) {
  const term = terms.termMonths ?? 0;
  return {
    usage:
      terms.usageRateCents != null ? `${cents(terms.usageRateCents)} per ${terms.usageUnit ?? "unit"}` : "Not known",
    supply: terms.dailySupplyCents != null ? `${cents(terms.dailySupplyCents)} a day` : "Not known",
    discount: terms.discountPercent ? (terms.discountText ?? `${terms.discountPercent}% off usage`) : "None",
    term: term > 0 ? `${term} months` : "No lock-in contract",
    exitFee: term > 0 && terms.earlyExitFeeCents ? formatMoney(terms.earlyExitFeeCents) : "None",
    estimate: perMonth(terms.monthlyPriceCents),
  };
}

export const ENERGY_TERM_ROWS = [
  { key: "usage", label: "Usage rate" },
  { key: "supply", label: "Daily supply charge" },
  { key: "discount", label: "Discount" },
  { key: "term", label: "Contract term" },
  { key: "exitFee", label: "Early-exit fee" },
  { key: "estimate", label: "Typical monthly cost" },
] as const;
