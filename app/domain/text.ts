// Control characters and line breaks in what people type: the one rule for them. A control
// character is Unicode's Cc: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). Nothing a
// person means to write is one, and some do harm (a tab or line break a browser strips from a URL,
// an escape sequence in a log or a letter). Multi-line text keeps its line breaks and tabs.

// eslint-disable-next-line no-control-regex -- the point of the module
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Every line break a reader of the text might honour: CRLF, LF, CR, VT, FF, NEL (U+0085), LINE
 * SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029). Global: for `replace`.
 */
// eslint-disable-next-line no-control-regex -- VT and FF are line breaks to some readers
export const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g;

// eslint-disable-next-line no-control-regex -- the point of the module
const LINE_BREAK_OR_TAB = /[\t\n\r\u000b\u000c\u0085]/g;

/** True when `text` holds a control character: for one-line values (names, paths). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** True when multi-line `text` holds a control character other than a tab or a line break. */
export function hasControlCharacterBesidesLineBreaks(text: string): boolean {
  return CONTROL_CHARACTER.test(text.replace(LINE_BREAK_OR_TAB, ""));
}

// What never breaks across two lines: a phone number ("(03) 9123 4567", "0412 345 678",
// "1300 980 711"), a reference ("CC-100001", "INV-A10001-202611") and an amount ("$1,234.56"). Each is read as one
// thing, and half of one at the end of a line reads as a different number.
const PHONE = String.raw`\(0\d\)[ \u00a0]\d{4}[ \u00a0]\d{4}|\+61[ \u00a0]\d(?:[ \u00a0]?\d{3,4}){2,3}|0\d{3}[ \u00a0]\d{3}[ \u00a0]\d{3}|0\d[ \u00a0]\d{4}[ \u00a0]\d{4}|1[38]00[ \u00a0]\d{3}[ \u00a0]\d{3}`;
const REFERENCE = String.raw`\b[A-Z]{1,4}(?:-[A-Z]{0,2}\d+)+\b`;
const AMOUNT = String.raw`-?\$\d[\d,]*(?:\.\d\d)?`;
const UNBREAKABLE = new RegExp(`${PHONE}|${REFERENCE}|${AMOUNT}`, "g");

/**
 * `text` cut into the runs a line may break in and those it never may (phone numbers, references,
 * amounts): the even places hold free text, the odd ones a run kept whole. The one rule for it
 * (KeepTogether shows it).
 */
export function unbreakableRuns(text: string): string[] {
  const runs: string[] = [];
  let from = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    runs.push(text.slice(from, match.index), match[0]);
    from = match.index + match[0].length;
  }
  runs.push(text.slice(from));
  return runs;
}
