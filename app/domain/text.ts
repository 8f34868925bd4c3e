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
