import { safeCsvCell } from "./csv.ts";

/**
 * CSV text arriving in pieces (a provider's report), made safe as the portal's own downloads are
 * (app/lib/csv.ts: a cell that could start a formula gets a leading `'`). Records are read as RFC
 * 4180 says (quoted cells may hold commas, quotes and line breaks) across any split between pieces;
 * `push` answers the complete records so far, each ending CRLF, and `end` the last one.
 */
export function csvCleaner(): { push(text: string): string; end(): string } {
  let cell = "";
  let cells: string[] = [];
  let quoted = false;
  /** After a closing quote inside a quoted cell: a second quote is a literal one. */
  let quoteSeen = false;
  let pendingCr = false;
  let started = false;
  const endRecord = () => {
    cells.push(cell);
    const line = `${cells.map(safeCsvCell).join(",")}\r\n`;
    cells = [];
    cell = "";
    started = false;
    return line;
  };
  const push = (text: string) => {
    let out = "";
    for (const char of text) {
      if (pendingCr) {
        pendingCr = false;
        if (char === "\n") continue;
      }
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (char === '"') {
            cell += '"';
            continue;
          }
          quoted = false;
        } else if (char === '"') {
          quoteSeen = true;
          continue;
        } else {
          cell += char;
          continue;
        }
      }
      if (char === '"' && cell === "") {
        quoted = true;
        started = true;
      } else if (char === ",") {
        cells.push(cell);
        cell = "";
        started = true;
      } else if (char === "\n" || char === "\r") {
        pendingCr = char === "\r";
        out += endRecord();
      } else {
        cell += char;
        started = true;
      }
    }
    return out;
  };
  return {
    push,
    end: () => {
      quoted = false;
      quoteSeen = false;
      return started || cell !== "" || cells.length > 0 ? endRecord() : "";
    },
  };
}
