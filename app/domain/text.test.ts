import { describe, expect, it } from "vitest";
import { hasControlCharacter, hasControlCharacterBesidesLineBreaks, LINE_BREAKS, unbreakableRuns } from "./text.ts";

// [what, text, any control character?, one besides tabs and line breaks?]
const CASES = [
  ["plain text", "Alex O’Neil-Smith", false, false],
  ["letters with accents and an emoji", "Zoë 🙂", false, false],
  ["a no-break space", "a\u00a0b", false, false],
  ["a line separator (not a control character)", "a\u2028b", false, false],
  ["a tab", "a\tb", true, false],
  ["a line feed", "a\nb", true, false],
  ["a CRLF", "a\r\nb", true, false],
  ["a vertical tab", "a\u000bb", true, false],
  ["a form feed", "a\u000cb", true, false],
  ["a next line (NEL, C1)", "a\u0085b", true, false],
  ["a NUL", "a\u0000b", true, true],
  ["a bell", "a\u0007b", true, true],
  ["an escape sequence", "\u001b[31mred", true, true],
  ["a unit separator", "a\u001fb", true, true],
  ["DEL", "a\u007fb", true, true],
  ["the first C1 control", "a\u0080b", true, true],
  ["the last C1 control", "a\u009fb", true, true],
] as const;

describe("control characters", () => {
  it.each(CASES)("%s: in a one-line value %s, in multi-line text %s", (_, text, any, besidesLineBreaks) => {
    expect(hasControlCharacter(text)).toBe(any);
    expect(hasControlCharacterBesidesLineBreaks(text)).toBe(besidesLineBreaks);
  });
});

describe("LINE_BREAKS", () => {
  it.each([
    ["a\nb", ["a", "b"]],
    ["a\r\nb", ["a", "b"]],
    ["a\rb", ["a", "b"]],
    ["a\u000bb\u000cc", ["a", "b", "c"]],
    ["a\u0085b\u2028c\u2029d", ["a", "b", "c", "d"]],
    ["a\tb", ["a\tb"]],
  ])("%j is the lines %j", (text, lines) => {
    expect(text.split(LINE_BREAKS)).toEqual(lines);
  });
});

describe("unbreakableRuns", () => {
  it("keeps phone numbers, references and amounts whole, and leaves the rest free", () => {
    expect(unbreakableRuns("Call (03) 9123 4567 about CC-100001: $1,234.56 due")).toEqual([
      "Call ",
      "(03) 9123 4567",
      " about ",
      "CC-100001",
      ": ",
      "$1,234.56",
      " due",
    ]);
    expect(unbreakableRuns("SMS to 0412 345 678 or 1300 980 711")).toEqual([
      "SMS to ",
      "0412 345 678",
      " or ",
      "1300 980 711",
      "",
    ]);
    expect(unbreakableRuns("Invoice INV-A10001-202611")).toEqual(["Invoice ", "INV-A10001-202611", ""]);
    expect(unbreakableRuns("Nothing to keep")).toEqual(["Nothing to keep"]);
    expect(unbreakableRuns("e-mail, one-off")).toEqual(["e-mail, one-off"]);
  });
});
