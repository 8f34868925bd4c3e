// The parser for typed money amounts, used by the forms' checks (on the server, and in the
// browser with the schemas that load when a form is first touched).

// Optional minus (before or after '$'), optional '$', digits with or without correct
// thousands grouping, optional one or two decimals.
const MONEY_INPUT = /^(-)?\s*(\$)?\s*(-)?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/**
 * A typed dollar amount → integer cents, or null when it is not an amount.
 * Accepts '12', '12.5', '12.50', '.5', '$1,234.56', ' $ 12 '. Rejects letters, more than two
 * decimals, badly placed commas ('1,23'), empty input and amounts beyond safe integers.
 * A negative ('-12', '-$12', '$-12') comes back negative so the caller can say why it is
 * not allowed, rather than "not a number".
 */
export function parseMoneyInput(text: string): number | null {
  if (typeof text !== "string") return null;
  const match = MONEY_INPUT.exec(text.trim());
  if (!match) return null;
  const [, minusBefore, , minusAfter, whole, fraction] = match;
  if (minusBefore && minusAfter) return null;
  if (whole === undefined && fraction === undefined) return null;
  const dollars = Number((whole ?? "0").replaceAll(",", ""));
  const cents = dollars * 100 + Number((fraction ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  if (cents === 0) return 0;
  return minusBefore || minusAfter ? -cents : cents;
}
