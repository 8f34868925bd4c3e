// CSV for "Download CSV" (usage, call records, transactions): RFC 4180 with CRLF line ends,
// plus protection against spreadsheet formula injection (OWASP "CSV Injection").

export type CsvCell = string | number | null | undefined;

/** A leading character that makes Excel, Sheets or LibreOffice treat a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
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

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Header line and rows as RFC 4180 CSV: fields with a comma, double quote, CR or LF are
 * quoted (inner quotes doubled); every record, the last included, ends with CRLF. null and
 * undefined are empty cells; numbers are written as is (negative numbers unprefixed), and a
 * non-finite number is an empty cell. Text starting with = + - @ tab or CR gets a leading
 * single quote, unless it is a plain decimal number like '-12.50'.
 */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  opts?: { bom?: boolean },
): string {
  const lines = [headers, ...rows].map((row) => row.map((cell) => quote(cellText(cell))).join(","));
  return `${opts?.bom ? CSV_BOM : ""}${lines.map((line) => `${line}\r\n`).join("")}`;
}
