import { luhn } from "./util.ts";

/**
 * BPAY for the sandbox provider (decision 079): its biller code, and each account's customer
 * reference number (CRN). A CRN is the account's number followed by a check digit computed with
 * BPAY's MOD10V01 rule, which is the Luhn rule (weights 2, 1, 2… from the right of the base number,
 * the digits of each product summed, the check digit making the total a multiple of 10): a bank
 * refuses a CRN typed with one wrong digit or two neighbours swapped before any money moves.
 */

/** The sandbox's biller code (fictional). A real provider gets its own from its bank. */
export const BPAY_BILLER_CODE = "254623";

/** The MOD10V01 check digit of a base number (digits only): "12345678" → "2". */
export function mod10v01CheckDigit(base: string): string {
  if (!/^\d{1,19}$/.test(base)) throw new RangeError("mod10v01CheckDigit: 1 to 19 digits");
  for (let digit = 0; digit <= 9; digit++) if (luhn(`${base}${digit}`)) return String(digit);
  throw new RangeError("mod10v01CheckDigit: no check digit");
}

/** Whether a CRN (its base number and check digit) passes MOD10V01. */
export function validCrn(crn: string): boolean {
  return /^\d{2,20}$/.test(crn) && luhn(crn);
}

/** The account's CRN: its number ("A10001" → "10001") and the check digit ("100017"). */
export function crnOf(accountCode: string): string {
  const base = accountCode.replace(/\D/g, "").replace(/^0+/, "");
  if (!base) throw new RangeError(`crnOf: no number in ${accountCode}`);
  return `${base}${mod10v01CheckDigit(base)}`;
}
