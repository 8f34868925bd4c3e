// CSV for "Download CSV" (usage, call records, transactions): RFC 4180 with CRLF line ends,
// plus protection against spreadsheet formula injection (OWASP "CSV Injection").

export type CsvCell = string | number | null | undefined;

/**
 * A cell Excel, Sheets or LibreOffice may read as a formula (OWASP "CSV Injection"): one starting
 * with a tab, CR or LF, or whose first visible character is = + - @ (or their full-width forms,
 * which some spreadsheets read the same way). What may come before it is what a spreadsheet skips
 * or a reader cannot see: white space of every kind (the no-break space and byte-order mark
 * included), control characters and invisible format characters (zero-width spaces and joiners,
 * direction marks, soft hyphens).
 */
const FORMULA_START =
  /^(?:[\t\r\n]|[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;
/** A plain decimal number as text ('-12.50') is data, not a formula, and is left alone. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Excel needs a byte-order mark to read a CSV as UTF-8; add it with `{ bom: true }`. */
export const CSV_BOM = "\uFEFF";

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = String(cell);
  // Prefix with a single quote so the cell shows as text: '=1+1' → "'=1+1".
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One cell of CSV text from elsewhere (a provider's report), made safe to open as `toCsv` makes its own. */
export function safeCsvCell(text: string): string {
  return quote(cellText(text));
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Header line and rows as RFC 4180 CSV: fields with a comma, double quote, CR or LF are
 * quoted (inner quotes doubled); every record, the last included, ends with CRLF. null and
 * undefined are empty cells; numbers are written as is (negative numbers unprefixed), and a
 * non-finite number is an empty cell. Text that could start a formula (FORMULA_START) gets a
 * leading single quote, unless it is a plain decimal number like '-12.50'.
 */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  opts?: { bom?: boolean },
): string {
  const lines = [headers, ...rows].map((row) => row.map((cell) => quote(cellText(cell))).join(","));
  return `${opts?.bom ? CSV_BOM : ""}${lines.map((line) => `${line}\r\n`).join("")}`;
}
