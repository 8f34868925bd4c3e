import { describe, expect, it } from "vitest";
import { CSV_BOM, toCsv } from "./csv.ts";

/** A cell as RFC 4180 writes it: quoted when it holds a comma, double quote, CR or LF. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

describe("toCsv", () => {
  it("writes a header and rows with CRLF after every record", () => {
    expect(
      toCsv(
        ["Day", "Downloaded"],
        [
          [1, 1024],
          [2, 0],
        ],
      ),
    ).toBe("Day,Downloaded\r\n1,1024\r\n2,0\r\n");
  });

  it("writes just the header when there are no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe("a,b\r\n");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(toCsv(["x"], [["a,b"], ['say "hi"'], ["line1\nline2"], ["cr\rhere"], ["plain"]])).toBe(
      'x\r\n"a,b"\r\n"say ""hi"""\r\n"line1\nline2"\r\n"cr\rhere"\r\nplain\r\n',
    );
  });

  it("writes null, undefined and non-finite numbers as empty cells", () => {
    expect(toCsv(["a", "b", "c", "d"], [[null, undefined, NaN, Infinity]])).toBe("a,b,c,d\r\n,,,\r\n");
  });

  it("keeps numbers, including negative ones, unprefixed", () => {
    expect(toCsv(["n"], [[-12.5], [0], [-0.01], [1e21]])).toBe("n\r\n-12.5\r\n0\r\n-0.01\r\n1e+21\r\n");
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+61 412 345 678", "'+61 412 345 678"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=cmd", "'\t=cmd"],
    ["-$12.34", "'-$12.34"],
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ["\r=cmd", `"'\r=cmd"`],
  ])("neutralises formula text %j", (cell, expected) => {
    expect(toCsv(["c"], [[cell]])).toBe(`c\r\n${expected}\r\n`);
  });

  // What a spreadsheet skips before it reads a formula: spaces, line breaks and invisible characters.
  const LEADING = [
    ["a space", " "],
    ["spaces", "   "],
    ["a line feed", "\n"],
    ["a carriage return and line feed", "\r\n"],
    ["a tab", "\t"],
    ["a vertical tab", "\v"],
    ["a form feed", "\f"],
    ["a no-break space", "\u00a0"],
    ["a narrow no-break space", "\u202f"],
    ["an ideographic space", "\u3000"],
    ["an em space", "\u2003"],
    ["a line separator", "\u2028"],
    ["a byte-order mark", "\ufeff"],
    ["a zero-width space", "\u200b"],
    ["a zero-width joiner", "\u200d"],
    ["a word joiner", "\u2060"],
    ["a soft hyphen", "\u00ad"],
    ["a left-to-right mark", "\u200e"],
    ["a right-to-left override", "\u202e"],
    ["a NUL", "\u0000"],
    ["a mix", " \ufeff\u00a0\n"],
  ] as const;
  const FORMULA = ["=cmd|' /C calc'!A0", "+1+1", "-1+1", "@SUM(A1:A2)", '=HYPERLINK("http://evil","x")'];

  describe.each(LEADING)("after %s", (_name, lead) => {
    it.each(FORMULA)("neutralises %j", (formula) => {
      const cell = `${lead}${formula}`;
      expect(toCsv(["c"], [[cell]])).toBe(`c\r\n${quoted(`'${cell}`)}\r\n`);
    });

    it("leaves text that is no formula alone (but a cell starting with a tab, CR or LF is always prefixed)", () => {
      const cell = `${lead}plain`;
      const expected = /^[\t\r\n]/.test(cell) ? `'${cell}` : cell;
      expect(toCsv(["c"], [[cell]])).toBe(`c\r\n${quoted(expected)}\r\n`);
    });
  });

  it.each(["\uff1dcmd", "\uff0b1", "\uff0d1", "\uff20SUM(A1)", " \uff1dcmd"])(
    "neutralises full-width formula signs too: %j",
    (cell) => {
      expect(toCsv(["c"], [[cell]])).toBe(`c\r\n'${cell}\r\n`);
    },
  );

  it("neutralises a cell that starts with a line feed (OWASP: tab, CR and LF start no cell)", () => {
    expect(toCsv(["c"], [["\nhello"]])).toBe(`c\r\n"'\nhello"\r\n`);
  });

  it("leaves plain numeric text and inner formula characters alone", () => {
    expect(toCsv(["c"], [["-12.50"], ["-3"], ["a=b"], ["1+1"], ["0412 345 678"]])).toBe(
      "c\r\n-12.50\r\n-3\r\na=b\r\n1+1\r\n0412 345 678\r\n",
    );
  });

  it("protects and quotes headers too", () => {
    expect(toCsv(["=evil", "a,b"], [])).toBe(`'=evil,"a,b"\r\n`);
  });

  it("adds a byte-order mark when asked", () => {
    expect(toCsv(["a"], [["é"]], { bom: true })).toBe(`${CSV_BOM}a\r\né\r\n`);
  });
});
