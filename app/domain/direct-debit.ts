// Direct debit from a bank account (payment details): the BSB and account number rules and how
// they are shown. Pure and free of zod, so pages may ask; the form's schema is
// direct-debit.schemas.ts.

export const DIRECT_DEBIT_MESSAGES = {
  accountName: "Enter the account name",
  accountNameTooLong: "Account name must be 32 characters or fewer",
  bsb: "Enter a BSB in the format 000-000",
  accountNumber: "Enter an account number of 6 to 10 digits",
  agree: "You must agree to the direct debit terms",
} as const;

/** A BSB as typed: 000-000 or 000000, spaces aside. */
export function bsbValid(bsb: string): boolean {
  return /^\d{3}-?\d{3}$/.test(bsb.replace(/\s/g, ""));
}

/** An account number as typed: 6 to 10 digits, spaces and dashes aside. */
export function normaliseAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/[\s-]/g, "");
}

export function accountNumberValid(accountNumber: string): boolean {
  return /^\d{6,10}$/.test(normaliseAccountNumber(accountNumber));
}

/** A BSB is not secret: shown in full as 000-000. Not six digits → '—'. */
export function maskBsb(bsb: string): string {
  const digits = typeof bsb === "string" ? bsb.replace(/\D/g, "") : "";
  return digits.length === 6 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : "—";
}

/** 'Account ending 789': only the last three digits. Fewer than three digits → 'Account'. */
export function maskAccount(accountNumber: string): string {
  const digits = typeof accountNumber === "string" ? accountNumber.replace(/\D/g, "") : "";
  return digits.length >= 3 ? `Account ending ${digits.slice(-3)}` : "Account";
}
