// The Luhn (mod 10) check digit, as card numbers (ISO/IEC 7812) and SIM numbers (ICCID, ITU-T
// E.118) use it: the one implementation. What counts as a card or SIM number (length, prefix) is
// the rule of card.ts and sim.ts.

/** True when `digits` (digits only, the last one the check digit) passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `body` (digits, without their last one) pass. */
export function luhnCheckDigit(body: string): string {
  if (!/^\d*$/.test(body)) throw new RangeError("luhnCheckDigit: digits only");
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return String(d);
  throw new RangeError("luhnCheckDigit: no check digit");
}
