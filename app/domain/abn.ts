// An Australian Business Number: the provider's, printed on receipts. Pure.

/** The sandbox brand's ABN (fictional, but it passes the ABN check): shown when BRAND_ABN is unset on the sandbox. */
export const SANDBOX_ABN = "72 619 048 351";

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ATO's check: 11 digits; take 1 from the first, weigh each, the sum divides by 89. */
export function abnValid(abn: string): boolean {
  const digits = abn.replace(/\s/g, "");
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}

/** As printed on Australian invoices and receipts: "51 824 753 556". */
export function formatAbn(abn: string): string {
  const d = abn.replace(/\s/g, "");
  return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8, 11)}`;
}
